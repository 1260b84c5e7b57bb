/** The portal writes times on the company's clock, and picks the company's months, whatever the phone's zone. */
import { describe, expect, it } from 'vitest';
import { clockIn, monthsIn, todayIn, whenIn } from './zone';

/** 2026-11-29 22:30 UTC: already the 30th, 00:30, in Johannesburg. */
const lateEvening = Date.UTC(2026, 10, 29, 22, 30) / 1000;

describe('the company clock', () => {
  it("writes a moment in the company's zone, not the phone's", () => {
    expect(whenIn(lateEvening, 'Africa/Johannesburg', 'en-GB')).toBe('30 Nov 2026, 00:30');
    expect(whenIn(lateEvening, 'UTC', 'en-GB')).toBe('29 Nov 2026, 22:30');
    expect(todayIn('Africa/Johannesburg', lateEvening)).toBe('2026-11-30');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-29');
  });

  it("picks the month begun and last month on the company's clock, the month starting at 06:00 of the 1st", () => {
    // 1 Dec 05:30 in Johannesburg: December's sheet has not begun.
    const beforeShift = Date.UTC(2026, 11, 1, 3, 30) / 1000;
    expect(monthsIn('Africa/Johannesburg', beforeShift)).toEqual({ thisMonth: '2026-11', lastMonth: '2026-10' });
    // 1 Dec 08:30 in Johannesburg (06:30 UTC): December has begun there, not yet on a phone in Los Angeles' clock.
    const afterShift = Date.UTC(2026, 11, 1, 6, 30) / 1000;
    expect(monthsIn('Africa/Johannesburg', afterShift)).toEqual({ thisMonth: '2026-12', lastMonth: '2026-11' });
    expect(monthsIn('America/Los_Angeles', afterShift)).toEqual({ thisMonth: '2026-11', lastMonth: '2026-10' });
    expect(monthsIn('UTC', Date.UTC(2027, 0, 15) / 1000)).toEqual({ thisMonth: '2027-01', lastMonth: '2026-12' });
  });

  it("writes a time read today on the company's clock as the time alone, one of another day with its date", () => {
    // 22:30 UTC on the 29th is 00:30 on the 30th in Johannesburg: today there at 08:00 on the 30th, not in UTC.
    const nextMorning = Date.UTC(2026, 10, 30, 6) / 1000;
    expect(clockIn(lateEvening, 'Africa/Johannesburg', nextMorning, 'en-GB')).toBe('00:30');
    expect(clockIn(lateEvening, 'UTC', nextMorning, 'en-GB')).toBe('29 Nov 2026, 22:30');
  });
});
