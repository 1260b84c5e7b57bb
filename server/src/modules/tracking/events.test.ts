/** POST /api/v1/tracking/GetHistoryDeviceEventsByDate: a device's tag scans and alerts over a date range, placed on its path. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { utcDay } from '../../../../contract/shiftRange';
import type { DeviceEvent } from '../../../../contract/tracking';
import { itKeepsTheCallToItsCompany, itRefusesMalformedBodies } from '../../test/deviceRangeCall';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import {
  epoch,
  ev,
  type Handset,
  openRoutePlan,
  type PatrolSite,
  patrolSite,
  registerHandset,
  sendAll,
} from '../../test/live';
import { itKeepsShiftRangeRules } from '../../test/shiftRange';
import { createSite } from '../../test/siteArea';

const URL = '/api/v1/tracking/GetHistoryDeviceEventsByDate';
const DAY = 86_400;
const SECOND = 1000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
const today = () => utcDay(Date.now() / 1000);

let t: TestContext;
let call: Api;
let guardforce: number;
let site: PatrolSite;
let handset: Handset;
let theirs: number;
/** A whole minute about three hours ago: the handset's path starts here. */
let base: Date;
const at = (seconds: number) => new Date(base.getTime() + seconds * SECOND);
/** The handset's path: one location a minute, inside the site's boundary. */
const path = (minute: number) => ({ latitude: -26.1247 + minute * 0.0001, longitude: 28.0344 + minute * 0.0001 });

const events = (deviceId: number, startDate: number, endDate: number, account: 'admin' = 'admin') =>
  call.post(account, URL, { deviceId, startDate, endDate });
const recent = (deviceId: number) => events(deviceId, today() - DAY, today());

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
  site = await patrolSite(t, call, { tagCount: 2 });
  handset = site.handset;
  base = new Date(Math.floor((Date.now() - 3 * 3600 * SECOND) / 60_000) * 60_000);
  await openRoutePlan(site, t, base, 30);
  const locations = [0, 1, 2, 3, 4].map((minute) =>
    ev.location(path(minute).latitude, path(minute).longitude, at(minute * 60)),
  );
  await sendAll(handset, [
    ...locations,
    ev.status(80, false, at(10)),
    ev.scan(site.tags[0].serialNumber, at(7 * 60)),
    ev.scan('NOT-A-TAG-OF-THE-SITE', at(160), { latitude: -26.1246, longitude: 28.0345 }),
    ev.pleaseCallMe(at(150)),
    ev.attendance(at(190)),
    ev.panic(at(240), { latitude: -26.1243, longitude: 28.0348 }),
  ]);
  const capeSite = await createSite(call, 'otherAdmin', { name: 'Cape Tracking Site' });
  const capeHandset = await registerHandset(
    t,
    call,
    capeSite,
    await t.login('luthando.jacobs@capeshield.co.za'),
    'otherAdmin',
  );
  theirs = capeHandset.deviceId;
});
afterAll(() => t.close());

describe('the scans and alerts of a device', () => {
  let answered: DeviceEvent[];
  let firstTag: string;
  beforeAll(async () => {
    const [tag] = await rows<{ name: string }>(t, sql`select name from route_tags where id = ${site.tags[0].id}`);
    firstTag = tag.name;
    const response = await recent(handset.deviceId);
    expect(response.statusCode, response.body).toBe(200);
    answered = response.json();
  });

  it('answers its scans and alerts oldest first, each with its name, detail and place', () => {
    const seen = answered.map((e) => [
      e.type,
      e.name,
      e.detail,
      e.place,
      e.latitude,
      e.longitude,
      e.sentAt - epoch(base),
    ]);
    expect(seen).toEqual([
      // Sent without a position, halfway between the locations of minutes 2 and 3: placed at the earlier one.
      ['pleaseCallMe', null, null, 'nearestLocation', path(2).latitude, path(2).longitude, 150],
      ['nfcTagScanUnallocated', 'NOT-A-TAG-OF-THE-SITE', null, 'event', -26.1246, 28.0345, 160],
      ['attendance', 'Bongani Khumalo', 'clockIn', 'nearestLocation', path(3).latitude, path(3).longitude, 190],
      ['panic', null, null, 'event', -26.1243, 28.0348, 240],
      // Seven minutes after its estimate; the last location (minute 4) is the nearest.
      ['nfcTagScan', firstTag, 'late by 7 minutes', 'nearestLocation', path(4).latitude, path(4).longitude, 420],
    ]);
  });

  it('leaves out locations, statuses and the scan judgements (the scan carries its own)', async () => {
    const stored = await t.database.db.execute(
      sql`select distinct type from events where device_id = ${handset.deviceId} order by type`,
    );
    expect((stored.rows as { type: string }[]).map((row) => row.type)).toEqual(
      expect.arrayContaining(['deviceLocation', 'deviceStatus', 'patrolScanAlert']),
    );
    expect(answered.map((e) => e.type)).not.toContain('patrolScanAlert');
    expect(answered.every((e) => typeof e.id === 'number' && typeof e.eventGuid === 'string')).toBe(true);
  });

  it('answers a boundary exit where the handset left the site', async () => {
    const outside = { latitude: -26.2, longitude: 28.2 };
    await sendAll(handset, [ev.location(outside.latitude, outside.longitude, at(9 * 60))]);
    const exits = ((await recent(handset.deviceId)).json() as DeviceEvent[]).filter((e) => e.type === 'boundaryExit');
    expect(exits.map((e) => [e.place, e.latitude, e.longitude, e.sentAt - epoch(base)])).toEqual([
      ['event', outside.latitude, outside.longitude, 9 * 60],
    ]);
  });

  it('answers a clock-in outside the site (its Yellow alert) where the guard clocked in', async () => {
    const far = { latitude: -26.14, longitude: 28.05 };
    // Clocked out inside first: the guard clocked in at 190 s, and a second clock-in is refused.
    await sendAll(handset, [
      ev.attendance(at(11 * 60 - 1), { clockType: 'clockOut', ...path(4) }),
      ev.attendance(at(11 * 60), far),
    ]);
    const answeredNow = (await recent(handset.deviceId)).json() as DeviceEvent[];
    const outside = answeredNow.filter((e) => e.type === 'attendanceOutside');
    expect(outside.map((e) => [e.name, e.detail, e.place, e.latitude, e.longitude, e.sentAt - epoch(base)])).toEqual([
      ['Bongani Khumalo', 'clockIn', 'event', far.latitude, far.longitude, 11 * 60],
    ]);
  });

  it('leaves an event unplaced when the device has no location in the range', async () => {
    const quiet = await registerHandset(t, call, site.siteId, await call.token('guard'));
    await sendAll(quiet, [ev.pleaseCallMe(at(30))]);
    const response = await recent(quiet.deviceId);
    expect(response.json().map((e: DeviceEvent) => [e.type, e.place, e.latitude, e.longitude])).toEqual([
      ['pleaseCallMe', null, null, null],
    ]);
  });
});

