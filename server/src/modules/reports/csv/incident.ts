/**
 * GET /report/csv/incidents/{siteId}: a site's incident reports over a period, as the activity CSVs take it (06:00 of
 * the start date to 06:00 of the end date on the company's clock, the same two refusals), one row per incident,
 * oldest first, written as it is read.
 */
import { Readable } from 'node:stream';
import { MESSAGES } from '../../../../../contract/messages';
import { reportWindow } from '../../../../../contract/reports';
import { type CsvTime, timeIn } from '../../../csv/cells';
import { csvPieces, type Row } from '../../../csv/csvText';
import type { Actor } from '../../../db/actor';
import type { Db } from '../../../db/client';
import { companyTimeZone } from '../../../time';
import { requireSite } from '../../site/service';
import { type SiteIncident, siteIncidentBatches } from '../siteIncidents';

const C = MESSAGES.report.csv;
export const INCIDENT_COLUMNS = C.columns.incidentCsv;

export function incidentRows(
  incidents: readonly SiteIncident[],
  siteName: string,
  time: CsvTime,
): Row<typeof INCIDENT_COLUMNS>[] {
  return incidents.map((incident) => ({
    time: time(incident.sentAt),
    site: siteName,
    guard: incident.guard,
    category: incident.category,
    severity: C.incidentSeverity[incident.severity],
    status: C.incidentStatus[incident.status],
    text: incident.text,
    approvedBy: incident.approvedBy,
    approvedAt: time(incident.approvedAt),
    photos: incident.imageUrls.length,
  }));
}

/** The JSON text of `IncidentCsv` in pieces; the site is checked before the first piece (404, not a broken stream). */
export async function incidentCsvStream(
  db: Db,
  actor: Actor,
  siteId: number,
  range: { startDate: number; endDate: number },
  batchSize = 500,
): Promise<Readable> {
  const site = await requireSite(db, actor, siteId);
  const zone = await companyTimeZone(db, site.companyId);
  const time = timeIn(zone);
  const period = reportWindow(range.startDate, range.endDate, zone);
  async function* rows() {
    for await (const batch of siteIncidentBatches(db, site.id, period, batchSize)) {
      yield incidentRows(batch, site.name, time);
    }
  }
  async function* json() {
    yield '{"incidentCsv":"';
    for await (const piece of csvPieces(INCIDENT_COLUMNS, rows())) yield JSON.stringify(piece).slice(1, -1);
    yield '"}';
  }
  return Readable.from(json());
}
