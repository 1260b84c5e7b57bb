/**
 * Removing a schedule or a route stops its planning and drops its plans that have not started, while the plans that
 * have (ended, or still being walked) stay with their patrols and scans for history and reports. The removed record
 * leaves every list and answers 404, like one never made.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, api, count, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, ev, minutes, openPlan, type PatrolSite, pastMinute, patrolSite, sendAll } from '../../test/live';
import { everyDaySchedule } from '../../test/siteArea';
import { closeEndedPlans } from '../patrols/close';
import { topUpPlans } from './plans';

let t: TestContext;
let call: Api;
beforeAll(async () => {
  t = await build();
  call = api(t);
});
afterAll(() => t.close());

interface History {
  site: PatrolSite;
  scheduleId: number;
  /** Walked three hours ago (one tag of two scanned) and closed. */
  pastPlan: number;
  /** Started ten minutes ago, still open. */
  runningPlan: number;
  patrolId: number;
}

/** A site whose route has an every-day schedule (future plans), a past plan walked and closed, and a running one. */
async function siteWithHistory(): Promise<History> {
  const site = await patrolSite(t, call, { tagCount: 2, durationMinutes: 30 });
  const saved = await call.post('admin', '/api/v1/schedule', everyDaySchedule(site.siteId, site.routeId));
  const scheduleId = saved.json().id as number;
  const plan = (start: Date) =>
    openPlan(t, {
      scheduleId,
      routeId: site.routeId,
      siteId: site.siteId,
      start,
      durationMinutes: 30,
      stops: site.tags.map((tag, i) => ({ tagId: tag.id, minute: i * 15 })),
    });
  const walked = pastMinute(3);
  const pastPlan = await plan(walked);
  await sendAll(site.handset, [ev.scan(site.tags[0].serialNumber, minutes(walked, 1))]);
  await closeEndedPlans(t.database.db, new Date(), 5);
  const runningPlan = await plan(minutes(pastMinute(0), -10));
  const [patrol] = await rows<{ id: number }>(t, sql`select id from route_takens where schedule_plan_id = ${pastPlan}`);
  return { site, scheduleId, pastPlan, runningPlan, patrolId: patrol.id };
}

const futurePlans = (where: ReturnType<typeof sql>) => count(t, 'schedule_plans', sql`${where} and start_time > now()`);

/** The past plans, their lines, the patrol and its scans are all still there. */
async function expectHistoryKept(history: History) {
  const plans = await rows<{ id: number }>(
    t,
    sql`select id from schedule_plans where id in (${history.pastPlan}, ${history.runningPlan}) order by id`,
  );
  expect(plans.map((plan) => plan.id)).toEqual([history.pastPlan, history.runningPlan]);
  expect(await count(t, 'schedule_plan_tags', sql`schedule_plan_id = ${history.pastPlan}`)).toBe(2);
  const [patrol] = await rows<{ status: string; schedule_plan_id: number; route_id: number }>(
    t,
    sql`select status, schedule_plan_id, route_id from route_takens where id = ${history.patrolId}`,
  );
  expect(patrol).toEqual({
    status: 'incomplete',
    schedule_plan_id: history.pastPlan,
    route_id: history.site.routeId,
  });
  expect(await count(t, 'events', sql`route_taken_id = ${history.patrolId} and type = 'nfcTagScan'`)).toBe(1);
  // The day's alerts still list the patrol's end, naming its route.
  const from = epoch(minutes(pastMinute(3), -60));
  const alerts = (
    await call.get('controller', `/api/v1/alert/byDateRange?startDate=${from}&endDate=${epoch(new Date()) + 60}`)
  ).json() as { type: string; routeTakenId?: number; schedulePlanId?: number; route?: { name: string } }[];
  const ended = alerts.find((alert) => alert.type === 'patrolEnded' && alert.routeTakenId === history.patrolId);
  expect(ended).toMatchObject({ schedulePlanId: history.pastPlan, route: { name: 'Perimeter' } });
}