describe('the shift window', () => {
  let deviceId: number;
  beforeAll(async () => {
    const response = await call.post('admin', '/api/v1/device', {
      siteId: site.siteId,
      deviceName: 'Window',
      serialNumber: 'TRKEVENTSWINDOW',
      appInstanceId: 'tracking-events-window',
      contactNumber: '0821234567',
    });
    deviceId = response.json().id;
    const location = (time: string, latitude: number) => sql`
      insert into device_locations (event_guid, company_id, device_id, latitude, longitude, sent_at)
      values (gen_random_uuid(), ${guardforce}, ${deviceId}, ${latitude}, 28.04, ${time}::timestamptz)`;
    const alert = (type: string, time: string) => sql`
      insert into events (event_guid, type, company_id, site_id, device_id, sent_at, payload)
      values (gen_random_uuid(), ${type}, ${guardforce}, ${site.siteId}, ${deviceId}, ${time}::timestamptz, '{}')`;
    for (const query of [
      location('2024-06-10T03:59:50Z', -26.1),
      location('2024-06-10T04:10:00Z', -26.2),
      alert('deviceOffline', '2024-06-10T03:59:59Z'),
      alert('deviceOffline', '2024-06-10T04:00:30Z'),
      alert('deviceBatteryLow', '2024-06-11T21:59:59Z'),
      alert('deviceOffline', '2024-06-11T22:00:00Z'),
    ]) {
      await t.database.db.execute(query);
    }
  });

  it('answers the events from 04:00 UTC of the start date to 21:59 UTC of the end date', async () => {
    const response = await events(deviceId, day('2024-06-10'), day('2024-06-11'));
    expect(response.statusCode).toBe(200);
    expect(response.json().map((e: DeviceEvent) => [e.type, new Date(e.sentAt * 1000).toISOString()])).toEqual([
      ['deviceOffline', '2024-06-10T04:00:30.000Z'],
      ['deviceBatteryLow', '2024-06-11T21:59:59.000Z'],
    ]);
  });

  it('narrows to the From and To times, as the locations do', async () => {
    const response = await call.post('admin', URL, {
      deviceId,
      startDate: day('2024-06-10'),
      endDate: day('2024-06-11'),
      fromTime: Date.parse('2024-06-11T21:00:00Z') / 1000,
      toTime: Date.parse('2024-06-11T21:59:59Z') / 1000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((e: DeviceEvent) => e.type)).toEqual(['deviceBatteryLow']);
  });

  it('places an event only at a location of the range, however near one outside it is', async () => {
    const [first] = (await events(deviceId, day('2024-06-10'), day('2024-06-11'))).json() as DeviceEvent[];
    expect([first.place, first.latitude]).toEqual(['nearestLocation', -26.2]);
  });
});

describe('date range rules (spec part 2 §5)', () => {
  itKeepsShiftRangeRules(MESSAGES.tracking, (startDate, endDate) => events(handset.deviceId, startDate, endDate));

  itRefusesMalformedBodies(() => ({ call, url: URL }));
});

describe('roles and companies', () => {
  const range = () => ({ startDate: today() - DAY, endDate: today() });

  it.each(['admin', 'controller', 'sysadmin'] as const)('%s reads a GuardForce device’s events', async (account) => {
    const response = await call.post(account, URL, { deviceId: handset.deviceId, ...range() });
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
  });

  itKeepsTheCallToItsCompany(() => ({ t, call, url: URL, range: range(), ours: handset.deviceId, theirs }));

  it('Cape Shield gets 404 for a GuardForce device', async () => {
    const response = await call.post('otherController', URL, { deviceId: handset.deviceId, ...range() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.device.notFound });
  });
});
