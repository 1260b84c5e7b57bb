/**
 * The tags of ended plans that their patrol did not scan, by name (the client's 'missed checkpoints'): a plan's tag is
 * scanned when its patrol has an nfcTagScan of it, the rule planOutcomes counts by (figures.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type MissedTagRow = { planId: number; name: string };
export type MissedTag = MissedTagRow;

/** The unscanned tags of the plans, in route order. */
export async function missedTags(db: Db, planIds: readonly number[]): Promise<MissedTag[]> {
  if (!planIds.length) return [];
  const plans = sql.join(
    planIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute<MissedTagRow>(sql`
    select pt.schedule_plan_id as "planId", t.name
    from schedule_plan_tags pt
    join route_tags t on t.id = pt.tag_id
    left join route_takens rt on rt.schedule_plan_id = pt.schedule_plan_id
    where pt.schedule_plan_id in (${plans})
      and not exists (select 1 from events e where e.route_taken_id = rt.id and e.type = 'nfcTagScan'
        and e.payload ->> 'routeTagId' = pt.tag_id::text)
    order by pt.schedule_plan_id, pt.position`);
  return result.rows.map((row) => ({ planId: Number(row.planId), name: row.name }));
}
