/**
 * A tag scan. An unknown serial is recorded as an unallocated tag of the site (offered when a tag
 * is added) and yields nfcTagScanUnallocated. A known tag of an open plan starts or continues that
 * plan's patrol (routeTaken) and yields nfcTagScan plus a patrolScanAlert against the plan's
 * estimate, and clears the tag's overdue alert (overdue.ts). A panic tag also raises a panic.
 */
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { ScanJudgement } from '../../../../contract/handset';
import type { Tx } from '../../db/client';
import { routes, routeTakens, schedulePlans, schedulePlanTags } from '../../db/schema';
import type { Emit } from '../../events/emit';
import type { Origin } from '../../events/origin';
import { epochSeconds } from '../../time';
import { panicNotifications } from '../alert/notify';
import { liveEmit, storeEvent } from '../alert/store';
import { recordUnallocated, tagOfSerial } from '../routeTag/scanned';
import { alertType, judge } from './alertType';
import { clearOverdue } from './overdue';

export interface Scan {
  eventGuid: string;
  serialNumber: string;
  sentAt: Date;
  latitude?: number | null;
  longitude?: number | null;
}

const MINUTE = 60_000;

/**
 * The open plan of this site holding the tag whose estimate is nearest the scan, within the tolerance of its
 * window; its row stays share-locked until the scan's transaction ends.
 */
async function planFor(tx: Tx, siteId: number, tagId: number, at: Date, toleranceMinutes: number) {
  const margin = toleranceMinutes * MINUTE;
  const [plan] = await tx
    .select({
      planId: schedulePlans.id,
      routeId: schedulePlans.routeId,
      routeName: routes.name,
      startPositionTagId: schedulePlans.startPositionTagId,
      planTagId: schedulePlanTags.id,
      tagToRouteId: schedulePlanTags.tagToRouteId,
      estimatedScanAt: schedulePlanTags.estimatedScanAt,
    })
    .from(schedulePlanTags)
    .innerJoin(schedulePlans, eq(schedulePlans.id, schedulePlanTags.schedulePlanId))
    .innerJoin(routes, eq(routes.id, schedulePlans.routeId))
    .where(
      and(
        eq(schedulePlans.siteId, siteId),
        eq(schedulePlanTags.tagId, tagId),
        isNull(schedulePlans.closedAt),
        lte(schedulePlans.startTime, new Date(at.getTime() + margin)),
        gte(schedulePlans.endTime, new Date(at.getTime() - margin)),
      ),
    )
    // Nearest estimate first; between two as near, the plan that started first (then its tag in route order): the
    // same scan always lands on the same plan.
    .orderBy(
      sql`abs(extract(epoch from ${schedulePlanTags.estimatedScanAt} - ${at.toISOString()}::timestamptz))`,
      asc(schedulePlans.startTime),
      asc(schedulePlans.id),
      asc(schedulePlanTags.position),
    )
    .limit(1)
    // Held until the scan commits: closing skips a plan being scanned (and takes it next round, scan counted),
    // and a scan waiting on a plan being closed finds it closed.
    .for('share', { of: schedulePlans });
  return plan;
}

/** The plan's patrol: made by its first scan; one per plan even when two handsets scan at once. */
async function patrolFor(tx: Tx, origin: Origin, plan: NonNullable<Awaited<ReturnType<typeof planFor>>>, at: Date) {
  await tx
    .insert(routeTakens)
    .values({
      companyId: origin.companyId,
      siteId: origin.site?.id as number,
      routeId: plan.routeId,
      schedulePlanId: plan.planId,
      deviceId: origin.device?.id ?? null,
      startPositionTagId: plan.startPositionTagId,
      startedAt: at,
    })
    .onConflictDoNothing({ target: routeTakens.schedulePlanId });
  const [patrol] = await tx.select().from(routeTakens).where(eq(routeTakens.schedulePlanId, plan.planId));
  return patrol;
}

