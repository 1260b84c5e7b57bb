/**
 * Figures that can be trusted: for several seeds, a company's week of handset traffic goes through the real
 * handset API (with a server restart in the middle of a patrol), the patrols are closed by the real job, and
 * then every dashboard figure is recomputed here by a deliberately plain calculation from what was sent and
 * the raw rows, never calling the code under test. They must agree exactly.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../../contract/constants';
import { reportTime as reportTimeIn } from '../../../../contract/reports';
import { buildApp } from '../../app';
import { rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { pdfText } from '../../test/pdfText';
import { driveWeek, type Week, type WeekSite } from '../../test/reportWeek';
import { closeEndedPlans } from '../patrols/close';
import { areaReportContent, siteReportContent } from './gather';
import { renderAreaReport, renderSiteReport } from './pdf/render';

const reportTime = (epochSeconds: number) => reportTimeIn(epochSeconds, DEFAULT_TIME_ZONE);

/**
 * Two seeds in every run (REFERENCE_SEED=n checks another): each week is a company of two sites, one with two
 * routes (one of them starting at random) and one with one, over three shift days (REFERENCE_DAYS=n, up to six,
 * sends more). What the seeds vary is the traffic; three days hold every kind of scan and alert, day boundaries on
 * both sides of a day, and the restart, and more days, sites or seeds only make more of the same rows.
 */
const SEEDS = process.env.REFERENCE_SEED ? [Number(process.env.REFERENCE_SEED)] : [11, 2024];
const DAYS = Number(process.env.REFERENCE_DAYS ?? 3);
const LAYOUT = [2, 1];

let t: TestContext;
const opened: FastifyInstance[] = [];
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  for (const app of opened) await app.close();
  await t.close();
});

/** Closes every plan that has ended, as the live watch does. */
async function closeAll() {
  while ((await closeEndedPlans(t.database.db, new Date(), t.config.patrolGraceMinutes, 200)).length > 0);
}

// ---- The reference: plain loops over what was sent and the raw rows ----

interface PlanRow {
  id: number;
  site_id: number;
  route: string;
  start: number;
  expected: number;
}
async function rawPlans(week: Week): Promise<PlanRow[]> {
  const siteIds = week.sites.map((site) => site.id);
  const found = await rows<PlanRow>(
    t,
    sql`select p.id, p.site_id, (select name from routes r where r.id = p.route_id) as route,
          extract(epoch from p.start_time)::float8 as start,
          (select count(*)::int from schedule_plan_tags pt where pt.schedule_plan_id = p.id) as expected
        from schedule_plans p where p.site_id in ${sql.raw(`(${siteIds.join(',')})`)}`,
  );
  return found.map((row) => ({ ...row, start: Number(row.start), expected: Number(row.expected) }));
}
async function rawPlanTags(week: Week): Promise<Map<number, number>> {
  const siteIds = week.sites.map((site) => site.id);
  const found = await rows<{ id: number; plan: number }>(
    t,
    sql`select pt.id, pt.schedule_plan_id as plan from schedule_plan_tags pt
        join schedule_plans p on p.id = pt.schedule_plan_id where p.site_id in ${sql.raw(`(${siteIds.join(',')})`)}`,
  );
  return new Map(found.map((row) => [row.id, row.plan]));
}

