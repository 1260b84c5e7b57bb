/**
 * The server build: server/src/main.ts with all of our code it imports (contract included) and the packages it
 * loads at start bundled into one ES module, main.js, which node runs as it is, with no TypeScript loader; the report
 * printer's thread likewise into pdfWorker.js. One file read and compiled where node resolved, stat'ed and read
 * some hundreds at each start (docs/performance.md#restart). Left in node_modules, loaded from there: packages with
 * native code or files of their own read at run time (the embedded database, image resizing, password hashing, the
 * API docs' page, the PDF renderer) and those loaded only on first use (mail). CommonJS packages inside an ES module
 * get the `require`, `__filename` and `__dirname` they expect from the banner. The database client reads the
 * migrations folder beside its own module at run time, so the migrations are copied beside the bundle.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** Packages loaded from node_modules at run time, not bundled (above). */
const OWN_FILES = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  // The API docs' page loads it from node_modules: the console's files are served by that same copy, loaded once.
  '@fastify/static',
  '@react-pdf/renderer',
  'react',
  'nodemailer',
  'pg-native',
];

const COMMONJS_GLOBALS = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { dirname as __pathDirname } from 'node:path';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __pathDirname(__filename);',
].join(' ');

export async function buildServer(root: string, out: string) {
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/src/main.ts', pdfWorker: 'server/src/modules/reports/pdf/worker.ts' },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // What the server imports only on first use (a database's driver, mail, image resizing…) goes into chunks of its
    // own, read when first imported, with the packages they load: not parsed, nor their packages loaded, at start.
    splitting: true,
    target: 'node20',
    external: [...OWN_FILES],
    banner: { js: COMMONJS_GLOBALS },
    logLevel: 'warning',
  });
  cpSync(join(root, 'server/src/db/migrations'), join(out, 'migrations'), { recursive: true });
}
