/**
 * When a plan's window has closed, its patrol ends: complete (every tag scanned), incomplete
 * (some) or failed (none). A plan is claimed with FOR UPDATE SKIP LOCKED and marked closed in the
 * same transaction as its patrolEnded event, so an ending is never lost across a restart nor
 * doubled across instances.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, countDistinct, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { devices, events, routes, routeTags, routeTakens, schedulePlanTags, sites } from '../../db/schema';
import type { LiveEmit } from '../../events/emit';
import { liveEmit, storeEvent } from '../alert/store';
import { claimEndedPlans } from '../schedule/claim';
import { patrolNotifications } from './notify';

export type PatrolStatus = 'complete' | 'incomplete' | 'failed';

export function patrolStatus(scanned: number, total: number): PatrolStatus {
  if (scanned === 0) return 'failed';
  return scanned >= total ? 'complete' : 'incomplete';
}

/**
 * The tags of the plan nobody scanned, by name in the route's order, and the guard who walked the patrol (the
 * guard of its newest scan; none when nobody scanned).
 */
async function missedOf(tx: Tx, planId: number, patrolId: number | undefined) {
  const scannedTags = patrolId
    ? sql`(select (payload ->> 'routeTagId')::integer from events
        where route_taken_id = ${patrolId} and type = 'nfcTagScan' and payload ->> 'routeTagId' is not null)`
    : sql`(select null::integer where false)`;
  const missed = await tx
    .select({ name: routeTags.name })
    .from(schedulePlanTags)
    .innerJoin(routeTags, eq(routeTags.id, schedulePlanTags.tagId))
    .where(and(eq(schedulePlanTags.schedulePlanId, planId), sql`${routeTags.id} not in ${scannedTags}`))
    .orderBy(asc(schedulePlanTags.position));
  const [guard] = patrolId
    ? await tx
        .select({ employeeId: events.employeeId })
        .from(events)
        .where(and(eq(events.routeTakenId, patrolId), eq(events.type, 'nfcTagScan'), isNotNull(events.employeeId)))
        .orderBy(desc(events.sentAt))
        .limit(1)
    : [];
  return { missedTags: missed.map((tag) => tag.name), employeeId: guard?.employeeId ?? null };
}

/** Closes up to `batch` plans that ended before `now - graceMinutes`; returns what to emit. */
export async function closeEndedPlans(
  db: Db,
  now: Date,
  graceMinutes: number,
  batch = 50,
): Promise<LiveEmit<'patrolEnded'>[]> {
  return db.transaction(async (tx) => {
    const plans = await claimEndedPlans(tx, now, graceMinutes, batch);
    const emits: LiveEmit<'patrolEnded'>[] = [];
    for (const plan of plans) {
      const [site] = await tx.select().from(sites).where(eq(sites.id, plan.siteId));
      const [route] = await tx
        .select({ id: routes.id, name: routes.name })
        .from(routes)
        .where(eq(routes.id, plan.routeId));
      const total = await tx.$count(schedulePlanTags, eq(schedulePlanTags.schedulePlanId, plan.id));
      let [patrol] = await tx.select().from(routeTakens).where(eq(routeTakens.schedulePlanId, plan.id));
      const [{ scanned }] = patrol
        ? await tx
            .select({ scanned: countDistinct(sql`${events.payload} ->> 'routeTagId'`) })
            .from(events)
            .where(and(eq(events.routeTakenId, patrol.id), eq(events.type, 'nfcTagScan')))
        : [{ scanned: 0 }];
      const status = patrolStatus(scanned, total);
      const missed =
        status === 'complete' ? { missedTags: [], employeeId: null } : await missedOf(tx, plan.id, patrol?.id);
      const completedEventGuid = randomUUID();
      const values = { status, completedEventGuid, completedAt: plan.endTime };
      if (patrol) {
        [patrol] = await tx.update(routeTakens).set(values).where(eq(routeTakens.id, patrol.id)).returning();
      } else {
        [patrol] = await tx
          .insert(routeTakens)
          .values({
            companyId: site.companyId,
            siteId: site.id,
            routeId: plan.routeId,
            schedulePlanId: plan.id,
            startPositionTagId: plan.startPositionTagId,
            startedAt: plan.startTime,
            ...values,
          })
          .returning();
      }
      const [device] = patrol.deviceId
        ? await tx
            .select({ id: devices.id, deviceName: devices.deviceName, serialNumber: devices.serialNumber })
            .from(devices)
            .where(eq(devices.id, patrol.deviceId))
        : [null];
      const origin = {
        companyId: site.companyId,
        device,
        site: { id: site.id, name: site.name, address: site.address },
      };
      const stored = await storeEvent(tx, origin, {
        type: 'patrolEnded',
        eventGuid: completedEventGuid,
        sentAt: plan.endTime,
        routeTakenId: patrol.id,
        fields: {
          // The payload's `id` (spec part 1 §3), beside the event's own `eventId`.
          routeTakenId: patrol.id,
          completedEventGuid,
          completedEventTime: plan.endTime.getTime(),
          routeId: plan.routeId,
          route,
          siteId: site.id,
          startPositionTagId: plan.startPositionTagId,
          schedulePlanId: plan.id,
          tagsScanned: scanned,
          tagsExpected: total,
          status,
          missedTags: missed.missedTags,
          ...(missed.employeeId === null ? {} : { employeeId: missed.employeeId }),
        },
      });
      if (stored) emits.push(liveEmit(site.companyId, stored));
      if (status !== 'complete')
        await patrolNotifications(tx, site, route?.name ?? '', status, plan, completedEventGuid);
    }
    return emits;
  });
}
