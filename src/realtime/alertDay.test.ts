import { describe, expect, it } from 'vitest';
import { alertDayWindow, untilNextAlertDay } from './alertDay';

/** A wall-clock time in Johannesburg (UTC+2) as a Date, whatever the zone the test runs in. */
const sast = (iso: string) => new Date(`${iso}+02:00`);
const seconds = (iso: string) => Math.floor(sast(iso).getTime() / 1000);

describe("the alert day, on the company's clock", () => {
  it('runs from 06:00 today to 06:00 tomorrow from 06:00 on', () => {
    expect(alertDayWindow(sast('2025-03-10T06:00'))).toEqual({
      startDate: seconds('2025-03-10T06:00'),
      endDate: seconds('2025-03-11T06:00'),
    });
    expect(alertDayWindow(sast('2025-03-10T23:59')).startDate).toBe(seconds('2025-03-10T06:00'));
  });

  it('is the previous day before 06:00', () => {
    expect(alertDayWindow(sast('2025-03-10T05:59'))).toEqual({
      startDate: seconds('2025-03-09T06:00'),
      endDate: seconds('2025-03-10T06:00'),
    });
  });

  it('crosses months and years', () => {
    expect(alertDayWindow(sast('2025-01-01T00:30')).startDate).toBe(seconds('2024-12-31T06:00'));
  });

  it("starts at 06:00 in London for a London company, BST in summer (05:00 UTC), and is 23 hours on the spring's change", () => {
    expect(alertDayWindow(new Date('2025-07-01T12:00Z'), 'Europe/London')).toEqual({
      startDate: Date.parse('2025-07-01T05:00Z') / 1000,
      endDate: Date.parse('2025-07-02T05:00Z') / 1000,
    });
    const { startDate, endDate } = alertDayWindow(new Date('2025-03-29T12:00Z'), 'Europe/London');
    expect([startDate, endDate]).toEqual([
      Date.parse('2025-03-29T06:00Z') / 1000,
      Date.parse('2025-03-30T05:00Z') / 1000,
    ]);
  });

  it('counts down to the next 06:00', () => {
    expect(untilNextAlertDay(sast('2025-03-10T05:30'))).toBe(30 * 60_000);
    expect(untilNextAlertDay(sast('2025-03-10T06:00'))).toBe(24 * 3600_000);
    expect(untilNextAlertDay(sast('2025-03-10T23:00'))).toBe(7 * 3600_000);
  });
});
