/**
 * POST /api/v1/attendance/retrievedatabysiteid: a site's clock-ins paired with their clock-outs over a date range;
 * POST /api/v1/attendance/retrievedatabycompany: the same for every site of the company.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER } from '../../../../contract/handset';
import { fill, MESSAGES } from '../../../../contract/messages';
import { utcDay } from '../../../../contract/shiftRange';
import { type Api, api, rows, valid } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, type Handset, multipartFile, PNG_1x1, registerHandset, sendAll } from '../../test/live';
import { itKeepsShiftRangeRules } from '../../test/shiftRange';
import { createSite } from '../../test/siteArea';

const M = MESSAGES.attendance;
const URL = '/api/v1/attendance/retrievedatabysiteid';
const COMPANY_URL = '/api/v1/attendance/retrievedatabycompany';
const DAY = 86_400;
/** 00:00 UTC of a day, in epoch seconds. */
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
const at = (iso: string) => Date.parse(iso) / 1000;

let t: TestContext;
let call: Api;
let guardforce: number;
let capeShield: number;
let handset: Handset;
/** GuardForce's sites (main: Eastgate Mall) and one of Cape Shield. */
const site = { main: 0, other: 0, theirs: 0 };

const clockTimes = (siteId: number, startDate: number, endDate: number, account: 'admin' = 'admin') =>
  call.post(account, URL, { siteId, startDate, endDate });

let employees = 0;
/** A security guard of the main site, through POST /api/v1/employee. */
async function addGuard(name: string, siteId = site.main, account: 'admin' | 'otherAdmin' = 'admin') {
  employees += 1;
  const response = await call.post(account, '/api/v1/employee', {
    ...valid.employee(),
    name,
    surname: 'Dlamini',
    emailAddress: `guard${employees}.attendance@guardforce.co.za`,
    siteId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

/** A clock-in or clock-out written straight to the table (the handset API takes no times older than 7 days). */
async function clock(employeeId: number, clockType: 'clockIn' | 'clockOut', time: string, extra = {}) {
  const {
    siteId = site.main,
    imageUrl = null,
    companyId = guardforce,
  } = extra as { siteId?: number; imageUrl?: string | null; companyId?: number };
  await t.database.db.execute(sql`
    insert into attendance (event_guid, company_id, site_id, employee_id, clock_type, clock_time, image_url)
    values (gen_random_uuid(), ${companyId}, ${siteId}, ${employeeId}, ${clockType}, ${time}::timestamptz, ${imageUrl})`);
}

type Row = { employeeName: string; clockInTimeEpoch: number | null; clockOutTimeEpoch: number | null };
const iso = (epoch: number | null) => (epoch === null ? null : new Date(epoch * 1000).toISOString().slice(0, 19));
const shifts = (list: Row[]) => list.map((r) => [r.employeeName, iso(r.clockInTimeEpoch), iso(r.clockOutTimeEpoch)]);

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce, capeShield } = await call.companies());
  site.main = await createSite(call, 'admin', { name: 'Eastgate Mall' });
  site.other = await createSite(call, 'admin', { name: 'Killarney Mall' });
  site.theirs = await createSite(call, 'otherAdmin', { name: 'Tygervalley' });
  handset = await registerHandset(t, call, site.main, await call.token('guard'));
});
afterAll(() => t.close());

it('lists a clock-in and clock-out a guard sent from the handset, with the clock-in photo', async () => {
  const upload = multipartFile('me.png', PNG_1x1);
  const photo = await t.as(handset.token, {
    method: 'POST',
    url: '/api/v1/handset/photo',
    payload: upload.payload,
    headers: { ...upload.headers, [APP_INSTANCE_HEADER]: handset.appInstanceId },
  });
  const { imageUrl } = photo.json();
  const yesterday = utcDay(Date.now() / 1000) - DAY;
  const clockIn = ev.attendance(new Date((yesterday + 6 * 3600) * 1000), { imageUrl });
  const clockOut = ev.attendance(new Date((yesterday + 14 * 3600) * 1000), { clockType: 'clockOut' });
  await sendAll(handset, [clockOut, clockIn]);
  const me = (await t.as(handset.token, { method: 'GET', url: '/api/v1/employee/me' })).json();
  const [stored] = await rows<{ id: number }>(
    t,
    sql`select id from attendance where event_guid = ${clockIn.eventGuid}`,
  );

  const response = await clockTimes(site.main, yesterday, yesterday + DAY);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([
    {
      id: stored.id,
      employeeName: me.name,
      employeeSurname: me.surname,
      siteName: 'Eastgate Mall',
      userRole: 'default',
      clockInTimeEpoch: yesterday + 6 * 3600,
      clockOutTimeEpoch: yesterday + 14 * 3600,
      clockInImageUrl: imageUrl,
      clockInOutsideMetres: null,
      clockOutOutsideMetres: null,
    },
  ]);
});

