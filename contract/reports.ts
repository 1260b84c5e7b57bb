/**
 * Reports (spec part 1 §2 'Reports screen', §4, §5, §7 'Reports', §9): CSV exports of a site, and PDF reports of
 * a site or an area over a period, e-mailed to their contacts. A report's period runs from the shift start,
 * 04:00 UTC of the start date, to 04:00 UTC of the end date (excluded): one day is one shift day.
 */
import { z } from 'zod';
import { SHIFT_START_HOUR } from './constants';
import { MESSAGES } from './messages';
import { shiftRangeProblem, utcDay } from './shiftRange';
import { DEFAULT_TIME_ZONE, wallText, zonedEpoch, zoneOffsetSeconds } from './timeZone';
import { id } from './validation/common';
import { epochSecondsInput } from './validation/dates';

const DAY_SECONDS = 86_400;
/** The shift start of a report's day, in UTC hours. */
export const REPORT_SHIFT_START_HOUR_UTC = 4;

/** The longest period of a PDF report: a month (31 shift days). */
export const REPORT_MAX_DAYS = 31;
/** How long a signed report link (sent by e-mail, Telegram or SMS) opens the report: 14 days. */
export const REPORT_LINK_SECONDS = 14 * DAY_SECONDS;
/** How long the link answered to a signed-in user in a report list opens the report: 12 hours. */
export const REPORT_SESSION_LINK_SECONDS = 12 * 3_600;

/**
 * The period's times in epoch seconds: 06:00 on the company's clock of each date (04:00 UTC in South Africa),
 * `from` included, `to` excluded.
 */
export function reportWindow(
  startDate: number,
  endDate: number,
  zone: string = DEFAULT_TIME_ZONE,
): { from: number; to: number } {
  const shift = SHIFT_START_HOUR * 3_600;
  return { from: zonedEpoch(startDate, shift, zone), to: zonedEpoch(endDate, shift, zone) };
}

/** 00:00 UTC of the date of the shift day in progress at `now` (before the company's 06:00, yesterday's). */
export const shiftDateAt = (now: number, zone: string = DEFAULT_TIME_ZONE) =>
  utcDay(now + zoneOffsetSeconds(now, zone) - SHIFT_START_HOUR * 3_600);

/**
 * The rules of a report period: the spec's two (the same date twice, a start after the end), then, for a PDF report,
 * its longest period. Any end date is taken: a period still running is reported to date.
 */
export function reportPeriodProblem(
  startDate: number,
  endDate: number,
  longest?: { days: number; message: string },
): string | undefined {
  const problem = shiftRangeProblem(startDate, endDate, { messages: MESSAGES.report }, 0);
  if (problem || !longest) return problem;
  const { from, to } = reportWindow(startDate, endDate);
  return to - from > longest.days * DAY_SECONDS ? longest.message : undefined;
}

const dateField = (field: string, coerce = false) =>
  epochSecondsInput(field, { coerce }).describe(
    `${field}: epoch seconds of the day (any moment of that UTC day; the period starts and ends at 04:00 UTC)`,
  );