interface Reference {
  tagsScanned: number;
  tagsShouldveBeenScanned: number;
  patrols: number;
  totalPatrols: number;
  sites: { name: string; tagsScannedPercentage: number }[];
  panicAlerts: number;
  pleaseCallMeAlerts: number;
  welfareMissedAlerts: number;
  deviceOfflineAlerts: number;
  lowBatteryAlerts: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percent = (count: number, total: number) => (total === 0 ? 100 : round2((100 * count) / total));

async function reference(week: Week, day: { from: number; to: number }): Promise<Reference> {
  const plans = (await rawPlans(week)).filter((plan) => plan.start >= day.from && plan.start < day.to);
  const planOfTag = await rawPlanTags(week);
  const scannedOf = new Map<number, Set<number>>();
  for (const scan of week.scans) {
    if (scan.planTagId === null) continue;
    const plan = planOfTag.get(scan.planTagId) as number;
    if (!scannedOf.has(plan)) scannedOf.set(plan, new Set());
    scannedOf.get(plan)?.add(scan.planTagId);
  }
  let tagsScanned = 0;
  let tagsShouldveBeenScanned = 0;
  let patrols = 0;
  const bySite = new Map<number, { scanned: number; expected: number }>();
  for (const plan of plans) {
    const scanned = scannedOf.get(plan.id)?.size ?? 0;
    tagsScanned += scanned;
    tagsShouldveBeenScanned += plan.expected;
    if (scanned === plan.expected) patrols += 1;
    const site = bySite.get(plan.site_id) ?? { scanned: 0, expected: 0 };
    site.scanned += scanned;
    site.expected += plan.expected;
    bySite.set(plan.site_id, site);
  }
  const inDay = (at: number) => at >= day.from && at < day.to;
  const alerts = (type: string) => week.alerts.filter((alert) => alert.type === type && inDay(alert.sentAt)).length;
  const raw = await rows<{ type: string; at: number }>(
    t,
    sql`select type, extract(epoch from sent_at)::float8 as at from events
        where company_id = ${week.companyId} and type in ('deviceOffline', 'deviceBatteryLow')`,
  );
  const rawCount = (type: string) => raw.filter((row) => row.type === type && inDay(Number(row.at))).length;
  return {
    tagsScanned,
    tagsShouldveBeenScanned,
    patrols,
    totalPatrols: plans.length,
    sites: week.sites
      .filter((site) => bySite.has(site.id))
      .map((site) => {
        const figures = bySite.get(site.id) as { scanned: number; expected: number };
        return { name: site.name, tagsScannedPercentage: percent(figures.scanned, figures.expected) };
      }),
    panicAlerts: alerts('panic'),
    pleaseCallMeAlerts: alerts('pleaseCallMe'),
    welfareMissedAlerts: alerts('welfareCheckMissed'),
    deviceOfflineAlerts: rawCount('deviceOffline'),
    lowBatteryAlerts: rawCount('deviceBatteryLow'),
  };
}

/** One site over the whole week, as its CSVs and its report print it. */
async function siteReference(week: Week, site: WeekSite, period: { from: number; to: number }) {
  const tol = week.tolerance;
  const inPeriod = (at: number) => at >= period.from && at < period.to;
  const plans = (await rawPlans(week)).filter((plan) => plan.site_id === site.id && inPeriod(plan.start));
  const planOfTag = await rawPlanTags(week);
  const scans = week.scans.filter((scan) => scan.siteId === site.id);
  const firstScan = new Map<number, number>();
  for (const scan of [...scans].sort((a, b) => a.sentAt - b.sentAt))
    if (scan.planTagId !== null && !firstScan.has(scan.planTagId)) firstScan.set(scan.planTagId, scan.offsetMinutes);
  const planIds = new Set(plans.map((plan) => plan.id));
  let late = 0;
  let early = 0;
  const scannedOf = new Map<number, number>();
  for (const [planTagId, offset] of firstScan) {
    const plan = planOfTag.get(planTagId) as number;
    if (!planIds.has(plan)) continue;
    scannedOf.set(plan, (scannedOf.get(plan) ?? 0) + 1);
    if (offset > tol) late += 1;
    if (offset < -tol) early += 1;
  }
  const status = (plan: PlanRow) => {
    const scanned = scannedOf.get(plan.id) ?? 0;
    return scanned === 0 ? 'failed' : scanned === plan.expected ? 'complete' : 'incomplete';
  };
  const byRoute = new Map<string, { planned: number; complete: number; incomplete: number; failed: number }>();
  for (const plan of plans) {
    const line = byRoute.get(plan.route) ?? { planned: 0, complete: 0, incomplete: 0, failed: 0 };
    line.planned += 1;
    line[status(plan)] += 1;
    byRoute.set(plan.route, line);
  }
  const count = (key: 'complete' | 'incomplete' | 'failed') => plans.filter((plan) => status(plan) === key).length;
  const judged = (offset: number) => {
    if (Math.abs(offset) <= tol) return 'On time';
    const n = Math.abs(offset);
    return `${offset < 0 ? 'Early' : 'Late'} by ${n} minute${n === 1 ? '' : 's'}`;
  };
  const alertsOf = (type: string) =>
    week.alerts.filter((alert) => alert.siteId === site.id && alert.type === type && inPeriod(alert.sentAt));
  const waits = (type: string) =>
    alertsOf(type).flatMap((alert) => (alert.answer ? [alert.answer.respondedAt - alert.sentAt] : []));
  return {
    plans: plans.map((plan) => ({ plan, status: status(plan), scanned: scannedOf.get(plan.id) ?? 0 })),
    byRoute,
    total: {
      planned: plans.length,
      complete: count('complete'),
      incomplete: count('incomplete'),
      failed: count('failed'),
    },
    tags: {
      expected: plans.reduce((sum, plan) => sum + plan.expected, 0),
      scanned: [...scannedOf.values()].reduce((sum, n) => sum + n, 0),
      late,
      early,
    },
    scanRows: scans
      .filter((scan) => inPeriod(scan.sentAt))
      .map((scan) =>
        [reportTime(scan.sentAt), scan.planTagId === null ? 'Unknown tag' : judged(scan.offsetMinutes)].join(' '),
      )
      .sort(),
    alerts: (type: string) => ({
      count: alertsOf(type).length,
      answered: waits(type).length,
      median: median(waits(type)),
      slowest: waits(type).length ? Math.max(...waits(type)) : null,
      rows: alertsOf(type)
        .map((alert) =>
          [
            reportTime(alert.sentAt),
            alert.answer ? reportTime(alert.answer.respondedAt) : '',
            alert.answer ? String(Math.round((alert.answer.respondedAt - alert.sentAt) / 6) / 10) : '',
          ].join(' '),
        )
        .sort(),
    }),
  };
}

const parse = (csv: string) => Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true }).data;

