/**
 * The history's period as picked: a start and an end day ('YYYY-MM-DD', UTC days as the other date pickers hold
 * them), both included. Each day is a shift day, from 06:00 on the company's clock (04:00 UTC in South Africa) to
 * 06:00 of the next, as the alerts page and the reports count them; the server takes the period's times in epoch seconds.
 */
import { ALERT_HISTORY_MAX_DAYS } from '../../../../contract/alertHistory';
import { fill, MESSAGES } from '../../../../contract/messages';
import { reportWindow } from '../../../../contract/reports';
import { utcDay } from '../../../../contract/shiftRange';
import { companyZone } from '../../../common/dateTime';
import { type DayRange, dayEpoch, dayText } from '../../../common/shiftRange/shiftDays';

const DAY = 86_400;

/** The last seven shift days, today's included. */
export function lastWeek(now = Date.now() / 1000): DayRange {
  const today = utcDay(now);
  return { startDate: dayText(today - 6 * DAY), endDate: dayText(today) };
}

/** The period's times, or what is wrong with the days (an i18n key, or a contract message already filled). */
export function historyPeriod(days: DayRange): { startDate: number; endDate: number } | { problem: string } {
  const start = dayEpoch(days.startDate);
  const end = dayEpoch(days.endDate);
  if (start === null || end === null) return { problem: 'patrol.alertHistory.chooseDates' };
  if (end < start) return { problem: 'patrol.alertHistory.endBeforeStart' };
  if ((end - start) / DAY + 1 > ALERT_HISTORY_MAX_DAYS) {
    return { problem: fill(MESSAGES.alertHistory.periodTooLong, { days: ALERT_HISTORY_MAX_DAYS }) };
  }
  const { from, to } = reportWindow(start, end + DAY, companyZone());
  return { startDate: from, endDate: to };
}
