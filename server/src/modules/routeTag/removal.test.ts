/**
 * Removing a tag takes it out of planning, not out of history: it leaves every list, lookup and route, the plans
 * that have not started are made anew without it, while the plans that have started keep their line of it and its
 * scans stay. A later scan of its serial is a scan of an unknown serial; adding the serial again makes a new tag.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, MESSAGES } from '../../../../contract/messages';
import { type Api, api, count, rows } from '../../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../../test/helper';
import {
  epoch,
  ev,
  eventsWhere,
  minutes,
  openPlan,
  type PatrolSite,
  pastMinute,
  patrolSite,
  sendAll,
} from '../../test/live';
import { everyDaySchedule } from '../../test/siteArea';
import { closeEndedPlans } from '../patrols/close';

const T = MESSAGES.tag;

let t: TestContext;
let call: Api;
let site: PatrolSite;
/** The tag removed: the second of the route's three. */
let removed: { id: number; serialNumber: string };
let pastPlan: number;
let runningPlan: number;

beforeAll(async () => {
  t = await build();
  call = api(t);
  site = await patrolSite(t, call, { tagCount: 3, durationMinutes: 30 });
  removed = site.tags[1];
  const saved = await call.post('admin', '/api/v1/schedule', everyDaySchedule(site.siteId, site.routeId));
  expect(saved.statusCode, saved.body).toBe(200);
  const plan = (start: Date) =>
    openPlan(t, {
      scheduleId: saved.json().id,
      routeId: site.routeId,
      siteId: site.siteId,
      start,
      durationMinutes: 30,
      stops: site.tags.map((tag, i) => ({ tagId: tag.id, minute: i * 10 })),
    });
  const walked = pastMinute(3);
  pastPlan = await plan(walked);
  await sendAll(site.handset, [
    ev.scan(site.tags[0].serialNumber, minutes(walked, 1)),
    ev.scan(removed.serialNumber, minutes(walked, 11)),
  ]);
  await closeEndedPlans(t.database.db, new Date(), 5);
  runningPlan = await plan(minutes(pastMinute(0), -5));
  const response = await call.post('admin', '/api/v1/routeTag/removeTag', { id: removed.id });
  expect(response.json()).toEqual({ message: T.removed });
});
afterAll(() => t.close());

const planLines = (planId: number) =>
  rows<{ tag_id: number; position: number }>(
    t,
    sql`select tag_id, position from schedule_plan_tags where schedule_plan_id = ${planId} order by position`,
  );

