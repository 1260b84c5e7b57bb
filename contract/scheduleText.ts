/**
 * How a schedule reads, in South African time as it was set up (its times are stored in UTC): a window
 * '08:00–17:00', and its days Monday first. Reports, CSVs and the console write schedules this way.
 */
import { MESSAGES } from './messages';
import { southAfricanMinutes, windowOn } from './validation/scheduleWindows';

/** The schedule's weekday fields, Monday first. */
export const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEK)[number];

/** A day's short name: 'Mon'. */
export const weekdayName = (day: Weekday) => MESSAGES.schedule.weekdays[day];

/** A UTC time of day ('06:00' or '06:00:00') as South African time, 'HH:mm'. */
export function southAfricanClock(utc: string): string {
  const minutes = southAfricanMinutes(utc);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A window as '08:00–17:00' in South African time; null when it is off (no times, or the same start and end). */
export function windowText(startUtc: string | null, endUtc: string | null): string | null {
  return windowOn(startUtc, endUtc) ? `${southAfricanClock(startUtc)}–${southAfricanClock(endUtc as string)}` : null;
}
