/**
 * A small shift day at a site, made through the real handset API (clock in and out, battery reports, a panic
 * answered from the console, a please-call-me, a patrol walked on time, early and late, a plan nobody walked, an
 * unknown serial, a scan off any patrol, the handset going silent), read back from the site's CSV exports row by row.
 */

import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../../../contract/constants';
import { MESSAGES } from '../../../../../contract/messages';
import { reportTime as reportTimeIn, reportWindow } from '../../../../../contract/reports';
import { utcDay } from '../../../../../contract/shiftRange';
import { timeIn } from '../../../csv/cells';
import { answeredAt } from '../../../test/answeredAt';
import { type Api, api } from '../../../test/fixtures';
import { build, type TestContext } from '../../../test/helper';
import { ev, type Handset, openPlan, registerHandset, sendAll } from '../../../test/live';
import { createRoute, createSite, everyDaySchedule } from '../../../test/siteArea';
import { type SiteEvent, siteEventBatches } from '../../alert/siteEvents';
import { markOfflineDevices } from '../../device/offline';
import { closeEndedPlans } from '../../patrols/close';
import { SCAN_TYPES, scanRows } from './scanRows';
import { STATUS_TYPES } from './statusRows';

const ALL_TYPES = ['panic', 'pleaseCallMe', ...SCAN_TYPES, ...STATUS_TYPES];

const reportTime = (epochSeconds: number) => reportTimeIn(epochSeconds, DEFAULT_TIME_ZONE);

const C = MESSAGES.report.csv;
const DAY = 86_400;
/** The shift day reported: two days ago, from 04:00 UTC to 04:00 UTC the next day. */
const D = utcDay(Date.now() / 1000) - 2 * DAY;
const at = (hours: number, minutes = 0, seconds = 0) => D + hours * 3_600 + minutes * 60 + seconds;
const date = (epochSeconds: number) => new Date(epochSeconds * 1000);
const sast = reportTime;
const SITE_NAME = 'Eastgate Mall, North\nEntrance';
const FORMULA_TAG = '=HYPERLINK("x")';

/** A CSV's rows as a spreadsheet reads them, the header row first. */
const table = (text: string) => Papa.parse<string[]>(text).data;
const headers = (columns: Record<string, string>) => Object.values(columns);

let t: TestContext;
let call: Api;
let siteId: number;
let handset: Handset;
let device: { deviceName: string; serialNumber: string };
let guard: string;
let admin: string;
let csv: Record<string, string>;
let general: Record<string, string>;

