/**
 * The server build: server/src/main.ts with all of our code it imports (contract included) and the packages it
 * loads at start bundled into one CommonJS script, server.cjs, which node runs as it is, with no TypeScript loader,
 * through main.js (server/src/boot: from V8's code cache in the data folder when there is one); the report printer's
 * thread into pdfWorker.js, an ES module. One file read and compiled where node resolved, stat'ed and read some
 * hundreds at each start (docs/performance.md#restart). Left in node_modules, loaded from there: packages with native
 * code or files of their own read at run time (the embedded database, image resizing, password hashing, the API docs'
 * page, the PDF renderer) and those loaded only on first use (mail). CommonJS packages inside the ES module get the
 * `require`, `__filename` and `__dirname` they expect from its banner; `import.meta.url` in the CommonJS script is
 * its own file's URL. The database client reads the migrations folder beside its own module at run time, so the
 * migrations are copied beside the bundle.
 */
import { createHash } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BuildOptions, build } from 'esbuild';

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

/** What the builds share: our code and the packages it loads at start in one file, without comments or blank space. */
const BUNDLE = {
  absWorkingDir: '',
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: [...OWN_FILES],
  // Without comments and blank space the bundle is a third smaller and all ASCII (some packages' comments are not),
  // which node decodes and V8 parses faster at each start. Names are kept: a logged stack still reads.
  minifyWhitespace: true,
  minifySyntax: true,
  // The packages' licence notices (two are not ASCII) go beside the bundle, in <name>.LEGAL.txt.
  legalComments: 'linked',
  logLevel: 'warning',
} satisfies BuildOptions;

export async function buildServer(root: string, out: string) {
  const common = { ...BUNDLE, absWorkingDir: root };
  await Promise.all([
    // The server as one CommonJS script, so that node can start it from V8's code cache (server/src/boot). What it
    // imports on first use (a database's driver, mail, image resizing…) is in it but not run, nor its packages loaded,
    // until then; `import()` of a package left out is a require, so each is loaded once, in its CommonJS build.
    build({
      ...common,
      entryPoints: { server: 'server/src/main.ts' },
      outdir: out,
      outExtension: { '.js': '.cjs' },
      format: 'cjs',
      supported: { 'dynamic-import': false },
      define: { 'import.meta.url': '__importMetaUrl' },
      banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    }),
    build({
      ...common,
      entryPoints: { pdfWorker: 'server/src/modules/reports/pdf/worker.ts' },
      outdir: out,
      format: 'esm',
      banner: { js: COMMONJS_GLOBALS },
    }),
  ]);
  const bundleId = createHash('sha256')
    .update(readFileSync(join(out, 'server.cjs')))
    .digest('hex')
    .slice(0, 16);
  await build({
    ...common,
    entryPoints: { main: 'server/src/boot/main.ts' },
    outdir: out,
    format: 'esm',
    define: { BUNDLE_ID: JSON.stringify(bundleId) },
  });
  cpSync(join(root, 'server/src/db/migrations'), join(out, 'migrations'), { recursive: true });
}
