/**
 * The dashboard's period (spec part 1 §4 'Dashboard', §9): one shift day, from 06:00 on the company's clock (04:00
 * UTC in South Africa) to 06:00 the next day, named by the company's date it starts on. 'Yesterday' is the last shift
 * day that has ended; today's shift, still running, may be seen so far (up to the moment it is asked for).
 */
import { reportWindow, shiftDateAt } from '../../../contract/reports';
import { companyZone } from '../../common/dateTime';
import { dayEpoch, dayText } from '../../common/shiftRange/shiftDays';

const DAY_SECONDS = 86_400;

/** Which shift day a period is, as the title says it. */
export type ShiftDayKind = 'yesterday' | 'today' | 'earlier';

export interface ShiftPeriod {
  /** Epoch seconds: the shift start, included. */
  startDate: number;
  /** Epoch seconds: the shift end, excluded; for today's shift, the moment it was asked for. */
  endDate: number;
  kind: ShiftDayKind;
  /** The company's date the shift starts on, 'YYYY-MM-DD'. */
  date: string;
}

/** The shift day running at `now` (epoch seconds), 'YYYY-MM-DD'. */
export const currentShiftDay = (now: number): string => dayText(shiftDateAt(now, companyZone()));

/** The day `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number): string => dayText((dayEpoch(day) ?? 0) + days * DAY_SECONDS);

/** The last shift day that has ended: the dashboard's 'yesterday'. */
export const yesterdayShiftDay = (now: number): string => addDays(currentShiftDay(now), -1);

/** Whether `day` is a date the dashboard can show at `now`: a real day, not after today's shift. */
export function isShiftDay(day: string | null | undefined, now: number): day is string {
  const epoch = day ? dayEpoch(day) : null;
  return epoch !== null && dayText(epoch) === day && day <= currentShiftDay(now);
}

/** The period of a shift day; today's runs up to `now`. */
export function shiftPeriod(day: string, now: number): ShiftPeriod {
  const date = dayEpoch(day) ?? 0;
  const shift = reportWindow(date, date + DAY_SECONDS, companyZone());
  const startDate = shift.from;
  const today = currentShiftDay(now);
  const kind: ShiftDayKind = day === today ? 'today' : day === addDays(today, -1) ? 'yesterday' : 'earlier';
  const endDate = kind === 'today' ? Math.max(Math.floor(now), startDate + 1) : shift.to;
  return { startDate, endDate, kind, date: dayText(date) };
}
