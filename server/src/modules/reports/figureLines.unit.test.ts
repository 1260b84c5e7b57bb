/** The report lines from plan sums: percentages of the closed plans, the SLA as printed, days and ranking. */
import { describe, expect, it } from 'vitest';
import { NO_PLANS, type PlanOutcome } from '../patrols/figures';
import { dayLines, patrolLine, patrolLines, rankSites, slaVerdict, tagFigures } from './figureLines';

const DAY = 86_400;
const FROM = Date.parse('2025-03-03T04:00:00Z') / 1000;

const plan = (over: Partial<PlanOutcome>): PlanOutcome => ({
  planId: 1,
  siteId: 1,
  scheduleId: 1,
  scheduleLabel: 'every 60 min, 08:00–17:00, every day',
  routeId: 1,
  routeName: 'Perimeter',
  startTime: FROM,
  expected: 4,
  scanned: 4,
  late: 0,
  early: 0,
  provisional: false,
  status: 'complete',
  ...over,
});

describe('patrolLine', () => {
  it('gives complete, incomplete and failed as shares of the closed plans; an open plan is no miss', () => {
    const line = patrolLine('Perimeter', 'x', {
      ...NO_PLANS,
      planned: 4,
      open: 1,
      complete: 2,
      incomplete: 1,
      judged: 3,
    });
    expect(line).toEqual({
      routeName: 'Perimeter',
      schedule: 'x',
      planned: 4,
      complete: 2,
      incomplete: 1,
      failed: 0,
      open: 1,
      provisional: 0,
      completePercentage: 66.67,
      incompletePercentage: 33.33,
      failedPercentage: 0,
    });
  });

  it('with nothing closed: 100% complete (the dashboard rule), 0% incomplete and failed', () => {
    expect(patrolLine('', '', { ...NO_PLANS, planned: 2, open: 2 })).toMatchObject({
      completePercentage: 100,
      incompletePercentage: 0,
      failedPercentage: 0,
    });
  });
});

describe('the SLA verdict', () => {
  it('passes only with more than the threshold, judged on the percentage as printed', () => {
    const at = (scanned: number, expected: number) => slaVerdict(tagFigures({ ...NO_PLANS, scanned, expected }), 90);
    expect(at(9, 10)).toEqual({ threshold: 90, percentage: 90, passed: false });
    // 90.004% prints as 90.00%: not more than 90.
    expect(at(22_501, 25_000)).toEqual({ threshold: 90, percentage: 90, passed: false });
    expect(at(9_001, 10_000)).toEqual({ threshold: 90, percentage: 90.01, passed: true });
    expect(at(0, 0)).toEqual({ threshold: 90, percentage: 100, passed: true });
  });
});

describe('patrolLines', () => {
  it('makes one line per schedule, by route name then schedule, and a total', () => {
    const { lines, total } = patrolLines([
      plan({ scheduleId: 2, routeName: 'Warehouse', status: 'failed', scanned: 0 }),
      plan({ scheduleId: 1, routeName: 'Perimeter', status: 'complete' }),
      plan({ scheduleId: 1, routeName: 'Perimeter', status: 'incomplete', scanned: 1 }),
      plan({ scheduleId: 3, routeName: 'Perimeter', scheduleLabel: 'every 30 min', status: 'open' }),
    ]);
    expect(lines.map((line) => [line.routeName, line.schedule, line.planned, line.open])).toEqual([
      ['Perimeter', 'every 30 min', 1, 1],
      ['Perimeter', 'every 60 min, 08:00–17:00, every day', 2, 0],
      ['Warehouse', 'every 60 min, 08:00–17:00, every day', 1, 0],
    ]);
    expect(total).toMatchObject({
      routeName: '',
      schedule: '',
      planned: 4,
      complete: 1,
      incomplete: 1,
      failed: 1,
      open: 1,
    });
  });
});

describe('dayLines', () => {
  it('has no lines for a one-day period', () => {
    expect(dayLines([plan({})], { from: FROM, to: FROM + DAY }, 'Africa/Johannesburg')).toEqual([]);
  });

  it('has a line per shift day (04:00 UTC), named by its South African date, empty days included', () => {
    const outcomes = [
      plan({ startTime: FROM + 3_600 }),
      plan({ startTime: FROM + DAY - 1, status: 'incomplete', scanned: 1 }),
      plan({ startTime: FROM + 2 * DAY + 60, status: 'open', scanned: 0 }),
    ];
    expect(dayLines(outcomes, { from: FROM, to: FROM + 3 * DAY }, 'Africa/Johannesburg')).toEqual([
      { day: '2025-03-03', planned: 2, complete: 1, tagsExpected: 8, tagsScanned: 5, scannedPercentage: 62.5 },
      { day: '2025-03-04', planned: 0, complete: 0, tagsExpected: 0, tagsScanned: 0, scannedPercentage: 100 },
      { day: '2025-03-05', planned: 1, complete: 0, tagsExpected: 0, tagsScanned: 0, scannedPercentage: 100 },
    ]);
  });
});

describe('rankSites', () => {
  it('ranks by scanned percentage, best first, equal percentages by name', () => {
    const line = (siteId: number, siteName: string, scannedPercentage: number) => ({
      siteId,
      siteName,
      patrols: patrolLine('', '', NO_PLANS),
      tags: { expected: 1, scanned: 1, late: 0, early: 0, scannedPercentage },
      sla: slaVerdict({ expected: 1, scanned: 1, late: 0, early: 0, scannedPercentage }, 90),
      panicAlerts: 0,
    });
    const ranked = rankSites([line(1, 'Mall', 80), line(2, 'Depot', 95), line(3, 'Bank', 80)]);
    expect(ranked.map((site) => [site.rank, site.siteName])).toEqual([
      [1, 'Depot'],
      [2, 'Bank'],
      [3, 'Mall'],
    ]);
  });
});
