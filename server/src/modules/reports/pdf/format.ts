/** How the report prints its figures: dates and times on the company's clock, percentages, durations. */
import { reportDay, reportTime } from '../../../../../contract/reports';
import type { Period } from '../../../time';
import { DEFAULT_TIME_ZONE, wallDate } from '../../../time';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export { reportDay, reportTime };
/** The time zone the report speaks in (the company's), as printed under its period. */
export const timeZoneNote = (zone: string) =>
  zone === DEFAULT_TIME_ZONE
    ? `Times are South African Standard Time (${DEFAULT_TIME_ZONE}, UTC+2).`
    : `Times are the company's time zone (${zone}).`;

/** 'Monday 2 Jun 2025, 06:00' on the company's clock. */
export function longTime(epochSeconds: number, zone: string): string {
  const local = wallDate(epochSeconds, zone);
  const day = `${WEEKDAYS[local.getUTCDay()]} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return `${day}, ${reportTime(epochSeconds, zone).slice(11)}`;
}

/** A period longer than one shift day (a monthly report, with its per-day table and chart); a day may have 25 hours. */
export const isLongPeriod = (period: Period) => period.to - period.from > 86_400 + 3_600;

/** 'Monday 2 Jun 2025, 06:00 to Tuesday 3 Jun 2025, 06:00'. */
export const periodText = (period: Period, zone: string) =>
  `${longTime(period.from, zone)} to ${longTime(period.to, zone)}`;

/** 11878 -> '11,878'. */
export const count = (value: number) => value.toLocaleString('en-US');

/** 92.5 -> '92.50%'. */
export const percent = (value: number) => `${value.toFixed(2)}%`;

/** '4 min 05 s', '1 h 07 min', or '–' when there is nothing to measure. */
export function duration(seconds: number | null): string {
  if (seconds === null) return '–';
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  if (whole < 3_600) return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
  return `${Math.floor(whole / 3_600)} h ${String(Math.floor((whole % 3_600) / 60)).padStart(2, '0')} min`;
}

/** A time in the tables, or the text for none. */
export const timeOr = (epochSeconds: number | null, none: string, zone: string) =>
  epochSeconds === null ? none : reportTime(epochSeconds, zone);
