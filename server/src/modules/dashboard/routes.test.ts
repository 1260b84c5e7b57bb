/**
 * The dashboard's four calls over a hand-built shift day (test/reportDay.ts): exact figures, who may ask for
 * which company, and bad periods.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { type Account, type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { buildReportDay, type ReportDay } from '../../test/reportDay';

const M = MESSAGES.dashboard;
const DAY = 86_400;
const CALLS = ['company/tagsScanned', 'company/patrols', 'company/alerts', 'sites/tagsScanned'] as const;

let t: TestContext;
let call: Api;
let day: ReportDay;
let capeShield: number;
beforeAll(async () => {
  t = await build();
  call = api(t);
  day = await buildReportDay(t, call);
  ({ capeShield } = await call.companies());
}, 120_000);
afterAll(() => t.close());

const url = (path: string, companyId: number, query: string) =>
  `/api/v1/report/dashboard/${path}/${companyId}?${query}`;
const ofDay = (path: string, account: Account = 'admin', extra = '') =>
  call.get(account, url(path, day.companyId, `startDate=${day.from}&endDate=${day.to}${extra}`));
const json = async (path: string, extra = '') => {
  const response = await ofDay(path, 'admin', extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the figures of the day', () => {
  it('counts the tags of the closed plans: expected, and the distinct tags each patrol scanned', async () => {
    // Alpha 3+1+0+3 of 4×3 (A5 is open, A0 and A6 are other days), Bravo 4 of 4, Charlie 9 of 10.
    expect(await json('company/tagsScanned')).toEqual({ tagsScanned: 20, tagsShouldveBeenScanned: 26 });
  });

  it('counts the patrols that ended complete out of those that ended, or another status when asked', async () => {
    expect(await json('company/patrols')).toMatchObject({ patrols: 4, totalPatrols: 7 });
    expect(await json('company/patrols', '&status=complete')).toMatchObject({ patrols: 4, totalPatrols: 7 });
    expect(await json('company/patrols', '&status=incomplete')).toMatchObject({ patrols: 2, totalPatrols: 7 });
    expect(await json('company/patrols', '&status=failed')).toMatchObject({ patrols: 1, totalPatrols: 7 });
  });

  it('counts the alerts sent in the day, answered or not, of this company only', async () => {
    expect(await json('company/alerts')).toEqual({
      panicAlerts: 2,
      pleaseCallMeAlerts: 1,
      welfareMissedAlerts: 0,
      deviceOfflineAlerts: 1,
      lowBatteryAlerts: 1,
    });
  });

  it('puts a site above the threshold only with more than it; a site with nothing judged is in neither list', async () => {
    const { alpha, bravo, charlie } = day.sites;
    expect(await json('sites/tagsScanned')).toEqual({
      slaThreshold: 90,
      sitesAboveThreshold: [{ id: bravo.id, name: bravo.name, tagsScannedPercentage: 100 }],
      sitesBelowThreshold: [
        { id: charlie.id, name: charlie.name, tagsScannedPercentage: 90 },
        { id: alpha.id, name: alpha.name, tagsScannedPercentage: 58.33 },
      ],
    });
  });

  it("judges the sites against the company's own threshold", async () => {
    const company = (await call.get('sysadmin', `/api/v1/company/${day.companyId}`)).json();
    const names = async (threshold: number) => {
      await call.post('sysadmin', '/api/v1/company', { ...company, slaThreshold: threshold });
      const sites = await json('sites/tagsScanned');
      const of = (list: { name: string }[]) => list.map((site) => site.name);
      return [sites.slaThreshold, of(sites.sitesAboveThreshold), of(sites.sitesBelowThreshold)];
    };
    const { alpha, bravo, charlie } = day.sites;
    try {
      expect(await names(50)).toEqual([50, [bravo.name, charlie.name, alpha.name], []]);
      expect(await names(89.99)).toEqual([89.99, [bravo.name, charlie.name], [alpha.name]]);
      expect(await names(100)).toEqual([100, [], [bravo.name, charlie.name, alpha.name]]);
    } finally {
      await call.post('sysadmin', '/api/v1/company', { ...company, slaThreshold: 90 });
    }
  });

  it('answers zeros for a period with no plans and no alerts, with 100% when nothing was expected', async () => {
    const earlier = `startDate=${day.from - 5 * DAY}&endDate=${day.from - 4 * DAY}`;
    const get = async (path: string) => (await call.get('controller', url(path, day.companyId, earlier))).json();
    expect(await get('company/tagsScanned')).toEqual({ tagsScanned: 0, tagsShouldveBeenScanned: 0 });
    expect(await get('company/patrols')).toMatchObject({ patrols: 0, totalPatrols: 0 });
    expect(await get('sites/tagsScanned')).toEqual({
      slaThreshold: 90,
      sitesAboveThreshold: [],
      sitesBelowThreshold: [],
    });
  });

  it('takes any period: the two days around the day add the other days’ closed plans', async () => {
    const response = await call.get(
      'admin',
      url('company/tagsScanned', day.companyId, `startDate=${day.from - DAY}&endDate=${day.to + DAY}`),
    );
    // A0 (1 of 3), D0 (0 of 1) the day before, A6 (0 of 3) the day after.
    expect(response.json()).toEqual({ tagsScanned: 21, tagsShouldveBeenScanned: 33 });
  });
});

describe('who may ask', () => {
  it.each(['admin', 'controller', 'sysadmin'] as const)('answers %s for GuardForce', async (account) => {
    for (const path of CALLS) expect((await ofDay(path, account)).statusCode).toBe(200);
  });

  it.each(['otherAdmin', 'otherController'] as const)(
    'answers %s 404 for GuardForce, as for no company',
    async (account) => {
      for (const path of CALLS) {
        const response = await ofDay(path, account);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: MESSAGES.company.notFound });
      }
    },
  );

  it('answers a sys-admin for any company, and 404 for a company that does not exist', async () => {
    const query = `startDate=${day.from}&endDate=${day.to}`;
    const theirs = await call.get('sysadmin', url('company/alerts', capeShield, query));
    expect(theirs.json()).toEqual({
      panicAlerts: 1,
      pleaseCallMeAlerts: 0,
      welfareMissedAlerts: 0,
      deviceOfflineAlerts: 0,
      lowBatteryAlerts: 0,
    });
    for (const path of CALLS) {
      const response = await call.get('sysadmin', url(path, 999_999, query));
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses a security guard with 403 and a call without a token with 401', async () => {
    for (const path of CALLS) {
      const guard = await ofDay(path, 'guard');
      expect(guard.statusCode).toBe(403);
      expect(guard.json()).toEqual({ message: MESSAGES.auth.consoleOnly });
      const anonymous = await t.app.inject({
        method: 'GET',
        url: url(path, day.companyId, `startDate=${day.from}&endDate=${day.to}`),
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe('bad periods', () => {
  const ask = (path: string, query: string) => call.get('admin', url(path, day.companyId, query));

  it.each(CALLS)('%s: an end not after the start is 400', async (path) => {
    for (const [start, end] of [
      [day.from, day.from],
      [day.to, day.from],
    ]) {
      const response = await ask(path, `startDate=${start}&endDate=${end}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: M.endNotAfterStart });
    }
  });

  it.each(CALLS)('%s: more than 31 days is 400, 31 days is taken', async (path) => {
    const tooLong = await ask(path, `startDate=${day.from - 31 * DAY}&endDate=${day.from + 1}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: M.periodTooLong });
    expect((await ask(path, `startDate=${day.from - 30 * DAY}&endDate=${day.from + DAY}`)).statusCode).toBe(200);
  });

  it('refuses a missing or non-numeric date, an unknown status and an unknown parameter with 400', async () => {
    for (const query of [
      `endDate=${day.to}`,
      `startDate=yesterday&endDate=${day.to}`,
      `startDate=${day.from}&endDate=${day.to}&status=open`,
      `startDate=${day.from}&endDate=${day.to}&siteId=1`,
    ]) {
      const response = await ask('company/patrols', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/./);
    }
  });
});
