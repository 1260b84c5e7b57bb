/**
 * The server build: server/src/main.ts and all of our code it imports (contract included) bundled into one ES
 * module, main.js, which node runs as it is, with no TypeScript loader; the report printer's thread likewise into
 * pdfWorker.js. Packages stay in node_modules (production dependencies only: tools/build/bundle.unit.test.ts
 * checks). The database client reads the migrations folder beside its own module at run time, so the migrations
 * are copied beside the bundle.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

export async function buildServer(root: string, out: string) {
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/src/main.ts', pdfWorker: 'server/src/modules/reports/pdf/worker.ts' },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync(join(root, 'server/src/db/migrations'), join(out, 'migrations'), { recursive: true });
}