describe('removing a tag', () => {
  it('leaves every list and call, answering 404 like a tag never made', async () => {
    const one = await call.get('admin', `/api/v1/routeTag/${removed.id}`);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ message: T.notFound });
    const listed = (await call.get('controller', `/api/v1/routeTag/bySite/${site.siteId}`)).json();
    expect(listed.map((tag: { id: number }) => tag.id)).toEqual([site.tags[0].id, site.tags[2].id]);
    const unallocated = (await call.get('admin', `/api/v1/routeTag/getAllUnallocated/${site.siteId}`)).json();
    expect(unallocated).toEqual([]);
    const isPanic = await call.get('guard', `/api/v1/routeTag/isPanic/${encodeURIComponent(removed.serialNumber)}`);
    expect(isPanic.statusCode).toBe(404);
    const again = await call.post('admin', '/api/v1/routeTag/removeTag', { id: removed.id });
    expect(again.statusCode).toBe(404);
    const update = await call.post('admin', '/api/v1/routeTag', {
      id: removed.id,
      siteId: site.siteId,
      name: 'Back again',
      serialNumber: removed.serialNumber,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ message: T.notFound });
  });

  it('is kept as a row marked removed, which the audit trail records as a change of removed_at', async () => {
    const [row] = await rows<{ removed: boolean }>(
      t,
      sql`select removed_at is not null as removed from route_tags where id = ${removed.id}`,
    );
    expect(row).toEqual({ removed: true });
    const [entry] = await rows<{ employee_id: number; action: string; fields: string[] }>(
      t,
      sql`select employee_id, action, array(select jsonb_object_keys(changes)) as fields from audit_log
          where entity = 'route_tags' and entity_id = ${removed.id} and action = 'update'`,
    );
    expect(entry).toEqual({
      employee_id: await call.employeeId(ACCOUNTS.admin),
      action: 'update',
      fields: ['removed_at'],
    });
  });

  it('leaves its route, whose other tags keep their order numbered 1..n, and no route may take it again', async () => {
    const [links] = (await call.get('admin', `/api/v1/tagToRoute/${site.routeId}`)).json();
    expect(links.map((link: { tagId: number; position: number }) => [link.tagId, link.position])).toEqual([
      [site.tags[0].id, 1],
      [site.tags[2].id, 2],
    ]);
    const route = await call.post('admin', '/api/v1/route', {
      siteId: site.siteId,
      name: 'With the removed tag',
      durationMinutes: 30,
      tagToRouteList: [{ tagId: removed.id, position: 1 }],
    });
    expect(route.statusCode).toBe(400);
    expect(route.json().message).toBe(fill(MESSAGES.route.tagNotInSite, { id: removed.id }));
  });

  it('makes the plans that have not started anew without it', async () => {
    const future = await rows<{ id: number }>(
      t,
      sql`select id from schedule_plans where route_id = ${site.routeId} and start_time > now() order by start_time`,
    );
    expect(future.length).toBeGreaterThan(0);
    for (const plan of future) {
      expect((await planLines(plan.id)).map((line) => line.tag_id)).toEqual([site.tags[0].id, site.tags[2].id]);
    }
  });

  it('keeps its line in the plans that have started, its scan, and the patrol that counted it', async () => {
    const tagIds = site.tags.map((tag) => tag.id);
    expect((await planLines(pastPlan)).map((line) => line.tag_id)).toEqual(tagIds);
    expect((await planLines(runningPlan)).map((line) => line.tag_id)).toEqual(tagIds);
    const scans = await eventsWhere(t, sql`type = 'nfcTagScan' and payload ->> 'routeTagId' = ${String(removed.id)}`);
    expect(scans).toHaveLength(1);
    expect(scans[0].payload.routeTag).toMatchObject({ id: removed.id, serialNumber: removed.serialNumber });
    const [patrol] = await rows<{ status: string }>(
      t,
      sql`select status from route_takens where schedule_plan_id = ${pastPlan}`,
    );
    expect(patrol).toEqual({ status: 'incomplete' });
    const generated = (await call.get('admin', `/api/v1/schedule/plans/generated/${site.siteId}`)).json() as {
      schedulePlanId: number;
      tagId: number;
      name: string;
    }[];
    const running = generated.filter((line) => line.schedulePlanId === runningPlan);
    expect(running.map((line) => line.tagId)).toEqual(tagIds);
    expect(running[1].name).not.toBe('');
  });

  it('takes a later scan of its serial as a scan of an unknown serial, offered as a new tag', async () => {
    const scan = ev.scan(removed.serialNumber, new Date());
    await sendAll(site.handset, [scan]);
    const [stored] = await eventsWhere(t, sql`event_guid = ${scan.eventGuid}`);
    expect(stored).toMatchObject({ type: 'nfcTagScanUnallocated', route_taken_id: null });
    expect(
      await count(t, 'events', sql`type = 'patrolScanAlert' and sent_at >= to_timestamp(${epoch(new Date()) - 60})`),
    ).toBe(0);
    const unallocated = (await call.get('admin', `/api/v1/routeTag/getAllUnallocated/${site.siteId}`)).json();
    expect(unallocated).toEqual([expect.objectContaining({ serialNumber: removed.serialNumber })]);
    expect(unallocated[0].id).not.toBe(removed.id);
  });
});

describe('adding a removed tag’s serial again', () => {
  it('makes a new tag, and the serial is unique among the tags in use again', async () => {
    const payload = {
      siteId: site.siteId,
      name: 'Pump Room',
      serialNumber: 'READD-0001',
      latitude: null,
      longitude: null,
    };
    const first = await call.post('admin', '/api/v1/routeTag', payload);
    expect(first.statusCode).toBe(200);
    await call.post('admin', '/api/v1/routeTag/removeTag', { id: first.json().id });

    const again = await call.post('admin', '/api/v1/routeTag', { ...payload, name: 'Pump Room 2' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ name: 'Pump Room 2', serialNumber: 'READD-0001' });
    expect(again.json().id).not.toBe(first.json().id);
    const twice = await call.post('admin', '/api/v1/routeTag', payload);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: T.serialNumberTaken });
    expect(await count(t, 'route_tags', sql`serial_number = 'READD-0001'`)).toBe(2);
  });
});