async function tag(name: string, serialNumber: string, extra: Record<string, unknown> = {}) {
  const response = await call.post('admin', '/api/v1/routeTag', { siteId, name, serialNumber, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

const nameOf = async (account: 'guard' | 'admin') => {
  const me = (await call.get(account, '/api/v1/employee/me')).json();
  return `${me.name} ${me.surname}`;
};

beforeAll(async () => {
  t = await build();
  call = api(t);
  siteId = await createSite(call, 'admin', { name: SITE_NAME });
  const gate = await tag('Gate A', 'CSV-A', { latitude: -26.1247, longitude: 28.0344 });
  const b = await tag('Tag B', 'CSV-B');
  const formula = await tag(FORMULA_TAG, 'CSV-C');
  await tag('Panic Button', 'CSV-P', { isPanic: true });
  const routeId = await createRoute(call, siteId, [gate, b, formula], 30);
  const schedule = await call.post('admin', '/api/v1/schedule', everyDaySchedule(siteId, routeId));
  const scheduleId = schedule.json().id as number;
  for (const hour of [8, 10]) {
    const stops = [gate, b, formula].map((tagId, i) => ({ tagId, minute: i * 10 }));
    await openPlan(t, { scheduleId, routeId, siteId, start: date(at(hour)), durationMinutes: 30, stops });
  }
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
  device = (await call.get('admin', `/api/v1/device/${handset.deviceId}`)).json();
  guard = await nameOf('guard');
  admin = await nameOf('admin');

  const panic = ev.panic(date(at(6, 10)), { latitude: -26.1247123, longitude: 28.0344567 });
  await sendAll(handset, [
    ev.pleaseCallMe(date(at(3, 59))),
    ev.attendance(date(at(5))),
    ev.status(80, true, date(at(5, 30))),
    panic,
    ev.pleaseCallMe(date(at(6, 40))),
    ev.scan('CSV-A', date(at(8))),
    ev.scan('CSV-C', date(at(8, 12))),
    ev.scan('CSV-B', date(at(8, 17))),
    ev.scan('UNKNOWN-9', date(at(9))),
    ev.scan('CSV-A', date(at(12))),
    ev.attendance(date(at(13, 30)), { clockType: 'clockOut' }),
    ev.status(10, false, date(at(14))),
    ev.panic(date(at(28))),
  ]);
  await closeEndedPlans(t.database.db, new Date(), 5);
  const answer = await call.post('admin', '/api/v1/alarmAlert/respond', {
    message: 'Called the guard, all fine.',
    respondedAt: at(6, 12, 30),
    respondedToType: 'panic',
    respondedToGuid: panic.eventGuid,
    topic: 'critical-qa',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await answeredAt(t.database.db, panic.eventGuid, at(6, 12, 30));
  // The handset goes silent after 16:00 and is reported offline at 16:30.
  await t.database.db.execute(
    sql`update devices set last_seen_at = ${date(at(16)).toISOString()} where id = ${handset.deviceId}`,
  );
  await markOfflineDevices(t.database.db, date(at(16, 30)), 15);

  const activity = await call.get(
    'controller',
    `/api/v1/report/csv/activity/${siteId}?startDate=${D}&endDate=${D + DAY}`,
  );
  expect(activity.statusCode, activity.body).toBe(200);
  csv = activity.json();
  general = (await call.get('controller', `/api/v1/report/csv/general/${siteId}`)).json();
});
afterAll(() => t.close());

describe('the activity CSVs of a shift day', () => {
  it('lists the panic with its place, the site, and how it was answered', () => {
    expect(table(csv.panicAlertCsv)).toEqual([
      headers(C.columns.panicAlertCsv),
      [
        sast(at(6, 10)),
        SITE_NAME,
        device.deviceName,
        guard,
        '-26.12471',
        '28.03446',
        sast(at(6, 12)),
        admin,
        'Called the guard, all fine.',
        '2.5',
      ],
    ]);
  });

  it('lists the please-call-me of the day, unanswered and without a place, and not the one before 04:00', () => {
    expect(table(csv.pleaseCallMeCsv)).toEqual([
      headers(C.columns.panicAlertCsv),
      [sast(at(6, 40)), SITE_NAME, device.deviceName, guard, '', '', '', '', '', ''],
    ]);
  });

  it('judges each scan against its plan, and names unknown serials and scans off any patrol', () => {
    expect(table(csv.routeTagScanCsv)).toEqual([
      headers(C.columns.routeTagScanCsv),
      [sast(at(8)), 'Gate A', 'Perimeter', 'On time', device.deviceName, guard],
      [sast(at(8, 12)), `'${FORMULA_TAG}`, 'Perimeter', 'Early by 8 minutes', device.deviceName, guard],
      [sast(at(8, 17)), 'Tag B', 'Perimeter', 'Late by 7 minutes', device.deviceName, guard],
      [sast(at(9)), 'UNKNOWN-9', '', 'Unknown tag', device.deviceName, guard],
      [sast(at(12)), 'Gate A', '', 'Not on a patrol', device.deviceName, guard],
    ]);
  });

  it('pairs the clock-in with the clock-out, with the hours between', () => {
    expect(table(csv.attendanceCsv)).toEqual([
      headers(C.columns.attendanceCsv),
      [guard, 'Security Guard', sast(at(5)), 'no position', sast(at(13, 30)), 'no position', '8.5'],
    ]);
  });

  it('lists the patrol walked, complete, and the plan nobody walked, failed', () => {
    expect(table(csv.routeTakenCsv)).toEqual([
      headers(C.columns.routeTakenCsv),
      ['Perimeter', sast(at(8)), sast(at(8, 30)), sast(at(8)), 'Complete', '3', '3', device.deviceName],
      ['Perimeter', sast(at(10)), sast(at(10, 30)), '', 'Failed', '0', '3', ''],
    ]);
  });

  it('lists the battery reports, the low battery and the offline report', () => {
    expect(table(csv.deviceStatusCsv)).toEqual([
      headers(C.columns.deviceStatusCsv),
      [sast(at(5, 30)), device.deviceName, 'Status', '80', 'Yes'],
      [sast(at(14)), device.deviceName, 'Status', '10', 'No'],
      [sast(at(14)), device.deviceName, 'Battery low', '10', 'No'],
      [sast(at(16, 30)), device.deviceName, 'Offline', '', ''],
    ]);
  });

  it('quotes the site name with its comma and line break, and neutralises the formula tag', () => {
    expect(csv.panicAlertCsv.split('\r\n')[1]).toContain('"Eastgate Mall, North\nEntrance"');
    expect(csv.routeTagScanCsv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.routeTagScanCsv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('answers each CSV with its header row alone for a day with nothing', async () => {
    const empty = await call.get(
      'admin',
      `/api/v1/report/csv/activity/${siteId}?startDate=${D - 3 * DAY}&endDate=${D - 2 * DAY}`,
    );
    expect(empty.statusCode).toBe(200);
    for (const [key, text] of Object.entries(empty.json() as Record<string, string>)) {
      expect(table(text), key).toHaveLength(1);
    }
  });
});

describe('the activity CSVs read a batch at a time', () => {
  it('batches the events as one read would, never parting a scan from its judgement (same time)', async () => {
    const site = { id: siteId, companyId: (await call.companies()).guardforce };
    const period = reportWindow(D, D + DAY);
    const read = async (batchSize: number) => {
      const batches: SiteEvent[][] = [];
      for await (const batch of siteEventBatches(t.database.db, site, ALL_TYPES, period, batchSize))
        batches.push(batch);
      return batches;
    };
    const [whole] = await read(10_000);
    const small = await read(2);
    expect(small.length).toBeGreaterThan(2);
    expect(small.flat()).toEqual(whole);
    for (const batch of small) {
      const scans = batch.filter((event) => event.type === 'nfcTagScan').map((event) => event.id);
      const judged = batch.filter((event) => event.type === 'patrolScanAlert');
      for (const alert of judged) expect(scans).toContain((alert.payload as { tagScanId: number }).tagScanId);
    }
    const time = timeIn(DEFAULT_TIME_ZONE);
    expect(small.flatMap((batch) => scanRows(batch, time))).toEqual(scanRows(whole, time));
  });
});

describe('the general CSVs of the site', () => {
  it('lists the device with its last battery, last contact and when it went offline', () => {
    expect(table(general.devicesCsv)).toEqual([
      headers(C.columns.devicesCsv),
      [device.deviceName, device.serialNumber, '0821234567', '10', sast(at(16)), sast(at(16, 30))],
    ]);
  });

  it('lists the tags with their places and panic flag', () => {
    const [header, ...rows] = table(general.tagsCsv);
    expect(header).toEqual(headers(C.columns.tagsCsv));
    // By name in the database's collation, which orders '=' differently on PGlite and PostgreSQL.
    expect(rows.sort((a, b) => a[1].localeCompare(b[1]))).toEqual([
      ['Gate A', 'CSV-A', '-26.1247', '28.0344', 'No'],
      ['Tag B', 'CSV-B', '', '', 'No'],
      [`'${FORMULA_TAG}`, 'CSV-C', '', '', 'No'],
      ['Panic Button', 'CSV-P', '', '', 'Yes'],
    ]);
  });

  it('lists the route with its tags in walk order, and the schedule in South African time', () => {
    expect(table(general.routesCsv)).toEqual([
      headers(C.columns.routesCsv),
      ['Perimeter', '30', `Gate A > Tag B > ${FORMULA_TAG}`],
    ]);
    expect(table(general.schedulesCsv)).toEqual([
      headers(C.columns.schedulesCsv),
      ['Perimeter', '60', 'Mon, Tue, Wed, Thu, Fri, Sat, Sun', '08:00–17:00', 'Off', 'No'],
    ]);
  });
});
