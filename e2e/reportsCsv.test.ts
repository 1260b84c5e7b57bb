/**
 * Journey of the Reports page's CSV area (spec part 1 §2 'Reports screen', §5, §7): the demo guard's handset makes a
 * shift day at Sandton Office Park (clocks in and out, a panic answered by the control room, a please-call-me, a
 * battery report, a scan of a tag off any patrol and one of an unknown serial); the admin downloads the site's general
 * and activity reports, and each saved file, named as §7 says, reads back as the rows of that day.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Download, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../contract/constants';
import { MESSAGES } from '../contract/messages';
import { reportDay as reportDayIn, reportTime as reportTimeIn } from '../contract/reports';
import { dayText } from '../src/common/dayField/dayText';
import { DEMO_GUARD, openConsole, PASSWORD, postHandsetEvents, screenshot, startJourney } from './harness';

const reportDay = (epochSeconds: number) => reportDayIn(epochSeconds, DEFAULT_TIME_ZONE);
const reportTime = (epochSeconds: number) => reportTimeIn(epochSeconds, DEFAULT_TIME_ZONE);

const journey = startJourney();

const SITE = 'Sandton Office Park';
const DEVICE = 'Sandton Handset 1';
const GUARD = 'Bongani Khumalo';
const MAIN_GATE = '04:10:20:7A:2B:5C:80';
const C = MESSAGES.report.csv.columns;
const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
/** The shift day reported: two days ago (UTC), from 04:00 UTC to 04:00 UTC the next day, all of it in the past. */
const D = today - 2 * DAY;
const at = (hours: number, minutes = 0) => D + hours * 3_600 + minutes * 60;
const isoDayOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);
const event = (type: string, sentAt: number, extra: Record<string, unknown> = {}) => ({
  type,
  eventGuid: randomUUID(),
  sentAt,
  ...extra,
});

