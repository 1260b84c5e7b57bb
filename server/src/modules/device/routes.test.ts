import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE } from '../../../../contract/constants';
import { fill, MESSAGES } from '../../../../contract/messages';
import { deviceLocations } from '../../db/schema';
import { type FakeScaleFusion, startFakeScaleFusion } from '../../test/fakeScaleFusion';
import { type Api, api, chars, count, createSite, rows } from '../../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../../test/helper';

const M = MESSAGES.device;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

type Device = {
  id: number;
  siteId: number;
  siteName: string;
  site: { id: number; name: string };
  deviceName: string;
  serialNumber: string;
  appInstanceId: string | null;
  contactNumber: string;
};

let t: TestContext;
let call: Api;
let guardforce: number;
let capeShield: number;
/** GuardForce sites: a for most tests, b to move devices to, list for the list tests. */
const site = { a: 0, b: 0, list: 0, other: 0 };
const siteName = { a: 'Sandton City Mall', list: 'Zebediela Test Depot' };

let serial = 0;
const valid = (siteId = site.a) => {
  serial += 1;
  return {
    siteId,
    deviceName: `Handset ${serial}`,
    serialNumber: `R58M${String(serial).padStart(5, '0')}`,
    appInstanceId: `app-${randomUUID()}`,
    contactNumber: '0821234567',
  };
};
const create = async (payload = valid(), account: 'admin' | 'sysadmin' | 'otherAdmin' = 'admin') => {
  const response = await call.post(account, '/api/v1/device', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Device;
};
const companyDeviceIds = async (companyId: number) =>
  (await rows<{ id: number }>(t, sql`select id from devices where company_id = ${companyId}`)).map((r) => r.id);
const deviceRow = async (id: number) =>
  (await rows<Record<string, unknown>>(t, sql`select * from devices where id = ${id}`))[0];

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce, capeShield } = await call.companies());
  const admin = await call.token('admin');
  site.a = await createSite(t, admin, guardforce, { name: siteName.a });
  site.b = await createSite(t, admin, guardforce, { name: 'Melrose Arch' });
  site.list = await createSite(t, admin, guardforce, { name: siteName.list });
  site.other = await createSite(t, await call.token('otherAdmin'), capeShield, { name: 'Canal Walk' });
});
afterAll(() => t.close());

