/**
 * The timed parts of the reports benchmark: the dashboard's four calls through app.inject (as the console sends
 * them, at once), each call alone, a bare aggregate SELECT over the same rows giving the same figures, and the
 * monthly site PDF (gather, then render) beside gather alone.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/src/db/client';
import { siteReportContent } from '../../server/src/modules/reports/gather';
import { printReport } from '../../server/src/modules/reports/pdf/printer';
import { renderSiteReport } from '../../server/src/modules/reports/pdf/render';

export interface Period {
  from: number;
  to: number;
}

export const CALLS = ['company/tagsScanned', 'company/patrols', 'company/alerts', 'sites/tagsScanned'] as const;

/** Milliseconds of each of `runs` runs, after `warmups` untimed ones. */
export async function timed<T>(runs: number, work: () => Promise<T>, warmups = 2): Promise<{ ms: number[]; last: T }> {
  let last = await work();
  for (let i = 1; i < warmups; i++) last = await work();
  const ms: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    last = await work();
    ms.push(performance.now() - started);
  }
  return { ms, last };
}

export function dashboardCall(app: FastifyInstance, token: string, companyId: number, period: Period) {
  return async (path: (typeof CALLS)[number]) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/report/dashboard/${path}/${companyId}?startDate=${period.from}&endDate=${period.to}`,
      headers: { 'x-access-token': token },
    });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
}

/** The dashboard's figures in one plain statement over the same rows: plans, their tags, scans, patrols, alerts. */
export async function bareAggregate(db: Db, companyId: number, period: Period) {
  const result = await db.execute<Record<string, number>>(sql`
    with plans as (
      select p.id from schedule_plans p join sites s on s.id = p.site_id
      where s.company_id = ${companyId} and p.closed_at is not null
        and p.start_time >= to_timestamp(${period.from}) and p.start_time < to_timestamp(${period.to})
    )
    select
      (select count(*) from schedule_plan_tags pt join plans on plans.id = pt.schedule_plan_id)::int as expected,
      (select count(distinct (rt.id, e.payload ->> 'routeTagId')) from plans
        join route_takens rt on rt.schedule_plan_id = plans.id
        join events e on e.route_taken_id = rt.id and e.type = 'nfcTagScan')::int as scanned,
      (select count(*) from plans join route_takens rt on rt.schedule_plan_id = plans.id
        where rt.status = 'complete')::int as complete,
      (select count(*) from plans)::int as patrols,
      (select count(*) from events e where e.company_id = ${companyId}
        and e.type in ('panic', 'pleaseCallMe', 'deviceOffline', 'deviceBatteryLow')
        and e.sent_at >= to_timestamp(${period.from}) and e.sent_at < to_timestamp(${period.to}))::int as alerts`);
  const [row] = result.rows;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}

/** The API's answers against the bare SELECT: they must give the same figures, or the benchmark measures a bug. */
export function checkAgainstBare(answers: Record<string, Record<string, number>>, bare: Record<string, number>) {
  const alerts = answers['company/alerts'];
  const shown = {
    expected: answers['company/tagsScanned'].tagsShouldveBeenScanned,
    scanned: answers['company/tagsScanned'].tagsScanned,
    complete: answers['company/patrols'].patrols,
    patrols: answers['company/patrols'].totalPatrols,
    alerts: alerts.panicAlerts + alerts.pleaseCallMeAlerts + alerts.deviceOfflineAlerts + alerts.lowBatteryAlerts,
  };
  for (const [key, value] of Object.entries(shown)) {
    if (bare[key] !== value) throw new Error(`dashboard ${key} ${value} but the bare SELECT gives ${bare[key]}`);
  }
  return shown;
}

/** The longest the main thread was held (ms) while `work` ran: how long an alert would have waited. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await work();
  // A stall is recorded when the timer behind the histogram fires at last: let it fire once more.
  await new Promise((resolve) => setTimeout(resolve, 20));
  delay.disable();
  return delay.max / 1e6;
}

export async function monthlyPdf(db: Db, siteId: number, period: Period, runs: number) {
  const gather = await timed(runs, () => siteReportContent(db, siteId, period), 1);
  const whole = await timed(
    runs,
    async () => printReport({ kind: 'site', content: await siteReportContent(db, siteId, period) }),
    1,
  );
  const content = gather.last;
  const stalls = { printer: [] as number[], mainThread: [] as number[] };
  for (let run = 0; run < runs; run++) {
    stalls.printer.push(await longestStall(() => printReport({ kind: 'site', content })));
    stalls.mainThread.push(await longestStall(() => renderSiteReport(content)));
  }
  return {
    gatherMs: gather.ms,
    pdfMs: whole.ms,
    stalls,
    bytes: whole.last.length,
    plans: content.patrols.total.planned,
    days: content.days.length,
  };
}
