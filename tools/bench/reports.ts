/**
 * The reports benchmark: `npm run bench:reports` (on PGlite, and on a throw-away PostgreSQL cluster when
 * tools/pg/with-postgres.sh gives DATABASE_URL). A company of 50 sites with 30 shift days of traffic
 * (reportsData.ts), the server built in-process and called through app.inject; in one run, each figure beside its
 * baseline:
 * - the dashboard's four calls for yesterday's shift day, sent at once as the console does, beside a bare aggregate
 *   SELECT giving the same figures over the same rows, first without locations and then with one location a second
 *   from one handset (PGlite) or four (PostgreSQL) over the 30 days: the dashboard must not grow with them;
 * - the monthly PDF of one site (gather + render) beside gather alone.
 * Prints a markdown table for docs/performance.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { utcDay } from '../../contract/shiftRange';
import { type Database, openPglite } from '../../server/src/db/client';
import { analyze, type BenchCompany, writeCompany } from './reportsData';
import { writeLocations } from './reportsLocations';
import { bareAggregate, CALLS, checkAgainstBare, dashboardCall, monthlyPdf, type Period, timed } from './reportsRuns';
import { freshPostgres, startApp } from './scaffold';
import { percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 5);
/** Handsets sending a location a second for the 30 days: one on PGlite (2.6 million rows take it minutes), four on PostgreSQL. */
const LOCATION_DEVICES = {
  PGlite: Number(process.env.BENCH_LOCATION_DEVICES_PGLITE ?? 1),
  PostgreSQL: Number(process.env.BENCH_LOCATION_DEVICES_PG ?? 4),
};
const PASSWORD = 'Bench-reports-2024';
const DAY = 86_400;
const TARGET = { PGlite: 500, PostgreSQL: 200 };

const ms = (value: number) => `${value.toFixed(0)} ms`;
const stats = (values: number[]) => `median ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;
const rows: string[] = [];
const row = (...cells: string[]) => rows.push(`| ${cells.join(' | ')} |`);
const log = (text: string) => process.stderr.write(`${text}\n`);
const thousands = (n: number) => n.toLocaleString('en');

async function dashboard(app: FastifyInstance, token: string, company: BenchCompany) {
  const period: Period = { from: company.to - DAY, to: company.to };
  const call = dashboardCall(app, token, company.companyId, period);
  const all = await timed(RUNS, () => Promise.all(CALLS.map(call)));
  const each: Record<string, number[]> = {};
  for (const path of CALLS) each[path] = (await timed(RUNS, () => call(path))).ms;
  const bare = await timed(RUNS, () => bareAggregate(app.db, company.companyId, period));
  const answers = Object.fromEntries(CALLS.map((path, i) => [path, all.last[i]])) as Record<
    string,
    Record<string, number>
  >;
  return { all: all.ms, each, bare: bare.ms, figures: checkAgainstBare(answers, bare.last) };
}

async function measure(kind: 'PGlite' | 'PostgreSQL', open: () => Promise<Database>) {
  const database = await open();
  try {
    const to = utcDay(Date.now() / 1000) + 4 * 3_600;
    let started = performance.now();
    const company = await writeCompany(database.db, PASSWORD, to);
    await analyze(database.db);
    const trafficSeconds = (performance.now() - started) / 1000;
    log(`${kind}: traffic written in ${trafficSeconds.toFixed(0)} s: ${JSON.stringify(company.rows)}`);
    const { app, token, close } = await startApp(database, company.adminEmail, PASSWORD);
    try {
      const without = await dashboard(app, token, company);
      log(`${kind}: dashboard without locations ${stats(without.all)}`);
      started = performance.now();
      const withRows = await writeLocations(database.db, company, LOCATION_DEVICES[kind]);
      await analyze(database.db);
      const locationSeconds = (performance.now() - started) / 1000;
      log(`${kind}: ${thousands(withRows.device_locations)} locations written in ${locationSeconds.toFixed(0)} s`);
      const withLocations = await dashboard(app, token, company);
      const pdf = await monthlyPdf(database.db, company.siteId, { from: company.from, to: company.to }, PDF_RUNS);

      const f = withLocations.figures;
      const perCall = (result: typeof without) =>
        CALLS.map((path) => `${path.replace('company/', '')} ${ms(percentile(result.each[path], 50))}`).join(', ');
      const sizes = `${thousands(company.rows.schedule_plans)} plans, ${thousands(company.rows.events)} events`;
      row(
        kind,
        'dashboard, 4 calls at once, no location rows',
        stats(without.all),
        `bare aggregate SELECT: ${stats(without.bare)}`,
        `${sizes}; one call alone (median): ${perCall(without)}; target ${TARGET[kind]} ms`,
      );
      row(
        kind,
        `dashboard, 4 calls at once, with ${thousands(withRows.device_locations)} location rows`,
        stats(withLocations.all),
        `bare aggregate SELECT: ${stats(withLocations.bare)}`,
        `one location a second from ${LOCATION_DEVICES[kind]} handset(s) for 30 days (each also an events row; ${thousands(withRows.events)} events); ` +
          `one call alone (median): ${perCall(withLocations)}; the day: ${f.patrols} patrols, ${f.expected} tags expected, ${f.scanned} scanned, ${f.alerts} alerts`,
      );
      row(
        kind,
        'monthly site PDF (gather + render), 30 days',
        stats(pdf.pdfMs),
        `gather alone: ${stats(pdf.gatherMs)}`,
        `${pdf.plans} plans, ${pdf.days} day lines, ${(pdf.bytes / 1024).toFixed(0)} KB, printed on the report thread; target 3000 ms`,
      );
      row(
        kind,
        'longest hold of the main thread while a monthly PDF prints',
        `report thread: median ${ms(percentile(pdf.stalls.printer, 50))}, max ${ms(Math.max(...pdf.stalls.printer))}`,
        `printed on the main thread: median ${ms(percentile(pdf.stalls.mainThread, 50))}`,
        'how long an alert, a scan or a socket message would wait meanwhile',
      );
      log(`${kind}: data ${trafficSeconds.toFixed(0)} s, locations ${locationSeconds.toFixed(0)} s`);
    } finally {
      await close();
    }
  } finally {
    await database.close();
  }
}

/** Which databases to measure: both by default; BENCH_DATABASES=PostgreSQL (or PGlite) for one. */
const only = (kind: string) => (process.env.BENCH_DATABASES ?? 'PGlite,PostgreSQL').split(',').includes(kind);

async function main() {
  if (only('PGlite')) {
    const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-reports-pglite-'));
    try {
      await measure('PGlite', () => openPglite(pgliteDir));
    } finally {
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
  if (!only('PostgreSQL')) return report();
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    await measure('PostgreSQL', () => freshPostgres(url, 'bench_reports'));
  } else {
    log('DATABASE_URL not set: PostgreSQL skipped (npm run bench:reports starts a throw-away cluster)');
  }
  report();
}

function report() {
  console.log(`${RUNS} runs of each dashboard figure, ${PDF_RUNS} of each PDF figure, after warm-up runs.\n`);
  console.log('| database | measure | result | baseline (same run) | notes |\n|---|---|---|---|---|');
  for (const line of rows) console.log(line);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
