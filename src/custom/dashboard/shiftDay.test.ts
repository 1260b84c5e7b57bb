import { describe, expect, it } from 'vitest';
import { addDays, currentShiftDay, isShiftDay, shiftPeriod, yesterdayShiftDay } from './shiftDay';

const utc = (iso: string) => Date.parse(iso) / 1000;

describe('the shift day of the dashboard', () => {
  it('runs from 04:00 UTC to 04:00 UTC the next day, so yesterday is the last shift that has ended', () => {
    const morning = utc('2024-06-12T09:00:00Z');
    expect(currentShiftDay(morning)).toBe('2024-06-12');
    expect(yesterdayShiftDay(morning)).toBe('2024-06-11');
    expect(shiftPeriod('2024-06-11', morning)).toEqual({
      startDate: utc('2024-06-11T04:00:00Z'),
      endDate: utc('2024-06-12T04:00:00Z'),
      kind: 'yesterday',
      date: '2024-06-11',
    });
  });

  it('is still the day before until 04:00 UTC (06:00 South African time)', () => {
    const beforeDawn = utc('2024-06-12T03:59:59Z');
    expect(currentShiftDay(beforeDawn)).toBe('2024-06-11');
    expect(yesterdayShiftDay(beforeDawn)).toBe('2024-06-10');
    expect(currentShiftDay(utc('2024-06-12T04:00:00Z'))).toBe('2024-06-12');
  });

  it("shows today's shift up to now, and earlier days whole", () => {
    const now = utc('2024-06-12T09:30:15Z');
    expect(shiftPeriod('2024-06-12', now)).toEqual({
      startDate: utc('2024-06-12T04:00:00Z'),
      endDate: now,
      kind: 'today',
      date: '2024-06-12',
    });
    expect(shiftPeriod('2024-03-01', now)).toEqual({
      startDate: utc('2024-03-01T04:00:00Z'),
      endDate: utc('2024-03-02T04:00:00Z'),
      kind: 'earlier',
      date: '2024-03-01',
    });
  });

  it("never asks for an empty period at the very start of today's shift", () => {
    const start = utc('2024-06-12T04:00:00Z');
    const period = shiftPeriod('2024-06-12', start);
    expect(period.endDate).toBeGreaterThan(period.startDate);
  });

  it('takes real days up to the running shift day, across months and leap days', () => {
    const now = utc('2024-03-01T05:00:00Z');
    expect(isShiftDay('2024-03-01', now)).toBe(true);
    expect(isShiftDay('2024-03-02', now)).toBe(false);
    expect(isShiftDay('2024-02-30', now)).toBe(false);
    expect(isShiftDay('', now)).toBe(false);
    expect(isShiftDay(null, now)).toBe(false);
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});