// ---- What the product answers ----

async function dashboard(week: Week, day: { from: number; to: number }) {
  const get = async (path: string) => {
    const response = await t.as(week.adminToken, {
      method: 'GET',
      url: `/api/v1/report/dashboard/${path}/${week.companyId}?startDate=${day.from}&endDate=${day.to}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const [tags, patrols, alerts, sites] = await Promise.all([
    get('company/tagsScanned'),
    get('company/patrols'),
    get('company/alerts'),
    get('sites/tagsScanned'),
  ]);
  return { tags, patrols, alerts, sites };
}

describe.each(SEEDS)('a week of traffic with seed %i', (seed) => {
  let week: Week;
  beforeAll(async () => {
    week = await driveWeek(t, {
      seed,
      days: DAYS,
      layout: LAYOUT,
      // The first seed's week has a server restart in the middle of a patrol.
      restart:
        seed === SEEDS[0]
          ? async () => {
              const app = await buildApp(t.config, t.database);
              await app.ready();
              opened.push(app);
              return app;
            }
          : undefined,
    });
    await closeAll();
  }, 240_000);

  it('sent a week worth checking: scans of every kind, alerts, answers', () => {
    expect(week.days.length).toBe(DAYS);
    const offsets = week.scans.filter((scan) => scan.planTagId !== null && !scan.repeat).map((s) => s.offsetMinutes);
    expect(offsets.some((o) => o > week.tolerance)).toBe(true);
    expect(offsets.some((o) => o < -week.tolerance)).toBe(true);
    expect(week.scans.some((scan) => scan.repeat)).toBe(true);
    expect(week.scans.some((scan) => scan.planTagId === null)).toBe(true);
    expect(week.alerts.some((alert) => alert.answer)).toBe(true);
  });

  it('shows on the dashboard, day by day, exactly the figures the reference calculation gives', async () => {
    for (const day of week.days) {
      const expected = await reference(week, day);
      const shown = await dashboard(week, day);
      expect(shown.tags).toEqual({
        tagsScanned: expected.tagsScanned,
        tagsShouldveBeenScanned: expected.tagsShouldveBeenScanned,
      });
      expect(shown.patrols).toMatchObject({ patrols: expected.patrols, totalPatrols: expected.totalPatrols });
      expect(shown.alerts).toEqual({
        panicAlerts: expected.panicAlerts,
        pleaseCallMeAlerts: expected.pleaseCallMeAlerts,
        welfareMissedAlerts: expected.welfareMissedAlerts,
        deviceOfflineAlerts: expected.deviceOfflineAlerts,
        lowBatteryAlerts: expected.lowBatteryAlerts,
      });
      const judged = [...shown.sites.sitesAboveThreshold, ...shown.sites.sitesBelowThreshold]
        .map((site: { name: string; tagsScannedPercentage: number }) => ({
          name: site.name,
          tagsScannedPercentage: site.tagsScannedPercentage,
        }))
        .sort((a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name));
      expect(judged).toEqual([...expected.sites].sort((a, b) => a.name.localeCompare(b.name)));
      for (const site of shown.sites.sitesAboveThreshold) expect(site.tagsScannedPercentage).toBeGreaterThan(90);
      for (const site of shown.sites.sitesBelowThreshold) expect(site.tagsScannedPercentage).toBeLessThanOrEqual(90);
    }
  });

  it("prints in each site's activity CSVs exactly the rows the reference calculation gives", async () => {
    const period = { from: week.days[0].from, to: week.days[week.days.length - 1].to };
    for (const site of week.sites) {
      const expected = await siteReference(week, site, period);
      const response = await t.as(week.adminToken, {
        method: 'GET',
        url: `/api/v1/report/csv/activity/${site.id}?startDate=${period.from}&endDate=${period.to}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const csv = response.json();
      const patrols = parse(csv.routeTakenCsv);
      expect(patrols).toHaveLength(expected.plans.length);
      const patrolKey = (
        route: string,
        start: string,
        status: string,
        scanned: string | number,
        total: string | number,
      ) => `${route} ${start} ${status} ${scanned}/${total}`;
      expect(
        patrols
          .map((row) =>
            patrolKey(row.Route, row['Planned Start'], row.Status, row['Tags Scanned'], row['Tags Expected']),
          )
          .sort(),
      ).toEqual(
        expected.plans
          .map(({ plan, status, scanned }) =>
            patrolKey(
              plan.route,
              reportTime(plan.start),
              status[0].toUpperCase() + status.slice(1),
              scanned,
              plan.expected,
            ),
          )
          .sort(),
      );
      expect(
        parse(csv.routeTagScanCsv)
          .map((row) => `${row.Time} ${row.Result}`)
          .sort(),
      ).toEqual(expected.scanRows);
      for (const [key, type] of [
        ['panicAlertCsv', 'panic'],
        ['pleaseCallMeCsv', 'pleaseCallMe'],
      ] as const) {
        const rowsOf = parse(csv[key]).map((row) => `${row.Time} ${row['Answered At']} ${row['Minutes To Answer']}`);
        expect(rowsOf.sort()).toEqual(expected.alerts(type).rows);
      }
    }
  });

  it("prints in each site's report exactly the figures the reference calculation gives", async () => {
    const period = { from: week.days[0].from, to: week.days[week.days.length - 1].to };
    for (const site of week.sites) {
      const expected = await siteReference(week, site, period);
      const content = await siteReportContent(t.database.db, site.id, period);
      const { planned, complete, incomplete, failed } = content.patrols.total;
      expect({ planned, complete, incomplete, failed }).toEqual(expected.total);
      for (const line of content.patrols.lines)
        expect({
          planned: line.planned,
          complete: line.complete,
          incomplete: line.incomplete,
          failed: line.failed,
        }).toEqual(expected.byRoute.get(line.routeName));
      expect(content.patrols.lines.map((line) => line.routeName).sort()).toEqual([...expected.byRoute.keys()].sort());
      const { expected: tagsExpected, scanned, late, early } = content.tags;
      expect({ expected: tagsExpected, scanned, late, early }).toEqual(expected.tags);
      for (const type of ['panic', 'pleaseCallMe'] as const) {
        const line = content.alerts.find((alert) => alert.type === type);
        const reference = expected.alerts(type);
        expect({
          count: line?.count ?? 0,
          answered: line?.answered ?? 0,
          median: line?.medianResponseSeconds ?? null,
          slowest: line?.slowestResponseSeconds ?? null,
        }).toEqual({
          count: reference.count,
          answered: reference.answered,
          median: reference.median,
          slowest: reference.slowest,
        });
      }
      // The PDF prints the total line's figures.
      const text = (await pdfText(await renderSiteReport(content))).replace(/\s+/g, ' ');
      for (const [n, of] of [
        [expected.total.complete, expected.total.planned],
        [expected.total.failed, expected.total.planned],
      ])
        expect(text).toContain(`${n} (${percent(n, of).toFixed(2)}%)`);
      expect(text).toContain(`${expected.tags.scanned} of ${expected.tags.expected}`);
    }
  });
});

