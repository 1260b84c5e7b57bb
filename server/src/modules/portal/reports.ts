/**
 * The site reports a client reads (issue 33): the stored PDFs of its sites, and an area's only when every site of the
 * area is the client's (an area report prints its other sites' figures too); newest first, each with its e-mails as
 * the outbox counts them. A report outside that set is not found, whatever it is.
 */
import { sql } from 'drizzle-orm';
import type { PortalReport, PortalReports } from '../../../../contract/portalReports';
import type { Db } from '../../db/client';
import type { ClientScope } from '../client/access';
import { deliveryOf, findReport, type StoredReport } from '../reports/store';
import { idList } from './today';

/** The reports of the client's company it may read: of its sites, or of an area all of whose sites are its. */
function readable(client: ClientScope) {
  const ids = idList(client.siteIds);
  return sql`r.company_id = ${client.companyId} and r.file_name <> '' and (
    r.site_id in (${ids})
    or (r.area_id is not null
      and exists (select 1 from sites s where s.area_id = r.area_id)
      and not exists (select 1 from sites s where s.area_id = r.area_id and s.id not in (${ids}))))`;
}

type Row = Omit<PortalReport, 'kind' | 'emailed'>;

export async function portalReports(
  db: Db,
  client: ClientScope,
  { page, limit }: { page: number; limit: number },
): Promise<PortalReports> {
  if (!client.siteIds.length) return { total: 0, page, limit, reports: [] };
  const [counted] = (
    await db.execute<{ total: number }>(sql`select count(*)::int as total from reports r where ${readable(client)}`)
  ).rows;
  const { rows } = await db.execute<Row>(sql`
    select r.id, r.site_id as "siteId", r.area_id as "areaId", coalesce(s.name, a.name, '') as name,
      floor(extract(epoch from r.start_date))::float8 as "startDate",
      floor(extract(epoch from r.end_date))::float8 as "endDate",
      floor(extract(epoch from r.created_at))::float8 as "createdAt", r.trigger
    from reports r left join sites s on s.id = r.site_id left join areas a on a.id = r.area_id
    where ${readable(client)}
    order by r.created_at desc, r.id desc
    limit ${limit} offset ${(page - 1) * limit}`);
  const emailed = await deliveryOf(
    db,
    rows.map((row) => row.id),
    'email',
  );
  return {
    total: Number(counted.total),
    page,
    limit,
    reports: rows.map((row) => {
      const delivery = emailed.get(row.id);
      return {
        ...row,
        kind: row.siteId === null ? 'area' : 'site',
        startDate: Number(row.startDate),
        endDate: Number(row.endDate),
        createdAt: Number(row.createdAt),
        emailed: {
          sent: delivery?.sent ?? 0,
          waiting: delivery?.waiting ?? 0,
          failed: (delivery?.failed ?? 0) + (delivery?.notConfigured ?? 0),
        },
      };
    }),
  };
}

/** A report the client may read, or null (the same for another site's, another company's and an unknown id). */
export async function portalReport(db: Db, client: ClientScope, id: number): Promise<StoredReport | null> {
  if (!client.siteIds.length) return null;
  const { rows } = await db.execute<{ id: number }>(
    sql`select r.id from reports r where r.id = ${id} and ${readable(client)}`,
  );
  return rows.length ? findReport(db, id) : null;
}
