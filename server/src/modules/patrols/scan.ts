/**
 * A tag scan. An unknown serial is recorded as an unallocated tag of the site (offered when a tag is added) and
 * yields nfcTagScanUnallocated. A known tag belongs to the plan its own time fits (settle.ts, match.ts), judged or
 * not: it starts or continues that plan's patrol (routeTaken) and yields nfcTagScan plus a patrolScanAlert against
 * the plan's estimate, and clears the tag's overdue alert (overdue.ts). Scans stored before it that now belong to
 * another plan move there, with a new judgement (the old one is marked superseded); a judged plan whose scans
 * changed is judged again (revise.ts). A patrol's device and start are its earliest scan's. A panic tag also raises
 * a panic, as the handset's button does.
 */
import { eq } from 'drizzle-orm';
import type { ScanJudgement } from '../../../../contract/handset';
import type { Tx } from '../../db/client';
import { events, routeTakens } from '../../db/schema';
import type { Emit } from '../../events/emit';
import { nameGuid } from '../../events/nameGuid';
import type { Origin } from '../../events/origin';
import { epochSeconds } from '../../time';
import { raisePanic } from '../alert/handset';
import { liveEmit, movePatrolEvent, restoreJudgement, storeEvent, supersedeJudgement } from '../alert/store';
import { recordUnallocated, tagOfSerial } from '../routeTag/scanned';
import { alertType, judge } from './alertType';
import { clearOverdue } from './overdue';
import { type PlansTouched, reviseVerdicts } from './revise';
import { lockSiteScans, type PlanStop, type StoredScan, settleScans } from './settle';
import { firstScanMakesPatrol } from './verdict';

export interface Scan {
  eventGuid: string;
  serialNumber: string;
  sentAt: Date;
  latitude?: number | null;
  longitude?: number | null;
}

const MINUTE = 60_000;

type RouteTagRef = { id: number; name: string; serialNumber: string; isPanic: boolean };

/** The plan's patrol: made by the first scan stored of it; one per plan even when two handsets scan at once. */
async function patrolFor(tx: Tx, companyId: number, siteId: number, stop: PlanStop, at: Date) {
  await tx
    .insert(routeTakens)
    .values({
      companyId,
      siteId,
      routeId: stop.routeId,
      schedulePlanId: stop.planId,
      startPositionTagId: stop.startPositionTagId,
      startedAt: at,
    })
    .onConflictDoNothing({ target: routeTakens.schedulePlanId });
  const [patrol] = await tx.select().from(routeTakens).where(eq(routeTakens.schedulePlanId, stop.planId));
  return patrol;
}

/** A scan's judgement against its plan's estimate: one per scan and plan, so a scan moved back finds its own again. */
async function storeJudgement(
  tx: Tx,
  origin: Origin,
  scan: { id: number; eventGuid: string; sentAt: Date; routeTag: RouteTagRef },
  stop: PlanStop,
  patrol: typeof routeTakens.$inferSelect,
  toleranceMinutes: number,
): Promise<Emit[]> {
  const routeTaken = { id: patrol.id, routeId: patrol.routeId, route: stop.routeName, status: patrol.status };
  const eventGuid = nameGuid(`patrolScanAlert:${scan.eventGuid}:${stop.planId}`);
  const stored = await storeEvent(tx, origin, {
    type: 'patrolScanAlert',
    eventGuid,
    sentAt: scan.sentAt,
    routeTakenId: patrol.id,
    fields: {
      tagId: scan.routeTag.id,
      routeTag: scan.routeTag,
      routeTakenId: patrol.id,
      routeTaken,
      scannedAt: epochSeconds(scan.sentAt),
      tagScanId: scan.id,
      tagScan: { id: scan.id, eventGuid: scan.eventGuid },
      alertType: alertType(scan.sentAt, stop.estimatedScanAt, toleranceMinutes),
      tagToRouteId: stop.tagToRouteId,
      schedulePlanId: stop.planId,
      estimatedScanEpoch: epochSeconds(stop.estimatedScanAt),
    },
  });
  const emits: Emit[] = [];
  if (stored) emits.push(liveEmit(origin.companyId, stored));
  else emits.push(...(await restoreJudgement(tx, eventGuid, patrol.id)));
  // The tag scanned late: its overdue alert is cleared.
  emits.push(...(await clearOverdue(tx, stop.planId, [scan.routeTag.id], scan.sentAt, 'scan')));
  return emits;
}

