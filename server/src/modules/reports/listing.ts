/** Reports as the API answers them: each with a signed link minted for this answer and its delivery counts. */
import { REPORT_SESSION_LINK_SECONDS, type Report } from '../../../../contract/reports';
import type { Db } from '../../db/client';
import { nowSeconds } from '../../time';
import { signedReportUrl } from './links';
import { deliveryOf, reportsOf, type StoredReport, type Target } from './store';

/**
 * `reportUrl` is relative to the server (the console opens and embeds it from where it calls the API) and
 * opens the report for REPORT_SESSION_LINK_SECONDS without the session token, which a browser cannot send
 * when it opens a link.
 */
export async function describeReports(db: Db, secret: string, stored: StoredReport[]): Promise<Report[]> {
  const delivery = await deliveryOf(
    db,
    stored.map((report) => report.id),
  );
  const now = nowSeconds();
  return stored.map((report) => ({
    id: report.id,
    siteId: report.siteId,
    areaId: report.areaId,
    name: report.name,
    startDate: report.startDate,
    endDate: report.endDate,
    createdAt: report.createdAt,
    trigger: report.trigger,
    reportUrl: signedReportUrl('', secret, report.id, now, REPORT_SESSION_LINK_SECONDS),
    delivery: delivery.get(report.id) ?? {
      recipients: 0,
      sent: 0,
      waiting: 0,
      failed: 0,
      notConfigured: 0,
      notConnected: 0,
    },
  }));
}

export async function listReports(db: Db, secret: string, target: Target, from: number, to: number) {
  return describeReports(db, secret, await reportsOf(db, target, from, to));
}
