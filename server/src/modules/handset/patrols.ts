/**
 * The patrols a handset shows: its site's plans around now with their tags in order and their due times, each tag's
 * progress read from what the patrol engine stored: the scan's judgement (patrolScanAlert, not superseded; onTime,
 * early or late by the engine's own `judge`), the live watch's overdue alert (tagOverdue), and the plan's closing
 * (a tag of a closed plan with no judgement is missed). Nothing is judged here that the engine did not judge.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  HANDSET_PATROLS_HOURS_AHEAD,
  HANDSET_PATROLS_HOURS_BACK,
  type HandsetPatrolPlan,
  type HandsetPatrols,
  type HandsetPatrolTag,
} from '../../../../contract/handsetPatrols';
import type { Db } from '../../db/client';
import { companies, events, routes, routeTags, schedulePlans, schedulePlanTags } from '../../db/schema';
import { epochSeconds } from '../../time';
import { judge } from '../patrols/alertType';

const HOUR = 3600_000;

interface Judgement {
  tagId: number;
  scannedAt: number;
  estimatedScanEpoch: number;
}

export async function handsetPatrols(
  db: Db,
  site: { id: number; companyId: number },
  now: Date,
  toleranceMinutes: number,
): Promise<HandsetPatrols> {
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, site.companyId));
  const plans = await db
    .select({
      planId: schedulePlans.id,
      routeId: schedulePlans.routeId,
      routeName: routes.name,
      startTime: schedulePlans.startTime,
      endTime: schedulePlans.endTime,
      closedAt: schedulePlans.closedAt,
    })
    .from(schedulePlans)
    .innerJoin(routes, eq(routes.id, schedulePlans.routeId))
    .where(
      and(
        eq(schedulePlans.siteId, site.id),
        gte(schedulePlans.endTime, new Date(now.getTime() - HANDSET_PATROLS_HOURS_BACK * HOUR)),
        lte(schedulePlans.startTime, new Date(now.getTime() + HANDSET_PATROLS_HOURS_AHEAD * HOUR)),
      ),
    )
    .orderBy(asc(schedulePlans.startTime), asc(schedulePlans.id));
  const answer: HandsetPatrols = { now: epochSeconds(now), timeZone: company.timeZone, plans: [] };
  if (!plans.length) return answer;
  const planIds = plans.map((plan) => plan.planId);
  const planIdText = planIds.map(String);
  const [stops, judgements, overdue] = await Promise.all([
    db
      .select({
        planId: schedulePlanTags.schedulePlanId,
        tagId: schedulePlanTags.tagId,
        name: routeTags.name,
        serialNumber: routeTags.serialNumber,
        estimatedScanAt: schedulePlanTags.estimatedScanAt,
      })
      .from(schedulePlanTags)
      .innerJoin(routeTags, eq(routeTags.id, schedulePlanTags.tagId))
      .where(inArray(schedulePlanTags.schedulePlanId, planIds))
      .orderBy(asc(schedulePlanTags.schedulePlanId), asc(schedulePlanTags.position)),
    db
      .select({ planId: sql<string>`${events.payload} ->> 'schedulePlanId'`, payload: events.payload })
      .from(events)
      .where(
        and(
          eq(events.type, 'patrolScanAlert'),
          eq(events.siteId, site.id),
          inArray(sql`${events.payload} ->> 'schedulePlanId'`, planIdText),
          sql`not (${events.payload} ? 'supersededAt')`,
        ),
      )
      .orderBy(asc(events.sentAt)),
    db
      .select({
        planId: sql<string>`${events.payload} ->> 'schedulePlanId'`,
        tagId: sql<string>`${events.payload} ->> 'tagId'`,
      })
      .from(events)
      .where(
        and(
          eq(events.type, 'tagOverdue'),
          eq(events.siteId, site.id),
          inArray(sql`${events.payload} ->> 'schedulePlanId'`, planIdText),
        ),
      ),
  ]);
  const judgedOf = new Map<string, Judgement[]>();
  for (const row of judgements) {
    const list = judgedOf.get(row.planId) ?? [];
    list.push(row.payload as Judgement);
    judgedOf.set(row.planId, list);
  }
  const overdueKeys = new Set(overdue.map((row) => `${row.planId}:${row.tagId}`));
  for (const plan of plans) {
    const unused = [...(judgedOf.get(String(plan.planId)) ?? [])];
    const tags: HandsetPatrolTag[] = [];
    for (const stop of stops.filter((row) => row.planId === plan.planId)) {
      const dueAt = epochSeconds(stop.estimatedScanAt);
      // A tag twice on a route: each stop takes the judgement made against its own estimate (else the first left).
      let index = unused.findIndex((j) => j.tagId === stop.tagId && j.estimatedScanEpoch === dueAt);
      if (index < 0) index = unused.findIndex((j) => j.tagId === stop.tagId);
      const tag = { tagId: stop.tagId, name: stop.name, serialNumber: stop.serialNumber, dueAt };
      if (index >= 0) {
        const [judgement] = unused.splice(index, 1);
        const { judged, minutes } = judge(
          new Date(judgement.scannedAt * 1000),
          new Date(judgement.estimatedScanEpoch * 1000),
          toleranceMinutes,
        );
        tags.push({ ...tag, progress: judged as 'onTime' | 'early' | 'late', minutes, scannedAt: judgement.scannedAt });
        continue;
      }
      const progress: HandsetPatrolTag['progress'] = plan.closedAt
        ? 'missed'
        : overdueKeys.has(`${plan.planId}:${stop.tagId}`)
          ? 'overdue'
          : 'notYet';
      tags.push({ ...tag, progress, minutes: 0, scannedAt: null });
    }
    const entry: HandsetPatrolPlan = {
      planId: plan.planId,
      routeId: plan.routeId,
      routeName: plan.routeName,
      startAt: epochSeconds(plan.startTime),
      endAt: epochSeconds(plan.endTime),
      closed: plan.closedAt !== null,
      tags,
    };
    answer.plans.push(entry);
  }
  return answer;
}
