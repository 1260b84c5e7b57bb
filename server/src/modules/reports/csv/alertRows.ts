/**
 * The panic and please-call-me CSVs: one row per alert, oldest first, with where it was raised and how it was
 * answered. Minutes To Answer runs from the alert's time to the answer's, to one decimal; empty while unanswered.
 */
import { MESSAGES } from '../../../../../contract/messages';
import { type CsvTime, coordinate, minutesBetween } from '../../../csv/cells';
import type { Row } from '../../../csv/csvText';
import type { SiteEvent } from '../../alert/siteEvents';

export const ALERT_COLUMNS = MESSAGES.report.csv.columns.panicAlertCsv;

export function alertRows(alerts: readonly SiteEvent[], siteName: string, time: CsvTime): Row<typeof ALERT_COLUMNS>[] {
  return alerts.map((alert) => ({
    time: time(alert.sentAt),
    site: siteName,
    device: alert.deviceName,
    guard: alert.guard,
    latitude: coordinate(alert.latitude),
    longitude: coordinate(alert.longitude),
    answeredAt: time(alert.answer?.respondedAt),
    answeredBy: alert.answer?.by ?? null,
    response: alert.answer?.message ?? null,
    minutesToAnswer: alert.answer ? minutesBetween(alert.sentAt, alert.answer.respondedAt) : null,
  }));
}
