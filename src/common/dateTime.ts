/**
 * How the console writes a moment the server sent as epoch seconds, in the browser's own time zone: each screen's
 * format, once; and how long ago a moment was.
 */
import { format, fromUnixTime, isSameDay } from 'date-fns';

const written = (epochSeconds: number, pattern: string) => format(fromUnixTime(epochSeconds), pattern);

/** Time format of alerts: HH:mm DD/MM (spec part 1 §9). */
export const ALERT_TIME_FORMAT = 'HH:mm dd/MM';
/** Times on the tracking screen: to the second (a handset reports every second). */
export const TRACK_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** An alert's time (spec part 1 §9); nothing for no time. */
export const formatEpoch = (seconds: unknown): string =>
  typeof seconds === 'number' ? written(seconds, ALERT_TIME_FORMAT) : '';

/** The alerts' time format with the year, as a history spans months: HH:mm DD/MM/YYYY. */
export const historyTime = (seconds: number | null): string =>
  seconds === null ? '' : written(seconds, 'HH:mm dd/MM/yyyy');

/** Attendance times as the spec writes them, YYYY-MM-DD HH:mm; null stays null. */
export const clockTime = (epochSeconds: number | null | undefined): string | null =>
  typeof epochSeconds === 'number' ? written(epochSeconds, 'yyyy-MM-dd HH:mm') : null;

/** Plan times as the spec writes them: YYYY-MM-DD HH:mm (24-hour); nothing for no time. */
export const planTime = (epochSeconds: unknown) =>
  typeof epochSeconds === 'number' ? written(epochSeconds, 'yyyy-MM-dd HH:mm') : '';

/** A chat message's time as the spec writes it: 'HH:mm - MM/DD'. */
export const chatTime = (createdAt: number): string => written(createdAt, 'HH:mm - MM/dd');

export const trackTime = (epochSeconds: number): string => written(epochSeconds, TRACK_TIME_FORMAT);

/** A time the handset reported, with its date: a handset may have been silent for days. */
export const deviceTime = (epochSeconds: number): string => written(epochSeconds, 'd MMM yyyy, HH:mm:ss');

/** A time of day to the minute: HH:mm. */
export const hourMinute = (epochSeconds: number): string => written(epochSeconds, 'HH:mm');

/** A time of day to the second (HH:mm:ss) of a moment in milliseconds: when the console last heard or loaded. */
export const clockSeconds = (ms: number): string => format(ms, 'HH:mm:ss');

/** A day as a date input and a file name write it: YYYY-MM-DD (local). */
export const isoDay = (date: Date): string => format(date, 'yyyy-MM-dd');

/** A day as a heading: 'Thursday 14 May 2026'. */
export const longDay = (date: Date): string => format(date, 'EEEE d MMMM yyyy');

/** A moment before `reference` (both epoch seconds): its time alone on the same day, else with its date (HH:mm DD/MM). */
export const sinceTime = (epochSeconds: number, reference: number): string =>
  written(epochSeconds, isSameDay(fromUnixTime(epochSeconds), fromUnixTime(reference)) ? 'HH:mm' : ALERT_TIME_FORMAT);

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
