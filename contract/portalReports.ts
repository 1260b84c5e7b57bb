/**
 * The site reports a client reads in the portal (GET /api/v1/portal/reports, issue 33): the stored PDFs of its sites,
 * and of an area only when every site of the area is the client's; each with how far its e-mails went, counted from
 * the outbox. Times are epoch seconds.
 */
import { z } from 'zod';

/** Reports a page lists unless asked otherwise, and at most. */
export const PORTAL_REPORTS_PAGE = 20;
export const PORTAL_REPORTS_PAGE_MAX = 100;

export const portalReportsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('From 1, newest reports first'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PORTAL_REPORTS_PAGE_MAX)
    .default(PORTAL_REPORTS_PAGE)
    .describe('Reports per page'),
});

const id = z.number().int();
const epoch = z.number().int();
const count = z.number().int();

export const portalReport = z
  .object({
    id,
    kind: z.enum(['site', 'area']).describe("A site's report, or an area's whose every site is the client's"),
    siteId: id.nullable(),
    areaId: id.nullable(),
    name: z.string().describe("The site's or the area's name"),
    startDate: epoch.describe('The period the report covers: from (included)'),
    endDate: epoch.describe('to (excluded)'),
    createdAt: epoch,
    trigger: z
      .enum(['morning', 'request'])
      .describe("morning: the daily report e-mailed to the site's contacts; request: made when a user asked"),
    emailed: z
      .object({
        sent: count.describe('E-mails of this report the mail server took (one per address)'),
        waiting: count.describe('E-mails queued or being retried'),
        failed: count.describe('E-mails given up on, or not sendable (mail not configured)'),
      })
      .describe('Its e-mails as the outbox counts them'),
  })
  .meta({ title: 'PortalReport' });
export type PortalReport = z.infer<typeof portalReport>;

export const portalReports = z
  .object({
    total: count.describe('Reports the client may read, on every page'),
    page: count,
    limit: count,
    reports: z.array(portalReport),
  })
  .meta({ title: 'PortalReports' });
export type PortalReports = z.infer<typeof portalReports>;
