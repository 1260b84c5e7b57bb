import { describe, expect, it } from 'vitest';
import { ATTENDANCE_RANGE } from '../../../contract/attendance';
import { TRACKING_RANGE } from '../../../contract/tracking';
import { checkRange, defaultRange } from './shiftDays';

const NOW = Date.parse('2024-06-12T09:00:00Z') / 1000;

describe('the date range', () => {
  it('opens on yesterday to today (UTC)', () => {
    expect(defaultRange(NOW)).toEqual({ startDate: '2024-06-11', endDate: '2024-06-12' });
  });

  it('sends UTC days and refuses what the server refuses, in its words', () => {
    expect(checkRange({ startDate: '2024-06-10', endDate: '2024-06-12' }, TRACKING_RANGE, NOW)).toEqual({
      startDate: Date.parse('2024-06-10T00:00:00Z') / 1000,
      endDate: Date.parse('2024-06-12T00:00:00Z') / 1000,
    });
    expect(checkRange({ startDate: '2024-06-10', endDate: '2024-06-10' }, TRACKING_RANGE, NOW)).toEqual({
      problem: "Start and end date can't be the same.",
    });
    expect(checkRange({ startDate: '2024-06-11', endDate: '2024-06-13' }, TRACKING_RANGE, NOW)).toEqual({
      problem: "End date can't be greater than today.",
    });
    expect(checkRange({ startDate: '2024-06-04', endDate: '2024-06-12' }, TRACKING_RANGE, NOW)).toEqual({
      problem: "Date range can't be greater than 7 days.",
    });
    expect(checkRange({ startDate: '', endDate: '2024-06-12' }, TRACKING_RANGE, NOW)).toEqual({
      problem: 'patrol.shiftRange.chooseDates',
    });
  });

  it('answers in the words of the rules it is given', () => {
    const rules = { ...ATTENDANCE_RANGE, messages: { ...ATTENDANCE_RANGE.messages, sameDates: 'Pick two days.' } };
    expect(checkRange({ startDate: '2024-06-10', endDate: '2024-06-10' }, rules, NOW)).toEqual({
      problem: 'Pick two days.',
    });
    expect(checkRange({ startDate: '2024-06-06', endDate: '2024-06-12' }, ATTENDANCE_RANGE, NOW)).toEqual({
      startDate: Date.parse('2024-06-06T00:00:00Z') / 1000,
      endDate: Date.parse('2024-06-12T00:00:00Z') / 1000,
    });
  });
});
