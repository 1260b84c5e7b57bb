import type { Report } from '../../contract/reports';
import { getJson, pathPart, postJson } from './httpClient';

/** What a PDF report is about: a site or an area of the company. */
export interface ReportSubject {
  type: 'site' | 'area';
  id: number;
}

/** A report's days: epoch seconds of each day (00:00 UTC); the period runs from 04:00 UTC to 04:00 UTC. */
export interface ReportDays {
  startDate: number;
  endDate: number;
}

/** The answer to a generate-and-email request: the stored report, and what happened to its e-mails. */
export interface GeneratedReport {
  report: Report;
  message: string;
}

/** PDF reports (spec part 1 §7 'Reports'): generate and e-mail a site's or an area's report, list them. */
export const reportMethods = {
  /** POST report/site {startDate, endDate, company, siteId} or report/area {…, areaId}: waits for the PDF. */
  async generateReport(subject: ReportSubject, days: ReportDays, company: number): Promise<GeneratedReport> {
    const body =
      subject.type === 'site' ? { ...days, company, siteId: subject.id } : { ...days, company, areaId: subject.id };
    const { json } = await postJson(`report/${subject.type}`, body);
    return json as GeneratedReport;
  },

  /** GET report/site/{id} or report/area/{id}?startDate=&endDate=: the reports whose period overlaps the days. */
  async reportList(subject: ReportSubject, days: ReportDays): Promise<Report[]> {
    const query = new URLSearchParams({ startDate: String(days.startDate), endDate: String(days.endDate) });
    return (await getJson<Report[] | null>(`report/${subject.type}/${pathPart(subject.id)}?${query}`)) ?? [];
  },
};
