/**
 * How the console writes a moment the server sent as epoch seconds: on the company's clock, whatever the browser's
 * zone. The company's time zone comes with the signed-in user (the current-user answer) or with the company a
 * sys-admin selected; a session without one speaks South African time (the default). Each screen's format is here,
 * once, all in one day-first form (`dayFirst`); and how long ago a moment was. The days and times typed into the console are read on the same clock
 * (`companyZone`, `wallDay`, contract/timeZone.ts).
 */
import { DEFAULT_TIME_ZONE, wallDate, zonedDay, zoneOrDefault } from '../../contract/timeZone';
import { session } from '../authProvider/session';

/** The time zone the console speaks in: the selected company's. */
export const companyZone = (): string => zoneOrDefault(session.company()?.timeZone ?? DEFAULT_TIME_ZONE);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const TOKENS = /yyyy|MMMM|MMM|MM|dd|d|HH|mm|ss|EEEE/g;

/**
 * A moment written with a pattern of date-fns's tokens (yyyy MMMM MMM MM dd d HH mm ss EEEE) on the clock of `zone`
 * (the company's unless named): day first and 24-hour as the screens ask.
 */
export function zonedFormat(epochSeconds: number, pattern: string, zone: string = companyZone()): string {
  const wall = wallDate(epochSeconds, zone);
  const field: Record<string, string> = {
    yyyy: pad(wall.getUTCFullYear(), 4),
    MMMM: MONTHS[wall.getUTCMonth()],
    MMM: MONTHS[wall.getUTCMonth()].slice(0, 3),
    MM: pad(wall.getUTCMonth() + 1),
    dd: pad(wall.getUTCDate()),
    d: String(wall.getUTCDate()),
    HH: pad(wall.getUTCHours()),
    mm: pad(wall.getUTCMinutes()),
    ss: pad(wall.getUTCSeconds()),
    EEEE: WEEKDAYS[wall.getUTCDay()],
  };
  return pattern.replace(TOKENS, (token) => field[token]);
}

const written = (epochSeconds: number, pattern: string) => zonedFormat(epochSeconds, pattern);

/** The company's calendar day holding the moment, 'YYYY-MM-DD'. */
export const wallDay = (epochSeconds: number, zone: string = companyZone()): string =>
  new Date(zonedDay(epochSeconds, zone) * 1000).toISOString().slice(0, 10);

/**
 * The console's one form of a moment with its date: the time, then the day first — 'HH:mm DD/MM' as the alerts
 * write it (spec part 1 §9), with the year where a list spans years or the moment may be long ago, with the seconds
 * where they matter (a handset reports every second). Every screen writes its dates through it.
 */
export function dayFirst(epochSeconds: number, { year = false, seconds = false } = {}): string {
  return written(epochSeconds, `${seconds ? 'HH:mm:ss' : 'HH:mm'} ${year ? 'dd/MM/yyyy' : 'dd/MM'}`);
}

/** An alert's time (spec part 1 §9), HH:mm DD/MM; nothing for no time. */
export const formatEpoch = (seconds: unknown): string => (typeof seconds === 'number' ? dayFirst(seconds) : '');

/** The alerts' time with the year, as a history spans months: HH:mm DD/MM/YYYY. */
export const historyTime = (seconds: number | null): string =>
  seconds === null ? '' : dayFirst(seconds, { year: true });

/** Attendance times, HH:mm DD/MM/YYYY; null stays null. */
export const clockTime = (epochSeconds: number | null | undefined): string | null =>
  typeof epochSeconds === 'number' ? dayFirst(epochSeconds, { year: true }) : null;

/** Plan times, HH:mm DD/MM/YYYY (24-hour); nothing for no time. */
export const planTime = (epochSeconds: unknown) =>
  typeof epochSeconds === 'number' ? dayFirst(epochSeconds, { year: true }) : '';

/** A chat message's time, HH:mm DD/MM: the alerts' form beside them. */
export const chatTime = (createdAt: number): string => dayFirst(createdAt);

/** Times on the tracking screen, to the second (a handset reports every second): HH:mm:ss DD/MM/YYYY. */
export const trackTime = (epochSeconds: number): string => dayFirst(epochSeconds, { year: true, seconds: true });

/** A time the handset reported, with its date (a handset may have been silent for days): HH:mm:ss DD/MM/YYYY. */
export const deviceTime = (epochSeconds: number): string => dayFirst(epochSeconds, { year: true, seconds: true });

/** A time of day to the minute: HH:mm. */
export const hourMinute = (epochSeconds: number): string => written(epochSeconds, 'HH:mm');

/** A time of day to the second (HH:mm:ss) of a moment in milliseconds: when the console last heard or loaded. */
export const clockSeconds = (ms: number): string => written(ms / 1000, 'HH:mm:ss');

/** The company's day of a moment (epoch seconds) as a date input and a file name write it: YYYY-MM-DD. */
export const isoDay = (epochSeconds: number): string => wallDay(epochSeconds);

/** A day ('YYYY-MM-DD') as a heading: 'Thursday 14 May 2026'. */
export const longDay = (day: string): string => {
  const millis = Date.parse(`${day}T12:00:00Z`);
  return Number.isFinite(millis) ? zonedFormat(millis / 1000, 'EEEE d MMMM yyyy', 'UTC') : day;
};

/** A moment before `reference` (both epoch seconds): its time alone on the same day, else with its date (HH:mm DD/MM). */
export const sinceTime = (epochSeconds: number, reference: number): string =>
  wallDay(epochSeconds) === wallDay(reference) ? written(epochSeconds, 'HH:mm') : dayFirst(epochSeconds);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How long ago a handset was heard from, in its largest unit: 'just now', '3 min ago', '2 h ago', '4 d ago'. */
export function agoText(epochSeconds: number, nowMs: number, translate: Translate): string {
  const seconds = Math.max(0, Math.floor(nowMs / 1000 - epochSeconds));
  const ago = (unit: string, count: number) => translate(`patrol.devices.ago.${unit}`, { count });
  if (seconds < 10) return translate('patrol.devices.ago.justNow');
  if (seconds < 60) return ago('seconds', seconds);
  if (seconds < 3600) return ago('minutes', Math.floor(seconds / 60));
  if (seconds < 86_400) return ago('hours', Math.floor(seconds / 3600));
  return ago('days', Math.floor(seconds / 86_400));
}