describe('one duty at a time', () => {
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const answers = async (events: unknown[]) =>
    ((await handset.send(events)).json().results as { status: string; message?: string }[]).map((result) =>
      result.message ? [result.status, result.message] : [result.status],
    );

  it('refuses a second clock-in with its message, takes a retry as duplicate and a clock-in after a clock-out', async () => {
    const first = ev.attendance(hoursAgo(3));
    const second = ev.attendance(hoursAgo(2));
    const clockOut = ev.attendance(hoursAgo(1), { clockType: 'clockOut' });
    const again = ev.attendance(hoursAgo(0.5));
    expect(await answers([first, second])).toEqual([['accepted'], ['rejected', MESSAGES.handset.alreadyClockedIn]]);
    expect(await answers([first, second])).toEqual([['duplicate'], ['rejected', MESSAGES.handset.alreadyClockedIn]]);
    expect(await answers([clockOut, again])).toEqual([['accepted'], ['accepted']]);
    const stored = await rows<{ event_guid: string }>(
      t,
      sql`select event_guid from events where event_guid in (${first.eventGuid}, ${second.eventGuid}, ${again.eventGuid})`,
    );
    expect(stored.map((row) => row.event_guid).sort()).toEqual([first.eventGuid, again.eventGuid].sort());
    // Off duty again for what follows.
    await sendAll(handset, [ev.attendance(hoursAgo(0.25), { clockType: 'clockOut' })]);
  });
});

