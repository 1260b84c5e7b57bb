/**
 * What a PDF report says, as data: gathered from the patrols, alerts, attendance and devices modules
 * (`gather.ts`), printed by the PDF document (`pdf/`). Times are epoch seconds; percentages follow the
 * dashboard's rule (rounded to 2 decimals, 100 when nothing was expected).
 */
import type { CheckpointsResult, IntegrityResult } from '../../../../contract/integrity';
import type { Period } from '../../time';
import type { AlertLine } from '../alert/figures';
import type { DeviceHealthLine } from '../device/health';
import type { SiteIncident } from './siteIncidents';

/** Patrols of one route and schedule (or a total): planned, and how the closed ones ended. */
export interface PatrolLine {
  routeName: string;
  /** How the schedule reads: 'every 60 min, 18:00–06:00 Mon–Fri' (empty for a total line). */
  schedule: string;
  planned: number;
  complete: number;
  incomplete: number;
  failed: number;
  /** Plans of the period not closed yet (their window has not ended). */
  open: number;
  /** Of the closed, those whose verdict may still be revised by scans arriving late (PATROL_SETTLE_HOURS). */
  provisional: number;
  completePercentage: number;
  incompletePercentage: number;
  failedPercentage: number;
}

export interface TagFigures {
  expected: number;
  scanned: number;
  /** Scanned tags whose first scan in their patrol was judged late / early. */
  late: number;
  early: number;
  scannedPercentage: number;
}

export interface SlaVerdict {
  threshold: number;
  percentage: number;
  passed: boolean;
}

/** Alerts of one type: how many, how many answered, and how long answers took. */
export interface AttendanceLine {
  employee: string;
  clockIn: number | null;
  clockOut: number | null;
  /** Where each clock was: 'outside the site by N m', 'no position', or empty inside the site. */
  clockInPlace?: string;
  clockOutPlace?: string;
}

/** One shift day of a longer period (a monthly report's table and chart). */
export interface DayLine {
  /** YYYY-MM-DD of the shift day's start (South African date). */
  day: string;
  planned: number;
  complete: number;
  tagsExpected: number;
  tagsScanned: number;
  scannedPercentage: number;
}

export interface SiteReportContent {
  /** timeZone: the company's, every time and day of the report is on its clock. */
  company: { id: number; name: string; timeZone: string };
  site: { id: number; name: string; address: string };
  period: Period;
  patrols: { lines: PatrolLine[]; total: PatrolLine };
  tags: TagFigures;
  sla: SlaVerdict;
  alerts: AlertLine[];
  attendance: AttendanceLine[];
  devices: DeviceHealthLine[];
  /** One line per shift day when the period is longer than a day; empty for a daily report. */
  days: DayLine[];
  /** The site's events of the period checked against their hash chains (integrity module). */
  integrity: IntegrityResult;
  /** The period's incident reports, oldest first, with their photos made small (issue 34). */
  incidents: IncidentLine[];
  /** The period's last signed checkpoint of each handset's chain (integrity module), for the client's copy. */
  checkpoints?: CheckpointLine[];
  /** Every signed checkpoint of the site's chains made in the period, as the portal downloads them. */
  signedCheckpoints: CheckpointsResult;
}

/** An incident as the site report prints it; `photos` are small JPEGs, `missingPhotos` those the store lacked. */
export type IncidentLine = Omit<SiteIncident, 'id' | 'approvedAt' | 'imageUrls'> & {
  photos: Uint8Array[];
  missingPhotos: number;
};

export interface CheckpointLine {
  deviceName: string | null;
  deviceId: number;
  madeAt: number;
  seq: number;
  hash: string;
  signature: string;
  keyId: string;
}

/** A site of an area report, ranked by its scanned percentage (1 is best). */
export interface AreaSiteLine {
  rank: number;
  siteId: number;
  siteName: string;
  patrols: PatrolLine;
  tags: TagFigures;
  sla: SlaVerdict;
  panicAlerts: number;
}

export interface AreaReportContent {
  /** timeZone: the company's, every time and day of the report is on its clock. */
  company: { id: number; name: string; timeZone: string };
  area: { id: number; name: string };
  period: Period;
  sites: AreaSiteLine[];
  /** The sums over the area's sites. */
  patrols: PatrolLine;
  tags: TagFigures;
  sla: SlaVerdict;
  alerts: AlertLine[];
  days: DayLine[];
}
