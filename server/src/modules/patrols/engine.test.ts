/**
 * The patrol engine over timelines: scans through the handset API against plans opened at chosen times,
 * and plans closed by calling closeEndedPlans with an explicit `now`.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTags } from '../../db/schema';
import { type Api, api, count, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import {
  epoch,
  ev,
  eventsWhere,
  minutes,
  openPlan,
  openRoutePlan,
  type PatrolSite,
  pastMinute,
  patrolSite,
  registerHandset,
  sendAll,
} from '../../test/live';
import { alertType } from './alertType';
import { closeEndedPlans } from './close';

let t: TestContext;
let call: Api;
let guardforce: number;
const GRACE = 5;
beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
});
afterAll(() => t.close());

const patrolOf = async (planId: number) =>
  (
    await rows<{ id: number; status: string; device_id: number; completed_event_guid: string | null }>(
      t,
      sql`select id, status, device_id, completed_event_guid from route_takens where schedule_plan_id = ${planId}`,
    )
  )[0];
/** Closes every plan ended before `at` (minus the grace) and answers the patrolEnded payloads of this plan. */
const close = async (planId: number, at: Date) =>
  (await closeEndedPlans(t.database.db, at, GRACE))
    .filter((emit) => emit.payload.schedulePlanId === planId)
    .map((emit) => ({ ...emit.payload, socketEvent: emit.event }) as Record<string, unknown>);
const outboxOf = (siteName: string) =>
  rows<{ channel: string; recipient: string; subject: string; body: string }>(
    t,
    sql`select channel, recipient, subject, body from notification_outbox where subject like ${`${siteName}%`} order by channel, recipient`,
  );
const tagName = async (tagId: number) =>
  (await rows<{ name: string }>(t, sql`select name from route_tags where id = ${tagId}`))[0].name;
const siteName = async (siteId: number) =>
  (await rows<{ name: string }>(t, sql`select name from sites where id = ${siteId}`))[0].name;
const unresponded = async () =>
  (await call.get('controller', '/api/v1/alert/unrespondedTo')).json() as Record<string, unknown>[];

const contacts = [
  {
    name: 'Estate Manager',
    contactNumber: '+27821234567',
    emailAddress: 'manager@estate.co.za',
    shouldReceiveFailedPatrolsEmail: true,
    shouldReceiveFailedPatrolsPhone: true,
  },
  {
    name: 'Body Corporate',
    contactNumber: '+27831234567',
    emailAddress: 'bc@estate.co.za',
    shouldReceivePanicsEmail: true,
  },
];

