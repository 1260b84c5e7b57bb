import { describe, expect, it } from 'vitest';
import { generatePlans, type RouteStop, type ScheduleRule } from './generate';

const everyDay = {
  sunday: true,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
};
const noDays = Object.fromEntries(Object.keys(everyDay).map((d) => [d, false])) as typeof everyDay;
const rule = (overrides: Partial<ScheduleRule>): ScheduleRule => ({
  ...everyDay,
  repeatMinutes: 60,
  randomizeStart: false,
  startTimeDay: null,
  endTimeDay: null,
  startTimeNight: null,
  endTimeNight: null,
  ...overrides,
});
const stops: RouteStop[] = [
  { tagId: 11, tagToRouteId: 1 },
  { tagId: 12, tagToRouteId: 2 },
  { tagId: 13, tagToRouteId: 3 },
  { tagId: 14, tagToRouteId: 4 },
];
/** South African wall-clock time as a Date. */
const sast = (iso: string) => new Date(`${iso}+02:00`);
const starts = (plans: ReturnType<typeof generatePlans>) => plans.map((p) => p.startTime.toISOString());

// 2026-11-23 is a Monday.
describe('generatePlans', () => {
  it('makes a plan every repeat from the window start while it fits (day window 08:00–12:00 SAST = 06:00–10:00 UTC)', () => {
    const plans = generatePlans(
      rule({ ...noDays, monday: true, startTimeDay: '06:00', endTimeDay: '10:00' }),
      stops,
      60,
      sast('2026-11-23T00:00'),
      sast('2026-11-24T00:00'),
    );
    expect(starts(plans)).toEqual([
      '2026-11-23T06:00:00.000Z',
      '2026-11-23T07:00:00.000Z',
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T09:00:00.000Z',
    ]);
    expect(plans[0].endTime.toISOString()).toBe('2026-11-23T07:00:00.000Z');
  });

  it('stops at the repeat boundary: a plan ending exactly at the window end is made, one past it is not', () => {
    const plans = generatePlans(
      rule({ repeatMinutes: 45, startTimeDay: '06:00', endTimeDay: '08:10' }),
      stops,
      40,
      sast('2026-11-23T00:00'),
      sast('2026-11-23T23:59'),
    );
    // 08:00, 08:45 and 09:30 SAST (ends 10:10 = window end); 10:15 would end 10:55, after it.
    expect(starts(plans)).toEqual(['2026-11-23T06:00:00.000Z', '2026-11-23T06:45:00.000Z', '2026-11-23T07:30:00.000Z']);
  });

  it('only on enabled weekdays, by South African date', () => {
    const plans = generatePlans(
      rule({ ...noDays, tuesday: true, repeatMinutes: 600, startTimeDay: '06:00', endTimeDay: '15:00' }),
      stops,
      60,
      sast('2026-11-22T00:00'),
      sast('2026-11-29T00:00'),
    );
    expect(starts(plans)).toEqual(['2026-11-24T06:00:00.000Z']);
  });

  it('runs a night window across midnight on the weekday it starts', () => {
    // Night 22:00–02:00 SAST = 20:00–00:00 UTC, Saturday only.
    const plans = generatePlans(
      rule({ ...noDays, saturday: true, repeatMinutes: 60, startTimeNight: '20:00', endTimeNight: '00:00' }),
      stops,
      60,
      sast('2026-11-27T00:00'),
      sast('2026-11-30T00:00'),
    );
    expect(starts(plans)).toEqual([
      '2026-11-28T20:00:00.000Z',
      '2026-11-28T21:00:00.000Z',
      '2026-11-28T22:00:00.000Z',
      '2026-11-28T23:00:00.000Z',
    ]);
  });

  it('keeps only plans starting after `from` and not after `to`, including last night’s window', () => {
    const plans = generatePlans(
      rule({ repeatMinutes: 120, startTimeNight: '16:00', endTimeNight: '04:00' }),
      stops,
      60,
      sast('2026-11-24T03:30'),
      sast('2026-11-24T06:00'),
    );
    // Monday's night window (18:00–06:00 SAST) is still open at 03:30 on Tuesday.
    expect(starts(plans)).toEqual(['2026-11-24T02:00:00.000Z']);
  });

  it('treats a window with equal start and end as off', () => {
    expect(
      generatePlans(
        rule({ startTimeDay: '08:00', endTimeDay: '08:00' }),
        stops,
        30,
        sast('2026-11-23T00:00'),
        sast('2026-11-25T00:00'),
      ),
    ).toEqual([]);
  });

  it('spreads estimated scan times over the duration in route order', () => {
    const [plan] = generatePlans(
      rule({ startTimeDay: '06:00', endTimeDay: '07:00' }),
      stops,
      40,
      sast('2026-11-23T00:00'),
      sast('2026-11-23T12:00'),
    );
    expect(plan.tags.map((t) => [t.tagId, t.position, t.estimatedScanAt.toISOString()])).toEqual([
      [11, 1, '2026-11-23T06:00:00.000Z'],
      [12, 2, '2026-11-23T06:10:00.000Z'],
      [13, 3, '2026-11-23T06:20:00.000Z'],
      [14, 4, '2026-11-23T06:30:00.000Z'],
    ]);
    expect(plan.startPositionTagId).toBe(11);
  });

  it('starts at a random tag and follows route order cyclically when randomizeStart', () => {
    const [plan] = generatePlans(
      rule({ randomizeStart: true, startTimeDay: '06:00', endTimeDay: '07:00' }),
      stops,
      40,
      sast('2026-11-23T00:00'),
      sast('2026-11-23T12:00'),
      () => 0.6,
    );
    expect(plan.startPositionTagId).toBe(13);
    expect(plan.tags.map((t) => t.tagId)).toEqual([13, 14, 11, 12]);
  });

  it('makes nothing for a route without tags', () => {
    expect(
      generatePlans(
        rule({ startTimeDay: '06:00', endTimeDay: '10:00' }),
        [],
        30,
        sast('2026-11-23T00:00'),
        sast('2026-11-24T00:00'),
      ),
    ).toEqual([]);
  });
});
