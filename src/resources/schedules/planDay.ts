/**
 * The days the generated plans are grouped and filtered by: calendar days of the company's time zone, as the plan
 * times are shown. A day is written YYYY-MM-DD, as a date input holds it.
 */
import { zonedEpoch } from '../../../contract/timeZone';
import { companyZone, isoDay, longDay } from '../../common/dateTime';

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_SECONDS = 86_400;

/** The company's day (YYYY-MM-DD) a time in epoch seconds falls on. */
export const dayOf = (epochSeconds: number): string => isoDay(epochSeconds);

/** A day as a heading: 'Thursday 14 May 2026'. */
export function dayHeading(day: string): string {
  return DAY_TEXT.test(day) ? longDay(day) : day;
}

/**
 * From the company's midnight that starts the day to the one that ends it (23 or 25 hours on a clock change), epoch
 * seconds.
 */
export function dayPeriod(day: string): { startDate: number; endDate: number } | null {
  const match = DAY_TEXT.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const utc = new Date(Date.UTC(year, month, date));
  if (utc.getUTCMonth() !== month || utc.getUTCDate() !== date) return null;
  const zone = companyZone();
  const midnight = utc.getTime() / 1000;
  return { startDate: zonedEpoch(midnight, 0, zone), endDate: zonedEpoch(midnight + DAY_SECONDS, 0, zone) };
}

/** Records grouped by the day their start falls on, days and records in the order they came. */
export function groupByDay<T extends { startTime?: unknown }>(records: T[]): { day: string; records: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const day = typeof record.startTime === 'number' ? dayOf(record.startTime) : '';
    groups.set(day, [...(groups.get(day) ?? []), record]);
  }
  return [...groups].map(([day, grouped]) => ({ day, records: grouped }));
}
