/** GET /api/v1/report/csv/general/{siteId} and /activity/{siteId}: who may read a site's CSVs, and bad input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { utcDay } from '../../../../contract/shiftRange';
import { type Account, type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { createSite } from '../../test/siteArea';

const DAY = 86_400;
const today = utcDay(Date.now() / 1000);
const GENERAL_KEYS = ['devicesCsv', 'tagsCsv', 'routesCsv', 'schedulesCsv'];
const ACTIVITY_KEYS = [
  'panicAlertCsv',
  'routeTagScanCsv',
  'attendanceCsv',
  'pleaseCallMeCsv',
  'routeTakenCsv',
  'deviceStatusCsv',
];

let t: TestContext;
let call: Api;
const site = { ours: 0, theirs: 0 };

const general = (account: Account, siteId: number) => call.get(account, `/api/v1/report/csv/general/${siteId}`);
const activity = (account: Account, siteId: number, query = `startDate=${today - DAY}&endDate=${today}`) =>
  call.get(account, `/api/v1/report/csv/activity/${siteId}?${query}`);

beforeAll(async () => {
  t = await build();
  call = api(t);
  site.ours = await createSite(call, 'admin', { name: 'Menlyn Maine' });
  site.theirs = await createSite(call, 'otherAdmin', { name: 'Canal Walk' });
});
afterAll(() => t.close());

describe('roles and companies', () => {
  it.each(['admin', 'controller', 'sysadmin'] as const)('%s reads a GuardForce site’s CSVs', async (account) => {
    const first = await general(account, site.ours);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json())).toEqual(GENERAL_KEYS);
    const second = await activity(account, site.ours);
    expect(second.statusCode).toBe(200);
    expect(Object.keys(second.json())).toEqual(ACTIVITY_KEYS);
  });

  it('lets a sys-admin read any company’s site', async () => {
    expect((await general('sysadmin', site.theirs)).statusCode).toBe(200);
    expect((await activity('sysadmin', site.theirs)).statusCode).toBe(200);
  });

  it.each(['otherAdmin', 'otherController'] as const)('%s gets 404 for GuardForce’s site', async (account) => {
    for (const response of [await general(account, site.ours), await activity(account, site.ours)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.site.notFound });
    }
  });

  it('answers 404 for an unknown site', async () => {
    for (const response of [await general('admin', 999_999), await activity('admin', 999_999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.site.notFound });
    }
  });

  it('refuses a security guard’s token as on every console call', async () => {
    for (const response of [await general('guard', site.ours), await activity('guard', site.ours)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.auth.consoleOnly });
    }
  });

  it('refuses a call without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/report/csv/general/${site.ours}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.auth.missingToken });
  });
});

describe('an empty site', () => {
  it('answers every CSV with its header row alone', async () => {
    const answers = { ...(await general('admin', site.ours)).json(), ...(await activity('admin', site.ours)).json() };
    const columns = MESSAGES.report.csv.columns;
    expect(answers).toEqual({
      devicesCsv: Object.values(columns.devicesCsv).join(','),
      tagsCsv: Object.values(columns.tagsCsv).join(','),
      routesCsv: Object.values(columns.routesCsv).join(','),
      schedulesCsv: Object.values(columns.schedulesCsv).join(','),
      panicAlertCsv: Object.values(columns.panicAlertCsv).join(','),
      routeTagScanCsv: Object.values(columns.routeTagScanCsv).join(','),
      attendanceCsv: Object.values(columns.attendanceCsv).join(','),
      pleaseCallMeCsv: Object.values(columns.panicAlertCsv).join(','),
      routeTakenCsv: Object.values(columns.routeTakenCsv).join(','),
      deviceStatusCsv: Object.values(columns.deviceStatusCsv).join(','),
    });
  });
});

describe("date range rules: only the spec's (part 1 §5 'CSV report dates')", () => {
  const dates = (startDate: number, endDate: number) =>
    activity('admin', site.ours, `startDate=${startDate}&endDate=${endDate}`);

  it.each([
    ['the same date', today, today, MESSAGES.report.sameDates],
    ['two moments of the same date', today + 3_600, today + 7_200, MESSAGES.report.sameDates],
    ['a start after the end', today, today - DAY, MESSAGES.report.startAfterEnd],
    ['a start after the end, a month apart', today, today - 31 * DAY, MESSAGES.report.startAfterEnd],
  ])('refuses %s with 400 and the spec message', async (_label, startDate, endDate, message) => {
    const response = await dates(startDate, endDate);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    ['one day', today - DAY, today],
    ['seven days', today - 7 * DAY, today],
    ['a month', today - 31 * DAY, today],
    ['a quarter', today - 92 * DAY, today],
    ['an end after tomorrow', today - 2 * DAY, today + 3 * DAY],
    ['a month in the future', today + 30 * DAY, today + 61 * DAY],
  ])('takes %s: a JSON answer of the six CSVs, streamed', async (_label, startDate, endDate) => {
    const response = await dates(startDate, endDate);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(response.json())).toEqual(ACTIVITY_KEYS);
  });

  it.each([
    ['no startDate', `endDate=${today}`],
    ['no endDate', `startDate=${today - DAY}`],
    ['a date as words', `startDate=yesterday&endDate=${today}`],
    ['a fractional date', `startDate=${today - DAY + 0.5}&endDate=${today}`],
    ['an unknown parameter', `startDate=${today - DAY}&endDate=${today}&deviceId=1`],
    ['a date outside the supported dates', `startDate=${today - DAY}&endDate=9999999999`],
  ])('refuses %s with 400 and a message', async (_label, query) => {
    const response = await activity('admin', site.ours, query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it.each(['0', '-1', 'abc'])('refuses a site id %s with 400', async (siteId) => {
    const response = await call.get('admin', `/api/v1/report/csv/general/${siteId}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });
});

describe('API docs', () => {
  it('document both calls with every column of every CSV', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const generalDoc = docs.paths['/api/v1/report/csv/general/{siteId}'].get.description as string;
    const activityDoc = docs.paths['/api/v1/report/csv/activity/{siteId}'].get.description as string;
    const columns = MESSAGES.report.csv.columns;
    for (const key of GENERAL_KEYS) {
      expect(generalDoc).toContain(`**${key}**`);
      for (const header of Object.values(columns[key as keyof typeof columns])) {
        expect(generalDoc).toContain(`- ${header}: `);
      }
    }
    for (const key of ACTIVITY_KEYS) {
      expect(activityDoc).toContain(`**${key}**`);
      if (key === 'pleaseCallMeCsv') continue;
      for (const header of Object.values(columns[key as keyof typeof columns])) {
        expect(activityDoc).toContain(`- ${header}: `);
      }
    }
  });
});
