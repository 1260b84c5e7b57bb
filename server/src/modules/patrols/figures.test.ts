/** planOutcomes over the hand-built shift day (test/reportDay.ts): each plan's tags, timing and ending. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { buildReportDay, type ReportDay } from '../../test/reportDay';
import { groupOutcomes, planOutcomes, sumOutcomes } from './figures';
import { planCountsBySite } from './siteSums';

const DAY = 86_400;
let t: TestContext;
let day: ReportDay;
beforeAll(async () => {
  t = await build();
  day = await buildReportDay(t, api(t));
}, 120_000);
afterAll(() => t.close());

const S1 = 'every 60 min, 08:00–17:00, every day';
const S2 = 'every 120 min, 08:00–17:00, every day (removed)';

it("answers each of Alpha's plans of the day: first scans judged, repeats counted once, the removed schedule's kept", async () => {
  const { alpha } = day.sites;
  const outcomes = await planOutcomes(t.database.db, { siteIds: [alpha.id], from: day.from, to: day.to });
  const line = (plan: number, label: string, hours: number, rest: object) => ({
    planId: plan,
    siteId: alpha.id,
    scheduleLabel: label,
    routeId: alpha.routeId,
    routeName: 'Perimeter',
    startTime: day.from + hours * 3_600,
    expected: 3,
    ...rest,
  });
  expect(outcomes).toEqual([
    expect.objectContaining(line(day.plans.a1, S1, 2, { scanned: 3, late: 1, early: 0, status: 'complete' })),
    expect.objectContaining(line(day.plans.a2, S1, 4, { scanned: 1, late: 0, early: 1, status: 'incomplete' })),
    expect.objectContaining(line(day.plans.a3, S1, 6, { scanned: 0, late: 0, early: 0, status: 'failed' })),
    expect.objectContaining(line(day.plans.a4, S2, 8, { scanned: 3, late: 0, early: 0, status: 'complete' })),
    expect.objectContaining(line(day.plans.a5, S1, 10, { scanned: 1, late: 0, early: 0, status: 'open' })),
  ]);
  expect(outcomes.map((plan) => plan.scheduleId)).toEqual([
    day.schedules.s1,
    day.schedules.s1,
    day.schedules.s1,
    day.schedules.s2,
    day.schedules.s1,
  ]);
});

it('takes plans starting in [from, to): the start is in, the end is out', async () => {
  const { alpha } = day.sites;
  const ids = async (from: number, to: number) =>
    (await planOutcomes(t.database.db, { siteIds: [alpha.id], from, to })).map((plan) => plan.planId);
  expect(await ids(day.from + 2 * 3_600, day.from + 4 * 3_600)).toEqual([day.plans.a1]);
  expect(await ids(day.from - DAY, day.from)).toEqual([day.plans.a0]);
  expect(await ids(day.to, day.to + DAY)).toEqual([day.plans.a6]);
});

it('answers the plans of several sites, oldest first, and nothing for no sites', async () => {
  const { bravo, charlie, delta } = day.sites;
  const outcomes = await planOutcomes(t.database.db, {
    siteIds: [bravo.id, charlie.id, delta.id],
    from: day.from,
    to: day.to,
  });
  expect(outcomes.map((plan) => [plan.planId, plan.expected, plan.scanned, plan.status])).toEqual([
    [day.plans.b1, 2, 2, 'complete'],
    [day.plans.b2, 2, 2, 'complete'],
    [day.plans.c1, 10, 9, 'incomplete'],
  ]);
  expect(await planOutcomes(t.database.db, { siteIds: [], from: day.from, to: day.to })).toEqual([]);
});

it("adds up in the database to what sumOutcomes makes of planOutcomes, per site (the dashboard's counts)", async () => {
  const { alpha, bravo, charlie, delta } = day.sites;
  const siteIds = [alpha.id, bravo.id, charlie.id, delta.id];
  for (const period of [
    { from: day.from, to: day.to },
    { from: day.from - DAY, to: day.to + DAY },
    { from: day.from - 5 * DAY, to: day.from - 4 * DAY },
  ]) {
    const counts = await planCountsBySite(t.database.db, { siteIds, ...period });
    const outcomes = await planOutcomes(t.database.db, { siteIds, ...period });
    const expected = new Map(
      [...groupOutcomes(outcomes, (plan) => plan.siteId)].map(([siteId, plans]) => {
        const { late: _late, early: _early, ...sums } = sumOutcomes(plans);
        return [siteId, sums];
      }),
    );
    expect(counts).toEqual(expected);
  }
  // Settled only what ended before the day began: every verdict of the day is provisional.
  const day1 = await planCountsBySite(t.database.db, {
    siteIds,
    from: day.from,
    to: day.to,
    settledBefore: day.from - DAY,
  });
  expect(day1.get(alpha.id)).toEqual({
    planned: 5,
    open: 1,
    complete: 2,
    incomplete: 1,
    failed: 1,
    judged: 4,
    provisional: 4,
    expected: 12,
    scanned: 7,
  });
  expect(day1.has(delta.id)).toBe(false);
});
