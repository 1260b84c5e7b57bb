/**
 * The alert history benchmark: `npm run bench:alertHistory` (on PGlite, and on a throw-away PostgreSQL cluster when
 * tools/pg/with-postgres.sh gives DATABASE_URL). A company with a year of traffic (alertHistoryData.ts): 100,000
 * alerts among a million events on PostgreSQL (fewer location rows on PGlite, whose bulk insert is slow: the number
 * is printed). The server is built in-process and called through app.inject; each page is timed beside a bare
 * indexed SELECT of the same rows in the same run, and their ids are checked to be the same. Prints a markdown table.
 * BENCH_EXPLAIN=1 prints the plans of the page and count queries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AlertHistoryPage } from '../../contract/alertHistory';
import { type Database, openPglite } from '../../server/src/db/client';
import { ALERTS, counts, type HistoryCompany, writeAlerts, writeCompany, writeTelemetry } from './alertHistoryData';
import { timed } from './reportsRuns';
import { freshPostgres, startApp } from './scaffold';
import { percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** Location and status rows beside the alerts: 900,000 on PostgreSQL (a million events); PGlite writes them slowly. */
const TELEMETRY = {
  PGlite: Number(process.env.BENCH_TELEMETRY_PGLITE ?? 200_000),
  PostgreSQL: Number(process.env.BENCH_TELEMETRY_PG ?? 900_000),
};
const TARGET = { PGlite: 150, PostgreSQL: 50 };
const PASSWORD = 'Bench-history-2024';
const DAY = 86_400;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const stats = (values: number[]) => `median ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;
const rows: string[] = [];
const log = (text: string) => process.stderr.write(`${text}\n`);
const thousands = (n: number) => n.toLocaleString('en');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

interface Case {
  name: string;
  query: Record<string, string | number>;
  /** The same rows' ids as one bare SELECT over the alerts index. */
  bare: SQL;
}

const ALERT = sql.raw(`type not in ('deviceLocation', 'deviceStatus')`);

function cases(company: HistoryCompany): Case[] {
  const c = company.companyId;
  const week = { startDate: company.to - 7 * DAY, endDate: company.to };
  const quarter = { startDate: company.to - 92 * DAY, endDate: company.to };
  const during = (p: typeof week) =>
    sql`sent_at >= to_timestamp(${p.startDate}) and sent_at < to_timestamp(${p.endDate})`;
  return [
    {
      name: 'first page: last 7 days, newest first (the page as it opens)',
      query: { ...week, page: 1, perPage: 10 },
      bare: sql`select id from events where company_id = ${c} and ${ALERT} and ${during(week)}
        order by sent_at desc, id desc limit 10`,
    },
    {
      name: 'first page: 92 days (the longest period), newest first',
      query: { ...quarter, page: 1, perPage: 25 },
      bare: sql`select id from events where company_id = ${c} and ${ALERT} and ${during(quarter)}
        order by sent_at desc, id desc limit 25`,
    },
    {
      name: 'filtered: 92 days, one site, patrol scans, not answered, page 3',
      query: { ...quarter, siteId: company.siteId, type: 'patrolScanAlert', answered: 'false', page: 3, perPage: 10 },
      bare: sql`select e.id from events e
        where e.company_id = ${c} and ${ALERT} and e.type = 'patrolScanAlert' and e.site_id = ${company.siteId}
          and ${during(quarter)}
          and not exists (select 1 from alert_responses r where r.responded_to_guid = e.event_guid)
        order by e.sent_at desc, e.id desc limit 10 offset 20`,
    },
    {
      name: 'filtered: 92 days, answered, slowest answer first',
      query: { ...quarter, answered: 'true', sort: 'responseSeconds', order: 'DESC', page: 1, perPage: 10 },
      // The answers carry their alert's time and how long they took (alert_responses_took_idx).
      bare: sql`select e.id from alert_responses r join events e on e.event_guid = r.responded_to_guid
        where r.company_id = ${c} and r.alert_sent_at >= to_timestamp(${quarter.startDate})
          and r.alert_sent_at < to_timestamp(${quarter.endDate})
        order by r.response_seconds desc, r.alert_sent_at desc, e.id desc limit 10`,
    },
  ];
}

const call = (app: FastifyInstance, token: string, query: Case['query']) => async () => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/alarmAlert/history?${search}`,
    headers: { 'x-access-token': token },
  });
  if (response.statusCode !== 200) throw new Error(`history: ${response.statusCode} ${response.body}`);
  return response.json() as AlertHistoryPage;
};

