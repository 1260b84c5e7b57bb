/**
 * The plan sums of each site over a period, added up in the database: what the dashboard needs, without the
 * per-plan rows of planOutcomes. The definitions are planOutcomes' and sumOutcomes' (figures.ts), and a test
 * holds the two to the same answers: a plan belongs to the period by its start; its tags are expected and its
 * patrol's distinct scanned tags counted only once it is closed; 'open' until then.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PlanQuery, PlanSums } from './figures';
import { settleLine } from './provisional';

/** PlanSums without the timing of scans (the dashboard shows none). */
export type PlanCounts = Omit<PlanSums, 'late' | 'early'>;

type Row = { siteId: number } & Record<keyof PlanCounts, number>;

export async function planCountsBySite(
  db: Db,
  { siteIds, from, to, settledBefore = settleLine() }: PlanQuery,
): Promise<Map<number, PlanCounts>> {
  if (!siteIds.length) return new Map();
  const sites = sql.join(
    siteIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute<Row>(sql`
    select x.site_id as "siteId", count(*)::int as planned,
      (count(*) filter (where x.status = 'open'))::int as open,
      (count(*) filter (where x.status = 'complete'))::int as complete,
      (count(*) filter (where x.status = 'incomplete'))::int as incomplete,
      (count(*) filter (where x.status = 'failed'))::int as failed,
      (count(*) filter (where x.status <> 'open'))::int as judged,
      (count(*) filter (where x.status <> 'open' and x.end_time >= to_timestamp(${settledBefore})))::int as provisional,
      (coalesce(sum(x.expected) filter (where x.status <> 'open'), 0))::int as expected,
      (coalesce(sum(x.scanned) filter (where x.status <> 'open'), 0))::int as scanned
    from (
      select p.site_id, p.end_time,
        case when p.closed_at is null then 'open' else coalesce(rt.status, 'failed') end as status,
        (select count(*) from schedule_plan_tags pt where pt.schedule_plan_id = p.id) as expected,
        (select count(distinct e.payload ->> 'routeTagId') from events e
          where e.route_taken_id = rt.id and e.type = 'nfcTagScan') as scanned
      from schedule_plans p left join route_takens rt on rt.schedule_plan_id = p.id
      where p.site_id in (${sites}) and p.start_time >= to_timestamp(${from}) and p.start_time < to_timestamp(${to})
    ) x
    group by x.site_id`);
  return new Map(
    result.rows.map(({ siteId, ...counts }) => [
      siteId,
      Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, Number(value)])) as PlanCounts,
    ]),
  );
}