describe('POST /api/v1/device', () => {
  it('creates a device without an id, with its site, and updates it with one', async () => {
    const payload = valid();
    const created = await create(payload);
    expect(created).toEqual({
      id: expect.any(Number),
      ...payload,
      siteName: siteName.a,
      site: { id: site.a, name: siteName.a },
    });
    expect(await deviceRow(created.id)).toMatchObject({ company_id: guardforce, site_id: site.a });

    const updated = await create({ ...payload, id: created.id, deviceName: 'Gate 2', siteId: site.b } as never);
    expect(updated).toMatchObject({ id: created.id, deviceName: 'Gate 2', siteId: site.b, siteName: 'Melrose Arch' });
    expect((await call.get('controller', `/api/v1/device/${created.id}`)).json().deviceName).toBe('Gate 2');
  });

  it('records who made the change in the audit trail', async () => {
    const device = await create();
    const adminId = await call.employeeId(ACCOUNTS.admin);
    const [entry] = await rows<{ employee_id: number; company_id: number; action: string }>(
      t,
      sql`select employee_id, company_id, action from audit_log where entity = 'devices' and entity_id = ${device.id}`,
    );
    expect(entry).toEqual({ employee_id: adminId, company_id: guardforce, action: 'insert' });
  });

  it.each([
    ['contactNumber', '', M.contactNumberRequired],
    ['contactNumber', '08212345', M.invalidContactNumber],
    ['contactNumber', '08212345678901', M.invalidContactNumber],
    ['serialNumber', '', M.serialNumberRequired],
    ['serialNumber', '   ', M.serialNumberRequired],
    ['appInstanceId', '', M.appInstanceIdRequired],
    ['deviceName', '', M.nameTooShort],
    ['deviceName', chars(30), M.nameTooLong],
  ])('refuses %s %j with %j and saves nothing', async (field, value, message) => {
    const before = await count(t, 'devices');
    const response = await call.post('admin', '/api/v1/device', { ...valid(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await count(t, 'devices')).toBe(before);
  });

  it.each([
    ['contactNumber', '082123456'],
    ['contactNumber', '0821234567890'],
    ['deviceName', 'G'],
    ['deviceName', chars(29)],
  ])('accepts %s %j at the limit', async (field, value) => {
    const device = await create({ ...valid(), [field]: value });
    expect(device).toMatchObject({ [field]: value });
  });

  it('refuses an App Instance ID used by another device with 409, on create and on update, saving nothing', async () => {
    const first = await create();
    const second = await create();
    const before = await count(t, 'devices');

    const taken = await call.post('admin', '/api/v1/device', { ...valid(), appInstanceId: first.appInstanceId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: M.appInstanceIdTaken });
    expect(await count(t, 'devices')).toBe(before);

    const { id: _id, siteName: _n, site: _s, ...fields } = second;
    const update = await call.post('admin', '/api/v1/device', {
      ...fields,
      id: second.id,
      deviceName: 'Renamed',
      appInstanceId: first.appInstanceId,
    });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual({ message: M.appInstanceIdTaken });
    expect((await call.get('admin', `/api/v1/device/${second.id}`)).json()).toEqual(second);
  });

  it('answers 404 for an unknown site or device id and saves nothing', async () => {
    const before = await count(t, 'devices');
    const noSite = await call.post('admin', '/api/v1/device', valid(999999));
    expect(noSite.statusCode).toBe(404);
    expect(noSite.json().message).toBe(MESSAGES.site.notFound);
    const noDevice = await call.post('admin', '/api/v1/device', { ...valid(), id: 999999 });
    expect(noDevice.statusCode).toBe(404);
    expect(noDevice.json().message).toBe(M.notFound);
    expect(await count(t, 'devices')).toBe(before);
  });

  it('lets a sys-admin create a device on another company’s site; the device belongs to that company', async () => {
    const device = await create(valid(site.other), 'sysadmin');
    expect(device.siteName).toBe('Canal Walk');
    expect(await deviceRow(device.id)).toMatchObject({ company_id: capeShield });
  });

  it('refuses a controller with 403 for create and update, and nothing changes', async () => {
    const device = await create();
    const before = await count(t, 'devices');
    const createTry = await call.post('controller', '/api/v1/device', valid());
    const updateTry = await call.post('controller', '/api/v1/device', { ...valid(), id: device.id });
    for (const response of [createTry, updateTry]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.auth.forbidden);
    }
    expect(await count(t, 'devices')).toBe(before);
    expect((await call.get('admin', `/api/v1/device/${device.id}`)).json()).toEqual(device);
  });
});

describe('device lists', () => {
  let listed: Device[];
  beforeAll(async () => {
    listed = [];
    for (const [deviceName, serialNumber] of [
      ['Gate', 'SN-300'],
      ['Basement', 'SN-100'],
      ['Control Room', 'SN-200'],
    ]) {
      listed.push(await create({ ...valid(site.list), deviceName, serialNumber }));
    }
  });

  it('GET /device/bySite/:siteId lists the site’s devices by name, with site, and a Content-Range header', async () => {
    const response = await call.get('controller', `/api/v1/device/bySite/${site.list}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((d: Device) => d.deviceName)).toEqual(['Basement', 'Control Room', 'Gate']);
    // A list row adds what its handset last told: this one was never heard from.
    expect(response.json()[0]).toEqual({
      ...listed[1],
      connection: 'never',
      lastSeenAt: null,
      offlineSince: null,
      batteryStatus: null,
      isCharging: null,
      guardOnDuty: null,
    });
    expect(response.json()[0].site).toEqual({ id: site.list, name: siteName.list });
    expect(response.headers['content-range']).toBe('device 0-2/3');
  });

  it('GET /device/bySite?siteId= and GET /device?siteId= answer the same', async () => {
    const byPath = (await call.get('admin', `/api/v1/device/bySite/${site.list}`)).json();
    expect((await call.get('admin', `/api/v1/device/bySite?siteId=${site.list}`)).json()).toEqual(byPath);
    expect((await call.get('admin', `/api/v1/device?siteId=${site.list}`)).json()).toEqual(byPath);
    const missing = await call.get('admin', '/api/v1/device/bySite');
    expect(missing.statusCode).toBe(400);
  });

  it('sorts, pages and filters', async () => {
    const base = `/api/v1/device/bySite/${site.list}`;
    const page = await call.get('admin', `${base}?sort=${q(['serialNumber', 'DESC'])}&range=${q([0, 1])}`);
    expect(page.json().map((d: Device) => d.serialNumber)).toEqual(['SN-300', 'SN-200']);
    expect(page.headers['content-range']).toBe('device 0-1/3');
    const filtered = await call.get('admin', `${base}?filter=${q({ q: 'control' })}`);
    expect(filtered.json().map((d: Device) => d.deviceName)).toEqual(['Control Room']);
    const bySiteName = await call.get('admin', `/api/v1/device?filter=${q({ q: 'zebediela' })}`);
    expect(bySiteName.json()).toHaveLength(3);
    const bad = await call.get('admin', `${base}?sort=${q(['colour', 'ASC'])}`);
    expect(bad.statusCode).toBe(400);
  });

  it('GET /device lists every device of the company and none of another’s', async () => {
    const response = await call.get('admin', '/api/v1/device');
    const list: Device[] = response.json();
    expect(list.map((d) => d.id).sort()).toEqual((await companyDeviceIds(guardforce)).sort());
    expect(list.map((d) => d.id)).toEqual(expect.arrayContaining(listed.map((d) => d.id)));
  });

  it('lets a sys-admin list another company’s devices with companyId', async () => {
    const own = await create(valid(site.other), 'otherAdmin');
    const response = await call.get('sysadmin', `/api/v1/device?companyId=${capeShield}`);
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((d: Device) => d.id);
    expect(ids).toContain(own.id);
    expect(ids.sort()).toEqual((await companyDeviceIds(capeShield)).sort());
  });

  it('GET /device/:id answers one device; 404 for an unknown id', async () => {
    expect((await call.get('controller', `/api/v1/device/${listed[0].id}`)).json()).toEqual(listed[0]);
    const unknown = await call.get('admin', '/api/v1/device/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.notFound);
  });
});

describe('POST /api/v1/device/removeDevice', () => {
  it('removes the device with its locations', async () => {
    const device = await create();
    await addLocations(device.id, ['2024-03-05T10:00:00Z']);
    const response = await call.post('admin', '/api/v1/device/removeDevice', { id: device.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: M.removed });
    expect((await call.get('admin', `/api/v1/device/${device.id}`)).statusCode).toBe(404);
    expect(await count(t, 'device_locations', sql`device_id = ${device.id}`)).toBe(0);
  });

  it('refuses a controller with 403 and keeps the device; 404 for an unknown id', async () => {
    const device = await create();
    const response = await call.post('controller', '/api/v1/device/removeDevice', { id: device.id });
    expect(response.statusCode).toBe(403);
    expect(await count(t, 'devices', sql`id = ${device.id}`)).toBe(1);
    const unknown = await call.post('admin', '/api/v1/device/removeDevice', { id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.notFound);
  });
});

describe('install info', () => {
  it('takes the handset’s report and gives the serial number back to the console', async () => {
    const appInstanceId = `app-${randomUUID()}`;
    const report = await call.post('guard', '/api/v1/device/installInfo', { appInstanceId, serialNumber: 'R58N111' });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({ appInstanceId, serialNumber: 'R58N111' });
    const read = await call.get('controller', `/api/v1/device/installInfo/${appInstanceId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ serialNumber: 'R58N111' });

    await call.post('guard', '/api/v1/device/installInfo', { appInstanceId, serialNumber: 'R58N222' });
    expect((await call.get('admin', `/api/v1/device/installInfo/${appInstanceId}`)).json()).toEqual({
      serialNumber: 'R58N222',
    });
    expect(await count(t, 'device_install_info', sql`app_instance_id = ${appInstanceId}`)).toBe(1);
  });

  it('takes a report only from a guard’s token', async () => {
    for (const account of ['admin', 'controller', 'sysadmin'] as const) {
      const appInstanceId = `app-${randomUUID()}`;
      const report = await call.post(account, '/api/v1/device/installInfo', { appInstanceId, serialNumber: 'R58X' });
      expect(report.statusCode).toBe(403);
      expect(report.json()).toEqual({ message: MESSAGES.handset.guardsOnly });
      expect(await count(t, 'device_install_info', sql`app_instance_id = ${appInstanceId}`)).toBe(0);
    }
  });

  it('keeps a report in the guard’s company: another company neither reads nor overwrites it', async () => {
    const appInstanceId = `app-${randomUUID()}`;
    await call.post('guard', '/api/v1/device/installInfo', { appInstanceId, serialNumber: 'R58OURS' });
    const [{ company_id }] = await rows<{ company_id: number }>(
      t,
      sql`select company_id from device_install_info where app_instance_id = ${appInstanceId}`,
    );
    expect(company_id).toBe(guardforce);
    const capeGuard = await t.login('luthando.jacobs@capeshield.co.za');
    const overwrite = await t.as(capeGuard, {
      method: 'POST',
      url: '/api/v1/device/installInfo',
      payload: { appInstanceId, serialNumber: 'R58THEIRS' },
    });
    expect(overwrite.statusCode).toBe(403);
    expect(overwrite.json()).toEqual({ message: M.installInfoForeign });
    const read = await call.get('otherAdmin', `/api/v1/device/installInfo/${appInstanceId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ serialNumber: null });
    expect((await call.get('admin', `/api/v1/device/installInfo/${appInstanceId}`)).json()).toEqual({
      serialNumber: 'R58OURS',
    });
  });

  it('refuses a report for the app instance of another company’s registered device', async () => {
    const theirs = await create(valid(site.other), 'otherAdmin');
    const report = await call.post('guard', '/api/v1/device/installInfo', {
      appInstanceId: theirs.appInstanceId,
      serialNumber: 'R58HIJACK',
    });
    expect(report.statusCode).toBe(403);
    expect(report.json()).toEqual({ message: M.installInfoForeign });
    expect(await count(t, 'device_install_info', sql`app_instance_id = ${theirs.appInstanceId}`)).toBe(0);
  });

  it('answers a null serial number, not an error, for an app instance no handset reported', async () => {
    const response = await call.get('admin', `/api/v1/device/installInfo/never-installed`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ serialNumber: null });
  });

  it('validates the report and needs a signed-in handset', async () => {
    const empty = await call.post('guard', '/api/v1/device/installInfo', { appInstanceId: 'x', serialNumber: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.serialNumberRequired);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/device/installInfo',
      payload: { appInstanceId: 'x', serialNumber: 'y' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

async function addLocations(deviceId: number, times: string[], companyId = guardforce) {
  await t.database.db.insert(deviceLocations).values(
    times.map((time, i) => ({
      eventGuid: randomUUID(),
      companyId,
      deviceId,
      latitude: Number((-26.1 - i / 1000).toFixed(6)),
      longitude: Number((28.04 + i / 1000).toFixed(6)),
      sentAt: new Date(time),
    })),
  );
}

describe('device locations', () => {
  let device: Device;
  beforeAll(async () => {
    device = await create({ ...valid(), deviceName: 'Tracker' });
  });

  it('GET /device/:id/lastLocation answers nulls before any location, then the newest', async () => {
    const empty = await create();
    expect((await call.get('controller', `/api/v1/device/${empty.id}/lastLocation`)).json()).toEqual({
      latitude: null,
      longitude: null,
      sentAt: null,
    });
    await addLocations(empty.id, ['2024-03-05T10:00:00Z', '2024-03-05T12:00:00Z', '2024-03-05T11:00:00Z']);
    expect((await call.get('controller', `/api/v1/device/${empty.id}/lastLocation`)).json()).toEqual({
      latitude: -26.101,
      longitude: 28.041,
      sentAt: Date.parse('2024-03-05T12:00:00Z') / 1000,
    });
  });

  it("GET /device/:id/lastLocation?at= answers the newest by then, or the first after it (a past alert's position)", async () => {
    const tracked = await create();
    await addLocations(tracked.id, ['2024-03-05T10:00:00Z', '2024-03-05T12:00:00Z', '2024-03-05T11:00:00Z']);
    const at = (iso: string) =>
      call.get('controller', `/api/v1/device/${tracked.id}/lastLocation?at=${Date.parse(iso) / 1000}`);
    const sentAt = async (iso: string) => (await at(iso)).json().sentAt;
    expect(await sentAt('2024-03-05T11:30:00Z')).toBe(Date.parse('2024-03-05T11:00:00Z') / 1000);
    expect(await sentAt('2024-03-05T11:00:00Z')).toBe(Date.parse('2024-03-05T11:00:00Z') / 1000);
    expect(await sentAt('2024-03-05T09:00:00Z')).toBe(Date.parse('2024-03-05T10:00:00Z') / 1000);
    expect(await sentAt('2024-03-06T00:00:00Z')).toBe(Date.parse('2024-03-05T12:00:00Z') / 1000);
    const bad = await call.get('controller', `/api/v1/device/${tracked.id}/lastLocation?at=soon`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('at');
  });

  it('GET /device/:id/locations answers DeviceLocations newest first, paged, with Content-Range', async () => {
    await addLocations(device.id, ['2024-03-04T08:00:00Z', '2024-03-05T09:30:15Z', '2024-03-04T09:00:00Z']);
    const response = await call.get('admin', `/api/v1/device/${device.id}/locations`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((l: { sentAt: number }) => l.sentAt)).toEqual([
      Date.parse('2024-03-05T09:30:15Z') / 1000,
      Date.parse('2024-03-04T09:00:00Z') / 1000,
      Date.parse('2024-03-04T08:00:00Z') / 1000,
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      type: 'deviceLocation',
      deviceId: device.id,
      device: 'Tracker',
      latitude: -26.101,
      longitude: 28.041,
      companyId: guardforce,
      sentAt: 1709631015,
    });
    expect(response.headers['content-range']).toBe('deviceLocation 0-2/3');

    const oldestFirst = await call.get(
      'admin',
      `/api/v1/device/${device.id}/locations?sort=${q(['sentAt', 'ASC'])}&range=${q([0, 0])}`,
    );
    expect(oldestFirst.json().map((l: { sentAt: number }) => l.sentAt)).toEqual([1709539200]);
    expect(oldestFirst.headers['content-range']).toBe('deviceLocation 0-0/3');
  });

  it('answers at most 1000 locations per call', async () => {
    const busy = await create();
    await t.database.db.execute(sql`
      insert into device_locations (event_guid, company_id, device_id, latitude, longitude, sent_at)
      select gen_random_uuid(), ${guardforce}, ${busy.id}, -26.1, 28.04, timestamptz '2024-03-05 04:00:00+00' + n * interval '10 seconds'
      from generate_series(1, 1005) as n`);
    const response = await call.get('admin', `/api/v1/device/${busy.id}/locations?range=${q([0, 4999])}`);
    expect(response.json()).toHaveLength(1000);
    expect(response.headers['content-range']).toBe('deviceLocation 0-999/1005');
  });

  it('GET /device/:id/locations/:date answers the day’s shift window 04:00–21:59 UTC, oldest first', async () => {
    const day = await create();
    await addLocations(day.id, [
      '2024-06-10T21:00:00Z',
      '2024-06-11T03:59:59Z',
      '2024-06-11T21:59:30Z',
      '2024-06-11T04:00:00Z',
      '2024-06-11T12:00:00Z',
      '2024-06-11T22:00:00Z',
      '2024-06-12T05:00:00Z',
    ]);
    const response = await call.get('controller', `/api/v1/device/${day.id}/locations/2024-06-11`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((l: { sentAt: number }) => new Date(l.sentAt * 1000).toISOString())).toEqual([
      '2024-06-11T04:00:00.000Z',
      '2024-06-11T12:00:00.000Z',
      '2024-06-11T21:59:30.000Z',
    ]);
    expect(response.json()[0]).toMatchObject({ type: 'deviceLocation', deviceId: day.id, companyId: guardforce });
    expect((await call.get('controller', `/api/v1/device/${day.id}/locations/2024-06-13`)).json()).toEqual([]);
  });

  it.each(['2024-02-30', '2024-6-11', 'yesterday', '2024-13-01', '+020000-01-01', '2024-06-11T00:00'])(
    'refuses the date %j',
    async (date) => {
      const response = await call.get('admin', `/api/v1/device/${device.id}/locations/${date}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: M.invalidDate });
    },
  );

  it.each(['0000-01-01', '1970-01-01', '1999-12-31', '2100-01-01', '9999-12-31'])(
    'refuses the day %j outside the date range with a 400, never a 500',
    async (date) => {
      const response = await call.get('admin', `/api/v1/device/${device.id}/locations/${date}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: fill(MESSAGES.request.dayOutOfRange, DATE_RANGE) });
    },
  );

  it('answers 404 for an unknown device', async () => {
    for (const path of ['lastLocation', 'locations', 'locations/2024-06-11']) {
      const response = await call.get('admin', `/api/v1/device/999999/${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.notFound);
    }
  });
});