describe('removing a schedule', () => {
  let history: History;
  beforeAll(async () => {
    history = await siteWithHistory();
    expect(await futurePlans(sql`schedule_id = ${history.scheduleId}`)).toBeGreaterThan(0);
    const response = await call.post('admin', '/api/v1/schedule/removeSchedule', { scheduleId: history.scheduleId });
    expect(response.json()).toEqual({ message: MESSAGES.schedule.removed });
  });

  it('drops its plans that have not started, and plans no more', async () => {
    expect(await futurePlans(sql`schedule_id = ${history.scheduleId}`)).toBe(0);
    await topUpPlans(t.database.db);
    expect(await futurePlans(sql`schedule_id = ${history.scheduleId}`)).toBe(0);
  });

  it('keeps its past and running plans with their patrol and scans', async () => {
    await expectHistoryKept(history);
    const generated = (await call.get('admin', `/api/v1/schedule/plans/generated/${history.site.siteId}`)).json();
    const planIds = new Set(generated.map((line: { schedulePlanId: number }) => line.schedulePlanId));
    expect([...planIds]).toEqual([history.runningPlan]);
  });

  it('answers 404 for it afterwards and leaves it out of the list', async () => {
    const { scheduleId, site } = history;
    for (const url of [`/api/v1/schedule/${scheduleId}`, `/api/v1/schedule/plans/byScheduleId/${scheduleId}`]) {
      const response = await call.get('admin', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.schedule.notFound);
    }
    const list = (await call.get('admin', `/api/v1/schedule/bySite/${site.siteId}`)).json();
    expect(list.map((row: { id: number }) => row.id)).not.toContain(scheduleId);
    expect(list).toHaveLength(1);
    const again = await call.post('admin', '/api/v1/schedule/removeSchedule', { scheduleId });
    expect(again.statusCode).toBe(404);
    const update = await call.post('admin', '/api/v1/schedule', {
      ...everyDaySchedule(site.siteId, site.routeId),
      id: scheduleId,
    });
    expect(update.statusCode).toBe(404);
  });
});

describe('removing a route', () => {
  let history: History;
  beforeAll(async () => {
    history = await siteWithHistory();
    const response = await call.post('admin', '/api/v1/route/removeRoute', { id: history.site.routeId });
    expect(response.json()).toEqual({ message: MESSAGES.route.removed });
  });

  it('drops the plans of its schedules that have not started, and plans no more', async () => {
    expect(await futurePlans(sql`route_id = ${history.site.routeId}`)).toBe(0);
    await topUpPlans(t.database.db);
    expect(await futurePlans(sql`route_id = ${history.site.routeId}`)).toBe(0);
  });

  it('keeps its past and running plans with their patrol and scans', async () => {
    await expectHistoryKept(history);
  });

  it('answers 404 for the route and its schedules, and leaves them out of every list', async () => {
    const { site, scheduleId } = history;
    for (const url of [`/api/v1/route/${site.routeId}`, `/api/v1/tagToRoute/${site.routeId}`]) {
      const response = await call.get('admin', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.route.notFound);
    }
    expect((await call.get('admin', `/api/v1/schedule/${scheduleId}`)).statusCode).toBe(404);
    expect((await call.get('admin', `/api/v1/route/bySite/${site.siteId}`)).json()).toEqual([]);
    expect((await call.get('admin', `/api/v1/schedule/bySite/${site.siteId}`)).json()).toEqual([]);
    expect((await call.get('admin', `/api/v1/tagToRoute?siteId=${site.siteId}`)).json()).toEqual([]);
    const again = await call.post('admin', '/api/v1/route/removeRoute', { id: site.routeId });
    expect(again.statusCode).toBe(404);
    const update = await call.post('admin', '/api/v1/route', {
      id: site.routeId,
      siteId: site.siteId,
      name: 'Back again',
      durationMinutes: 30,
    });
    expect(update.statusCode).toBe(404);
    const schedule = await call.post('admin', '/api/v1/schedule', everyDaySchedule(site.siteId, site.routeId));
    expect(schedule.statusCode).toBe(400);
    expect(schedule.json().message).toBe(MESSAGES.schedule.routeNotInSite);
  });
});
