/**
 * When a plan's window has closed, its patrol ends: complete (every tag scanned), incomplete
 * (some) or failed (none). A plan is claimed with FOR UPDATE SKIP LOCKED and marked closed in the
 * same transaction as its patrolEnded event, so an ending is never lost across a restart nor
 * doubled across instances.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { routes, routeTakens, sites } from '../../db/schema';
import type { LiveEmit } from '../../events/emit';
import { liveEmit, storeEvent } from '../alert/store';
import { claimEndedPlans } from '../schedule/claim';
import { patrolNotifications } from './notify';
import { patrolDevice, verdictOf } from './verdict';

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
      let [patrol] = await tx.select().from(routeTakens).where(eq(routeTakens.schedulePlanId, plan.id));
      const verdict = await verdictOf(tx, plan.id, patrol?.id);
      const { status } = verdict;
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
      const device = await patrolDevice(tx, patrol.deviceId);
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
          tagsScanned: verdict.tagsScanned,
          tagsExpected: verdict.tagsExpected,
          status,
          missedTags: verdict.missedTags,
          ...(verdict.employeeId === null ? {} : { employeeId: verdict.employeeId }),
        },
      });
      if (stored) emits.push(liveEmit(site.companyId, stored));
      if (status !== 'complete')
        await patrolNotifications(tx, site, route?.name ?? '', status, plan, completedEventGuid);
    }
    return emits;
  });
}