async function explain(db: Database['db'], query: SQL) {
  const result = await db.execute(sql`explain (analyze, buffers) ${query}`);
  log((result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n'));
}

async function measure(kind: 'PGlite' | 'PostgreSQL', open: () => Promise<Database>) {
  const database = await open();
  try {
    const to = Math.floor(Date.now() / 1000);
    let started = performance.now();
    const company = await writeCompany(database.db, PASSWORD, to);
    await writeAlerts(database.db, company);
    log(`${kind}: ${thousands(ALERTS)} alerts and their answers written in ${seconds(started)}`);
    started = performance.now();
    await writeTelemetry(database.db, company, TELEMETRY[kind]);
    log(`${kind}: ${thousands(TELEMETRY[kind])} location and status rows written in ${seconds(started)}`);
    started = performance.now();
    // PostgreSQL's autovacuum takes up a freshly written million rows within a minute, and would otherwise do it in
    // the middle of the timings; PGlite has no autovacuum, so there the index's rows are checked in the table.
    await database.db.execute(kind === 'PostgreSQL' ? sql`vacuum analyze` : sql`analyze`);
    company.rows = await counts(database.db, company.companyId);
    log(`${kind}: analyzed in ${seconds(started)}: ${JSON.stringify(company.rows)}`);
    const { app, token, close } = await startApp(database, company.adminEmail, PASSWORD);
    try {
      for (const each of cases(company)) {
        if (process.env.BENCH_EXPLAIN) await explain(database.db, each.bare);
        const api = await timed(RUNS, call(app, token, each.query), 3);
        const bare = await timed(RUNS, () => database.db.execute(each.bare), 3);
        const ids = (bare.last.rows as { id: number }[]).map((row) => Number(row.id));
        const same = JSON.stringify(ids) === JSON.stringify(api.last.data.map((row) => row.id));
        if (!same) throw new Error(`${each.name}: the API's rows are not the bare SELECT's`);
        const p95 = percentile(api.ms, 95);
        rows.push(
          `| ${kind} | ${each.name} | ${stats(api.ms)} | ${stats(bare.ms)} | ` +
            `${api.last.data.length} rows of ${thousands(api.last.total)}; same ids; ` +
            `target p95 < ${TARGET[kind]} ms: ${p95 < TARGET[kind] ? 'met' : 'NOT met'} |`,
        );
        log(`${kind}: ${each.name}: ${stats(api.ms)} (bare ${stats(bare.ms)})`);
      }
      const csvStarted = performance.now();
      const csv = await app.inject({
        method: 'GET',
        url: `/api/v1/alarmAlert/history/csv?startDate=${to - 92 * DAY}&endDate=${to}`,
        headers: { 'x-access-token': token },
      });
      const csvMs = performance.now() - csvStarted;
      const csvRows = (csv.json() as { alertHistoryCsv: string }).alertHistoryCsv.split('\r\n').length - 1;
      rows.push(`| ${kind} | CSV of 92 days, unfiltered (one run) | ${ms(csvMs)} | – | ${thousands(csvRows)} rows |`);
      rows.push(
        `| ${kind} | (data) | ${thousands(company.rows.events)} events | – | ` +
          `${thousands(company.rows.alerts)} alerts, ${thousands(company.rows.answers)} answers, over 365 days |`,
      );
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
  const started = performance.now();
  if (only('PGlite')) {
    const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-history-pglite-'));
    try {
      await measure('PGlite', () => openPglite(pgliteDir));
    } finally {
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
  if (only('PostgreSQL')) {
    if (process.env.DATABASE_URL) {
      const url = process.env.DATABASE_URL;
      await measure('PostgreSQL', () => freshPostgres(url, 'bench_alert_history'));
    } else log('DATABASE_URL not set: PostgreSQL skipped (npm run bench:alertHistory starts a throw-away cluster)');
  }
  console.log(`${RUNS} runs of each page after 3 warm-up runs; the whole bench took ${seconds(started)}.\n`);
  console.log(
    '| database | measure | API (app.inject) | bare indexed SELECT (same run) | notes |\n|---|---|---|---|---|',
  );
  for (const line of rows) console.log(line);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
