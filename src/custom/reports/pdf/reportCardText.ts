import type { TranslateFunction } from 'react-admin';
import type { Report } from '../../../../contract/reports';
import { utcDay } from '../../../../contract/shiftRange';
import { isWholeMonth, saTime } from './reportTimes';

const DAY_SECONDS = 86_400;

/** A report card's words: what kind of report, its period, and when and how it was made. */
export function reportCardText(report: Report, translate: TranslateFunction) {
  const days = { startDate: utcDay(report.startDate), endDate: utcDay(report.endDate) };
  const count = Math.round((days.endDate - days.startDate) / DAY_SECONDS);
  const kind =
    count === 1
      ? translate('patrol.reports.card.daily')
      : isWholeMonth(days)
        ? translate('patrol.reports.card.monthly')
        : translate('patrol.reports.card.days', { smart_count: count });
  const period = translate('patrol.reports.pdf.range', { from: saTime(report.startDate), to: saTime(report.endDate) });
  const made = translate(`patrol.reports.card.${report.trigger === 'morning' ? 'morning' : 'requested'}`, {
    time: saTime(report.createdAt),
  });
  return { kind, period, made };
}
