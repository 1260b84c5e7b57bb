/**
 * The restart benchmark: `npm run bench:restart` (which builds first).
 * A restart on an existing embedded database with the demo data, from spawning node to /healthz 200: the compiled
 * server, `npm start` on a current build and the sources through tsx, beside bare Fastify's listen, taking turns.
 * Prints a markdown row for docs/performance.md, with the load average it ran at.
 */
import { loadavg } from 'node:os';
import { coldStarts, median } from './coldStart';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 7);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const spread = (values: number[]) =>
  `median of ${values.length}, ${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

const load = loadavg()[0].toFixed(1);
const starts = await coldStarts(RUNS);
console.log('| measure | result | baseline (same run) | notes |\n|---|---|---|---|');
console.log(
  `| restart on an existing embedded database to /healthz 200 | compiled JavaScript: ${ms(median(starts.compiled))} | bare Fastify listen: ${ms(median(starts.bare))} | compiled ${spread(starts.compiled)}; npm start on a current build ${spread(starts.start)}; tsx ${spread(starts.tsx)}; bare ${spread(starts.bare)}; load average ${load} at the start, ${loadavg()[0].toFixed(1)} at the end |`,
);
