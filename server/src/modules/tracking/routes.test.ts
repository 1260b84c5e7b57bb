/** POST /api/v1/tracking/GetHistoryDeviceLocationsByDate: a device's locations over a date range. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, MESSAGES } from '../../../../contract/messages';
import { utcDay } from '../../../../contract/shiftRange';
import { itKeepsTheCallToItsCompany, itRefusesMalformedBodies } from '../../test/deviceRangeCall';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, type Handset, registerHandset, sendAll } from '../../test/live';
import { itKeepsShiftRangeRules } from '../../test/shiftRange';
import { createSite } from '../../test/siteArea';

const M = MESSAGES.tracking;
const URL = '/api/v1/tracking/GetHistoryDeviceLocationsByDate';
const DAY = 86_400;
/** 00:00 UTC of a day, in epoch seconds. */
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
const isoOf = (epoch: number) => new Date(epoch * 1000).toISOString();

let t: TestContext;
let call: Api;
let guardforce: number;
let handset: Handset;
let theirs: number;

/** A device of the site, through POST /api/v1/device. */
async function addDevice(account: 'admin' | 'otherAdmin', siteId: number, name: string) {
  const response = await call.post(account, '/api/v1/device', {
    siteId,
    deviceName: name,
    serialNumber: `TRK${name.replace(/\W/g, '').toUpperCase()}`,
    appInstanceId: `tracking-${name}`,
    contactNumber: '0821234567',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

/** Locations written straight to the table (the handset API takes no times older than 7 days). */
async function addLocations(deviceId: number, times: string[]) {
  for (const [i, time] of times.entries()) {
    await t.database.db.execute(sql`
      insert into device_locations (event_guid, company_id, device_id, latitude, longitude, sent_at)
      values (gen_random_uuid(), ${guardforce}, ${deviceId}, ${-26.1 - i / 1000}, ${28.04 + i / 1000}, ${time}::timestamptz)`);
  }
}

const history = (deviceId: number, startDate: number, endDate: number, account: 'admin' = 'admin') =>
  call.post(account, URL, { deviceId, startDate, endDate });
const timesOf = (list: { sentAt: number }[]) => list.map((l) => isoOf(l.sentAt));

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
  const siteId = await createSite(call, 'admin', { name: 'Rosebank Mall' });
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
  theirs = await addDevice('otherAdmin', await createSite(call, 'otherAdmin', { name: 'Tygervalley' }), 'Cape 1');
});
afterAll(() => t.close());

describe('the shift window', () => {
  let deviceId: number;
  beforeAll(async () => {
    deviceId = await addDevice('admin', handset.siteId, 'Window');
    await addLocations(deviceId, [
      '2024-06-11T21:59:59Z',
      '2024-06-10T03:59:59Z',
      '2024-06-10T23:30:00Z',
      '2024-06-11T22:00:00Z',
      '2024-06-10T04:00:00Z',
      '2024-06-10T12:00:00Z',
      '2024-06-12T05:00:00Z',
    ]);
  });

  it('answers the locations from 04:00 UTC of the start date to 21:59 UTC of the end date, oldest first', async () => {
    const response = await history(deviceId, day('2024-06-10'), day('2024-06-11'));
    expect(response.statusCode).toBe(200);
    expect(timesOf(response.json())).toEqual([
      '2024-06-10T04:00:00.000Z',
      '2024-06-10T12:00:00.000Z',
      '2024-06-10T23:30:00.000Z',
      '2024-06-11T21:59:59.000Z',
    ]);
  });

  it('answers each point as a DeviceLocation', async () => {
    const [first] = (await history(deviceId, day('2024-06-10'), day('2024-06-11'))).json();
    const [stored] = await rows<{ id: string; latitude: number; longitude: number }>(
      t,
      sql`select id, latitude, longitude from device_locations where device_id = ${deviceId} and sent_at = '2024-06-10T04:00:00Z'`,
    );
    expect(first).toEqual({
      id: Number(stored.id),
      type: 'deviceLocation',
      deviceId,
      device: 'Window',
      latitude: stored.latitude,
      longitude: stored.longitude,
      companyId: guardforce,
      sentAt: Date.parse('2024-06-10T04:00:00Z') / 1000,
    });
  });

  it('takes any moment of a UTC day as that day', async () => {
    const moments = await history(deviceId, day('2024-06-10') + 15 * 3600, day('2024-06-11') + 23 * 3600);
    const midnights = await history(deviceId, day('2024-06-10'), day('2024-06-11'));
    expect(moments.json()).toEqual(midnights.json());
  });

  it('answers an empty list when the device has no locations in the range', async () => {
    const response = await history(deviceId, day('2024-06-01'), day('2024-06-07'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  describe('From and To times narrow the range', () => {
    const at = (iso: string) => Date.parse(iso) / 1000;
    const narrowed = (fromTime?: number, toTime?: number) =>
      call.post('admin', URL, { deviceId, startDate: day('2024-06-10'), endDate: day('2024-06-11'), fromTime, toTime });

    it('answers only the night between From and To', async () => {
      const response = await narrowed(at('2024-06-10T23:00:00Z'), at('2024-06-11T01:00:00Z'));
      expect(response.statusCode, response.body).toBe(200);
      expect(timesOf(response.json())).toEqual(['2024-06-10T23:30:00.000Z']);
    });

    it('includes the From and the To second', async () => {
      const response = await narrowed(at('2024-06-10T04:00:00Z'), at('2024-06-10T12:00:00Z'));
      expect(timesOf(response.json())).toEqual(['2024-06-10T04:00:00.000Z', '2024-06-10T12:00:00.000Z']);
    });

    it('takes From alone, or To alone', async () => {
      expect(timesOf((await narrowed(at('2024-06-10T12:00:01Z'))).json())).toEqual([
        '2024-06-10T23:30:00.000Z',
        '2024-06-11T21:59:59.000Z',
      ]);
      expect(timesOf((await narrowed(undefined, at('2024-06-10T11:59:59Z'))).json())).toEqual([
        '2024-06-10T04:00:00.000Z',
      ]);
    });

    it.each([
      ['From after To', '2024-06-11T01:00:00Z', '2024-06-10T23:00:00Z', M.fromAfterTo],
      ['From equal to To', '2024-06-10T23:00:00Z', '2024-06-10T23:00:00Z', M.fromAfterTo],
      ['From before the shift start', '2024-06-10T03:59:59Z', '2024-06-10T23:00:00Z', M.timeOutsideRange],
      ['To at 22:00 of the end date', '2024-06-10T23:00:00Z', '2024-06-11T22:00:00Z', M.timeOutsideRange],
    ])('refuses %s with its message', async (_label, from, to, message) => {
      const response = await narrowed(at(from), at(to));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('refuses a time as text', async () => {
      const response = await narrowed('01:00' as unknown as number);
      expect(response.statusCode).toBe(400);
    });
  });

  it('answers a day of one point a second whole and in order', async () => {
    const busy = await addDevice('admin', handset.siteId, 'Busy');
    await t.database.db.execute(sql`
      insert into device_locations (event_guid, company_id, device_id, latitude, longitude, sent_at)
      select gen_random_uuid(), ${guardforce}, ${busy}, -26.1 + (n % 1000) * 1e-6, 28.04,
        timestamptz '2024-06-10 04:00:00+00' + (86399 - n) * interval '1 second'
      from generate_series(0, 86399) as n`);
    const list = (await history(busy, day('2024-06-10'), day('2024-06-11'))).json() as { sentAt: number }[];
    expect(list).toHaveLength(86_400);
    expect(list.every((point, i) => i === 0 || point.sentAt - list[i - 1].sentAt === 1)).toBe(true);
    expect([isoOf(list[0].sentAt), isoOf(list[86_399].sentAt)]).toEqual([
      '2024-06-10T04:00:00.000Z',
      '2024-06-11T03:59:59.000Z',
    ]);
  });
});

it('answers the locations a handset sent through the handset API', async () => {
  const yesterday = utcDay(Date.now() / 1000) - DAY;
  const noon = new Date((yesterday + 12 * 3600) * 1000);
  const latitudes = [-26.14, -26.141, -26.142];
  const points = [2, 0, 1].map((minute) =>
    ev.location(latitudes[minute], 28.04, new Date(noon.getTime() + minute * 60_000)),
  );
  await sendAll(handset, points);
  const response = await history(handset.deviceId, yesterday, yesterday + DAY);
  expect(response.statusCode).toBe(200);
  expect(response.json().map((l: { latitude: number; sentAt: number }) => [l.latitude, l.sentAt - yesterday])).toEqual([
    [-26.14, 12 * 3600],
    [-26.141, 12 * 3600 + 60],
    [-26.142, 12 * 3600 + 120],
  ]);
});

describe('date range rules (spec part 2 §5)', () => {
  itKeepsShiftRangeRules(M, (startDate, endDate) => history(handset.deviceId, startDate, endDate));

  itRefusesMalformedBodies(() => ({ call, url: URL }));

  it('refuses a date outside the supported dates with its message', async () => {
    const response = await history(handset.deviceId, -86_400_000, day('2024-06-11'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      fill(MESSAGES.request.epochOutOfRange, { field: 'startDate', from: '2000-01-01', to: '2099-12-31' }),
    );
  });
});

describe('roles and companies', () => {
  const range = { startDate: day('2024-06-10'), endDate: day('2024-06-11') };

  it.each(['admin', 'controller', 'sysadmin'] as const)('%s reads a GuardForce device', async (account) => {
    const response = await call.post(account, URL, { deviceId: handset.deviceId, ...range });
    expect(response.statusCode).toBe(200);
  });

  itKeepsTheCallToItsCompany(() => ({ t, call, url: URL, range, ours: handset.deviceId, theirs }));
});
