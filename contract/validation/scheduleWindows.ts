/**
 * Schedule windows (spec part 2 §5, §9). Times travel in UTC and are laid out on South African days (UTC+02:00, no
 * daylight saving). The day window lies in 06:00–17:59 and ends after it starts. The night window lies in 18:00–05:59
 * and runs forward through one night: it may cross midnight, never the day. A ticked day's night is the one that
 * begins on that day's evening, so a night window starting after midnight (00:00–05:59) runs in the small hours of
 * the next calendar day: 00:00–05:00 ticked Friday runs Saturday 00:00–05:00.
 */
import { DAY_WINDOW, NIGHT_WINDOW, SCHEDULE_OFFSET_MINUTES } from '../constants';

export type WindowKind = 'day' | 'night';
/** The rule a window breaks: where it starts, where it ends, or (a night window) that it runs through the day. */
export type WindowFault = 'start' | 'end' | 'throughDay';

const DAY = 24 * 60;

/** Minutes after midnight of an 'HH:mm[:ss]' time. */
export function minutesOf(value: string): number {
  const [h, m] = value.split(':').map(Number);
  return h * 60 + m;
}

/** South African minutes of the day for a UTC time. */
export const southAfricanMinutes = (utc: string) => (minutesOf(utc) + SCHEDULE_OFFSET_MINUTES) % DAY;

/** A window is on when both ends are set and differ. */
export function windowOn(start?: string | null, end?: string | null): start is string {
  return !!start && !!end && minutesOf(start) !== minutesOf(end);
}

/** Minutes since the night began at 18:00 (05:59 is 719); beyond that the time lies in the day. */
const intoNight = (minutes: number) => (minutes - NIGHT_WINDOW.from + DAY) % DAY;
const inDay = (minutes: number) => minutes >= DAY_WINDOW.from && minutes <= DAY_WINDOW.to;
const inNight = (minutes: number) => intoNight(minutes) <= intoNight(NIGHT_WINDOW.to);

/** The first rule a window that is on (UTC times) breaks, or null. */
export function windowFault(kind: WindowKind, startUtc: string, endUtc: string): WindowFault | null {
  const start = southAfricanMinutes(startUtc);
  const end = southAfricanMinutes(endUtc);
  if (kind === 'day') {
    if (!inDay(start)) return 'start';
    return inDay(end) && end > start ? null : 'end';
  }
  if (!inNight(start)) return 'start';
  if (!inNight(end)) return 'end';
  return intoNight(end) > intoNight(start) ? null : 'throughDay';
}

/**
 * A window that is on and keeps its rules, as South African minutes from the midnight that begins the ticked day:
 * `from` and `to` pass 1440 on the next calendar day (a night window after midnight, or its end). Null otherwise.
 */
export function windowSpan(
  kind: WindowKind,
  startUtc?: string | null,
  endUtc?: string | null,
): { from: number; to: number } | null {
  if (!windowOn(startUtc, endUtc) || windowFault(kind, startUtc, endUtc as string)) return null;
  const start = southAfricanMinutes(startUtc);
  const end = southAfricanMinutes(endUtc as string);
  if (kind === 'day') return { from: start, to: end };
  return { from: NIGHT_WINDOW.from + intoNight(start), to: NIGHT_WINDOW.from + intoNight(end) };
}
