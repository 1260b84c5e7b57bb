import type { ActivityCsv, GeneralCsv, IncidentCsv } from '../../contract/reports';
import { getJson, pathPart } from './httpClient';

/** A site's CSV exports (spec part 1 §7 'Reports'): general (devices, tags, routes, schedules) and activity over a period. */
export const reportCsvMethods = {
  /** GET report/csv/general/{siteId}: what the site has now. */
  generalCsv: (siteId: number) => getJson<GeneralCsv>(`report/csv/general/${pathPart(siteId)}`),
  /** GET report/csv/activity/{siteId}: from 04:00 UTC of the start date to 04:00 UTC of the end date (epoch seconds of each day). */
  activityCsv: (siteId: number, range: { startDate: number; endDate: number }) =>
    getJson<ActivityCsv>(
      `report/csv/activity/${pathPart(siteId)}?startDate=${pathPart(range.startDate)}&endDate=${pathPart(range.endDate)}`,
    ),
  /** GET report/csv/incidents/{siteId}: the site's incident reports over the same kind of period. */
  incidentCsv: (siteId: number, range: { startDate: number; endDate: number }) =>
    getJson<IncidentCsv>(
      `report/csv/incidents/${pathPart(siteId)}?startDate=${pathPart(range.startDate)}&endDate=${pathPart(range.endDate)}`,
    ),
};
