/**
 * Settles a site's scans around a scan being stored: which plan it belongs to (match.ts), and which of the site's
 * scans stored before it now belong elsewhere. A scan's plan depends only on the scans earlier than it in time
 * order, so a scan arriving late changes nothing before it: the scans after it are taken again in order, as far as
 * the plans whose scans changed reach (their window and the tolerance), and no further.
 *
 * The site's scans take turns (lockSite), so each settling sees every scan stored before it; the plans whose scans
 * change are share-locked until the transaction ends, as closing claims plans FOR UPDATE SKIP LOCKED: a plan is
 * never judged while a scan of it is being stored.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { events, routes, routeTakens, schedulePlans, schedulePlanTags } from '../../db/schema';
import { assignScans, hadKey, type ScanKey, type Stop } from './match';

/** A plan's stop with what a scan judged against it needs. */
export interface PlanStop extends Stop {
  routeId: number;
  routeName: string;
  tagToRouteId: number | null;
  startPositionTagId: number | null;
}

/** A scan of the site stored before, with the plan it belongs to now. */
export interface StoredScan extends ScanKey {
  id: number;
  routeTakenId: number | null;
  planId: number | null;
}

export interface Settled {
  /** The plan the scan being stored belongs to; null: on no patrol. */
  stop: PlanStop | null;
  /** Scans stored before that belong to another plan now (to: null, none). */
  moves: { scan: StoredScan; to: PlanStop | null }[];
}

/** The advisory lock namespace of a site's scans (the hash chain's locks are (company, device), company > 0). */
const SITE_SCANS = -1;

