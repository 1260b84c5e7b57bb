import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from './tools/build/precompress';

/**
 * What the first screen (sign-in) needs comes in three chunks: React (cached across releases), the other
 * libraries it uses, and the console's own code. Each page and the libraries only it uses load when it
 * is first opened.
 */
const FIRST_SCREEN_CHUNKS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    tags: ['$initial' as const],
    priority: 3,
  },
  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial' as const], priority: 2 },
];

const PROXIED = ['/api', '/socket.io', '/files', '/config.json', '/healthz'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const target = env.VITE_API_TARGET || 'http://localhost:8080';
  return {
    plugins: [react(), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      /** No source maps in the build: the server must not publish the console's source. */
      sourcemap: false,
      /** The PDF renderer is a lazy chunk of about 1.2 MB, loaded only by 'Download Employee Info'. */
      chunkSizeWarningLimit: 1300,
      rolldownOptions: {
        // Two pages: the console (index.html) and the guard's handset app (handset/index.html, served at /handset),
        // which loads none of the console's code.
        // The client's portal (portal/index.html, served at /portal) likewise loads none of the console's code.
        input: { console: 'index.html', handset: 'handset/index.html', portal: 'portal/index.html' },
        output: { codeSplitting: { groups: FIRST_SCREEN_CHUNKS } },
      },
    },
    server: {
      proxy: Object.fromEntries(
        PROXIED.map((path) => [path, { target, changeOrigin: true, ws: path === '/socket.io' }]),
      ),
    },
  };
});