describe('scans against the plan', () => {
  let site: PatrolSite;
  let start: Date;
  let planId: number;
  beforeAll(async () => {
    site = await patrolSite(t, call, { tagCount: 4, contacts });
    start = pastMinute(3);
    // Estimates at minutes 0, 10, 20 and 30 of a 40-minute plan.
    planId = await openRoutePlan(site, t, start, 40);
  });

  it('answers onTime within the tolerance, else early or late by N minutes against estimatedScanEpoch', async () => {
    const [a, b, c, d] = site.tags;
    const scans = [
      ev.scan(a.serialNumber, minutes(start, 3)),
      ev.scan(b.serialNumber, minutes(start, 4)),
      ev.scan(c.serialNumber, minutes(start, 27)),
      ev.scan(d.serialNumber, minutes(start, 35)),
    ];
    await sendAll(site.handset, scans);
    const patrol = await patrolOf(planId);
    expect(patrol).toMatchObject({ status: 'inProgress', device_id: site.handset.deviceId });

    const stored = await eventsWhere(t, sql`route_taken_id = ${patrol.id} and type = 'nfcTagScan'`);
    expect(stored.map((e) => e.event_guid)).toEqual(scans.map((s) => s.eventGuid));
    expect(stored[0].payload).toMatchObject({
      eventGuid: scans[0].eventGuid,
      companyId: guardforce,
      deviceId: site.handset.deviceId,
      routeTagId: a.id,
      routeTakenId: patrol.id,
      routeTaken: { id: patrol.id },
      scannedAt: scans[0].sentAt,
      site: { id: site.siteId },
      routeTag: { id: a.id, serialNumber: a.serialNumber },
      isSkipped: false,
      ReasonId: null,
    });

    const alerts = await eventsWhere(t, sql`route_taken_id = ${patrol.id} and type = 'patrolScanAlert'`);
    expect(alerts.map((e) => e.payload.alertType)).toEqual([
      'onTime',
      'early by 6 minutes',
      'late by 7 minutes',
      'onTime',
    ]);
    expect(alerts.map((e) => e.payload.estimatedScanEpoch)).toEqual(
      [0, 10, 20, 30].map((m) => epoch(minutes(start, m))),
    );
    expect(alerts[1].payload).toMatchObject({
      tagId: b.id,
      routeTag: { id: b.id },
      routeTakenId: patrol.id,
      scannedAt: scans[1].sentAt,
      tagScanId: stored[1].id,
      tagScan: { id: stored[1].id, eventGuid: scans[1].eventGuid },
      schedulePlanId: planId,
      tagToRouteId: expect.any(Number),
      site: { id: site.siteId },
    });
  });

  it('takes a retried scan (the same eventGuid) once: one nfcTagScan and one patrolScanAlert', async () => {
    const patrol = await patrolOf(planId);
    const [first] = await eventsWhere(t, sql`route_taken_id = ${patrol.id} and type = 'nfcTagScan'`);
    const retry = { ...ev.scan(site.tags[0].serialNumber, minutes(start, 3)), eventGuid: first.event_guid };
    const response = await site.handset.send([retry, retry]);
    expect(response.json().results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect(await count(t, 'events', sql`route_taken_id = ${patrol.id} and type = 'nfcTagScan'`)).toBe(4);
    expect(await count(t, 'events', sql`route_taken_id = ${patrol.id} and type = 'patrolScanAlert'`)).toBe(4);
  });

  it('ends the patrol complete when every tag was scanned: nobody is notified and nothing waits for an answer', async () => {
    const ended = await close(planId, minutes(start, 40 + GRACE + 1));
    expect(ended).toHaveLength(1);
    const patrol = await patrolOf(planId);
    expect(patrol.status).toBe('complete');
    expect(ended[0]).toMatchObject({ status: 'complete', socketEvent: 'patrol-qa', routeId: site.routeId });
    expect(await outboxOf(await siteName(site.siteId))).toEqual([]);
    expect((await unresponded()).map((a) => a.eventGuid)).not.toContain(ended[0].eventGuid);
  });

  it('keeps the alertType wording: one minute, many minutes, and the tolerance edge', () => {
    const at = new Date('2026-01-01T10:00:00Z');
    expect(alertType(minutes(at, 1), at, 0)).toBe('late by 1 minute');
    expect(alertType(minutes(at, -2), at, 0)).toBe('early by 2 minutes');
    expect(alertType(minutes(at, 5), at, 5)).toBe('onTime');
    expect(alertType(minutes(at, -5), at, 5)).toBe('onTime');
    expect(alertType(minutes(at, 6), at, 5)).toBe('late by 6 minutes');
  });
});

describe('patrol endings', () => {
  it('ends a partly walked patrol incomplete, as a yellow alert, and notifies the FailedPatrols contacts', async () => {
    const site = await patrolSite(t, call, { tagCount: 3, contacts });
    const start = pastMinute(4);
    const planId = await openRoutePlan(site, t, start, 30);
    await sendAll(site.handset, [ev.scan(site.tags[0].serialNumber, minutes(start, 1))]);

    // Not before the end plus the grace: late scans may still come.
    expect(await close(planId, minutes(start, 30 + GRACE - 1))).toEqual([]);
    const [ended] = await close(planId, minutes(start, 30 + GRACE + 1));
    const patrol = await patrolOf(planId);
    expect(patrol.status).toBe('incomplete');
    expect(ended).toMatchObject({
      type: 'patrolEnded',
      routeTakenId: patrol.id,
      status: 'incomplete',
      completedEventGuid: patrol.completed_event_guid,
      eventGuid: patrol.completed_event_guid,
      completedEventTime: minutes(start, 30).getTime(),
      routeId: site.routeId,
      route: { id: site.routeId, name: 'Perimeter' },
      siteId: site.siteId,
      site: { id: site.siteId },
      deviceId: site.handset.deviceId,
      device: { id: site.handset.deviceId },
      startPositionTagId: site.tags[0].id,
      // The tags nobody scanned, by name in the route's order, and the guard who walked it.
      missedTags: [await tagName(site.tags[1].id), await tagName(site.tags[2].id)],
      employeeId: await call.employeeId('bongani.khumalo@guardforce.co.za'),
    });
    const name = await siteName(site.siteId);
    const outbox = await outboxOf(name);
    expect(outbox.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'manager@estate.co.za'],
      ['sms', '+27821234567'],
    ]);
    expect(outbox[0].subject).toBe(`${name}: Perimeter patrol incomplete`);
    expect((await unresponded()).map((a) => a.eventGuid)).toContain(patrol.completed_event_guid);
  });

  it('ends a patrol nobody walked failed: a routeTaken is made for it, with completedEventGuid and the time in ms', async () => {
    const site = await patrolSite(t, call, { tagCount: 2, contacts });
    const start = pastMinute(5);
    const planId = await openRoutePlan(site, t, start, 20);
    expect(await patrolOf(planId)).toBeUndefined();

    const [ended] = await close(planId, minutes(start, 60));
    const patrol = await patrolOf(planId);
    expect(patrol).toMatchObject({ status: 'failed', device_id: null });
    expect(ended).toMatchObject({
      routeTakenId: patrol.id,
      status: 'failed',
      completedEventGuid: patrol.completed_event_guid,
      completedEventTime: minutes(start, 20).getTime(),
      deviceId: null,
      missedTags: [await tagName(site.tags[0].id), await tagName(site.tags[1].id)],
    });
    expect(ended).not.toHaveProperty('employeeId');
    expect(ended.completedEventGuid).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await eventsWhere(t, sql`event_guid = ${patrol.completed_event_guid}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'patrolEnded', route_taken_id: patrol.id });
    // `id` is the patrol's (the RouteTaken's, spec part 1 §3), live and read back; the event's id is `eventId`.
    expect(stored[0].id).not.toBe(patrol.id);
    expect(ended).toMatchObject({ id: patrol.id, eventId: stored[0].id });
    const listed = (await unresponded()).find((alert) => alert.eventGuid === patrol.completed_event_guid);
    expect(listed).toMatchObject({ id: patrol.id, eventId: stored[0].id, routeTakenId: patrol.id });
    const name = await siteName(site.siteId);
    expect((await outboxOf(name)).map((m) => m.subject)).toEqual([
      `${name}: Perimeter patrol failed`,
      `${name}: Perimeter patrol failed`,
    ]);
    // Closed once: a later round finds nothing more to do.
    expect(await close(planId, minutes(start, 120))).toEqual([]);
  });

  it('takes a scan that arrives after its plan was judged, and records the revised verdict, told to whoever was told', async () => {
    const site = await patrolSite(t, call, { tagCount: 2, contacts });
    const start = pastMinute(6);
    const planId = await openRoutePlan(site, t, start, 20);
    const [ended] = await close(planId, minutes(start, 30));
    expect(ended).toMatchObject({ status: 'failed', tagsScanned: 0 });
    const name = await siteName(site.siteId);
    expect((await outboxOf(name)).map((m) => m.subject)).toEqual([
      `${name}: Perimeter patrol failed`,
      `${name}: Perimeter patrol failed`,
    ]);
    // Sent during the plan (and within the tolerance after it), stored after its verdict: the handset was offline.
    const late = ev.scan(site.tags[1].serialNumber, minutes(start, 21));
    const outside = ev.scan(site.tags[0].serialNumber, minutes(start, -120));
    await sendAll(site.handset, [late, outside]);
    const patrol = await patrolOf(planId);
    const stored = await eventsWhere(t, sql`event_guid in (${late.eventGuid}, ${outside.eventGuid})`);
    expect(stored.map((e) => [e.type, e.route_taken_id])).toEqual([
      ['nfcTagScan', patrol.id],
      ['nfcTagScan', null],
    ]);
    expect(patrol).toMatchObject({ status: 'incomplete', device_id: site.handset.deviceId });
    const [revised] = await eventsWhere(t, sql`type = 'patrolRevised' and route_taken_id = ${patrol.id}`);
    expect(revised.payload).toMatchObject({
      previous: { status: 'failed', tagsScanned: 0 },
      status: 'incomplete',
      tagsScanned: 1,
      tagsExpected: 2,
      revisesEventGuid: patrol.completed_event_guid,
      missedTags: [await tagName(site.tags[0].id)],
    });
    // On record: the alert history lists it, the audit log has it, and the contacts told 'failed' hear of it.
    expect((await unresponded()).map((a) => a.eventGuid)).toContain(revised.event_guid);
    const audit = await rows<{ changes: Record<string, unknown> }>(
      t,
      sql`select changes from audit_log where entity = 'route_takens' and entity_id = ${patrol.id}`,
    );
    expect(audit.map((a) => a.changes.status)).toEqual([{ from: 'failed', to: 'incomplete' }]);
    expect((await outboxOf(name)).map((m) => [m.channel, m.subject])).toEqual([
      ['email', `${name}: Perimeter patrol failed`],
      ['email', `${name}: Perimeter patrol revised from failed to incomplete`],
      ['sms', `${name}: Perimeter patrol failed`],
      ['sms', `${name}: Perimeter patrol revised from failed to incomplete`],
    ]);
    // Sent again: nothing changes twice.
    await sendAll(site.handset, [late]).catch(() => undefined);
    expect(await count(t, 'events', sql`type = 'patrolRevised' and route_taken_id = ${patrol.id}`)).toBe(1);
  });
});

describe("a revised verdict's messages", () => {
  it("link the site's client to the portal and the control room to the console, as the first verdict did", async () => {
    const site = await patrolSite(t, call, { tagCount: 2, contacts });
    const made = await call.post('admin', '/api/v1/clients', {
      name: 'Estate Manager',
      emailAddress: contacts[0].emailAddress,
      siteIds: [site.siteId],
    });
    expect(made.statusCode, made.body).toBe(200);
    await t.database.db.execute(
      sql`update site_contacts set should_receive_failed_patrols_email = true where site_id = ${site.siteId}`,
    );
    const start = pastMinute(6);
    const planId = await openRoutePlan(site, t, start, 20);
    await close(planId, minutes(start, 30));
    await sendAll(site.handset, [ev.scan(site.tags[1].serialNumber, minutes(start, 21))]);
    const name = await siteName(site.siteId);
    const revised = (await outboxOf(name)).filter((m) => m.subject.includes('revised'));
    const toClient = revised.filter((m) => [contacts[0].emailAddress, contacts[0].contactNumber].includes(m.recipient));
    const toRoom = revised.filter((m) => m.recipient === contacts[1].emailAddress);
    expect(toClient.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(toRoom.map((m) => m.channel)).toEqual(['email']);
    for (const message of toClient) {
      expect(message.body).toMatch(/\/portal\b/);
      expect(message.body).not.toContain('/company/');
    }
    expect(toRoom[0].body).toContain('/company/alerts');
  });
});

describe('tags the plan does not expect', () => {
  it('records an unknown serial as nfcTagScanUnallocated and offers it once among the unallocated tags of the site', async () => {
    const site = await patrolSite(t, call, { tagCount: 1 });
    const serial = `04:AA:BB:${site.siteId}:2B:5C:80`;
    const first = ev.scan(serial, minutes(pastMinute(1), 0), { latitude: -26.1248, longitude: 28.0345 });
    await sendAll(site.handset, [first, ev.scan(serial)]);
    const stored = await eventsWhere(t, sql`payload->'routeTag'->>'serialNumber' = ${serial}`);
    expect(stored.map((e) => e.type)).toEqual(['nfcTagScanUnallocated', 'nfcTagScanUnallocated']);
    expect(stored[0].payload).toMatchObject({
      eventGuid: first.eventGuid,
      companyId: guardforce,
      deviceId: site.handset.deviceId,
      routeTagId: null,
      routeTakenId: null,
      routeTaken: null,
      scannedAt: first.sentAt,
      site: { id: site.siteId },
    });
    expect(stored[0].payload).not.toHaveProperty('isSkipped');

    const offered = await call.get('admin', `/api/v1/routeTag/getAllUnallocated/${site.siteId}`);
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toEqual([
      expect.objectContaining({ serialNumber: serial, siteId: site.siteId, latitude: -26.1248, longitude: 28.0345 }),
    ]);
    const tags = (await call.get('admin', `/api/v1/routeTag/bySite/${site.siteId}`)).json();
    expect(tags.map((tag: { serialNumber: string }) => tag.serialNumber)).not.toContain(serial);
  });

  it('raises a panic, and notifies the Panics contacts, when a panic tag is scanned', async () => {
    const site = await patrolSite(t, call, { tagCount: 1, contacts });
    const serial = `04:10:FF:${site.siteId}:2B:5C:80`;
    const [panicTag] = await t.database.db
      .insert(routeTags)
      .values({ siteId: site.siteId, name: 'Gate panic tag', serialNumber: serial, isPanic: true })
      .returning({ id: routeTags.id });
    const scan = ev.scan(serial);
    await sendAll(site.handset, [scan]);
    const stored = await eventsWhere(t, sql`device_id = ${site.handset.deviceId}`);
    expect(stored.map((e) => e.type)).toEqual(['nfcTagScan', 'panic']);
    expect(stored[1].payload).toMatchObject({
      type: 'panic',
      companyId: guardforce,
      deviceId: site.handset.deviceId,
      site: { id: site.siteId },
      sentAt: scan.sentAt,
      panicTag: { id: panicTag.id, isPanic: true },
    });
    expect((await unresponded()).map((a) => a.eventGuid)).toContain(stored[1].event_guid);
    const panics = await rows<{ channel: string; recipient: string }>(
      t,
      sql`select channel, recipient from notification_outbox where subject = ${`PANIC at ${await siteName(site.siteId)}`}`,
    );
    expect(panics).toEqual([{ channel: 'email', recipient: 'bc@estate.co.za' }]);
    // A panic is a panic however raised: the tag's starts the same escalation ladder as the handset's button.
    const button = ev.panic();
    await sendAll(site.handset, [button]);
    const ladder = (guid: string) =>
      rows<{ step: number; definition: unknown }>(
        t,
        sql`select step, definition from escalation_steps where alert_guid = ${guid} order by step`,
      );
    const fromTag = await ladder(stored[1].event_guid);
    expect(fromTag.length).toBeGreaterThan(0);
    expect(fromTag).toEqual(await ladder(button.eventGuid));
  });
});

describe('overlapping patrols and shared plans', () => {
  it('gives a tag held by two open plans to the plan whose estimate is nearest the scan', async () => {
    const site = await patrolSite(t, call, { tagCount: 3 });
    const [a, shared, c] = site.tags;
    const inner = await call.post('admin', '/api/v1/route', {
      siteId: site.siteId,
      name: 'Inner',
      durationMinutes: 30,
      tagToRouteList: [
        { tagId: c.id, position: 1 },
        { tagId: shared.id, position: 2 },
      ],
    });
    expect(inner.statusCode).toBe(200);
    const innerRoute = inner.json().id as number;
    const start = pastMinute(7);
    const perimeterPlan = await openPlan(t, {
      scheduleId: site.scheduleId,
      routeId: site.routeId,
      siteId: site.siteId,
      start,
      durationMinutes: 30,
      stops: [
        { tagId: a.id, minute: 0 },
        { tagId: shared.id, minute: 10 },
        { tagId: c.id, minute: 20 },
      ],
    });
    const innerPlan = await openPlan(t, {
      scheduleId: site.scheduleId,
      routeId: innerRoute,
      siteId: site.siteId,
      start: minutes(start, 1),
      durationMinutes: 30,
      stops: [
        { tagId: c.id, minute: 0 },
        { tagId: shared.id, minute: 21 },
      ],
    });
    const early = ev.scan(shared.serialNumber, minutes(start, 12));
    const later = ev.scan(shared.serialNumber, minutes(start, 19));
    await sendAll(site.handset, [early, later]);
    const alerts = await eventsWhere(t, sql`type = 'patrolScanAlert' and payload->>'tagId' = ${String(shared.id)}`);
    expect(alerts.map((e) => [e.payload.schedulePlanId, e.payload.alertType])).toEqual([
      [perimeterPlan, 'onTime'],
      [innerPlan, 'onTime'],
    ]);
    const scans = await eventsWhere(t, sql`event_guid in (${early.eventGuid}, ${later.eventGuid})`);
    expect(scans.map((e) => e.route_taken_id)).toEqual([
      (await patrolOf(perimeterPlan)).id,
      (await patrolOf(innerPlan)).id,
    ]);
  });

  it('makes one routeTaken when two handsets scan the same plan at once, and counts both scans', async () => {
    const site = await patrolSite(t, call, { tagCount: 2 });
    const second = await registerHandset(t, call, site.siteId, await t.login('johannes.botha@guardforce.co.za'));
    const start = pastMinute(8);
    const planId = await openRoutePlan(site, t, start, 20);
    const [one, two] = await Promise.all([
      site.handset.send([ev.scan(site.tags[0].serialNumber, minutes(start, 1))]),
      second.send([ev.scan(site.tags[1].serialNumber, minutes(start, 10))]),
    ]);
    expect([one.json().results[0].status, two.json().results[0].status]).toEqual(['accepted', 'accepted']);
    expect(await count(t, 'route_takens', sql`schedule_plan_id = ${planId}`)).toBe(1);
    const patrol = await patrolOf(planId);
    const scans = await eventsWhere(t, sql`type = 'nfcTagScan' and route_taken_id = ${patrol.id}`);
    expect(scans.map((e) => e.device_id).sort()).toEqual([site.handset.deviceId, second.deviceId].sort());
    const [ended] = await close(planId, minutes(start, 60));
    expect(ended.status).toBe('complete');
  });
});
