/**
 * Schedules (spec part 2 §5 'Schedule'). Times travel and are stored in UTC ('HH:mm' or 'HH:mm:ss');
 * the windows are checked in South African time: day 06:00–17:59, night 18:00–05:59 (reading A).
 */
import { z } from 'zod';
import { DAY_WINDOW, NIGHT_WINDOW, SCHEDULE_OFFSET_MINUTES } from '../constants';
import { fill, MESSAGES } from '../messages';
import { id } from './common';

const M = MESSAGES.schedule;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;
const time = z.string().regex(TIME, { error: M.invalidTime }).nullable().optional();

export const scheduleUpsert = z.strictObject({
  id: id.optional(),
  routeId: id,
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
});
export type ScheduleUpsert = z.infer<typeof scheduleUpsert>;
type ScheduleWindows = Pick<ScheduleUpsert, 'startTimeDay' | 'endTimeDay' | 'startTimeNight' | 'endTimeNight'>;

/** Minutes after midnight of an 'HH:mm[:ss]' time. */
export function minutesOf(value: string): number {
  const [h, m] = value.split(':').map(Number);
  return h * 60 + m;
}

/** South African minutes of the day for a UTC time. */
export const southAfricanMinutes = (utc: string) => (minutesOf(utc) + SCHEDULE_OFFSET_MINUTES) % 1440;

/** A window is on when both ends are set and differ. */
export function windowOn(start?: string | null, end?: string | null): start is string {
  return !!start && !!end && minutesOf(start) !== minutesOf(end);
}

const inDay = (m: number) => m >= DAY_WINDOW.from && m <= DAY_WINDOW.to;
const inNight = (m: number) => m >= NIGHT_WINDOW.from || m <= NIGHT_WINDOW.to;

/** The first rule the schedule breaks, or null. */
export function scheduleProblem(schedule: ScheduleWindows & { repeatMinutes: number }, routeDurationMinutes: number) {
  if (schedule.repeatMinutes < routeDurationMinutes) return fill(M.repeatTooShort, { n: routeDurationMinutes });
  const { startTimeDay, endTimeDay, startTimeNight, endTimeNight } = schedule;
  if (windowOn(startTimeDay, endTimeDay)) {
    if (!inDay(southAfricanMinutes(startTimeDay))) return M.dayStartInvalid;
    const end = southAfricanMinutes(endTimeDay as string);
    if (!inDay(end) || end <= southAfricanMinutes(startTimeDay)) return M.dayEndInvalid;
  }
  if (windowOn(startTimeNight, endTimeNight)) {
    if (!inNight(southAfricanMinutes(startTimeNight))) return M.nightStartInvalid;
    if (!inNight(southAfricanMinutes(endTimeNight as string))) return M.nightEndInvalid;
  }
  return null;
}
