/**
 * Tags overdue during a patrol, over a timeline: the live watch run with an explicit `now` (the clock the tests
 * drive), scans through the handset API. One Yellow row per tag of a patrol, never two (however often, or on how
 * many instances, the watch runs), cleared by a late scan or the patrol's end; the company's only.
 */

import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../../contract/constants';
import { SOCKET_EVENTS } from '../../../../contract/events';
import { MESSAGES } from '../../../../contract/messages';
import { reportTime as reportTimeIn } from '../../../../contract/reports';
import { SOCKET_PAYLOADS } from '../../../../contract/socketPayloads';
import { liveWatchOnce } from '../../jobs/liveWatch';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import {
  epoch,
  ev,
  eventsWhere,
  minutes,
  openRoutePlan,
  type PatrolSite,
  pastMinute,
  patrolSite,
  sendAll,
} from '../../test/live';
import { overdueGuid, raiseOverdueTags } from './overdue';

const reportTime = (epochSeconds: number) => reportTimeIn(epochSeconds, DEFAULT_TIME_ZONE);

const settings = { intervalMs: 60_000, patrolGraceMinutes: 5, patrolToleranceMinutes: 5, deviceOfflineMinutes: 15 };
let t: TestContext;
let call: Api;
let guardforce: number;
beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
});
afterAll(() => t.close());

type Alert = Record<string, unknown> & { type: string; eventGuid: string };
const unresponded = async (account: 'controller' | 'otherController' = 'controller') =>
  ((await call.get(account, '/api/v1/alert/unrespondedTo')).json() as Alert[]).filter((a) => a.type === 'tagOverdue');
/** The watch's emits at `now` of this plan's overdue tags. */
const watch = async (planId: number, now: Date) =>
  (await liveWatchOnce(t.app, settings, now)).filter(
    (emit) => emit.payload.type === 'tagOverdue' && emit.payload.schedulePlanId === planId,
  );
const overdueOf = (planId: number) =>
  eventsWhere(t, sql`type = 'tagOverdue' and payload ->> 'schedulePlanId' = ${String(planId)}`);
const tagName = async (tagId: number) =>
  (await rows<{ name: string }>(t, sql`select name from route_tags where id = ${tagId}`))[0].name;

