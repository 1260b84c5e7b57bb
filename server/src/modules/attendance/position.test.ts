/**
 * Clock-ins where the guard is: an attendance event's position (or the handset's last location of the 5
 * minutes before) is checked against the site's boundary; a clock beyond it raises a Yellow alert and says
 * 'outside the site by N m' in Attendance and its CSV; one without a position says 'no position'.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ATTENDANCE_MARGIN_METRES, clockPlace, type EmployeeClockTimes } from '../../../../contract/attendance';
import { ALERT_CLASS } from '../../../../contract/events';
import { utcDay } from '../../../../contract/shiftRange';
import { type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, eventsWhere, type Handset, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';

const DAY = 86_400;
/** The test site's square boundary (siteArea.ts) is centred here, 0.002° either side. */
const centre = { latitude: -26.1247, longitude: 28.0344 };
/** 2 km east of the boundary's east edge. */
const farEast = centre.longitude + 0.002 + 2000 / (111_195 * Math.cos((centre.latitude * Math.PI) / 180));

let t: TestContext;
let call: Api;
let handset: Handset;
let siteId = 0;
const today = utcDay(Date.now() / 1000);
const hour = (h: number) => new Date((today + h * 3600) * 1000);

beforeAll(async () => {
  t = await build();
  call = api(t);
  siteId = await createSite(call, 'admin', { name: 'Eastgate Mall' });
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
});
afterAll(() => t.close());

const list = async () => {
  const response = await call.post('admin', '/api/v1/attendance/retrievedatabysiteid', {
    siteId,
    startDate: today - DAY,
    endDate: today,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as EmployeeClockTimes[];
};

it('stores a clock-in 2 km from the site with its distance, raises a Yellow alert and lists it as outside', async () => {
  const at = hour(-18);
  const clockIn = ev.attendance(at, { latitude: centre.latitude, longitude: farEast });
  await sendAll(handset, [clockIn]);

  const [stored] = await eventsWhere(t, sql`type = 'attendanceOutside' and device_id = ${handset.deviceId}`);
  expect(ALERT_CLASS.attendanceOutside).toBe('yellow');
  const metres = stored.payload.outsideMetres as number;
  expect(Math.abs(metres - 2000)).toBeLessThan(10);
  expect(stored.payload).toMatchObject({ clockType: 'clockIn', latitude: centre.latitude, longitude: farEast });

  const alerts = await call.get('admin', '/api/v1/alert/unrespondedTo');
  expect(alerts.statusCode, alerts.body).toBe(200);
  expect(alerts.json()).toEqual(
    expect.arrayContaining([expect.objectContaining({ type: 'attendanceOutside', eventGuid: stored.event_guid })]),
  );

  const shift = (await list()).find((s) => s.clockInTimeEpoch === Math.floor(at.getTime() / 1000));
  expect(shift?.clockInOutsideMetres).toBe(metres);
  expect(clockPlace(metres)).toBe(`outside the site by ${metres} m`);

  const csv = await call.get(
    'admin',
    `/api/v1/report/csv/activity/${siteId}?startDate=${today - DAY}&endDate=${today}`,
  );
  expect(csv.statusCode, csv.body).toBe(200);
  expect(csv.json().attendanceCsv).toContain(`outside the site by ${metres} m`);
});

it('takes the last location of the 5 minutes before a clock sent without a position; inside, no alert', async () => {
  await sendAll(handset, [ev.location(centre.latitude, centre.longitude, hour(-20))]);
  const clockIn = ev.attendance(new Date(hour(-20).getTime() + 120_000));
  await sendAll(handset, [clockIn]);
  const shift = (await list()).find((s) => s.clockInTimeEpoch === today - 20 * 3600 + 120);
  expect(shift?.clockInOutsideMetres).toBe(0);
  expect(clockPlace(0)).toBe('');
  const alerts = await eventsWhere(
    t,
    sql`type = 'attendanceOutside' and payload->>'clockTime' = ${String(today - 20 * 3600 + 120)}`,
  );
  expect(alerts).toEqual([]);
});

it("says 'no position' for a clock with none and no location in the 5 minutes before", async () => {
  const clockOut = ev.attendance(hour(-19), { clockType: 'clockOut' });
  await sendAll(handset, [clockOut]);
  const shift = (await list()).find((s) => s.clockOutTimeEpoch === today - 19 * 3600);
  expect(shift?.clockOutOutsideMetres).toBeNull();
  expect(clockPlace(null)).toBe('no position');
  const csv = await call.get(
    'admin',
    `/api/v1/report/csv/activity/${siteId}?startDate=${today - DAY}&endDate=${today}`,
  );
  expect(csv.json().attendanceCsv).toContain('no position');
});

it(`does not call a clock within the ${ATTENDANCE_MARGIN_METRES} m margin outside`, () => {
  expect(clockPlace(ATTENDANCE_MARGIN_METRES)).toBe('');
  expect(clockPlace(ATTENDANCE_MARGIN_METRES + 1)).toBe(`outside the site by ${ATTENDANCE_MARGIN_METRES + 1} m`);
});
