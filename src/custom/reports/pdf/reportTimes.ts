/**
 * How the PDF area writes times: on the company's clock whatever the computer's zone, as the reports do
 * ('Sun 22 Nov 2026 06:00'); a month by its name ('November 2026').
 */
import { reportWindow } from '../../../../contract/reports';
import { companyZone, zonedFormat } from '../../../common/dateTime';
import type { ReportDays } from '../../../dataProvider/reports';

const DAY_SECONDS = 86_400;

const monthFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** 'Sun 22 Nov 2026 06:00' on the company's clock. */
export function saTime(epochSeconds: number): string {
  const weekday = zonedFormat(epochSeconds, 'EEEE').slice(0, 3);
  return `${weekday} ${zonedFormat(epochSeconds, 'd MMM yyyy HH:mm')}`;
}

/** 'November 2026': the month of a day (epoch seconds of its 00:00 UTC). */
export const monthName = (day: number): string => monthFormat.format(new Date(day * 1000));

/** The period's first and last moments on the company's clock: 06:00 of the first day and of the day after. */
export function periodTimes(days: ReportDays): { from: string; to: string } {
  const { from, to } = reportWindow(days.startDate, days.endDate, companyZone());
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
