/**
 * The probe: `npm run probe` (or `node --import tsx tools/probe/main.ts [--rounds N]`) starts a real server with the
 * demo's two companies on a fresh data folder (PGlite; with DATABASE_URL, PostgreSQL), runs the sweep
 * (sweep.ts) and then the `kill -9` loop (killLoop.ts), prints the figures and exits non-zero on any leak, 5xx,
 * lost event or event stored twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../../server/src/test/serverProcess';
import { killLoop } from './killLoop';
import { sweep } from './sweep';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const databaseUrl = process.env.DATABASE_URL ?? '';
const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
const log = (line: string) => console.log(line);

const sweepDir = mkdtempSync(join(tmpdir(), 'patrol-probe-'));
const server = await startServerProcess('tsx', sweepDir, { DEMO: '1', DATABASE_URL: databaseUrl, API_DOCS: 'public' });
let failed = false;
try {
  const figures = await sweep(server.url, log);
  log(
    `sweep on ${kind}: ${JSON.stringify({ ...figures, leaks: figures.leaks.length, serverErrors: figures.serverErrors.length })}`,
  );
  for (const line of [...figures.leaks, ...figures.serverErrors]) log(`  ${line}`);
  failed ||= figures.leaks.length > 0 || figures.serverErrors.length > 0 || figures.lost > 0;
} finally {
  await server.stop();
  rmSync(sweepDir, { recursive: true, force: true });
}

// The kill loop on a database of its own (a PostgreSQL run reuses DATABASE_URL's database: the demo is loaded once).
const killDir = mkdtempSync(join(tmpdir(), 'patrol-probe-kill-'));
try {
  const figures = await killLoop(killDir, databaseUrl, Number(values.rounds), log);
  log(`kill -9 on ${kind}: ${JSON.stringify(figures)}`);
  failed ||= figures.lost > 0 || figures.storedTwice > 0 || figures.serverErrors > 0;
} finally {
  rmSync(killDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
