/**
 * The activity CSV benchmark: `npm run bench:activityCsv` (PGlite). The reports benchmark's company (reportsData.ts;
 * here 5 sites with 60 shift days of traffic: BENCH_SITES, BENCH_DAYS) is written once; then one site's activity CSV
 * is made for 1, 7, 30 and 60 days, read to its end and thrown away as a client would download it, while the JS heap
 * is sampled (node --expose-gc, a collection before each run; --max-semi-space-size=1 so that short-lived garbage is
 * collected at once and the peak shows what the answer holds). Each figure beside its baseline in the same run: the same answer
 * made from one read of every row (batch size unbounded), as the answer was made before it was streamed.
 * Prints a markdown table for docs/performance.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { utcDay } from '../../contract/shiftRange';
import { openPglite } from '../../server/src/db/client';
import { activityCsvStream } from '../../server/src/modules/reports/csv/activity';
import { analyze, DAYS, writeCompany } from './reportsData';
import { run } from './scaffold';
import { percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DAY = 86_400;
const PASSWORD = 'Bench-activity-2024';
const MB = 1024 * 1024;
const log = (text: string) => process.stderr.write(`${text}\n`);
const collect = (globalThis as { gc?: () => void }).gc;

interface Run {
  ms: number;
  bytes: number;
  /** The highest JS heap in use above the heap before the run. */
  heapMb: number;
  rssMb: number;
}

/**
 * Reads the answer to its end, keeping nothing, sampling the heap at each piece and every 5 ms. `live`: the sample is
 * taken after a full collection as each batch read is made into rows (the batch in hand), so the figure is what the
 * answer holds at its fullest, without garbage.
 */
async function drain(make: (onRows?: () => void) => Promise<Readable>, live = false): Promise<Run> {
  collect?.();
  const before = process.memoryUsage();
  let heap = before.heapUsed;
  let rss = before.rss;
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  };
  const timer = setInterval(sample, 5);
  const started = performance.now();
  let bytes = 0;
  const held = () => {
    collect?.();
    sample();
  };
  try {
    for await (const piece of await make(live ? held : undefined)) {
      bytes += Buffer.byteLength(piece as string);
      sample();
    }
  } finally {
    clearInterval(timer);
  }
  return {
    ms: performance.now() - started,
    bytes,
    heapMb: (heap - before.heapUsed) / MB,
    rssMb: (rss - before.rss) / MB,
  };
}

const median = (runs: Run[], key: keyof Run) =>
  percentile(
    runs.map((run) => run[key]),
    50,
  );
const mb = (value: number) => `${value.toFixed(1)} MB`;

async function main() {
  if (!collect) log('Run with node --expose-gc for a collection before each run (npm run bench:activityCsv does).');
  const dir = mkdtempSync(join(tmpdir(), 'bench-activity-pglite-'));
  const database = await openPglite(dir);
  const rows: string[] = [];
  try {
    const to = utcDay(Date.now() / 1000) + 4 * 3_600;
    const started = performance.now();
    const company = await writeCompany(database.db, PASSWORD, to);
    await analyze(database.db);
    log(`traffic written in ${((performance.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(company.rows)}`);
    const actor = { employeeId: 0, companyId: company.companyId, role: 'ADMIN' };
    const lastDay = utcDay(to - DAY);
    for (const days of [1, 7, 30, DAYS].filter((n, i, all) => n <= DAYS && all.indexOf(n) === i)) {
      const range = { startDate: lastDay - (days - 1) * DAY, endDate: lastDay + DAY };
      const [{ n: events }] = (
        await run(
          database.db,
          sql`select count(*)::int as n from events where site_id = ${company.siteId} and type <> 'deviceLocation'
            and sent_at >= to_timestamp(${range.startDate + 4 * 3_600}) and sent_at < to_timestamp(${range.endDate + 4 * 3_600})`,
        )
      ).rows as { n: number }[];
      const make = (batchSize: number) => (onRows?: () => void) =>
        activityCsvStream(database.db, actor, company.siteId, range, { batchSize, onRows });
      // A warm-up of each, then the runs.
      await drain(make(1000));
      await drain(make(Number.POSITIVE_INFINITY));
      const streamed: Run[] = [];
      const whole: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        streamed.push(await drain(make(1000)));
        whole.push(await drain(make(Number.POSITIVE_INFINITY)));
      }
      const [first] = streamed;
      const held = {
        streamed: await drain(make(1000), true),
        whole: await drain(make(Number.POSITIVE_INFINITY), true),
      };
      log(`${days} days: ${JSON.stringify({ streamed, whole, held })}`);
      rows.push(
        `| ${days} day${days === 1 ? '' : 's'} | ${Number(events).toLocaleString('en')} events, ${(first.bytes / 1024).toFixed(0)} KB | ` +
          `held ${mb(held.streamed.heapMb)}; heap peak ${mb(median(streamed, 'heapMb'))}; ` +
          `median ${median(streamed, 'ms').toFixed(0)} ms | ` +
          `held ${mb(held.whole.heapMb)}; heap peak ${mb(median(whole, 'heapMb'))}; ` +
          `median ${median(whole, 'ms').toFixed(0)} ms |`,
      );
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `${RUNS} runs of each after a warm-up. Heap peak: the most JS heap in use above the heap before the run (garbage ` +
      'included); held: the most in use after a full collection as each batch read is made into rows (one more run).\n',
  );
  console.log(
    '| period of one site | its events, the answer | streamed, 1,000 rows a batch | baseline: every row read at once |',
  );
  console.log('|---|---|---|---|');
  for (const line of rows) console.log(line);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