describe('GET /device/:id/handsetStatus', () => {
  it('says never heard from, then what the handset last reported, then offline; another company 404', async () => {
    const device = await create();
    const url = `/api/v1/device/${device.id}/handsetStatus`;
    expect((await call.get('controller', url)).json()).toEqual({
      connection: 'never',
      lastSeenAt: null,
      offlineSince: null,
      batteryStatus: null,
      isCharging: null,
      offlineAfterMinutes: 15,
    });
    await t.database.db.execute(
      sql`update devices set last_seen_at = '2024-03-05T10:00:00Z', battery_status = 64, is_charging = true where id = ${device.id}`,
    );
    const heard = Date.parse('2024-03-05T10:00:00Z') / 1000;
    expect((await call.get('controller', url)).json()).toEqual({
      connection: 'online',
      lastSeenAt: heard,
      offlineSince: null,
      batteryStatus: 64,
      isCharging: true,
      offlineAfterMinutes: 15,
    });
    await t.database.db.execute(sql`update devices set offline_since = '2024-03-05T10:15:00Z' where id = ${device.id}`);
    expect((await call.get('admin', url)).json()).toMatchObject({ connection: 'offline', lastSeenAt: heard });
    const foreign = await call.get('otherAdmin', url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: M.notFound });
  });
});

