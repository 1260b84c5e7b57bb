import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { scheduleWire, windowSwitches } from './scheduleValues';
import { scheduleFormProblem } from './validateSchedule';

const M = MESSAGES.schedule;
/** Form values: times are already UTC (the inputs convert), South Africa is UTC+2. */
const valid = {
  routeId: 1,
  monday: true,
  siteId: 1,
  repeatMinutes: 60,
  dayEnabled: true,
  startTimeDay: '04:00',
  endTimeDay: '15:00',
  nightEnabled: true,
  startTimeNight: '16:00',
  endTimeNight: '03:00',
};

describe('schedule form validation (spec part 2 §5)', () => {
  it('accepts a schedule inside both windows', () => {
    expect(scheduleFormProblem(valid, 40)).toBeNull();
  });

  it('needs a route and both times of a window that is on', () => {
    expect(scheduleFormProblem({ ...valid, routeId: undefined }, 40)).toBe(M.routeRequired);
    expect(scheduleFormProblem({ ...valid, routeId: null }, 40)).toBe(M.routeRequired);
    expect(scheduleFormProblem({ ...valid, endTimeDay: null }, 40)).toBe(M.invalid);
  });

  it('refuses a schedule that can never make a plan: no weekday ticked, or every window off', () => {
    expect(scheduleFormProblem({ ...valid, monday: false }, 40)).toBe(M.invalid);
    expect(scheduleFormProblem({ ...valid, dayEnabled: false, nightEnabled: false }, 40)).toBe(M.invalid);
    const equalTimes = { startTimeDay: '04:00', endTimeDay: '04:00', startTimeNight: '22:00', endTimeNight: '22:00' };
    expect(scheduleFormProblem({ ...valid, ...equalTimes }, 40)).toBe(M.invalid);
  });

  it('needs Repeat Every, not below the route duration', () => {
    expect(scheduleFormProblem({ ...valid, repeatMinutes: '' }, 40)).toBe(M.repeatRequired);
    expect(scheduleFormProblem({ ...valid, repeatMinutes: 30 }, 40)).toBe(
      'Your schedule repeat minutes can not be less than your route duration of 40 minutes',
    );
  });

  it('keeps the day window in 06:00–17:59 South African time', () => {
    expect(scheduleFormProblem({ ...valid, startTimeDay: '03:00' }, 40)).toBe(M.dayStartInvalid);
    expect(scheduleFormProblem({ ...valid, endTimeDay: '16:30' }, 40)).toBe(M.dayEndInvalid);
  });

  it('keeps the night window in 18:00–05:59 South African time', () => {
    expect(scheduleFormProblem({ ...valid, startTimeNight: '12:00' }, 40)).toBe(M.nightStartInvalid);
    expect(scheduleFormProblem({ ...valid, endTimeNight: '06:00' }, 40)).toBe(M.nightEndInvalid);
  });

  it('refuses a night window that runs through the day, though each end lies in the night band', () => {
    // 04:00→19:00 South African time.
    expect(scheduleFormProblem({ ...valid, startTimeNight: '02:00', endTimeNight: '17:00' }, 40)).toBe(
      M.nightThroughDay,
    );
    // 05:00→04:00: 23 hours.
    expect(scheduleFormProblem({ ...valid, startTimeNight: '03:00', endTimeNight: '02:00' }, 40)).toBe(
      M.nightThroughDay,
    );
    // 00:00→05:00 and 18:00→05:59 stay within one night.
    expect(scheduleFormProblem({ ...valid, startTimeNight: '22:00', endTimeNight: '03:00' }, 40)).toBeNull();
    expect(scheduleFormProblem({ ...valid, startTimeNight: '16:00', endTimeNight: '03:59' }, 40)).toBeNull();
  });

  it('refuses a window shorter than the route, naming both durations, once the route is known', () => {
    expect(scheduleFormProblem({ ...valid, endTimeDay: '04:30' }, 40)).toBe(
      'The day window lasts 30 minutes, shorter than your route duration of 40 minutes, so no patrol fits in it.',
    );
    expect(scheduleFormProblem({ ...valid, startTimeNight: '23:45', endTimeNight: '00:15' }, 40)).toBe(
      'The night window lasts 30 minutes, shorter than your route duration of 40 minutes, so no patrol fits in it.',
    );
    expect(scheduleFormProblem({ ...valid, endTimeDay: '04:40' }, 40)).toBeNull();
    // Routes not loaded yet: the server checks on save.
    expect(scheduleFormProblem({ ...valid, endTimeDay: '04:30' }, 0)).toBeNull();
  });

  it('ignores the times of a window that is off, and sends them as null', () => {
    const nightOff = { ...valid, nightEnabled: false, startTimeNight: '12:00' };
    expect(scheduleFormProblem(nightOff, 40)).toBeNull();
    expect(scheduleWire(nightOff)).toMatchObject({ startTimeNight: null, endTimeNight: null, startTimeDay: '04:00' });
    expect(scheduleWire(nightOff)).not.toHaveProperty('nightEnabled');
  });

  it('switches a saved window on only when its start differs from its end', () => {
    expect(
      windowSwitches({
        id: 1,
        startTimeDay: '04:00',
        endTimeDay: '04:00',
        startTimeNight: '16:00',
        endTimeNight: '03:00',
      }),
    ).toEqual({
      dayEnabled: false,
      nightEnabled: true,
    });
    expect(windowSwitches(undefined)).toEqual({ dayEnabled: true, nightEnabled: false });
  });
});
