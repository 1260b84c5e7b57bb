/**
 * How the PDF area writes times: South African time whatever the computer's zone, as the reports do
 * ('Sun 22 Nov 2026 06:00'); a month by its name ('November 2026').
 */
import { REPORT_TIME_ZONE, reportWindow } from '../../../../contract/reports';
import type { ReportDays } from '../../../dataProvider/reports';

const DAY_SECONDS = 86_400;

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: REPORT_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const monthFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** 'Sun 22 Nov 2026 06:00' in South African time. */
export function saTime(epochSeconds: number): string {
  const part = Object.fromEntries(
    timeFormat.formatToParts(new Date(epochSeconds * 1000)).map(({ type, value }) => [type, value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year} ${part.hour}:${part.minute}`;
}

/** 'November 2026': the month of a day (epoch seconds of its 00:00 UTC). */
export const monthName = (day: number): string => monthFormat.format(new Date(day * 1000));

/** The period's first and last moments in South African time: 04:00 UTC of the first day and of the day after. */
export function periodTimes(days: ReportDays): { from: string; to: string } {
  const { from, to } = reportWindow(days.startDate, days.endDate);
  return { from: saTime(from), to: saTime(to) };
}

/** Whether the days are a whole month, the 1st to the 1st. */
export function isWholeMonth({ startDate, endDate }: ReportDays): boolean {
  const start = new Date(startDate * 1000);
  return (
    start.getUTCDate() === 1 &&
    endDate === Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1) / 1000 &&
    endDate - startDate > DAY_SECONDS
  );
}
