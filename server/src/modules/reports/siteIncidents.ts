/**
 * A site's incident reports over a period [from, to) (epoch seconds, by the guard's sentAt), oldest first, for its
 * CSV and its PDF, a batch at a time: the text as it stands, the guard's and the approver's names, the photos.
 *
 * The incident module writes the `incidents` table; the reports read it here rather than through that module, whose
 * handset handler raises panics through the alert module: importing it would knot the incident module into the
 * alert↔reports cycle (server/src/test/importCycles.unit.test.ts).
 */
import { type AnyColumn, and, asc, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { employees, incidents } from '../../db/schema';
import { dateAt } from '../../time';

export interface SiteIncident {
  id: number;
  /** Epoch seconds, the handset's. */
  sentAt: number;
  guard: string | null;
  category: string;
  severity: 'low' | 'medium' | 'high';
  status: 'new' | 'approved';
  text: string;
  approvedBy: string | null;
  approvedAt: number | null;
  imageUrls: string[];
}

const approver = alias(employees, 'approver');
const fullName = (person: { name: AnyColumn; surname: AnyColumn }) =>
  sql<string | null>`nullif(trim(coalesce(${person.name}, '') || ' ' || coalesce(${person.surname}, '')), '')`;
const seconds = (column: typeof incidents.sentAt | typeof incidents.approvedAt) =>
  sql<number | null>`floor(extract(epoch from ${column}))::float8`;

/** The site's incidents of the period, `batchSize` at a time (time, then id: a page never splits one time's rows). */
export async function* siteIncidentBatches(
  db: Db,
  siteId: number,
  period: { from: number; to: number },
  batchSize = 500,
): AsyncGenerator<SiteIncident[]> {
  let after: { sentAt: Date; id: number } | null = null;
  for (;;) {
    const rows: (Omit<SiteIncident, 'severity' | 'status' | 'sentAt'> &
      Record<'severity' | 'status', string> & {
        at: Date;
        sentAt: number | null;
      })[] = await db
      .select({
        id: incidents.id,
        at: incidents.sentAt,
        sentAt: seconds(incidents.sentAt),
        guard: fullName(employees),
        category: incidents.category,
        severity: incidents.severity,
        status: incidents.status,
        text: incidents.text,
        approvedBy: fullName(approver),
        approvedAt: seconds(incidents.approvedAt),
        imageUrls: incidents.imageUrls,
      })
      .from(incidents)
      .leftJoin(employees, eq(employees.id, incidents.employeeId))
      .leftJoin(approver, eq(approver.id, incidents.approvedBy))
      .where(
        and(
          eq(incidents.siteId, siteId),
          gte(incidents.sentAt, dateAt(period.from)),
          lt(incidents.sentAt, dateAt(period.to)),
          after
            ? or(
                gt(incidents.sentAt, after.sentAt),
                and(eq(incidents.sentAt, after.sentAt), gt(incidents.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(incidents.sentAt), asc(incidents.id))
      .limit(batchSize);
    if (!rows.length) return;
    yield rows.map(({ at: _at, ...row }) => ({
      ...row,
      sentAt: Number(row.sentAt),
      approvedAt: row.approvedAt === null ? null : Number(row.approvedAt),
      severity: row.severity as SiteIncident['severity'],
      status: row.status as SiteIncident['status'],
      imageUrls: (row.imageUrls as string[] | null) ?? [],
    }));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { sentAt: last.at, id: last.id };
  }
}

/** All of the site's incidents of the period (a day's for the PDF: few). */
export async function siteIncidents(db: Db, siteId: number, period: { from: number; to: number }) {
  const all: SiteIncident[] = [];
  for await (const batch of siteIncidentBatches(db, siteId, period)) all.push(...batch);
  return all;
}
