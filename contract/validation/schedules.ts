/**
 * Schedules (spec part 2 §5 'Schedule'). Times travel and are stored in UTC ('HH:mm' or 'HH:mm:ss'); the windows are
 * checked in South African time (`scheduleWindows.ts`): day 06:00–17:59, night 18:00–05:59 (reading A) without
 * running through the day, and each window that is on long enough for one patrol of the route.
 */
import { z } from 'zod';
import { fill, MESSAGES } from '../messages';
import { WEEK, type Weekday } from '../scheduleText';
import { id, readOnly, upsertId } from './common';
import { type WindowKind, windowFault, windowOn, windowSpan } from './scheduleWindows';

const M = MESSAGES.schedule;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;
const time = z.string().regex(TIME, { error: M.invalidTime }).nullable().optional();

export const scheduleUpsert = z.strictObject({
  id: upsertId,
  routeId: z.number({ error: M.routeRequired }).int({ error: M.routeRequired }).positive({ error: M.routeRequired }),
  siteId: id,
  repeatMinutes: z
    .number({ error: M.repeatRequired })
    .int({ error: M.repeatRequired })
    .min(1, { error: M.repeatRequired })
    .max(7 * 24 * 60, { error: M.repeatRequired }),
  monday: z.boolean().default(false),
  tuesday: z.boolean().default(false),
  wednesday: z.boolean().default(false),
  thursday: z.boolean().default(false),
  friday: z.boolean().default(false),
  saturday: z.boolean().default(false),
  sunday: z.boolean().default(false),
  randomizeStart: z.boolean().default(false),
  startTimeDay: time,
  endTimeDay: time,
  startTimeNight: time,
  endTimeNight: time,
  ...readOnly('routeName'),
});
export type ScheduleUpsert = z.infer<typeof scheduleUpsert>;
type ScheduleWindows = Pick<ScheduleUpsert, 'startTimeDay' | 'endTimeDay' | 'startTimeNight' | 'endTimeNight'>;
type ScheduleDays = Partial<Record<Weekday, unknown>>;

const FAULTS = {
  day: { start: M.dayStartInvalid, end: M.dayEndInvalid, throughDay: M.dayEndInvalid },
  night: { start: M.nightStartInvalid, end: M.nightEndInvalid, throughDay: M.nightThroughDay },
} as const;
const TOO_SHORT = { day: M.dayWindowTooShort, night: M.nightWindowTooShort } as const;

/** The window's times, start and end. */
export function windowTimes(
  schedule: ScheduleWindows,
  kind: WindowKind,
): [string | null | undefined, string | null | undefined] {
  return kind === 'day'
    ? [schedule.startTimeDay, schedule.endTimeDay]
    : [schedule.startTimeNight, schedule.endTimeNight];
}

/**
 * The first rule the schedule breaks, or null. Last: a schedule that can never make a plan (no window on, every
 * window's start equal to its end, or no weekday ticked) is 'This is not a valid schedule'.
 */
export function scheduleProblem(
  schedule: ScheduleWindows & ScheduleDays & { repeatMinutes: number },
  routeDurationMinutes: number,
) {
  if (schedule.repeatMinutes < routeDurationMinutes) return fill(M.repeatTooShort, { n: routeDurationMinutes });
  for (const kind of ['day', 'night'] as const) {
    const [start, end] = windowTimes(schedule, kind);
    if (!windowOn(start, end)) continue;
    const fault = windowFault(kind, start, end as string);
    if (fault) return FAULTS[kind][fault];
    const span = windowSpan(kind, start, end);
    const minutes = span ? span.to - span.from : 0;
    if (minutes < routeDurationMinutes) return fill(TOO_SHORT[kind], { minutes, n: routeDurationMinutes });
  }
  const anyWindow = (['day', 'night'] as const).some((kind) => windowOn(...windowTimes(schedule, kind)));
  if (!anyWindow || !WEEK.some((day) => schedule[day] === true)) return M.invalid;
  return null;
}
