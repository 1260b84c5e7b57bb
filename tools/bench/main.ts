/**
 * The benchmark: `npm run bench`. On PGlite and (when tools/pg/with-postgres.sh gives DATABASE_URL)
 * PostgreSQL: handset events accepted at the target rate offered (and the most accepted with 8
 * batches at once) beside a bare INSERT loop on the same database, and the latency from a handset
 * POST to 50 consoles' sockets under 500 events/s beside a bare socket.io broadcast. Prints a
 * markdown table for docs/performance.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/src/test/serverProcess';
import { broadcastLatency, insertLoop } from './baseline';
import { alertLatency, capacity, handsets, offered } from './load';
import { freshDatabase } from './scaffold';
import { ms } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONSOLES = 50;
const BACKGROUND = 500;
/** The sustained rates the server is held to, events/s, with HTTP p99 under 100 ms. */
const TARGET = { PGlite: 1000, PostgreSQL: 1500 };
const rows: string[] = [];
const row = (...cells: (string | number)[]) => {
  rows.push(`| ${cells.join(' | ')} |`);
  console.log(rows.at(-1));
};

async function measure(kind: 'PGlite' | 'PostgreSQL', pgUrl?: string) {
  const base = pgUrl
    ? await insertLoop({ url: await freshDatabase(pgUrl, 'bench_baseline') }, SECONDS)
    : await insertLoop({ pgliteDir: mkdtempSync(join(tmpdir(), 'bench-pglite-')) }, SECONDS);
  // Four handsets carry a control room's load here: their per-handset batch limit is lifted.
  const env: Record<string, string> = {
    DEMO: '1',
    LIVE_WATCH_INTERVAL_MS: '600000',
    DATABASE_URL: '',
    HANDSET_RATE_LIMIT: '100000',
  };
  if (pgUrl) env.DATABASE_URL = await freshDatabase(pgUrl, 'bench_server');
  // The built server, as `npm start` runs it (npm run bench builds first).
  const server = await startServer(env, undefined, 'compiled');
  try {
    const apis = await handsets(server.url);
    const rate = TARGET[kind];
    const held = await offered(apis, rate, 50, SECONDS, 3);
    row(
      kind,
      `handset events accepted at ${rate}/s offered`,
      `${held.eventsPerSecond}/s, HTTP p50 ${ms(held.p50)}, p99 ${ms(held.p99)}`,
      `bare INSERT loop: ${base}/s`,
      `batches of 50 locations from 4 handsets, open loop${held.failed ? `; ${held.failed} failed` : ''}`,
    );
    // Before the capacity run: its 8 batches at once leave the server and PostgreSQL catching up (vacuuming some
    // 60,000 rows) for seconds after it, which is not the steady 500 events/s this measures.
    const alerts = await alertLatency(server.url, apis, CONSOLES, BACKGROUND, SECONDS * 2);
    row(
      kind,
      `panic POST → ${CONSOLES} consoles, ${BACKGROUND} events/s background`,
      `p50 ${ms(alerts.p50)}, p99 ${ms(alerts.p99)}`,
      'see bare broadcast below',
      `${alerts.panics} panics after the server's first (to its 50th console: ${ms(alerts.firstMs)}); background held ${alerts.backgroundPerSecond}/s (HTTP p99 ${ms(alerts.httpP99)}); panic answer p99 ${ms(alerts.panicHttpP99)}; ${alerts.received}/${alerts.expected} deliveries`,
    );
    const most = await capacity(apis, 8, 50, SECONDS);
    row(
      kind,
      'handset events accepted, 8 batches at once',
      `${most.eventsPerSecond}/s`,
      `bare INSERT loop: ${base}/s`,
      `capacity: HTTP p50 ${ms(most.p50)}, p99 ${ms(most.p99)} (queued behind each other)`,
    );
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log('| database | measure | result | baseline (same run) | notes |\n|---|---|---|---|---|');
  const pgUrl = process.env.DATABASE_URL;
  await measure('PGlite');
  if (pgUrl) await measure('PostgreSQL', pgUrl);
  else console.log('(PostgreSQL skipped: run through tools/pg/with-postgres.sh, as npm run bench does)');
  const bare = await broadcastLatency(CONSOLES, BACKGROUND, SECONDS);
  row(
    '—',
    `bare socket.io broadcast → ${CONSOLES} clients, ${BACKGROUND} msgs/s background`,
    `p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}`,
    '—',
    'baseline for the alert latency',
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
