/**
 * A schedule as the schedules CSV writes it: its ticked days, and each window in South African time as it was set up
 * ('08:00–17:00'), or 'Off' when the window is off (no times, or the same start and end).
 */
import { MESSAGES } from '../../../../../contract/messages';
import { WEEK, type Weekday, weekdayName, windowText } from '../../../../../contract/scheduleText';

export const windowCell = (startUtc: string | null, endUtc: string | null): string =>
  windowText(startUtc, endUtc) ?? MESSAGES.report.csv.windowOff;

/** 'Mon, Wed, Fri': the ticked days, Monday first. */
export const daysCell = (schedule: Record<Weekday, boolean>): string =>
  WEEK.flatMap((day) => (schedule[day] ? [weekdayName(day)] : [])).join(', ');
