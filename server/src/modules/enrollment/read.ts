/** A tag request as the console sees it (RouteTagEnrollment): with its site's name and who decided it. */
import { eq, sql } from 'drizzle-orm';
import type { EnrollmentStatus, RouteTagEnrollment } from '../../../../contract/enrollment';
import type { Db, Tx } from '../../db/client';
import { employees, sites, tagEnrollments } from '../../db/schema';
import { epochSeconds } from '../../time';

export const enrollmentColumns = {
  id: tagEnrollments.id,
  name: tagEnrollments.name,
  serialNumber: tagEnrollments.serialNumber,
  siteId: tagEnrollments.siteId,
  siteName: sites.name,
  status: tagEnrollments.status,
  createdAt: tagEnrollments.createdAt,
  decidedBy: sql<string | null>`${employees.name} || ' ' || ${employees.surname}`,
  decidedAt: tagEnrollments.decidedAt,
};

type Stored = { status: string; createdAt: Date; decidedAt: Date | null };

/** Times as epoch seconds, the status as the contract names it. */
export const asEnrollment = <T extends Stored>({ status, createdAt, decidedAt, ...row }: T) => ({
  ...row,
  status: status as EnrollmentStatus,
  createdAt: epochSeconds(createdAt),
  decidedAt: decidedAt ? epochSeconds(decidedAt) : null,
});

/** The request of this id (the caller has checked the actor may see it). */
export async function getEnrollment(db: Db | Tx, id: number): Promise<RouteTagEnrollment> {
  const [row] = await db
    .select(enrollmentColumns)
    .from(tagEnrollments)
    .innerJoin(sites, eq(sites.id, tagEnrollments.siteId))
    .leftJoin(employees, eq(employees.id, tagEnrollments.decidedBy))
    .where(eq(tagEnrollments.id, id));
  return asEnrollment(row);
}