const pdfPeriod = (range: { startDate: number; endDate: number }, ctx: z.RefinementCtx) => {
  const problem = reportPeriodProblem(range.startDate, range.endDate, {
    days: REPORT_MAX_DAYS,
    message: MESSAGES.report.pdfTooLong,
  });
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** POST /api/v1/report/site */
export const siteReportRequest = z
  .strictObject({
    startDate: dateField('startDate'),
    endDate: dateField('endDate'),
    company: id.describe("The company's id (the site's company)"),
    siteId: id,
  })
  .superRefine(pdfPeriod);

/** POST /api/v1/report/area */
export const areaReportRequest = z
  .strictObject({
    startDate: dateField('startDate'),
    endDate: dateField('endDate'),
    company: id.describe("The company's id (the area's company)"),
    areaId: id,
  })
  .superRefine(pdfPeriod);

/** GET /api/v1/report/site/{id} and /area/{id}: the reports whose period overlaps startDate–endDate. */
export const reportListQuery = z.strictObject({
  startDate: dateField('startDate', true),
  endDate: dateField('endDate', true),
});

/** How far a report's e-mails and messages have gone out. */
export const reportDelivery = z.object({
  recipients: z.number().describe('Messages made for this report (e-mail, Telegram, SMS)'),
  sent: z.number(),
  waiting: z.number().describe('Not sent yet: queued, or retrying after a failure'),
  failed: z.number().describe('Refused by the provider, or given up after the last retry'),
  notConfigured: z
    .number()
    .describe("Not sendable: the message's channel (e-mail, Telegram or SMS) is not configured on the server"),
  notConnected: z
    .number()
    .describe(
      'Not sent: the contact ticked a Telegram flag but has not connected Telegram (nothing goes there until then)',
    ),
});

export const report = z.object({
  id: z.number(),
  siteId: z.number().nullable(),
  areaId: z.number().nullable(),
  name: z.string().describe("The site's or area's name"),
  startDate: z.number().describe('Epoch seconds: the period start (04:00 UTC)'),
  endDate: z.number().describe('Epoch seconds: the period end (04:00 UTC, excluded)'),
  createdAt: z.number(),
  trigger: z.enum(['request', 'morning']).describe("Asked for by a user, or the morning job's daily report"),
  reportUrl: z.string().describe('Opens the PDF for a limited time without the token (a signed link)'),
  delivery: reportDelivery,
});
export type Report = z.infer<typeof report>;

/** GET /api/v1/report/csv/general/{siteId} */
export const generalCsv = z.object({
  devicesCsv: z.string(),
  tagsCsv: z.string(),
  routesCsv: z.string(),
  schedulesCsv: z.string(),
});
export type GeneralCsv = z.infer<typeof generalCsv>;

/**
 * GET /api/v1/report/csv/activity/{siteId}?startDate=&endDate=: only the spec's refusals (part 1 §5 'CSV report
 * dates'); any period is taken, a month or more, and any end date (a shift still running is exported to now).
 */
export const activityCsvQuery = z
  .strictObject({ startDate: dateField('startDate', true), endDate: dateField('endDate', true) })
  .superRefine((range, ctx) => {
    const problem = reportPeriodProblem(range.startDate, range.endDate);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const activityCsv = z.object({
  panicAlertCsv: z.string(),
  routeTagScanCsv: z.string(),
  attendanceCsv: z.string(),
  pleaseCallMeCsv: z.string(),
  routeTakenCsv: z.string(),
  deviceStatusCsv: z.string(),
});
export type ActivityCsv = z.infer<typeof activityCsv>;

/** GET /api/v1/report/csv/incidents/{siteId}?startDate=&endDate=: the site's incident reports, as the activity CSVs. */
export const incidentCsv = z.object({ incidentCsv: z.string() });
export type IncidentCsv = z.infer<typeof incidentCsv>;

/** The file name of each CSV (spec §7): '{site} Devices {date}', '{site} Panic Alerts for {from} to {to}', … */
export const GENERAL_CSV_TITLES: Record<keyof GeneralCsv, string> = {
  devicesCsv: 'Devices',
  tagsCsv: 'Tags',
  routesCsv: 'Routes',
  schedulesCsv: 'Schedules',
};
export const ACTIVITY_CSV_TITLES: Record<keyof ActivityCsv, string> = {
  panicAlertCsv: 'Panic Alerts',
  routeTagScanCsv: 'Route Tag Scans',
  attendanceCsv: 'Attendance',
  pleaseCallMeCsv: 'Please Call Me Alerts',
  routeTakenCsv: 'Routes Taken',
  deviceStatusCsv: 'Device Status',
};
export const generalCsvFileName = (site: string, key: keyof GeneralCsv, date: string) =>
  `${site} ${GENERAL_CSV_TITLES[key]} ${date}.csv`;
export const activityCsvFileName = (site: string, key: keyof ActivityCsv, from: string, to: string) =>
  `${site} ${ACTIVITY_CSV_TITLES[key]} for ${from} to ${to}.csv`;
export const incidentCsvFileName = (site: string, from: string, to: string) =>
  `${site} Incidents for ${from} to ${to}.csv`;

/** Times in the CSVs, reports and messages: the company's time zone (contract/timeZone.ts), written YYYY-MM-DD HH:mm. */
export function reportTime(epochSeconds: number, zone: string): string {
  return wallText(epochSeconds, zone).slice(0, 16).replace('T', ' ');
}
export function reportDay(epochSeconds: number, zone: string): string {
  return wallText(epochSeconds, zone).slice(0, 10);
}
