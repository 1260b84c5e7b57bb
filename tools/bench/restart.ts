/**
 * The restart benchmark: `npm run bench:restart` (which builds first).
 * A restart on an existing embedded database with the demo data, from spawning node to /healthz 200: the compiled
 * server, `npm start` on a current build and the sources through tsx, beside bare Fastify's listen, taking turns.
 * Prints a markdown row for docs/performance.md, with the load average it ran at.
 */
import { loadavg } from 'node:os';
import { coldStarts, median } from './coldStart';
import { freshDatabase } from './scaffold';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 7);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const spread = (values: number[]) =>
  `median of ${values.length}, ${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

const ratio = (starts: { compiled: number[]; bare: number[] }) =>
  `${(median(starts.compiled) / median(starts.bare)).toFixed(2)}×`;

const load = loadavg()[0].toFixed(1);
const starts = await coldStarts(RUNS, { DATABASE_URL: '' });
console.log('| measure | result | baseline (same run) | notes |\n|---|---|---|---|');
console.log(
  `| restart on an existing embedded database to /healthz 200 | compiled JavaScript: ${ms(median(starts.compiled))} (${ratio(starts)}) | bare Fastify listen after opening the same PGlite data folder: ${ms(median(starts.bare))} | compiled ${spread(starts.compiled)}; npm start on a current build ${spread(starts.start)}; tsx ${spread(starts.tsx)}; bare ${spread(starts.bare)}; load average ${load} at the start, ${loadavg()[0].toFixed(1)} at the end |`,
);
// On PostgreSQL when run through tools/pg/with-postgres.sh (npm run bench:restart does).
if (process.env.DATABASE_URL) {
  const url = await freshDatabase(process.env.DATABASE_URL, 'bench_restart');
  const onPostgres = await coldStarts(RUNS, { DATABASE_URL: url }, ['compiled', 'bare']);
  console.log(
    `| restart on PostgreSQL to /healthz 200 | compiled JavaScript: ${ms(median(onPostgres.compiled))} (${ratio(onPostgres)}) | bare Fastify listen after opening a pool: ${ms(median(onPostgres.bare))} | compiled ${spread(onPostgres.compiled)}; bare ${spread(onPostgres.bare)}; load average ${loadavg()[0].toFixed(1)} at the end |`,
  );
}
