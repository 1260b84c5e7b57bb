/**
 * The reports table: a row per stored PDF, with who or what asked for it. A morning report is unique per
 * site or area and start day (partial unique indexes), so its row is inserted first and a second attempt
 * does nothing. How far a report's messages went is counted from the outbox rows that carry its id.
 */
import { and, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import type { Db, Tx } from '../../db/client';
import { areas, notificationOutbox, reports, sites } from '../../db/schema';
import { dateAt, epochSeconds } from '../../time';

export type Trigger = 'request' | 'morning';
/** What a report is about: one site, or one area. */
export type Target = { kind: 'site'; id: number } | { kind: 'area'; id: number };

export interface NewReport {
  companyId: number;
  target: Target;
  from: number;
  to: number;
  trigger: Trigger;
  requestedBy?: number | null;
  /** The stored file's name; a morning report's row is inserted before its file exists and named after. */
  fileName?: string;
}

const targetColumns = (target: Target) =>
  target.kind === 'site' ? { siteId: target.id, areaId: null } : { siteId: null, areaId: target.id };

/** Inserts the row; answers its id, or null when a morning report of that site or area and day exists. */
export async function insertReport(tx: Tx, report: NewReport): Promise<number | null> {
  const [row] = await tx
    .insert(reports)
    .values({
      companyId: report.companyId,
      ...targetColumns(report.target),
      startDate: dateAt(report.from),
      endDate: dateAt(report.to),
      fileName: report.fileName ?? '',
      trigger: report.trigger,
      requestedBy: report.requestedBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return row?.id ?? null;
}

export async function setReportFile(tx: Tx, id: number, fileName: string): Promise<void> {
  await tx.update(reports).set({ fileName }).where(eq(reports.id, id));
}

export interface StoredReport {
  id: number;
  companyId: number;
  siteId: number | null;
  areaId: number | null;
  /** The site's or area's name. */
  name: string;
  /** Epoch seconds. */
  startDate: number;
  endDate: number;
  createdAt: number;
  trigger: Trigger;
  fileName: string;
}

function selectReports(db: Db) {
  return db
    .select({
      id: reports.id,
      companyId: reports.companyId,
      siteId: reports.siteId,
      areaId: reports.areaId,
      name: sql<string>`coalesce(${sites.name}, ${areas.name}, '')`,
      startDate: reports.startDate,
      endDate: reports.endDate,
      createdAt: reports.createdAt,
      trigger: reports.trigger,
      fileName: reports.fileName,
    })
    .from(reports)
    .leftJoin(sites, eq(sites.id, reports.siteId))
    .leftJoin(areas, eq(areas.id, reports.areaId));
}

type Row = Awaited<ReturnType<typeof selectReports>>[number];

const toReport = (row: Row): StoredReport => ({
  ...row,
  startDate: epochSeconds(row.startDate),
  endDate: epochSeconds(row.endDate),
  createdAt: epochSeconds(row.createdAt),
  trigger: row.trigger as Trigger,
});

/** One report with its site's or area's name, or null. */
export async function findReport(db: Db, id: number): Promise<StoredReport | null> {
  const [row] = await selectReports(db).where(eq(reports.id, id));
  return row ? toReport(row) : null;
}

/** The reports of a site or an area whose period overlaps [from, to), newest first. */
export async function reportsOf(db: Db, target: Target, from: number, to: number): Promise<StoredReport[]> {
  const rows = await selectReports(db)
    .where(
      and(
        eq(target.kind === 'site' ? reports.siteId : reports.areaId, target.id),
        lt(reports.startDate, dateAt(to)),
        gt(reports.endDate, dateAt(from)),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id));
  return rows.map(toReport);
}

export interface Delivery {
  recipients: number;
  sent: number;
  waiting: number;
  failed: number;
  notConfigured: number;
  notConnected: number;
}
const NOTHING_SENT: Delivery = { recipients: 0, sent: 0, waiting: 0, failed: 0, notConfigured: 0, notConnected: 0 };

/**
 * How far each report's messages went: sent; waiting (queued, being sent, or retrying after a failure); failed
 * (given up after the last retry, or on a channel with no configuration). `channel`: that channel's messages only.
 */
export async function deliveryOf(db: Db, reportIds: number[], channel?: string): Promise<Map<number, Delivery>> {
  if (!reportIds.length) return new Map();
  const o = notificationOutbox;
  const counted = (statuses: string[]) => sql<number>`(count(*) filter (where ${inArray(o.status, statuses)}))::int`;
  const notConnected = sql`${o.status} = 'undeliverable' and ${o.lastError} is not distinct from ${MESSAGES.telegram.notConnected}`;
  const rows = await db
    .select({
      reportId: o.reportId,
      recipients: sql<number>`count(*)::int`,
      sent: counted(['sent']),
      waiting: counted(['pending', 'sending']),
      failed: counted(['failed']),
      notConfigured: sql<number>`(count(*) filter (where ${o.status} = 'undeliverable' and not (${notConnected})))::int`,
      notConnected: sql<number>`(count(*) filter (where ${notConnected}))::int`,
    })
    .from(o)
    .where(and(inArray(o.reportId, reportIds), channel === undefined ? undefined : eq(o.channel, channel)))
    .groupBy(o.reportId);
  const byReport = new Map(rows.map(({ reportId, ...delivery }) => [reportId as number, delivery]));
  return new Map(reportIds.map((id) => [id, byReport.get(id) ?? NOTHING_SENT]));
}

/** The start of the latest shift day with a morning report, or null when the morning job has made none. */
export async function lastMorningDay(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ start: sql<Date | null>`max(${reports.startDate})`.mapWith(reports.startDate) })
    .from(reports)
    .where(eq(reports.trigger, 'morning'));
  return row?.start ? epochSeconds(row.start) : null;
}

/** The morning reports made for shift days starting at `from` or later, as 'site:<id>:<start>' / 'area:<id>:<start>'. */
export async function morningReportsSince(db: Db, from: number): Promise<Set<string>> {
  const rows = await db
    .select({ siteId: reports.siteId, areaId: reports.areaId, startDate: reports.startDate })
    .from(reports)
    .where(and(eq(reports.trigger, 'morning'), gte(reports.startDate, dateAt(from))));
  return new Set(
    rows.map((row) =>
      morningKey(
        row.siteId === null ? 'area' : 'site',
        (row.siteId ?? row.areaId) as number,
        epochSeconds(row.startDate),
      ),
    ),
  );
}

export const morningKey = (kind: Target['kind'], id: number, start: number) => `${kind}:${id}:${start}`;
