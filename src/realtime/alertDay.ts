import { reportWindow, shiftDateAt } from '../../contract/reports';
import { companyZone } from '../common/dateTime';
import type { AlertDayWindow } from './types';

const DAY_SECONDS = 86_400;

/**
 * The alert day (spec part 1 §4, §9): 06:00 to 06:00 the next day on the company's clock (its time zone, whatever the
 * browser's); before 06:00, the previous day's window. Epoch seconds.
 */
export function alertDayWindow(now: Date = new Date(), zone: string = companyZone()): AlertDayWindow {
  const date = shiftDateAt(now.getTime() / 1000, zone);
  const { from, to } = reportWindow(date, date + DAY_SECONDS, zone);
  return { startDate: from, endDate: to };
}

/** Milliseconds from `now` until the next alert day starts (the company's next 06:00). */
export function untilNextAlertDay(now: Date = new Date()): number {
  return alertDayWindow(now).endDate * 1000 - now.getTime();
}
