import { describe, expect, it } from 'vitest';
import { reportWindow } from '../../../../contract/reports';
import { currentPeriod, isLatestPeriod, movePeriod, type ReportPeriod } from './reportPeriod';
import { periodTimes } from './reportTimes';

const at = (iso: string) => Date.parse(iso) / 1000;
const day = (date: string) => at(`${date}T00:00:00Z`);
const daily = (start: string, end: string): ReportPeriod => ({
  kind: 'daily',
  startDate: day(start),
  endDate: day(end),
});
const monthly = (start: string, end: string): ReportPeriod => ({
  kind: 'monthly',
  startDate: day(start),
  endDate: day(end),
});

describe('report periods', () => {
  it("starts on yesterday's shift day: the latest 04:00 UTC to 04:00 UTC day that has ended", () => {
    expect(currentPeriod('daily', at('2026-11-23T10:00:00Z'))).toEqual(daily('2026-11-22', '2026-11-23'));
    expect(currentPeriod('daily', at('2026-11-23T04:00:00Z'))).toEqual(daily('2026-11-22', '2026-11-23'));
    // Before 04:00 UTC (06:00 in South Africa) the 22nd's shift is still running.
    expect(currentPeriod('daily', at('2026-11-23T03:59:00Z'))).toEqual(daily('2026-11-21', '2026-11-22'));
  });

  it('covers 04:00 UTC of the first day to 04:00 UTC of the next, shown in South African time', () => {
    const period = daily('2026-11-22', '2026-11-23');
    expect(reportWindow(period.startDate, period.endDate)).toEqual({
      from: at('2026-11-22T04:00:00Z'),
      to: at('2026-11-23T04:00:00Z'),
    });
    expect(periodTimes(period)).toEqual({ from: 'Sun 22 Nov 2026 06:00', to: 'Mon 23 Nov 2026 06:00' });
  });

  it('takes the month of the running shift day, the 1st to the 1st of the next', () => {
    expect(currentPeriod('monthly', at('2026-11-23T10:00:00Z'))).toEqual(monthly('2026-11-01', '2026-12-01'));
    expect(currentPeriod('monthly', at('2026-12-31T23:00:00Z'))).toEqual(monthly('2026-12-01', '2027-01-01'));
    expect(currentPeriod('monthly', at('2026-12-01T02:00:00Z'))).toEqual(monthly('2026-11-01', '2026-12-01'));
  });

  it('moves one day, or one month across the turn of a year and short months', () => {
    expect(movePeriod(daily('2026-11-22', '2026-11-23'), -1)).toEqual(daily('2026-11-21', '2026-11-22'));
    expect(movePeriod(daily('2026-02-28', '2026-03-01'), 1)).toEqual(daily('2026-03-01', '2026-03-02'));
    expect(movePeriod(monthly('2026-01-01', '2026-02-01'), -1)).toEqual(monthly('2025-12-01', '2026-01-01'));
    expect(movePeriod(monthly('2026-01-01', '2026-02-01'), 1)).toEqual(monthly('2026-02-01', '2026-03-01'));
    expect(movePeriod(monthly('2026-02-01', '2026-03-01'), 1)).toEqual(monthly('2026-03-01', '2026-04-01'));
  });

  it('bars Next once the period ends today or later', () => {
    const now = at('2026-11-23T10:00:00Z');
    expect(isLatestPeriod(daily('2026-11-22', '2026-11-23'), now)).toBe(true);
    expect(isLatestPeriod(daily('2026-11-21', '2026-11-22'), now)).toBe(false);
    expect(isLatestPeriod(daily('2026-11-23', '2026-11-24'), now)).toBe(true);
    expect(isLatestPeriod(monthly('2026-11-01', '2026-12-01'), now)).toBe(true);
    expect(isLatestPeriod(monthly('2026-10-01', '2026-11-01'), now)).toBe(false);
  });
});