describe('an area of the week', () => {
  let week: Week;
  beforeAll(async () => {
    // A small week (two sites, two days): the area's figures are its sites' figures added up.
    week = await driveWeek(t, { seed: 7, days: 2, layout: [1, 1] });
    await closeAll();
  }, 240_000);

  it("prints in the area's report each site's figures and their sums, as the reference calculation gives", async () => {
    const period = { from: week.days[0].from, to: week.days[week.days.length - 1].to };
    const sites = await Promise.all(week.sites.map((site) => siteReference(week, site, period)));
    const content = await areaReportContent(t.database.db, week.areaId, period);

    expect(content.sites.map((line) => line.siteId).sort()).toEqual(week.sites.map((site) => site.id).sort());
    for (const [i, site] of week.sites.entries()) {
      const line = content.sites.find((one) => one.siteId === site.id);
      const { planned, complete, incomplete, failed } = line?.patrols ?? {};
      expect({ planned, complete, incomplete, failed }).toEqual(sites[i].total);
      const { expected, scanned, late, early } = line?.tags ?? {};
      expect({ expected, scanned, late, early }).toEqual(sites[i].tags);
      expect(line?.panicAlerts).toBe(sites[i].alerts('panic').count);
    }

    const sum = (pick: (site: (typeof sites)[number]) => number) =>
      sites.reduce((total, site) => total + pick(site), 0);
    const { planned, complete, incomplete, failed } = content.patrols;
    expect({ planned, complete, incomplete, failed }).toEqual({
      planned: sum((site) => site.total.planned),
      complete: sum((site) => site.total.complete),
      incomplete: sum((site) => site.total.incomplete),
      failed: sum((site) => site.total.failed),
    });
    const { expected, scanned, late, early } = content.tags;
    expect({ expected, scanned, late, early }).toEqual({
      expected: sum((site) => site.tags.expected),
      scanned: sum((site) => site.tags.scanned),
      late: sum((site) => site.tags.late),
      early: sum((site) => site.tags.early),
    });
    expect(content.sla.percentage).toBe(percent(scanned, expected));

    const inPeriod = (at: number) => at >= period.from && at < period.to;
    for (const type of ['panic', 'pleaseCallMe'] as const) {
      const sent = week.alerts.filter((alert) => alert.type === type && inPeriod(alert.sentAt));
      const waits = sent.flatMap((alert) => (alert.answer ? [alert.answer.respondedAt - alert.sentAt] : []));
      const line = content.alerts.find((alert) => alert.type === type);
      expect({
        count: line?.count ?? 0,
        answered: line?.answered ?? 0,
        median: line?.medianResponseSeconds ?? null,
        slowest: line?.slowestResponseSeconds ?? null,
      }).toEqual({
        count: sum((site) => site.alerts(type).count),
        answered: waits.length,
        median: median(waits),
        slowest: waits.length ? Math.max(...waits) : null,
      });
    }

    // The PDF names the area's sites and prints the sums; it never says the area has none.
    const text = (await pdfText(await renderAreaReport(content))).replace(/\s+/g, ' ');
    for (const site of week.sites) expect(text).toContain(site.name);
    expect(text).toContain(`${scanned} of ${expected}`);
    expect(text).not.toContain('This area has no sites');
    expect(text).not.toContain('Area of 0 sites');
  });
});
