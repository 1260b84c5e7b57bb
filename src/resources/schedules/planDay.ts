/**
 * The days the generated plans are grouped and filtered by: calendar days of the browser's time zone, as the plan
 * times are shown. A day is written YYYY-MM-DD, as a date input holds it.
 */
import { isoDay, longDay } from '../../common/dateTime';

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day (YYYY-MM-DD, local) a time in epoch seconds falls on. */
export const dayOf = (epochSeconds: number): string => isoDay(new Date(epochSeconds * 1000));

/** A day as a heading: 'Thursday 14 May 2026'. */
export function dayHeading(day: string): string {
  const match = DAY_TEXT.exec(day);
  return match ? longDay(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : day;
}

/** From the local midnight that starts the day to the one that ends it (23 or 25 hours on a clock change), epoch seconds. */
export function dayPeriod(day: string): { startDate: number; endDate: number } | null {
  const match = DAY_TEXT.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  if (start.getMonth() !== month || start.getDate() !== date) return null;
  return { startDate: start.getTime() / 1000, endDate: new Date(year, month, date + 1).getTime() / 1000 };
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
