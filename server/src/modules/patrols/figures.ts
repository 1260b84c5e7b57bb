/**
 * What became of each patrol plan of a period: the figures every report and the dashboard rest on.
 *
 * - A plan belongs to the period when its start time lies in [from, to). Plans of removed schedules and routes
 *   count: they are history.
 * - expected: the plan's tags (its schedule_plan_tags rows).
 * - scanned: the distinct tags scanned by the plan's patrol (its nfcTagScan events), the rule that ends a patrol
 *   complete, incomplete or failed (close.ts).
 * - late / early: per scanned tag, its first scan in the patrol (earliest scan time, then the first stored) as
 *   the engine judged it against the tag's estimate (its patrolScanAlert): not 'onTime', and scanned after
 *   (late) or before (early) estimatedScanEpoch. A tag scanned again later changes nothing.
 * - status: the patrol's ending once the plan is closed (complete, incomplete, failed); 'open' while not closed.
 *   Only closed plans are judged: an open plan's tags are neither expected nor scanned yet (sumOutcomes).
 * - provisional: a judged plan that ended less than PATROL_SETTLE_HOURS ago (`settledBefore`): scans a handset kept
 *   through a dead signal may still arrive and revise it (revise.ts). Counted, so every figure says how many of its
 *   verdicts may still change.
 *
 * Reads the plans, their tags, routes and schedules for names, the patrols and the patrols' scan events; never
 * locations.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settleLine } from './provisional';
import { type ScheduleFacts, scheduleLabel } from './scheduleLabel';

export type PlanStatus = 'complete' | 'incomplete' | 'failed' | 'open';

export interface PlanOutcome {
  planId: number;
  siteId: number;
  scheduleId: number;
  scheduleLabel: string;
  routeId: number;
  routeName: string;
  /** Epoch seconds. */
  startTime: number;
  expected: number;
  scanned: number;
  late: number;
  early: number;
  status: PlanStatus;
  /** Judged, but its verdict may still be revised (its plan ended after `settledBefore`). */
  provisional: boolean;
}

export interface PlanQuery {
  siteIds: readonly number[];
  /** Epoch seconds, included. */
  from: number;
  /** Epoch seconds, excluded. */
  to: number;
  /** Epoch seconds: a verdict of a plan that ended at or after it is provisional (default: settledBefore()). */
  settledBefore?: number;
}

type Row = Omit<ScheduleFacts, 'removed'> & {
  planId: number;
  siteId: number;
  scheduleId: number;
  scheduleRemoved: boolean;
  routeId: number;
  routeName: string;
  startTime: number;
  expected: number;
  scanned: number;
  late: number;
  early: number;
  status: PlanStatus;
  provisional: boolean;
};

