import { describe, expect, it } from 'vitest';
import { generatePlans, type RouteStop, type ScheduleRule, startDraw } from './generate';

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
  id: 7,
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
      rule({ repeatMinutes: 120, startTimeNight: '16:00', endTimeNight: '03:00' }),
      stops,
      60,
      sast('2026-11-24T03:30'),
      sast('2026-11-24T06:00'),
    );
    // Monday's night window (18:00–05:00 SAST) is still open at 03:30 on Tuesday.
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

  it('starts at a drawn tag and follows route order cyclically when randomizeStart', () => {
    const [plan] = generatePlans(
      rule({ randomizeStart: true, startTimeDay: '06:00', endTimeDay: '07:00' }),
      stops,
      40,
      sast('2026-11-23T00:00'),
      sast('2026-11-23T12:00'),
    );
    const first = Math.floor(startDraw(7, Date.parse('2026-11-23T06:00:00Z')) * stops.length);
    const walk = [...stops.slice(first), ...stops.slice(0, first)].map((stop) => stop.tagId);
    expect(plan.startPositionTagId).toBe(walk[0]);
    expect(plan.tags.map((t) => t.tagId)).toEqual(walk);
  });

  it('draws a randomised start from the schedule and the plan start alone: the same day makes the same plans', () => {
    const make = (id: number, from: string) =>
      generatePlans(
        rule({ id, randomizeStart: true, repeatMinutes: 30, startTimeDay: '04:00', endTimeDay: '15:30' }),
        stops,
        20,
        sast(from),
        sast('2026-11-24T00:00'),
      ).map((plan) => [plan.startTime.toISOString(), plan.startPositionTagId]);
    const day = make(7, '2026-11-23T00:00');
    expect(day).toHaveLength(23);
    expect(make(7, '2026-11-23T00:00')).toEqual(day);
    // Made again from midday (a schedule saved then): the afternoon's plans start where they did.
    expect(make(7, '2026-11-23T12:00')).toEqual(day.slice(-10));
    // Another schedule draws its own starts.
    expect(make(8, '2026-11-23T00:00')).not.toEqual(day);
    expect(new Set(day.map(([, first]) => first)).size).toBeGreaterThan(1);
  });

  it('gives each tag about as many randomised starts as another', () => {
    const counts = new Map<number, number>();
    const plans = generatePlans(
      rule({ randomizeStart: true, repeatMinutes: 30, startTimeDay: '04:00', endTimeDay: '15:30' }),
      stops,
      20,
      sast('2026-11-01T00:00'),
      sast('2027-01-01T00:00'),
    );
    for (const plan of plans) {
      const first = plan.startPositionTagId ?? 0;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    expect(plans).toHaveLength(61 * 23);
    expect([...counts.keys()].sort()).toEqual([11, 12, 13, 14]);
    // A quarter each, within an eighth of a quarter.
    for (const count of counts.values())
      expect(Math.abs(count / plans.length - 0.25), `${[...counts]}`).toBeLessThan(0.03);
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

// 2026-11-27 is a Friday. A ticked day's night is the one that begins on its evening.
describe('generatePlans: the night of a ticked day', () => {
  const friday = { ...noDays, friday: true };
  const fridayToSunday = (overrides: Partial<ScheduleRule>, duration = 60) =>
    generatePlans(rule(overrides), stops, duration, sast('2026-11-26T12:00'), sast('2026-11-29T12:00'));

  it('runs a night window that starts after midnight on the next calendar day: 00:00–05:00 ticked Friday is Saturday 00:00–05:00', () => {
    // 00:00–05:00 SAST = 22:00–03:00 UTC.
    const plans = fridayToSunday({ ...friday, startTimeNight: '22:00', endTimeNight: '03:00' });
    expect(plans.map((p) => p.startTime)).toEqual(
      ['00:00', '01:00', '02:00', '03:00', '04:00'].map((at) => sast(`2026-11-28T${at}`)),
    );
    expect(plans.at(-1)?.endTime).toEqual(sast('2026-11-28T05:00'));
  });

  it('keeps an evening start on the ticked day, up to 23:59; from 00:00 the start moves to the next day', () => {
    const lateEvening = fridayToSunday({ ...friday, startTimeNight: '21:59', endTimeNight: '23:59' });
    expect(lateEvening.map((p) => p.startTime)).toEqual([sast('2026-11-27T23:59'), sast('2026-11-28T00:59')]);
    const midnight = fridayToSunday({ ...friday, startTimeNight: '22:00', endTimeNight: '00:00' });
    expect(midnight.map((p) => p.startTime)).toEqual([sast('2026-11-28T00:00'), sast('2026-11-28T01:00')]);
  });

  it('spans the whole night band from 18:00 to 05:59 the next morning', () => {
    const plans = fridayToSunday({ ...friday, repeatMinutes: 60, startTimeNight: '16:00', endTimeNight: '03:59' }, 59);
    expect(plans[0].startTime).toEqual(sast('2026-11-27T18:00'));
    expect(plans.at(-1)?.startTime).toEqual(sast('2026-11-28T05:00'));
    expect(plans.at(-1)?.endTime).toEqual(sast('2026-11-28T05:59'));
    expect(plans).toHaveLength(12);
  });

  it('wraps the week: an after-midnight night ticked Sunday runs on Monday morning', () => {
    const plans = generatePlans(
      rule({ ...noDays, sunday: true, startTimeNight: '00:00', endTimeNight: '01:00' }),
      stops,
      60,
      sast('2026-11-29T00:00'),
      sast('2026-12-01T12:00'),
    );
    // 02:00–03:00 SAST on Monday 30 November, never on Sunday morning.
    expect(plans.map((p) => p.startTime)).toEqual([sast('2026-11-30T02:00')]);
  });

  it("finds last night's after-midnight window still open at `from`", () => {
    const plans = generatePlans(
      rule({ ...friday, startTimeNight: '22:00', endTimeNight: '03:00' }),
      stops,
      60,
      sast('2026-11-28T01:30'),
      sast('2026-11-28T12:00'),
    );
    expect(plans.map((p) => p.startTime)).toEqual(['02:00', '03:00', '04:00'].map((at) => sast(`2026-11-28T${at}`)));
  });

  it('makes no plans from a stored night window that runs through the day (04:00→19:00)', () => {
    // 04:00–19:00 SAST = 02:00–17:00 UTC: each end lies in the night band, the window covers the day.
    expect(fridayToSunday({ ...friday, startTimeNight: '02:00', endTimeNight: '17:00' })).toEqual([]);
  });

  it("lays a schedule on the company's clock: 06:00–08:00 is 06:00 in London, BST in summer and GMT in winter", () => {
    // Stored as South African UTC times: the company's 06:00 travels as 04:00.
    const london = (from: string, to: string) =>
      generatePlans(
        rule({ ...noDays, monday: true, startTimeDay: '04:00', endTimeDay: '06:00' }),
        stops,
        60,
        new Date(from),
        new Date(to),
        'Europe/London',
      );
    expect(starts(london('2026-06-29T00:00Z', '2026-06-30T00:00Z'))).toEqual([
      '2026-06-29T05:00:00.000Z',
      '2026-06-29T06:00:00.000Z',
    ]);
    expect(starts(london('2026-11-23T00:00Z', '2026-11-24T00:00Z'))).toEqual([
      '2026-11-23T06:00:00.000Z',
      '2026-11-23T07:00:00.000Z',
    ]);
  });
});
