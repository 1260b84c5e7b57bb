/**
 * The server build (`npm run build:server`): server/src/main.ts and all of our code it imports (contract
 * included) bundled into one ES module, dist-server/main.js, which node runs as it is, with no
 * TypeScript loader; the report printer's thread likewise into dist-server/pdfWorker.js. Packages stay in
 * node_modules. The database client reads the migrations folder
 * beside its own module at run time, so the migrations are copied beside the bundle.
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const OUT = 'dist-server';

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: { main: 'server/src/main.ts', pdfWorker: 'server/src/modules/reports/pdf/worker.ts' },
  outdir: OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', `${OUT}/migrations`, { recursive: true });
console.log(`built ${OUT}/main.js`);