/** The site's scans take turns until the transaction ends. */
export async function lockSiteScans(tx: Tx, siteId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SITE_SCANS}::int, ${siteId}::int)`);
}

/** The stops of the site's plans whose window, widened by the margin, meets [from, to]. */
function stopsOf(tx: Tx, siteId: number, from: Date, to: Date, marginMs: number): Promise<PlanStop[]> {
  return tx
    .select({
      planId: schedulePlans.id,
      planTagId: schedulePlanTags.id,
      tagId: schedulePlanTags.tagId,
      position: schedulePlanTags.position,
      estimatedScanAt: schedulePlanTags.estimatedScanAt,
      planStart: schedulePlans.startTime,
      planEnd: schedulePlans.endTime,
      routeId: schedulePlans.routeId,
      routeName: routes.name,
      tagToRouteId: schedulePlanTags.tagToRouteId,
      startPositionTagId: schedulePlans.startPositionTagId,
    })
    .from(schedulePlanTags)
    .innerJoin(schedulePlans, eq(schedulePlans.id, schedulePlanTags.schedulePlanId))
    .innerJoin(routes, eq(routes.id, schedulePlans.routeId))
    .where(
      and(
        eq(schedulePlans.siteId, siteId),
        lte(schedulePlans.startTime, new Date(to.getTime() + marginMs)),
        gte(schedulePlans.endTime, new Date(from.getTime() - marginMs)),
      ),
    ) as Promise<PlanStop[]>;
}

const after = (scan: ScanKey) =>
  sql`(${events.sentAt}, ${events.eventGuid}) > (${scan.sentAt.toISOString()}::timestamptz, ${scan.eventGuid}::uuid)`;
const before = (scan: ScanKey) =>
  sql`(${events.sentAt}, ${events.eventGuid}) < (${scan.sentAt.toISOString()}::timestamptz, ${scan.eventGuid}::uuid)`;
const tagIdOf = sql<number>`(${events.payload} ->> 'routeTagId')::integer`;

/**
 * The site's scans of a tag later than `scan` (in time order), up to `to`, with their plans now; the first `limit`
 * after `beyond` when given.
 */
function laterScans(
  tx: Tx,
  companyId: number,
  siteId: number,
  scan: ScanKey,
  to: Date,
  limit?: number,
  beyond?: Date,
): Promise<StoredScan[]> {
  const query = tx
    .select({
      id: events.id,
      eventGuid: events.eventGuid,
      sentAt: events.sentAt,
      tagId: tagIdOf,
      routeTakenId: events.routeTakenId,
      planId: routeTakens.schedulePlanId,
    })
    .from(events)
    .leftJoin(routeTakens, eq(routeTakens.id, events.routeTakenId))
    .where(
      and(
        eq(events.companyId, companyId),
        gte(events.sentAt, scan.sentAt),
        lte(events.sentAt, to),
        eq(events.siteId, siteId),
        eq(events.type, 'nfcTagScan'),
        sql`${events.payload} ->> 'routeTagId' is not null`,
        after(scan),
        beyond ? gt(events.sentAt, beyond) : undefined,
      ),
    )
    .orderBy(asc(events.sentAt), asc(events.eventGuid));
  return limit ? query.limit(limit) : query;
}

/** The plans (of these) and tags had by scans earlier than `scan`, as `planId:tagId`. */
async function hadBefore(tx: Tx, planIds: number[], scan: ScanKey): Promise<string[]> {
  if (!planIds.length) return [];
  const rows = await tx
    .selectDistinct({ planId: routeTakens.schedulePlanId, tagId: tagIdOf })
    .from(routeTakens)
    .innerJoin(events, and(eq(events.routeTakenId, routeTakens.id), eq(events.type, 'nfcTagScan')))
    .where(and(inArray(routeTakens.schedulePlanId, planIds), isNotNull(routeTakens.schedulePlanId), before(scan)));
  return rows.map((row) => hadKey(row.planId as number, Number(row.tagId)));
}

/**
 * Where the scan being stored belongs, and the scans after it that move. Starts with the plans the scan can fit and
 * widens to as far as any plan whose scans changed reaches, until nothing further can change.
 */
export async function settleScans(
  tx: Tx,
  companyId: number,
  siteId: number,
  scan: ScanKey,
  marginMs: number,
): Promise<Settled> {
  let horizon = scan.sentAt;
  for (;;) {
    const stops = await stopsOf(tx, siteId, scan.sentAt, horizon, marginMs);
    const planIds = [...new Set(stops.map((stop) => stop.planId))];
    const later = await laterScans(tx, companyId, siteId, scan, horizon);
    const assigned = assignScans([scan, ...later], stops, marginMs, await hadBefore(tx, planIds, scan));
    const stop = (assigned.get(scan.eventGuid) as PlanStop | null) ?? null;
    const moves = later
      .filter((stored) => (assigned.get(stored.eventGuid)?.planId ?? null) !== stored.planId)
      .map((stored) => ({ scan: stored, to: (assigned.get(stored.eventGuid) as PlanStop | null) ?? null }));
    const changed = new Set<number>();
    if (stop) changed.add(stop.planId);
    for (const move of moves) {
      if (move.to) changed.add(move.to.planId);
      if (move.scan.planId !== null) changed.add(move.scan.planId);
    }
    const reach = Math.max(
      horizon.getTime(),
      ...stops.filter((s) => changed.has(s.planId)).map((s) => s.planEnd.getTime() + marginMs),
    );
    // Every scan up to the horizon had all its plans loaded: only scans beyond it can still change. None there (the
    // usual case, scans arriving in order): settled without loading the wider window.
    const beyond =
      reach > horizon.getTime() ? await laterScans(tx, companyId, siteId, scan, new Date(reach), 1, horizon) : [];
    if (!beyond.length) {
      await lockPlans(tx, [...changed]);
      return { stop, moves };
    }
    horizon = new Date(reach);
  }
}

/** Share-locks the plans until the transaction ends: closing skips them (and takes them next round). */
async function lockPlans(tx: Tx, planIds: number[]) {
  if (!planIds.length) return;
  await tx
    .select({ id: schedulePlans.id })
    .from(schedulePlans)
    .where(inArray(schedulePlans.id, planIds))
    .orderBy(asc(schedulePlans.id))
    .for('share');
}
