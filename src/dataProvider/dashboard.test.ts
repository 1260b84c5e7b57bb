import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../authProvider/session';
import { stubServer } from '../test/stubServer';
import { dataProvider } from '.';
import { UNREADABLE_ANSWER } from './dashboard';

beforeEach(() => {
  localStorage.clear();
  session.setToken('token-1');
});
afterEach(() => vi.unstubAllGlobals());

const PERIOD = { startDate: 1_778_472_000, endDate: 1_778_558_400 };
const ANSWERS: Record<string, unknown> = {
  '/api/v1/report/dashboard/company/tagsScanned/3': { tagsScanned: 9, tagsShouldveBeenScanned: 10 },
  '/api/v1/report/dashboard/company/patrols/3': { patrols: 4, totalPatrols: 5 },
  '/api/v1/report/dashboard/company/alerts/3': {
    panicAlerts: 1,
    pleaseCallMeAlerts: 2,
    welfareMissedAlerts: 0,
    deviceOfflineAlerts: 3,
    lowBatteryAlerts: 4,
  },
  '/api/v1/report/dashboard/sites/tagsScanned/3': {
    slaThreshold: 90,
    sitesAboveThreshold: [{ id: 1, name: 'Sandton Office Park', tagsScannedPercentage: 95 }],
    sitesBelowThreshold: [],
  },
};

describe('the dashboard calls', () => {
  it("ask the spec's four paths with the period's epoch seconds, with the token, and answer what the server said", async () => {
    const calls = stubServer((call) => ({ body: ANSWERS[new URL(call.url, 'http://console').pathname] }));
    const answers = await Promise.all([
      dataProvider.dashboardTagsScanned(3, PERIOD),
      dataProvider.dashboardPatrols(3, PERIOD),
      dataProvider.dashboardAlerts(3, PERIOD),
      dataProvider.dashboardSites(3, PERIOD),
    ]);
    expect(answers).toEqual(Object.values(ANSWERS));
    for (const call of calls) {
      const url = new URL(call.url, 'http://console');
      expect(call.method).toBe('GET');
      expect(call.headers.get('x-access-token')).toBe('token-1');
      expect(url.searchParams.get('startDate')).toBe('1778472000');
      expect(url.searchParams.get('endDate')).toBe('1778558400');
    }
    expect(new URL(calls[1].url, 'http://console').searchParams.get('status')).toBe('complete');
  });

  it('refuse an answer that is not what the contract says, rather than draw from it', async () => {
    stubServer(() => ({ body: { tagsScanned: '9' } }));
    await expect(dataProvider.dashboardTagsScanned(3, PERIOD)).rejects.toThrow(UNREADABLE_ANSWER);
    stubServer(() => ({
      body: { slaThreshold: 90, sitesAboveThreshold: [{ name: 'No id' }], sitesBelowThreshold: [] },
    }));
    await expect(dataProvider.dashboardSites(3, PERIOD)).rejects.toThrow(UNREADABLE_ANSWER);
  });

  it("carry the server's message when it refuses", async () => {
    stubServer(() => ({ status: 400, body: { message: 'endDate must be later than startDate.' } }));
    await expect(dataProvider.dashboardAlerts(3, PERIOD)).rejects.toThrow('endDate must be later than startDate.');
  });
});
