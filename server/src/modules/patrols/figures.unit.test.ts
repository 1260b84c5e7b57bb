/** The patrol figures' definitions where they are pure: adding plans up, and how a schedule reads. */
import { describe, expect, it } from 'vitest';
import { type PlanOutcome, sumOutcomes } from './figures';
import { daysText, scheduleLabel } from './scheduleLabel';

const plan = (
  status: PlanOutcome['status'],
  expected: number,
  scanned: number,
  late = 0,
  early = 0,
  provisional = false,
): PlanOutcome => ({
  planId: 1,
  siteId: 1,
  scheduleId: 1,
  scheduleLabel: '',
  routeId: 1,
  routeName: 'Perimeter',
  startTime: 0,
  expected,
  scanned,
  late,
  early,
  status,
  provisional,
});

describe('sumOutcomes', () => {
  it('counts every plan as planned and the tags of closed plans only', () => {
    const sums = sumOutcomes([
      plan('complete', 3, 3, 1, 0),
      plan('incomplete', 3, 1, 0, 1),
      plan('failed', 3, 0, 0, 0, true),
      plan('open', 3, 2, 1, 1),
    ]);
    expect(sums).toEqual({
      planned: 4,
      open: 1,
      complete: 1,
      incomplete: 1,
      failed: 1,
      judged: 3,
      // The failed one ended less than PATROL_SETTLE_HOURS ago: its verdict may still be revised.
      provisional: 1,
      expected: 9,
      scanned: 4,
      late: 1,
      early: 1,
    });
  });

  it('adds nothing up for no plans', () => {
    expect(sumOutcomes([])).toMatchObject({ planned: 0, judged: 0, expected: 0, scanned: 0 });
  });
});

const schedule = {
  repeatMinutes: 60,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
  // Stored in UTC; read in South African time (UTC+2).
  startTimeDay: '06:00:00',
  endTimeDay: '15:00:00',
  startTimeNight: '18:00:00',
  endTimeNight: '03:00:00',
  removed: false,
};

describe('scheduleLabel', () => {
  it('reads in South African time with both windows and the ticked days as a range', () => {
    expect(scheduleLabel(schedule)).toBe('every 60 min, 08:00–17:00 and 20:00–05:00, Mon–Fri');
  });

  it('leaves out a window that is off and marks a removed schedule', () => {
    expect(
      scheduleLabel({ ...schedule, startTimeNight: null, endTimeNight: null, repeatMinutes: 30, removed: true }),
    ).toBe('every 30 min, 08:00–17:00, Mon–Fri (removed)');
    expect(scheduleLabel({ ...schedule, startTimeDay: '06:00:00', endTimeDay: '06:00:00', startTimeNight: null })).toBe(
      'every 60 min, no window, Mon–Fri',
    );
  });

  it('writes days as ranges of three or more, pairs as single days, all seven as every day', () => {
    expect(daysText([true, true, true, true, true, true, true])).toBe('every day');
    expect(daysText([false, false, false, false, false, true, true])).toBe('Sat, Sun');
    expect(daysText([true, false, true, true, true, false, true])).toBe('Mon, Wed–Fri, Sun');
    expect(daysText([false, false, false, false, false, false, false])).toBe('no days');
  });
});