describe('a tag overdue while its patrol runs', () => {
  let site: PatrolSite;
  let start: Date;
  let planId: number;
  beforeAll(async () => {
    site = await patrolSite(t, call, { tagCount: 3 });
    start = pastMinute(2);
    // Estimates at minutes 0, 10 and 20 of a 30-minute plan; the tolerance is 5 minutes.
    planId = await openRoutePlan(site, t, start, 30);
    await sendAll(site.handset, [ev.scan(site.tags[0].serialNumber, minutes(start, 1))]);
  });

  it('raises nothing before the estimate and the tolerance have passed', async () => {
    expect(await watch(planId, minutes(start, 14))).toEqual([]);
    expect(await overdueOf(planId)).toEqual([]);
  });

  it("raises one Yellow row naming the tag, the site, the route and the guard, live on the patrol's event", async () => {
    const [, b] = site.tags;
    // Two instances' watches at once: one row between them.
    const [emits, other] = await Promise.all([
      watch(planId, minutes(start, 16)),
      raiseOverdueTags(t.database.db, minutes(start, 16), 5, 5),
    ]);
    expect([...emits, ...other.filter((emit) => emit.payload.schedulePlanId === planId)]).toHaveLength(1);
    if (!emits.length) emits.push(...other.filter((emit) => emit.payload.schedulePlanId === planId));
    const [{ event, payload, companyId }] = emits;
    expect(event).toBe(SOCKET_EVENTS.patrol);
    expect(companyId).toBe(guardforce);
    expect(SOCKET_PAYLOADS[SOCKET_EVENTS.patrol].safeParse(payload).error).toBeUndefined();
    const [stored] = await overdueOf(planId);
    const [patrol] = await rows<{ id: number }>(t, sql`select id from route_takens where schedule_plan_id = ${planId}`);
    const guard = await call.employeeId('bongani.khumalo@guardforce.co.za');
    expect(payload).toMatchObject({
      id: stored.id,
      eventId: stored.id,
      eventGuid: overdueGuid(planId, b.id),
      type: 'tagOverdue',
      companyId: guardforce,
      deviceId: site.handset.deviceId,
      site: { id: site.siteId },
      routeTag: { id: b.id, name: await tagName(b.id), serialNumber: b.serialNumber },
      tagId: b.id,
      routeTakenId: patrol.id,
      route: { id: site.routeId },
      schedulePlanId: planId,
      estimatedScanEpoch: epoch(minutes(start, 10)),
      sentAt: epoch(minutes(start, 15)),
      employeeId: guard,
    });
    expect(payload).not.toHaveProperty('clearedAt');
    expect((await unresponded()).map((a) => a.eventGuid)).toContain(payload.eventGuid);
  });

  it('never raises a second row for the tag in later rounds, on any instance', async () => {
    expect(await watch(planId, minutes(start, 17))).toEqual([]);
    const both = await Promise.all([
      raiseOverdueTags(t.database.db, minutes(start, 18), 5, 5),
      raiseOverdueTags(t.database.db, minutes(start, 18), 5, 5),
    ]);
    expect(both.flat().filter((emit) => emit.payload.schedulePlanId === planId)).toEqual([]);
    expect(await overdueOf(planId)).toHaveLength(1);
  });

  it('is cleared by the late scan: marked on the row, off the unanswered list', async () => {
    const [, b] = site.tags;
    await sendAll(site.handset, [ev.scan(b.serialNumber, minutes(start, 19))]);
    const [stored] = await overdueOf(planId);
    expect(stored.payload).toMatchObject({ clearedAt: epoch(minutes(start, 19)), clearedBy: 'scan' });
    expect((await unresponded()).map((a) => a.eventGuid)).not.toContain(stored.event_guid);
    // Scanned now: the watch raises it no more.
    expect(await watch(planId, minutes(start, 21))).toEqual([]);
  });

  it('is cleared when the patrol ends, at its end, and the patrol raises no more', async () => {
    const [, , c] = site.tags;
    const [raised] = await watch(planId, minutes(start, 26));
    expect(raised.payload).toMatchObject({ tagId: c.id, routeTag: { name: await tagName(c.id) } });
    const ended = await watch(planId, minutes(start, 40));
    expect(ended.map((emit) => emit.payload)).toEqual([
      expect.objectContaining({ eventGuid: raised.payload.eventGuid, clearedAt: epoch(minutes(start, 30)) }),
    ]);
    expect(ended[0].payload).toMatchObject({ clearedBy: 'patrolEnded' });
    expect((await unresponded()).map((a) => a.eventGuid)).not.toContain(raised.payload.eventGuid);
    expect(await watch(planId, minutes(start, 45))).toEqual([]);
    expect(await overdueOf(planId)).toHaveLength(2);
  });

  it("keeps the site's record intact: clearing an alert is not tampering with it", async () => {
    const period = `startDate=${epoch(start)}&endDate=${epoch(minutes(start, 60))}`;
    const result = (await call.get('admin', `/api/v1/integrity?siteId=${site.siteId}&${period}`)).json();
    expect(result).toMatchObject({ intact: true, firstBroken: null });
    expect(result.checked).toBeGreaterThanOrEqual(2);
  });

  it("is the company's alone, and reads in the history and its CSV as 'Tag overdue'", async () => {
    const guids = (await overdueOf(planId)).map((row) => row.event_guid);
    expect((await unresponded('otherController')).map((a) => a.eventGuid)).not.toEqual(expect.arrayContaining(guids));
    const [stored] = await overdueOf(planId);
    expect((await call.get('otherController', `/api/v1/alarmAlert/${stored.event_guid}`)).statusCode).toBe(404);

    const period = `startDate=${epoch(start)}&endDate=${epoch(minutes(start, 60))}&type=tagOverdue`;
    const page = (await call.get('controller', `/api/v1/alarmAlert/history?${period}`)).json();
    const mine = page.data.filter((row: { eventGuid: string }) => guids.includes(row.eventGuid));
    const [b, c] = site.tags.slice(1);
    expect(mine.map((row: { what: string }) => row.what).sort()).toEqual(
      [
        `Tag ${await tagName(b.id)} of patrol ${await routeName(site.routeId)} not scanned by ${reportTime(epoch(minutes(start, 10)))}; scanned late at ${reportTime(epoch(minutes(start, 19)))}`,
        `Tag ${await tagName(c.id)} of patrol ${await routeName(site.routeId)} not scanned by ${reportTime(epoch(minutes(start, 20)))}; cleared when the patrol ended at ${reportTime(epoch(minutes(start, 30)))}`,
      ].sort(),
    );
    const csv = (await call.get('controller', `/api/v1/alarmAlert/history/csv?${period}`)).json().alertHistoryCsv;
    const types = Papa.parse<string[]>(csv.trim())
      .data.slice(1)
      .map((line) => line[1]);
    expect(types.length).toBeGreaterThanOrEqual(2);
    expect(new Set(types)).toEqual(new Set([MESSAGES.alertHistory.types.tagOverdue]));
  });
});

describe('a plan nobody has started', () => {
  it('raises no overdue rows (its end raises the failed patrol)', async () => {
    const site = await patrolSite(t, call, { tagCount: 2 });
    const start = pastMinute(1);
    const planId = await openRoutePlan(site, t, start, 20);
    expect(await watch(planId, minutes(start, 19))).toEqual([]);
  });
});

const routeName = async (routeId: number) =>
  (await rows<{ name: string }>(t, sql`select name from routes where id = ${routeId}`))[0].name;
