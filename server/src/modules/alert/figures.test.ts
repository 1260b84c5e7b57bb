/** Alert counts and lines over the hand-built shift day (test/reportDay.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { buildReportDay, type ReportDay } from '../../test/reportDay';
import { alertCounts, alertCountsBySite, alertLines } from './figures';

let t: TestContext;
let day: ReportDay;
beforeAll(async () => {
  t = await build();
  day = await buildReportDay(t, api(t));
}, 120_000);
afterAll(() => t.close());

const none = (type: string) => ({
  type,
  count: 0,
  answered: 0,
  medianResponseSeconds: null,
  slowestResponseSeconds: null,
  answeredBy: [],
});

describe('alertCounts', () => {
  it("counts the company's alerts sent in [from, to), answered or not", async () => {
    const period = { from: day.from, to: day.to };
    expect(await alertCounts(t.database.db, { companyId: day.companyId }, period)).toEqual({
      panic: 2,
      pleaseCallMe: 1,
      welfareCheckMissed: 0,
      deviceOffline: 1,
      deviceBatteryLow: 1,
    });
    // The panic at from − 30 min belongs to the day before.
    expect(
      await alertCounts(t.database.db, { companyId: day.companyId }, { from: day.from - 3_600, to: day.from }),
    ).toEqual({ panic: 1, pleaseCallMe: 0, welfareCheckMissed: 0, deviceOffline: 0, deviceBatteryLow: 0 });
  });

  it('counts per site, and only the sites asked for', async () => {
    const { alpha, bravo, charlie } = day.sites;
    const scope = { companyId: day.companyId, siteIds: [alpha.id, bravo.id, charlie.id] };
    const bySite = await alertCountsBySite(t.database.db, scope, day);
    expect(Object.fromEntries(bySite)).toEqual({
      [alpha.id]: { panic: 2, pleaseCallMe: 1, welfareCheckMissed: 0, deviceOffline: 0, deviceBatteryLow: 1 },
      [bravo.id]: { panic: 0, pleaseCallMe: 0, welfareCheckMissed: 0, deviceOffline: 1, deviceBatteryLow: 0 },
    });
    expect(await alertCounts(t.database.db, { companyId: day.companyId, siteIds: [charlie.id] }, day)).toEqual({
      panic: 0,
      pleaseCallMe: 0,
      welfareCheckMissed: 0,
      deviceOffline: 0,
      deviceBatteryLow: 0,
    });
    expect(await alertCounts(t.database.db, { companyId: day.companyId, siteIds: [] }, day)).toMatchObject({
      panic: 0,
    });
  });
});

describe('alertLines', () => {
  it("gives Alpha's lines: answered, median and slowest answer, who answered; a complete patrol is no alert", async () => {
    const lines = await alertLines(t.database.db, { companyId: day.companyId, siteIds: [day.sites.alpha.id] }, day);
    expect(lines).toEqual([
      {
        type: 'panic',
        count: 2,
        answered: 2,
        medianResponseSeconds: 90,
        slowestResponseSeconds: 120,
        answeredBy: ['Sipho Dlamini (1)', 'Thandi Mokoena (1)'],
      },
      { ...none('pleaseCallMe'), count: 1 },
      // A2 incomplete and A3 failed; A1 and A4 ended complete, A5 is open.
      {
        type: 'patrolEnded',
        count: 2,
        answered: 1,
        medianResponseSeconds: 300,
        slowestResponseSeconds: 300,
        answeredBy: ['Sipho Dlamini (1)'],
      },
      none('deviceOffline'),
      { ...none('deviceBatteryLow'), count: 1 },
      none('boundaryExit'),
    ]);
  });

  it('adds every site of the company up when no sites are named', async () => {
    const lines = await alertLines(t.database.db, { companyId: day.companyId }, day);
    expect(lines.map((line) => [line.type, line.count, line.answered, line.answeredBy])).toEqual([
      ['panic', 2, 2, ['Sipho Dlamini (1)', 'Thandi Mokoena (1)']],
      ['pleaseCallMe', 1, 0, []],
      ['patrolEnded', 3, 1, ['Sipho Dlamini (1)']],
      ['deviceOffline', 1, 0, []],
      ['deviceBatteryLow', 1, 0, []],
      ['boundaryExit', 0, 0, []],
    ]);
  });
});