describe('pairing (a clock-out within 16 hours of its clock-in, no other clock-in between)', () => {
  beforeAll(async () => {
    const [anna, bheki, cebo, dudu, elias, fikile, gugu] = await Promise.all(
      ['Anna', 'Bheki', 'Cebo', 'Dudu', 'Elias', 'Fikile', 'Gugu'].map((name) => addGuard(name)),
    );
    await clock(fikile, 'clockIn', '2024-06-10T04:00:00Z');
    await clock(fikile, 'clockOut', '2024-06-10T20:00:00Z');
    await clock(gugu, 'clockIn', '2024-06-10T04:00:00Z');
    await clock(gugu, 'clockOut', '2024-06-10T20:00:01Z');
    await clock(anna, 'clockIn', '2024-06-10T05:00:00Z', { imageUrl: '/files/anna.png' });
    await clock(anna, 'clockOut', '2024-06-10T13:00:00Z');
    await clock(anna, 'clockIn', '2024-06-10T06:00:00Z', { siteId: site.other });
    await clock(bheki, 'clockIn', '2024-06-10T20:00:00Z');
    await clock(bheki, 'clockOut', '2024-06-11T04:30:00Z');
    await clock(cebo, 'clockIn', '2024-06-10T07:00:00Z');
    await clock(cebo, 'clockIn', '2024-06-10T08:00:00Z');
    await clock(cebo, 'clockOut', '2024-06-10T16:00:00Z');
    await clock(dudu, 'clockOut', '2024-06-10T10:00:00Z');
    await clock(elias, 'clockIn', '2024-06-10T03:00:00Z');
    await clock(elias, 'clockOut', '2024-06-10T11:00:00Z');
    await clock(elias, 'clockIn', '2024-06-11T21:00:00Z');
    await clock(elias, 'clockOut', '2024-06-12T05:00:00Z');
  });

  it('lists the shifts whose clock-in lies in the range, ordered by time, each with its clock-out', async () => {
    const response = await clockTimes(site.main, day('2024-06-10'), day('2024-06-11'));
    expect(response.statusCode).toBe(200);
    expect(shifts(response.json())).toEqual([
      ['Fikile', '2024-06-10T04:00:00', '2024-06-10T20:00:00'],
      ['Gugu', '2024-06-10T04:00:00', null],
      ['Anna', '2024-06-10T05:00:00', '2024-06-10T13:00:00'],
      ['Cebo', '2024-06-10T07:00:00', null],
      ['Cebo', '2024-06-10T08:00:00', '2024-06-10T16:00:00'],
      ['Dudu', null, '2024-06-10T10:00:00'],
      ['Bheki', '2024-06-10T20:00:00', '2024-06-11T04:30:00'],
      ['Gugu', null, '2024-06-10T20:00:01'],
      ['Elias', '2024-06-11T21:00:00', '2024-06-12T05:00:00'],
    ]);
  });

  it('answers the clock-in photo only where there is one', async () => {
    const list = (await clockTimes(site.main, day('2024-06-10'), day('2024-06-11'))).json();
    const photos = list.filter((row: object) => 'clockInImageUrl' in row);
    expect(photos).toEqual([
      {
        id: expect.any(Number),
        employeeName: 'Anna',
        employeeSurname: 'Dlamini',
        siteName: 'Eastgate Mall',
        userRole: 'default',
        clockInTimeEpoch: at('2024-06-10T05:00:00Z'),
        clockOutTimeEpoch: at('2024-06-10T13:00:00Z'),
        clockInImageUrl: '/files/anna.png',
        clockInOutsideMetres: null,
        clockOutOutsideMetres: null,
      },
    ]);
  });

  it('gives every row its own id', async () => {
    const list = (await clockTimes(site.main, day('2024-06-10'), day('2024-06-11'))).json();
    expect(new Set(list.map((row: { id: number }) => row.id)).size).toBe(list.length);
  });

  it('lists a shift in the range holding its clock-in, never its clock-out alone in the next', async () => {
    const response = await clockTimes(site.main, day('2024-06-11'), day('2024-06-12'));
    expect(shifts(response.json())).toEqual([['Elias', '2024-06-11T21:00:00', '2024-06-12T05:00:00']]);
  });

  it('lists only the site’s own clocks', async () => {
    const response = await clockTimes(site.other, day('2024-06-10'), day('2024-06-11'));
    expect(shifts(response.json())).toEqual([['Anna', '2024-06-10T06:00:00', null]]);
  });

  it('answers an empty list for a range with no clocks', async () => {
    const response = await clockTimes(site.main, day('2024-05-01'), day('2024-05-03'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('date range rules (spec part 2 §5)', () => {
  itKeepsShiftRangeRules(M, (startDate, endDate) => clockTimes(site.main, startDate, endDate));

  it.each([
    ['no siteId', { startDate: day('2024-06-10'), endDate: day('2024-06-11') }],
    ['a siteId as text', { siteId: 'main', startDate: day('2024-06-10'), endDate: day('2024-06-11') }],
    ['no startDate', { siteId: 1, endDate: day('2024-06-11') }],
    ['a fractional date', { siteId: 1, startDate: day('2024-06-10') + 0.5, endDate: day('2024-06-11') }],
    ['an unknown field', { siteId: 1, startDate: day('2024-06-10'), endDate: day('2024-06-11'), deviceId: 1 }],
  ])('refuses %s with 400', async (_label, payload) => {
    const response = await call.post('admin', URL, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('refuses a date outside the supported dates with its message', async () => {
    const response = await clockTimes(site.main, day('2024-06-10'), 9_999_999_999);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      fill(MESSAGES.request.epochOutOfRange, { field: 'endDate', from: '2000-01-01', to: '2099-12-31' }),
    );
  });
});

describe('roles and companies', () => {
  const range = { startDate: day('2024-06-10'), endDate: day('2024-06-11') };

  it.each(['admin', 'controller', 'sysadmin'] as const)('%s reads a GuardForce site', async (account) => {
    const response = await call.post(account, URL, { siteId: site.main, ...range });
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
  });

  it('a sys-admin reads any company’s site', async () => {
    expect((await call.post('sysadmin', URL, { siteId: site.theirs, ...range })).statusCode).toBe(200);
  });

  it.each(['otherAdmin', 'otherController'] as const)('%s gets 404 for GuardForce’s site', async (account) => {
    const response = await call.post(account, URL, { siteId: site.main, ...range });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.site.notFound });
  });

  it('answers 404 for an unknown site', async () => {
    const response = await call.post('admin', URL, { siteId: 999_999, ...range });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.site.notFound });
  });

  it('refuses a security guard’s token as on every console call', async () => {
    const response = await call.post('guard', URL, { siteId: site.main, ...range });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.auth.consoleOnly });
  });

  it('refuses a call without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: { siteId: site.main, ...range } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.auth.missingToken });
  });

  it('is in the API docs', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toContain(URL);
  });
});

