/** GET …/TagEnrollment/GetEnrollingTags: a company's tag requests, of one site or all, sorted, filtered and paged. */
import { and, eq, sql } from 'drizzle-orm';
import { enrollmentFilter } from '../../../../contract/enrollment';
import { fill, MESSAGES } from '../../../../contract/messages';
import type { Actor } from '../../db/actor';
import type { Db } from '../../db/client';
import { employees, sites, tagEnrollments } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { type ListQuery, paged, planList, totalCount } from '../../http/list';
import { companyScope } from '../../plugins/auth';
import { requireSite } from '../site/service';
import { asEnrollment, enrollmentColumns } from './read';

/** Newest first unless the console sorts. */
const NEWEST_FIRST = JSON.stringify(['createdAt', 'DESC']);

/** The filter's siteId and status (planList has checked that it is JSON and reads its `q`). */
function filterOf(query: ListQuery) {
  const parsed = enrollmentFilter.safeParse(query.filter ? JSON.parse(query.filter) : {});
  if (!parsed.success) throw badRequest(fill(MESSAGES.request.invalidParameter, { name: 'filter' }));
  return parsed.data;
}

export async function listEnrollments(
  db: Db,
  actor: Actor,
  scope: { companyId?: number; siteId?: number },
  query: ListQuery,
) {
  const companyId = companyScope(actor, scope.companyId);
  const plan = planList(
    { ...query, sort: query.sort || NEWEST_FIRST },
    enrollmentColumns,
    // The serial also without its colons: `04a25e` finds `04:A2:5E:…`.
    [
      tagEnrollments.name,
      tagEnrollments.serialNumber,
      sql`replace(${tagEnrollments.serialNumber}, ':', '')`,
      sites.name,
      tagEnrollments.status,
    ],
    tagEnrollments.createdAt,
  );
  const filter = filterOf(query);
  const siteId = filter.siteId ?? scope.siteId;
  // A site of another company (or, for a sys-admin, of another company than the one it acts in) is not found.
  if (siteId && (await requireSite(db, actor, siteId)).companyId !== companyId) {
    throw notFound(MESSAGES.site.notFound);
  }
  const rows = await paged(
    db
      .select({ ...enrollmentColumns, total: totalCount })
      .from(tagEnrollments)
      .innerJoin(sites, eq(sites.id, tagEnrollments.siteId))
      .leftJoin(employees, eq(employees.id, tagEnrollments.decidedBy))
      .where(
        and(
          eq(tagEnrollments.companyId, companyId),
          siteId ? eq(tagEnrollments.siteId, siteId) : undefined,
          filter.status ? eq(tagEnrollments.status, filter.status) : undefined,
          plan.where,
        ),
      )
      .$dynamic(),
    plan,
    tagEnrollments.id,
  );
  return { rows: rows.map(asEnrollment), plan };
}