/** Stores a scan; `judged` hears how the engine judged a scan stored now (not one stored before). */
export async function handleScan(
  tx: Tx,
  origin: Origin,
  scan: Scan,
  toleranceMinutes: number,
  judged?: (judgement: ScanJudgement) => void,
): Promise<Emit[] | null> {
  const site = origin.site;
  if (!site) return null;
  const tag = await tagOfSerial(tx, site.id, scan.serialNumber);
  const where = { latitude: scan.latitude ?? null, longitude: scan.longitude ?? null };
  if (!tag?.allocated) {
    if (!tag) await recordUnallocated(tx, site.id, scan.serialNumber, where);
    const stored = await storeEvent(tx, origin, {
      type: 'nfcTagScanUnallocated',
      eventGuid: scan.eventGuid,
      sentAt: scan.sentAt,
      ...where,
      fields: {
        scannedAt: epochSeconds(scan.sentAt),
        routeTagId: null,
        routeTakenId: null,
        routeTaken: null,
        routeTag: { serialNumber: scan.serialNumber },
      },
    });
    if (!stored) return null;
    judged?.({ judged: 'unknownTag', minutes: 0, tagName: null, routeName: null });
    return [liveEmit(origin.companyId, stored)];
  }
  const routeTag = { id: tag.id, name: tag.name, serialNumber: tag.serialNumber, isPanic: tag.isPanic };
  const plan = await planFor(tx, site.id, tag.id, scan.sentAt, toleranceMinutes);
  const patrol = plan ? await patrolFor(tx, origin, plan, scan.sentAt) : undefined;
  const routeTaken = patrol
    ? { id: patrol.id, routeId: patrol.routeId, route: plan?.routeName, status: patrol.status }
    : null;
  const stored = await storeEvent(tx, origin, {
    type: 'nfcTagScan',
    eventGuid: scan.eventGuid,
    sentAt: scan.sentAt,
    routeTakenId: patrol?.id ?? null,
    ...where,
    fields: {
      routeTagId: tag.id,
      routeTag,
      routeTakenId: patrol?.id ?? null,
      routeTaken,
      scannedAt: epochSeconds(scan.sentAt),
      isSkipped: false,
      ReasonId: null,
    },
  });
  if (!stored) return null;
  judged?.({
    ...(plan ? judge(scan.sentAt, plan.estimatedScanAt, toleranceMinutes) : { judged: 'notOnPatrol', minutes: 0 }),
    tagName: tag.name,
    routeName: plan?.routeName ?? null,
  });
  const emits: Emit[] = [liveEmit(origin.companyId, stored)];
  if (plan && patrol) {
    const alert = await storeEvent(tx, origin, {
      type: 'patrolScanAlert',
      sentAt: scan.sentAt,
      routeTakenId: patrol.id,
      fields: {
        tagId: tag.id,
        routeTag,
        routeTakenId: patrol.id,
        routeTaken,
        scannedAt: epochSeconds(scan.sentAt),
        tagScanId: stored.id,
        tagScan: { id: stored.id, eventGuid: scan.eventGuid },
        alertType: alertType(scan.sentAt, plan.estimatedScanAt, toleranceMinutes),
        tagToRouteId: plan.tagToRouteId,
        schedulePlanId: plan.planId,
        estimatedScanEpoch: epochSeconds(plan.estimatedScanAt),
      },
    });
    if (alert) emits.push(liveEmit(origin.companyId, alert));
    // The tag scanned late: its overdue alert is cleared.
    emits.push(...(await clearOverdue(tx, plan.planId, [tag.id], scan.sentAt, 'scan')));
  }
  if (tag.isPanic) {
    const panic = await storeEvent(tx, origin, {
      type: 'panic',
      sentAt: scan.sentAt,
      ...where,
      fields: { panicTag: routeTag },
    });
    if (panic) {
      await panicNotifications(tx, origin, panic);
      emits.push(liveEmit(origin.companyId, panic));
    }
  }
  return emits;
}