describe('every site of the company (retrievedatabycompany)', () => {
  const range = { startDate: day('2024-07-01'), endDate: day('2024-07-02') };
  const companyClockTimes = (account: Parameters<Api['post']>[0], body: object = range) =>
    call.post(account, COMPANY_URL, body);
  const sited = (list: (Row & { siteName: string })[]) =>
    list.map((r) => [r.employeeName, r.siteName, iso(r.clockInTimeEpoch), iso(r.clockOutTimeEpoch)]);

  beforeAll(async () => {
    const [hlengiwe, itumeleng] = await Promise.all([addGuard('Hlengiwe'), addGuard('Itumeleng', site.other)]);
    const jabu = await addGuard('Jabu', site.theirs, 'otherAdmin');
    await clock(hlengiwe, 'clockIn', '2024-07-01T06:00:00Z', { imageUrl: '/files/hlengiwe.png' });
    await clock(hlengiwe, 'clockOut', '2024-07-01T14:05:00Z');
    await clock(itumeleng, 'clockIn', '2024-07-01T05:00:00Z', { siteId: site.other });
    await clock(itumeleng, 'clockOut', '2024-07-01T13:00:00Z', { siteId: site.other });
    // A clock-in at one site is not closed by a clock-out at another: each site pairs its own clocks.
    await clock(hlengiwe, 'clockIn', '2024-07-02T06:00:00Z');
    await clock(hlengiwe, 'clockOut', '2024-07-02T12:00:00Z', { siteId: site.other });
    await clock(jabu, 'clockIn', '2024-07-01T07:00:00Z', { siteId: site.theirs, companyId: capeShield });
  });

  it("lists every site's shifts of the admin's company, oldest first, each naming its site", async () => {
    const response = await companyClockTimes('admin');
    expect(response.statusCode).toBe(200);
    expect(sited(response.json())).toEqual([
      ['Itumeleng', 'Killarney Mall', '2024-07-01T05:00:00', '2024-07-01T13:00:00'],
      ['Hlengiwe', 'Eastgate Mall', '2024-07-01T06:00:00', '2024-07-01T14:05:00'],
      ['Hlengiwe', 'Eastgate Mall', '2024-07-02T06:00:00', null],
      ['Hlengiwe', 'Killarney Mall', null, '2024-07-02T12:00:00'],
    ]);
    expect(response.json()[1].clockInImageUrl).toBe('/files/hlengiwe.png');
  });

  it('answers each row as retrievedatabysiteid answers it for its site', async () => {
    const company = (await companyClockTimes('admin')).json();
    const main = (await clockTimes(site.main, range.startDate, range.endDate)).json();
    expect(company.filter((row: { siteName: string }) => row.siteName === 'Eastgate Mall')).toEqual(main);
  });

  it('lets a controller read it', async () => {
    const response = await companyClockTimes('controller');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(4);
  });

  it("lists only the caller's company: another company's admin sees theirs alone", async () => {
    const response = await companyClockTimes('otherAdmin');
    expect(sited(response.json())).toEqual([['Jabu', 'Tygervalley', '2024-07-01T07:00:00', null]]);
  });

  it('lets a sys-admin name the company; refuses another company named by an admin with 404', async () => {
    const theirs = await companyClockTimes('sysadmin', { ...range, companyId: capeShield });
    expect(sited(theirs.json())).toEqual([['Jabu', 'Tygervalley', '2024-07-01T07:00:00', null]]);
    expect((await companyClockTimes('sysadmin', { ...range, companyId: guardforce })).json()).toHaveLength(4);
    const refused = await companyClockTimes('otherAdmin', { ...range, companyId: guardforce });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: MESSAGES.company.notFound });
  });

  it('refuses a security guard’s token as on every console call', async () => {
    const response = await companyClockTimes('guard');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.auth.consoleOnly });
  });

  describe('date range rules (spec part 2 §5)', () => {
    itKeepsShiftRangeRules(M, (startDate, endDate) => companyClockTimes('admin', { startDate, endDate }));

    it.each([
      ['no startDate', { endDate: day('2024-07-02') }],
      ['a siteId', { siteId: 1, ...range }],
      ['a companyId as text', { companyId: 'guardforce', ...range }],
    ])('refuses %s with 400', async (_label, payload) => {
      const response = await companyClockTimes('admin', payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
    });

    it('refuses a date outside the supported dates with its message', async () => {
      const response = await companyClockTimes('admin', { startDate: day('2024-07-01'), endDate: 9_999_999_999 });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        fill(MESSAGES.request.epochOutOfRange, { field: 'endDate', from: '2000-01-01', to: '2099-12-31' }),
      );
    });
  });

  it('is in the API docs', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toContain(COMPANY_URL);
  });
});