describe('device management with no provider configured', () => {
  let device: Device;
  beforeAll(async () => {
    device = await create();
  });

  it('answers 409 "not registered" for battery, reboot, lock and unlock', async () => {
    const battery = await call.get('admin', `/api/v1/device/${device.id}/battery`);
    expect(battery.statusCode).toBe(409);
    expect(battery.json()).toEqual({ message: 'Device is not registered on Scale Fusion' });
    for (const command of ['reboot', 'lock', 'unlock']) {
      const response = await call.get('admin', `/api/v1/device/${device.serialNumber}/${command}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: M.notRegistered });
    }
  });

  it('answers isRegistered false', async () => {
    const response = await call.get('controller', `/api/v1/device/${device.serialNumber}/scaleFusion/isRegistered`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isRegistered: false });
  });

  it('refuses a controller’s reboot, lock and unlock with 403', async () => {
    for (const command of ['reboot', 'lock', 'unlock']) {
      const response = await call.get('controller', `/api/v1/device/${device.serialNumber}/${command}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.auth.forbidden);
    }
  });

  it('answers 404 for a serial number no device of the company has', async () => {
    for (const path of ['reboot', 'lock', 'unlock', 'scaleFusion/isRegistered']) {
      const response = await call.get('admin', `/api/v1/device/NO-SUCH-SERIAL/${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(M.notFound);
    }
    expect((await call.get('admin', '/api/v1/device/999999/battery')).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('keeps a security guard out of the console’s device calls', async () => {
    const device = await create();
    const calls = [
      call.get('guard', '/api/v1/device'),
      call.get('guard', `/api/v1/device/bySite/${site.a}`),
      call.get('guard', `/api/v1/device/${device.id}`),
      call.get('guard', `/api/v1/device/${device.id}/lastLocation`),
      call.get('guard', `/api/v1/device/${device.id}/locations`),
      call.get('guard', `/api/v1/device/${device.id}/battery`),
      call.get('guard', `/api/v1/device/installInfo/${device.appInstanceId}`),
      call.get('guard', `/api/v1/device/${device.serialNumber}/scaleFusion/isRegistered`),
      call.get('guard', `/api/v1/device/${device.serialNumber}/reboot`),
      call.post('guard', '/api/v1/device', valid()),
      call.post('guard', '/api/v1/device/removeDevice', { id: device.id }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.auth.consoleOnly);
    }
    expect(await count(t, 'devices', sql`id = ${device.id}`)).toBe(1);
  });

  it('refuses every call without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/device' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.auth.missingToken);
  });
});

describe('tenant isolation', () => {
  let device: Device;
  beforeAll(async () => {
    device = await create();
    await addLocations(device.id, ['2024-06-11T10:00:00Z']);
  });

  it.each(['otherAdmin', 'otherController'] as const)(
    '%s gets 404 for GuardForce’s device and site ids, and nothing changes',
    async (account) => {
      const before = { device: await deviceRow(device.id), devices: await count(t, 'devices') };
      const { id: _id, siteName: _n, site: _s, ...fields } = device;
      const tries = [
        call.get(account, `/api/v1/device/${device.id}`),
        call.get(account, `/api/v1/device/bySite/${site.a}`),
        call.get(account, `/api/v1/device/bySite?siteId=${site.a}`),
        call.get(account, `/api/v1/device?siteId=${site.a}`),
        call.get(account, `/api/v1/device?companyId=${guardforce}`),
        call.get(account, `/api/v1/device/${device.id}/lastLocation`),
        call.get(account, `/api/v1/device/${device.id}/locations`),
        call.get(account, `/api/v1/device/${device.id}/locations/2024-06-11`),
        call.get(account, `/api/v1/device/${device.id}/battery`),
        call.get(account, `/api/v1/device/${device.serialNumber}/scaleFusion/isRegistered`),
      ];
      const writes =
        account === 'otherAdmin'
          ? [
              call.post(account, '/api/v1/device', valid(site.a)),
              call.post(account, '/api/v1/device', { ...fields, id: device.id, deviceName: 'Stolen' }),
              call.post(account, '/api/v1/device', { ...fields, id: device.id, siteId: site.other }),
              call.post(account, '/api/v1/device/removeDevice', { id: device.id }),
              call.get(account, `/api/v1/device/${device.serialNumber}/reboot`),
              call.get(account, `/api/v1/device/${device.serialNumber}/lock`),
              call.get(account, `/api/v1/device/${device.serialNumber}/unlock`),
            ]
          : [];
      for (const response of await Promise.all([...tries, ...writes])) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.body).not.toContain(device.deviceName);
      }
      expect(await deviceRow(device.id)).toEqual(before.device);
      expect(await count(t, 'devices')).toBe(before.devices);
    },
  );

  it('lists only Cape Shield’s devices for Cape Shield', async () => {
    const list: Device[] = (await call.get('otherController', '/api/v1/device')).json();
    expect(list.map((d) => d.id).sort()).toEqual((await companyDeviceIds(capeShield)).sort());
    expect(list.map((d) => d.id)).not.toContain(device.id);
  });
});

describe('device management through Scale Fusion (a fake server on loopback)', () => {
  let sf: TestContext;
  let fake: FakeScaleFusion;
  let sfCall: Api;
  const registered = { serialNumber: 'SF-REGISTERED-1', providerId: 4711 };
  let device: Device;
  let unregistered: Device;
  let otherDevice: Device;

  beforeAll(async () => {
    fake = await startFakeScaleFusion([
      { id: 101, serial_no: 'SOMEONE-ELSE-1', battery_status: 10, battery_charging: false },
      { id: 102, serial_no: 'SOMEONE-ELSE-2', battery_status: 20, battery_charging: false },
      { id: 103, serial_no: 'SOMEONE-ELSE-3', battery_status: 30, battery_charging: false },
      { id: registered.providerId, serial_no: registered.serialNumber, battery_status: 76, battery_charging: true },
    ]);
    sf = await build({ SCALEFUSION_API_KEY: fake.apiKey, SCALEFUSION_BASE_URL: fake.baseUrl });
    sfCall = api(sf);
    const companies = await sfCall.companies();
    const siteId = await createSite(sf, await sfCall.token('admin'), companies.guardforce);
    const otherSiteId = await createSite(sf, await sfCall.token('otherAdmin'), companies.capeShield);
    const add = async (account: 'admin' | 'otherAdmin', siteId: number, serialNumber: string) => {
      const response = await sfCall.post(account, '/api/v1/device', {
        ...valid(siteId),
        serialNumber,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Device;
    };
    device = await add('admin', siteId, registered.serialNumber);
    unregistered = await add('admin', siteId, 'NOT-AT-SCALEFUSION');
    otherDevice = await add('otherAdmin', otherSiteId, 'SOMEONE-ELSE-1');
  });
  afterAll(async () => {
    await sf?.close();
    await fake?.close();
  });

  it('answers the battery of a registered device', async () => {
    const response = await sfCall.get('controller', `/api/v1/device/${device.id}/battery`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ batteryStatus: 76, isCharging: true });
    expect(fake.requests.every((r) => r.authorization === `Token ${fake.apiKey}`)).toBe(true);
  });

  it('answers isRegistered true for a registered serial and false for another', async () => {
    const yes = await sfCall.get('controller', `/api/v1/device/${registered.serialNumber}/scaleFusion/isRegistered`);
    expect(yes.json()).toEqual({ isRegistered: true });
    const no = await sfCall.get('controller', `/api/v1/device/${unregistered.serialNumber}/scaleFusion/isRegistered`);
    expect(no.json()).toEqual({ isRegistered: false });
  });

  it.each([
    ['reboot', M.rebooted],
    ['lock', M.locked],
    ['unlock', M.unlocked],
  ])('%s sends the command for the provider’s device and answers %j', async (command, message) => {
    fake.commands.length = 0;
    const response = await sfCall.get('admin', `/api/v1/device/${registered.serialNumber}/${command}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message });
    expect(fake.commands).toEqual([`${command}:${registered.providerId}`]);
  });

  it('answers 409 for a device the provider does not know, and sends nothing', async () => {
    fake.commands.length = 0;
    const battery = await sfCall.get('admin', `/api/v1/device/${unregistered.id}/battery`);
    expect(battery.statusCode).toBe(409);
    expect(battery.json()).toEqual({ message: M.notRegistered });
    const reboot = await sfCall.get('admin', `/api/v1/device/${unregistered.serialNumber}/reboot`);
    expect(reboot.statusCode).toBe(409);
    expect(fake.commands).toEqual([]);
  });

  it('answers 502 with a clear message when the provider fails', async () => {
    fake.failWith = 503;
    try {
      for (const url of [
        `/api/v1/device/${device.id}/battery`,
        `/api/v1/device/${registered.serialNumber}/reboot`,
        `/api/v1/device/${registered.serialNumber}/scaleFusion/isRegistered`,
      ]) {
        const response = await sfCall.get('admin', url);
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({ message: M.managementFailed });
      }
    } finally {
      fake.failWith = undefined;
    }
  });

  it.each(['reboot', 'lock', 'unlock', 'battery', 'scaleFusion/isRegistered'])(
    'refuses another company a serial of ours, in any letters or spacing, for %s: 404 and no provider call',
    async (command) => {
      const before = fake.requests.length;
      // Cape Shield tries to take GuardForce's serial, written as the provider would still match it.
      const variants = [registered.serialNumber, registered.serialNumber.toLowerCase(), ' SF-REGISTERED -1 '];
      for (const serialNumber of variants) {
        const taken = await sfCall.post('otherAdmin', '/api/v1/device', { ...valid(otherDevice.siteId), serialNumber });
        expect(taken.statusCode).toBe(409);
        expect(taken.json()).toEqual({ message: M.serialNumberTaken });
        const target = command === 'battery' ? String(device.id) : encodeURIComponent(serialNumber);
        const response = await sfCall.get('otherAdmin', `/api/v1/device/${target}/${command}`);
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toEqual({ message: M.notFound });
      }
      expect(fake.requests.length).toBe(before);
      expect(fake.commands).not.toContain(`lock:${registered.providerId}`);
    },
  );

  it('acts on our own device whatever the serial’s letters and spacing', async () => {
    fake.commands.length = 0;
    const spaced = encodeURIComponent(' sf-registered-1 ');
    const response = await sfCall.get('admin', `/api/v1/device/${spaced}/lock`);
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.commands).toEqual([`lock:${registered.providerId}`]);
  });

  it('never asks the provider for a controller’s command or another company’s serial', async () => {
    const before = fake.requests.length;
    expect((await sfCall.get('controller', `/api/v1/device/${registered.serialNumber}/lock`)).statusCode).toBe(403);
    expect((await sfCall.get('admin', `/api/v1/device/${otherDevice.serialNumber}/reboot`)).statusCode).toBe(404);
    expect((await sfCall.get('otherAdmin', `/api/v1/device/${registered.serialNumber}/reboot`)).statusCode).toBe(404);
    expect((await sfCall.get('otherAdmin', `/api/v1/device/${device.id}/battery`)).statusCode).toBe(404);
    expect(fake.requests.length).toBe(before);
  });
});

describe('OpenAPI document', () => {
  it('documents every device and tag call at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/device',
        '/api/v1/device/bySite',
        '/api/v1/device/bySite/{siteId}',
        '/api/v1/device/installInfo',
        '/api/v1/device/installInfo/{appInstanceId}',
        '/api/v1/device/{id}',
        '/api/v1/device/removeDevice',
        '/api/v1/device/{id}/lastLocation',
        '/api/v1/device/{id}/locations',
        '/api/v1/device/{id}/locations/{date}',
        '/api/v1/device/{id}/battery',
        '/api/v1/device/{serial}/reboot',
        '/api/v1/device/{serial}/lock',
        '/api/v1/device/{serial}/unlock',
        '/api/v1/device/{serial}/scaleFusion/isRegistered',
        '/api/v1/routeTag',
        '/api/v1/routeTag/{id}',
        '/api/v1/routeTag/bySite/{siteId}',
        '/api/v1/routeTag/removeTag',
        '/api/v1/routeTag/getAllUnallocated/{siteId}',
        '/api/v1/routeTag/isPanic/{serialNumber}',
      ]),
    );
  });
});
