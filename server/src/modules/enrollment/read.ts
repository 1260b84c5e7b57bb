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
  /** Who asked: the handset and the guard signed in on it when it read the tag. */
  deviceName: sql<string | null>`(select d.device_name from devices d where d.id = ${tagEnrollments.deviceId})`,
  guardName: sql<string | null>`(select g.name || ' ' || g.surname from events ev
    join employees g on g.id = ev.employee_id where ev.event_guid = ${tagEnrollments.eventGuid})`,
  /** A waiting request whose name a tag of its site already has. */
  nameTaken: sql<boolean>`(${tagEnrollments.status} = 'Pending' and exists (select 1 from route_tags rt
    where rt.site_id = ${tagEnrollments.siteId} and rt.removed_at is null and rt.allocated
      and lower(rt.name) = lower(${tagEnrollments.name})))`,
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
