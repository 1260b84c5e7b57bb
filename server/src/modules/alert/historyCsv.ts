/**
 * The alert history's CSV: the filtered list in its order, one row per alert, in the company's time zone, with the
 * reports' CSV rules (papaparse; a text cell starting with =, +, -, @ neutralised; numbers left as numbers).
 */
import { ALERT_HISTORY_CSV_MAX_ROWS, type AlertHistoryFilters } from '../../../../contract/alertHistory';
import { fill, MESSAGES } from '../../../../contract/messages';
import { timeIn } from '../../csv/cells';
import { csvText } from '../../csv/csvText';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { companyTimeZone } from '../../time';
import { alertHistoryAll } from './history';

const M = MESSAGES.alertHistory;

export async function alertHistoryCsv(db: Db, companyId: number, filters: AlertHistoryFilters) {
  const { count, rows } = await alertHistoryAll(db, companyId, filters, ALERT_HISTORY_CSV_MAX_ROWS);
  const time = timeIn(await companyTimeZone(db, companyId));
  if (count > ALERT_HISTORY_CSV_MAX_ROWS) {
    throw badRequest(fill(M.csvTooLarge, { count, max: ALERT_HISTORY_CSV_MAX_ROWS }));
  }
  const csv = csvText(
    M.columns,
    rows.map((row) => ({
      sentAt: time(row.sentAt),
      type: M.types[row.type],
      site: row.siteName,
      device: row.deviceName,
      guard: row.guard,
      what: row.what,
      answered: row.answeredAt === null ? M.no : M.yes,
      answeredBy: row.answeredBy,
      answeredAt: time(row.answeredAt),
      response: row.response,
      responseSeconds: row.responseSeconds,
    })),
  );
  return { alertHistoryCsv: csv };
}
