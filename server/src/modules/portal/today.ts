/**
 * GET /portal/sites: each of the client's sites with its Today (the company's calendar day): patrols planned, done,
 * in progress and missed, the tags the ended ones missed by name, and the last guard the site heard from. The patrol
 * figures are the engine's (planOutcomes, missedTags); nothing is judged here.
 */
import { sql } from 'drizzle-orm';
import type { PortalSite } from '../../../../contract/portal';
import { zonedDay, zonedEpoch } from '../../../../contract/timeZone';
import type { Db } from '../../db/client';
import { companyTimeZone, nowSeconds } from '../../time';
import type { ClientScope } from '../client/access';
import { planOutcomes } from '../patrols/figures';
import { missedTags } from '../patrols/missedTags';

/** How far back 'last guard seen' looks. */
const LAST_SEEN_DAYS = 7;

type SiteRow = {
  id: number;
  name: string;
  address: string | null;
};
type SeenRow = {
  siteId: number;
  name: string;
  seenAt: number;
};

/** `1::int, 2::int…` for an `in (…)` of ids. */
export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

export async function portalSites(db: Db, client: ClientScope, now = nowSeconds()): Promise<PortalSite[]> {
  if (!client.siteIds.length) return [];
  const zone = await companyTimeZone(db, client.companyId);
  const from = zonedEpoch(zonedDay(now, zone), 0, zone);
  const to = zonedEpoch(zonedDay(now, zone) + 86_400, 0, zone);
  const ids = idList(client.siteIds);
  const [sites, seen, outcomes] = await Promise.all([
    db.execute<SiteRow>(sql`select id, name, address from sites
      where company_id = ${client.companyId} and id in (${ids}) order by name, id`),
    db.execute<SeenRow>(sql`
      select distinct on (e.site_id) e.site_id as "siteId",
        trim(coalesce(m.name, '') || ' ' || coalesce(m.surname, '')) as name,
        floor(extract(epoch from e.sent_at))::float8 as "seenAt"
      from events e join employees m on m.id = e.employee_id
      where e.company_id = ${client.companyId} and e.site_id in (${ids})
        and e.sent_at >= to_timestamp(${now - LAST_SEEN_DAYS * 86_400}) and e.sent_at <= to_timestamp(${now + 300})
      order by e.site_id, e.sent_at desc`),
    planOutcomes(db, { siteIds: client.siteIds, from, to }),
  ]);
  const ended = outcomes.filter((plan) => plan.status === 'incomplete' || plan.status === 'failed');
  const missed = await missedTags(
    db,
    ended.map((plan) => plan.planId),
  );
  const lastSeen = new Map(seen.rows.map((row) => [Number(row.siteId), row]));
  return sites.rows.map((site) => {
    const plans = outcomes.filter((plan) => plan.siteId === site.id);
    const planOf = new Map(plans.map((plan) => [plan.planId, plan]));
    const guard = lastSeen.get(site.id);
    return {
      id: site.id,
      name: site.name,
      address: site.address,
      today: {
        planned: plans.length,
        done: plans.filter((plan) => plan.status === 'complete').length,
        inProgress: plans.filter((plan) => plan.status === 'open' && plan.scanned > 0).length,
        missed: plans.filter((plan) => plan.status === 'incomplete' || plan.status === 'failed').length,
        missedCheckpoints: missed.flatMap((tag) => {
          const plan = planOf.get(tag.planId);
          return plan ? [{ name: tag.name, routeName: plan.routeName, startTime: plan.startTime }] : [];
        }),
      },
      lastGuard: guard ? { name: guard.name, seenAt: Number(guard.seenAt) } : null,
    };
  });
}