/**
 * A scan stored before that belongs to another plan now: its judgement against the plan it leaves is marked
 * superseded (and leaves that patrol), it joins the new plan's patrol with a judgement of its own.
 */
async function moveScan(tx: Tx, scan: StoredScan, to: PlanStop | null, toleranceMinutes: number, now: Date) {
  const emits: Emit[] = [];
  if (scan.routeTakenId !== null) {
    emits.push(...(await supersedeJudgement(tx, scan.routeTakenId, scan.eventGuid, now)));
  }
  const [row] = await tx
    .select({
      companyId: events.companyId,
      siteId: events.siteId,
      employeeId: events.employeeId,
      payload: events.payload,
    })
    .from(events)
    .where(eq(events.id, scan.id));
  const payload = row.payload as { device: Origin['device']; site: Origin['site']; routeTag: RouteTagRef };
  const patrol = to ? await patrolFor(tx, row.companyId, row.siteId as number, to, scan.sentAt) : undefined;
  await movePatrolEvent(tx, scan.id, patrol?.id ?? null);
  if (to && patrol) {
    const origin: Origin = {
      companyId: row.companyId,
      device: payload.device,
      site: payload.site,
      employeeId: row.employeeId,
    };
    emits.push(
      ...(await storeJudgement(tx, origin, { ...scan, routeTag: payload.routeTag }, to, patrol, toleranceMinutes)),
    );
  }
  return emits;
}

/**
 * Stores a scan; `judged` hears how the engine judged a scan stored now (not one stored before). The judged plans
 * whose scans changed are judged again at once, or, given `touched`, once by the caller for a whole batch
 * (reviseVerdicts), so a batch of late scans revises a verdict once.
 */
export async function handleScan(
  tx: Tx,
  origin: Origin,
  scan: Scan,
  toleranceMinutes: number,
  judged?: (judgement: ScanJudgement) => void,
  touched?: PlansTouched,
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
  const [retried] = await tx.select({ id: events.id }).from(events).where(eq(events.eventGuid, scan.eventGuid));
  if (retried) return null;
  // The site's scans take turns: each is settled against every scan stored before it.
  await lockSiteScans(tx, site.id);
  const margin = toleranceMinutes * MINUTE;
  const settled = await settleScans(
    tx,
    origin.companyId,
    site.id,
    { eventGuid: scan.eventGuid, sentAt: scan.sentAt, tagId: tag.id },
    margin,
  );
  const { stop } = settled;
  const patrol = stop ? await patrolFor(tx, origin.companyId, site.id, stop, scan.sentAt) : undefined;
  const routeTaken =
    patrol && stop ? { id: patrol.id, routeId: patrol.routeId, route: stop.routeName, status: patrol.status } : null;
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
    ...(stop ? judge(scan.sentAt, stop.estimatedScanAt, toleranceMinutes) : { judged: 'notOnPatrol', minutes: 0 }),
    tagName: tag.name,
    routeName: stop?.routeName ?? null,
  });
  const emits: Emit[] = [liveEmit(origin.companyId, stored)];
  if (stop && patrol) {
    const judgedScan = { id: stored.id, eventGuid: scan.eventGuid, sentAt: scan.sentAt, routeTag };
    emits.push(...(await storeJudgement(tx, origin, judgedScan, stop, patrol, toleranceMinutes)));
  }
  const now = new Date();
  // Scans stored before that belong elsewhere now, and the plans whose scans changed: judged again when closed.
  const changed: PlansTouched = touched ?? new Map();
  const planIds = new Set<number>();
  const count = (planId: number | null | undefined) => {
    if (planId == null) return;
    changed.set(planId, (changed.get(planId) ?? 0) + 1);
    planIds.add(planId);
  };
  count(stop?.planId);
  for (const move of settled.moves) {
    emits.push(...(await moveScan(tx, move.scan, move.to, toleranceMinutes, now)));
    count(move.scan.planId);
    count(move.to?.planId);
  }
  for (const planId of planIds) await firstScanMakesPatrol(tx, planId);
  if (!touched) emits.push(...(await reviseVerdicts(tx, changed, now)));
  if (tag.isPanic) {
    const panic = await raisePanic(tx, origin, {
      type: 'panic',
      eventGuid: nameGuid(`panicTag:${scan.eventGuid}`),
      sentAt: scan.sentAt,
      ...where,
      fields: { panicTag: routeTag },
    });
    if (panic) emits.push(...panic);
  }
  return emits;
}