/** Every plan of the sites starting in [from, to), oldest first, with its tags expected, scanned, late and early. */
export async function planOutcomes(
  db: Db,
  { siteIds, from, to, settledBefore = settleLine() }: PlanQuery,
): Promise<PlanOutcome[]> {
  if (!siteIds.length) return [];
  const sites = sql.join(
    siteIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute<Row>(sql`
    select p.id as "planId", p.site_id as "siteId", p.schedule_id as "scheduleId",
      s.removed_at is not null as "scheduleRemoved", p.route_id as "routeId", r.name as "routeName",
      extract(epoch from p.start_time)::float8 as "startTime",
      s.repeat_minutes as "repeatMinutes", s.monday, s.tuesday, s.wednesday, s.thursday, s.friday, s.saturday,
      s.sunday, s.start_time_day::text as "startTimeDay", s.end_time_day::text as "endTimeDay",
      s.start_time_night::text as "startTimeNight", s.end_time_night::text as "endTimeNight",
      (select count(*) from schedule_plan_tags pt where pt.schedule_plan_id = p.id)::int as expected,
      coalesce(scanned.n, 0) as scanned, coalesce(timing.late, 0) as late, coalesce(timing.early, 0) as early,
      case when p.closed_at is null then 'open' else coalesce(rt.status, 'failed') end as status,
      p.closed_at is not null and p.end_time >= to_timestamp(${settledBefore}) as provisional
    from schedule_plans p
    join routes r on r.id = p.route_id
    join schedules s on s.id = p.schedule_id
    left join route_takens rt on rt.schedule_plan_id = p.id
    left join lateral (
      select count(distinct e.payload ->> 'routeTagId')::int as n
      from events e where e.route_taken_id = rt.id and e.type = 'nfcTagScan'
    ) scanned on true
    left join lateral (
      select (count(*) filter (where f.alert_type <> 'onTime' and f.scanned_at > f.estimated_at))::int as late,
        (count(*) filter (where f.alert_type <> 'onTime' and f.scanned_at < f.estimated_at))::int as early
      from (
        select distinct on (e.payload ->> 'tagId') e.payload ->> 'alertType' as alert_type,
          (e.payload ->> 'scannedAt')::float8 as scanned_at,
          (e.payload ->> 'estimatedScanEpoch')::float8 as estimated_at
        from events e where e.route_taken_id = rt.id and e.type = 'patrolScanAlert'
        order by e.payload ->> 'tagId', e.sent_at, e.payload -> 'tagScan' ->> 'eventGuid'
      ) f
    ) timing on true
    where p.site_id in (${sites}) and p.start_time >= to_timestamp(${from}) and p.start_time < to_timestamp(${to})
    order by p.start_time, p.id`);
  const labels = new Map<number, string>();
  return result.rows.map((row) => {
    if (!labels.has(row.scheduleId))
      labels.set(row.scheduleId, scheduleLabel({ ...row, removed: row.scheduleRemoved }));
    return {
      planId: row.planId,
      siteId: row.siteId,
      scheduleId: row.scheduleId,
      scheduleLabel: labels.get(row.scheduleId) as string,
      routeId: row.routeId,
      routeName: row.routeName,
      startTime: Number(row.startTime),
      expected: Number(row.expected),
      scanned: Number(row.scanned),
      late: Number(row.late),
      early: Number(row.early),
      status: row.status,
      provisional: Boolean(row.provisional),
    };
  });
}

/** Sums of plans: how many were planned and how they ended; the tags of the judged (closed) ones. */
export interface PlanSums {
  planned: number;
  open: number;
  complete: number;
  incomplete: number;
  failed: number;
  /** Closed plans: complete + incomplete + failed. */
  judged: number;
  /** Of the judged, those whose verdict may still be revised (PATROL_SETTLE_HOURS). */
  provisional: number;
  expected: number;
  scanned: number;
  late: number;
  early: number;
}

export const NO_PLANS: PlanSums = {
  planned: 0,
  open: 0,
  complete: 0,
  incomplete: 0,
  failed: 0,
  judged: 0,
  provisional: 0,
  expected: 0,
  scanned: 0,
  late: 0,
  early: 0,
};

/** Adds plans up: every plan is planned; tags count only for closed plans, whose patrol has been judged. */
export function sumOutcomes(outcomes: readonly PlanOutcome[]): PlanSums {
  const sums = { ...NO_PLANS };
  for (const plan of outcomes) {
    sums.planned += 1;
    sums[plan.status] += 1;
    if (plan.status === 'open') continue;
    sums.judged += 1;
    if (plan.provisional) sums.provisional += 1;
    sums.expected += plan.expected;
    sums.scanned += plan.scanned;
    sums.late += plan.late;
    sums.early += plan.early;
  }
  return sums;
}

/** Outcomes grouped by a key, groups in the order their first plan appears. */
export function groupOutcomes<K>(outcomes: readonly PlanOutcome[], key: (plan: PlanOutcome) => K) {
  const groups = new Map<K, PlanOutcome[]>();
  for (const plan of outcomes) {
    const k = key(plan);
    const group = groups.get(k);
    if (group) group.push(plan);
    else groups.set(k, [plan]);
  }
  return groups;
}
