import { describe, expect, it } from 'vitest';
import { alertDayWindow, untilNextAlertDay } from './alertDay';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('the alert day', () => {
  it('runs from 06:00 today to 06:00 tomorrow from 06:00 on', () => {
    expect(alertDayWindow(new Date(2025, 2, 10, 6, 0))).toEqual({
      startDate: seconds(new Date(2025, 2, 10, 6, 0)),
      endDate: seconds(new Date(2025, 2, 11, 6, 0)),
    });
    expect(alertDayWindow(new Date(2025, 2, 10, 23, 59)).startDate).toBe(seconds(new Date(2025, 2, 10, 6, 0)));
  });

  it('is the previous day before 06:00', () => {
    expect(alertDayWindow(new Date(2025, 2, 10, 5, 59))).toEqual({
      startDate: seconds(new Date(2025, 2, 9, 6, 0)),
      endDate: seconds(new Date(2025, 2, 10, 6, 0)),
    });
  });

  it('crosses months and years', () => {
    expect(alertDayWindow(new Date(2025, 0, 1, 0, 30)).startDate).toBe(seconds(new Date(2024, 11, 31, 6, 0)));
  });

  it('counts down to the next 06:00', () => {
    expect(untilNextAlertDay(new Date(2025, 2, 10, 5, 30))).toBe(30 * 60_000);
    expect(untilNextAlertDay(new Date(2025, 2, 10, 6, 0))).toBe(24 * 3600_000);
    expect(untilNextAlertDay(new Date(2025, 2, 10, 23, 0))).toBe(7 * 3600_000);
  });
});
