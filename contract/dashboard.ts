/**
 * The dashboard (spec part 1 §2 'Dashboard', §3 'Dashboard data', §4, §7, §9): a company's shift against its
 * SLA. Each call takes startDate and endDate in epoch seconds (the console sends yesterday's 04:00 UTC and
 * today's); the figures count the patrol plans that start in [startDate, endDate) and the alerts sent in it.
 */
import { z } from 'zod';
import { epochSecondsInput } from './validation/dates';

/** The SLA threshold of a new company: a site passes with more than 90% of its expected tags scanned. */
export const DEFAULT_SLA_THRESHOLD = 90;
export const SLA_THRESHOLD_RANGE = { min: 0, max: 100 } as const;

export const dashboardQuery = z.strictObject({
  startDate: epochSecondsInput('startDate', { coerce: true }),
  endDate: epochSecondsInput('endDate', { coerce: true }),
});

/** GET /api/v1/report/dashboard/company/tagsScanned/{companyId} */
export const companyTagsScanned = z.object({ tagsScanned: z.number(), tagsShouldveBeenScanned: z.number() });
/** GET /api/v1/report/dashboard/company/patrols/{companyId}?status=complete */
export const companyPatrols = z.object({
  patrols: z.number().describe('Patrols of the period with the status asked for (complete)'),
  totalPatrols: z.number().describe('Patrols planned in the period'),
  provisionalPatrols: z
    .number()
    .optional()
    .describe(
      'Of the judged patrols, those whose verdict may still be revised by scans arriving late (PATROL_SETTLE_HOURS)',
    ),
});
/** GET /api/v1/report/dashboard/company/alerts/{companyId} */
export const companyAlerts = z.object({
  panicAlerts: z.number(),
  pleaseCallMeAlerts: z.number(),
  /** Welfare checks a guard alone did not answer (Red alerts), in the period. */
  welfareMissedAlerts: z.number(),
  deviceOfflineAlerts: z.number(),
  lowBatteryAlerts: z.number(),
});
export const siteTagsScanned = z.object({
  id: z.number(),
  name: z.string(),
  tagsScannedPercentage: z.number().describe('Rounded to 2 decimals'),
});
/** GET /api/v1/report/dashboard/sites/tagsScanned/{companyId} */
export const sitesTagsScanned = z.object({
  slaThreshold: z.number(),
  sitesAboveThreshold: z.array(siteTagsScanned),
  sitesBelowThreshold: z.array(siteTagsScanned),
});
export type CompanyTagsScanned = z.infer<typeof companyTagsScanned>;
export type CompanyPatrols = z.infer<typeof companyPatrols>;
export type CompanyAlerts = z.infer<typeof companyAlerts>;
export type SiteTagsScanned = z.infer<typeof siteTagsScanned>;
export type SitesTagsScanned = z.infer<typeof sitesTagsScanned>;

/** A percentage as the dashboard shows it: rounded to 2 decimals, and 100 when nothing was expected. */
export function percentage(count: number, total: number): number {
  if (total === 0) return 100;
  return Math.round((count / total) * 10_000) / 100;
}

/** Whether a site passes the SLA: more than the threshold (spec: 'must have more than {x}%'). */
export const passesSla = (percent: number, threshold: number) => percent > threshold;