/** A signed-in admin's call, as the console makes it. */
async function adminCall(path: string, body?: unknown) {
  const login = await fetch(`${journey.server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'admin@guardforce.co.za', password: PASSWORD }),
  });
  const token = login.headers.get('x-access-token') ?? '';
  const response = await fetch(`${journey.server.url}/api/v1/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Every download the page starts, in order. */
function downloadsOf(page: Page): Download[] {
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  return downloads;
}

/** The saved file: it starts with the UTF-8 byte order mark; its rows as a spreadsheet reads them. */
async function rowsOf(download: Download): Promise<string[][]> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return Papa.parse<string[]>(bytes.subarray(3).toString('utf8')).data;
}

const region = (page: Page): Locator => page.getByRole('region', { name: 'CSV reports' });
const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

let panicAnsweredAt = 0;

beforeAll(async () => {
  const panic = event('panic', at(6, 10), { latitude: -26.107612, longitude: 28.056731 });
  await postHandsetEvents(journey.server.url, [
    event('attendance', at(5), { clockType: 'clockIn' }),
    panic,
    event('pleaseCallMe', at(6, 40)),
    event('nfcTagScan', at(7), { serialNumber: MAIN_GATE }),
    event('nfcTagScan', at(7, 5), { serialNumber: 'E2E-UNKNOWN-1' }),
    event('deviceStatus', at(7, 30), { batteryStatus: 70, isCharging: true }),
    event('attendance', at(13, 30), { clockType: 'clockOut' }),
  ]);
  // The server stamps the answer with the time it takes it (now, two days after the panic).
  const answer = await adminCall('alarmAlert/respond', {
    message: 'Spoke to the guard: a test of the button.',
    respondedAt: at(6, 14),
    respondedToType: 'panic',
    respondedToGuid: panic.eventGuid,
    topic: 'critical-qa',
  });
  panicAnsweredAt = answer.respondedAt;
  expect(DEMO_GUARD.appInstanceId).toBe('demo-app-0-1');
});

describe('CSV reports', () => {
  it('downloads a site’s general and activity reports, each CSV its own file that reads back as the day’s rows', async () => {
    const page = await openConsole(journey, 'admin@guardforce.co.za', 'company/alerts');
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await page.waitForURL('**/company/reports');
    const area = region(page);
    const site = area.getByRole('combobox', { name: 'Site' });
    // The first of the company's sites by name, and the last day.
    await expect.poll(() => site.textContent(), { timeout: 15_000 }).toBe('Melrose Arch Residences');
    await expect(area.getByLabel('Start Date').inputValue()).resolves.toBe(dayText(isoDayOf(today - DAY)));
    await expect(area.getByLabel('End Date').inputValue()).resolves.toBe(dayText(isoDayOf(today)));
    await area.getByLabel('End Date').hover();
    await page.getByRole('tooltip', { name: 'Date starts at shift time (04:00)' }).waitFor();
    await screenshot(page, 'reports-csv-1-defaults-1440');

    await site.click();
    await page.getByRole('option', { name: SITE }).click();
    const downloads = downloadsOf(page);
    await area.getByRole('button', { name: 'Download General Report' }).click();
    await snackbar(page, '4 files saved').waitFor();
    await expect.poll(() => downloads.length).toBe(4);
    const date = reportDay(Date.now() / 1000);
    expect(downloads.map((download) => download.suggestedFilename())).toEqual(
      ['Devices', 'Tags', 'Routes', 'Schedules'].map((title) => `${SITE} ${title} ${date}.csv`),
    );
    const me = (await adminCall('employee/me')) as { name: string; surname: string; companyId: number };
    const sites = (await adminCall(`site/byCompany/${me.companyId}`)) as { id: number; name: string }[];
    const siteId = sites.find((one) => one.name === SITE)?.id;
    const tags = (await adminCall(`routeTag/bySite/${siteId}`)) as { name: string; serialNumber: string }[];
    const [devices, tagRows] = [await rowsOf(downloads[0]), await rowsOf(downloads[1])];
    expect(devices[0]).toEqual(Object.values(C.devicesCsv));
    expect(devices.slice(1).map((row) => [row[0], row[3], row[5]])).toEqual([
      [DEVICE, '70', ''],
      ['Sandton Handset 2', '', ''],
    ]);
    expect(tagRows[0]).toEqual(Object.values(C.tagsCsv));
    expect(tagRows.slice(1).map((row) => [row[0], row[1]])).toEqual(tags.map((tag) => [tag.name, tag.serialNumber]));
    expect(
      tagRows
        .slice(1)
        .filter((row) => row[4] === 'Yes')
        .map((row) => row[0]),
    ).toEqual(['Guardhouse Panic']);
    const [routes, schedules] = [await rowsOf(downloads[2]), await rowsOf(downloads[3])];
    expect(routes[0]).toEqual(Object.values(C.routesCsv));
    expect(routes.length).toBeGreaterThan(1);
    expect(routes[1][2].split(' > ')).toContain('Main Gate');
    expect(schedules[0]).toEqual(Object.values(C.schedulesCsv));
    expect(schedules.length).toBeGreaterThan(1);

    await area.getByLabel('Start Date').fill(dayText(isoDayOf(D + DAY)));
    await area.getByLabel('End Date').fill(dayText(isoDayOf(D + DAY)));
    await area.getByRole('button', { name: 'Download Activity Report' }).click();
    await snackbar(page, MESSAGES.report.sameDates).waitFor();
    await screenshot(page, 'reports-csv-2-rule-1440');
    await area.getByLabel('Start Date').fill(dayText(isoDayOf(D)));
    await area.getByRole('button', { name: 'Download Activity Report' }).click();
    await snackbar(page, '6 files saved').waitFor();
    await expect.poll(() => downloads.length).toBe(10);
    const activity = downloads.slice(4);
    const [from, to] = [isoDayOf(D), isoDayOf(D + DAY)];
    expect(activity.map((download) => download.suggestedFilename())).toEqual(
      ['Panic Alerts', 'Route Tag Scans', 'Attendance', 'Please Call Me Alerts', 'Routes Taken', 'Device Status'].map(
        (title) => `${SITE} ${title} for ${from} to ${to}.csv`,
      ),
    );
    const [panics, scans, attendance, calls, patrols, statuses] = await Promise.all(activity.map(rowsOf));
    expect(panics).toEqual([
      Object.values(C.panicAlertCsv),
      [
        reportTime(at(6, 10)),
        SITE,
        DEVICE,
        GUARD,
        '-26.10761',
        '28.05673',
        reportTime(panicAnsweredAt),
        `${me.name} ${me.surname}`,
        'Spoke to the guard: a test of the button.',
        String(Math.round((panicAnsweredAt - at(6, 10)) / 6) / 10),
      ],
    ]);
    expect(scans).toEqual([
      Object.values(C.routeTagScanCsv),
      [reportTime(at(7)), 'Main Gate', '', 'Not on a patrol', DEVICE, GUARD],
      [reportTime(at(7, 5)), 'E2E-UNKNOWN-1', '', 'Unknown tag', DEVICE, GUARD],
    ]);
    expect(attendance).toEqual([
      Object.values(C.attendanceCsv),
      [GUARD, 'Security Guard', reportTime(at(5)), 'no position', reportTime(at(13, 30)), 'no position', '8.5'],
    ]);
    expect(calls).toEqual([
      Object.values(C.panicAlertCsv),
      [reportTime(at(6, 40)), SITE, DEVICE, GUARD, '', '', '', '', '', ''],
    ]);
    expect(patrols).toEqual([Object.values(C.routeTakenCsv)]);
    expect(statuses).toEqual([
      Object.values(C.deviceStatusCsv),
      [reportTime(at(7, 30)), DEVICE, 'Status', '70', 'Yes'],
    ]);
    await screenshot(page, 'reports-csv-3-saved-1440');

    await page.setViewportSize({ width: 1024, height: 768 });
    await snackbar(page, '6 files saved').waitFor({ state: 'detached', timeout: 15_000 });
    await screenshot(page, 'reports-csv-4-1024');
  });
});
