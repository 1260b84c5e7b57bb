import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

/** Long-lived vendor chunks, cached across releases of the console. */
const VENDOR_CHUNKS = [
  { name: 'react-admin', test: /node_modules[\\/](ra-[a-z-]+|react-admin)[\\/]/ },
  { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 2 },
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
];

const PROXIED = ['/api', '/socket.io', '/files', '/config.json', '/healthz'];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const target = env.VITE_API_TARGET || 'http://localhost:8080';
  return {
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      /** The PDF renderer is a lazy chunk of about 1.2 MB, loaded only by 'Download Employee Info'. */
      chunkSizeWarningLimit: 1300,
      rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
    },
    server: {
      proxy: Object.fromEntries(
        PROXIED.map((path) => [path, { target, changeOrigin: true, ws: path === '/socket.io' }]),
      ),
    },
  };
});
