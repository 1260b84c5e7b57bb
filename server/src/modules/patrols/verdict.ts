/**
 * A patrol's verdict, read from its stored scans alone: complete (every tag of the plan scanned), incomplete (some)
 * or failed (none), the tags missed, and the guard who walked it. Closing gives the first verdict (close.ts); a scan
 * that lands on a judged plan later has it judged again (revise.ts), from the same function.
 */
import { and, asc, countDistinct, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { devices, events, routeTags, schedulePlanTags } from '../../db/schema';

export type PatrolStatus = 'complete' | 'incomplete' | 'failed';

export function patrolStatus(scanned: number, total: number): PatrolStatus {
  if (scanned === 0) return 'failed';
  return scanned >= total ? 'complete' : 'incomplete';
}

export interface Verdict {
  status: PatrolStatus;
  tagsScanned: number;
  tagsExpected: number;
  /** The plan's tags nobody scanned, by name in the route's order. */
  missedTags: string[];
  /** The guard of the patrol's latest scan; null when nobody scanned. */
  employeeId: number | null;
}

/** The verdict of a plan from the scans of its patrol (none: nothing scanned). */
export async function verdictOf(tx: Tx, planId: number, patrolId: number | undefined): Promise<Verdict> {
  const tagsExpected = await tx.$count(schedulePlanTags, eq(schedulePlanTags.schedulePlanId, planId));
  const [{ scanned }] = patrolId
    ? await tx
        .select({ scanned: countDistinct(sql`${events.payload} ->> 'routeTagId'`) })
        .from(events)
        .where(and(eq(events.routeTakenId, patrolId), eq(events.type, 'nfcTagScan')))
    : [{ scanned: 0 }];
  const status = patrolStatus(scanned, tagsExpected);
  if (status === 'complete') return { status, tagsScanned: scanned, tagsExpected, missedTags: [], employeeId: null };
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
        .orderBy(desc(events.sentAt), desc(events.eventGuid))
        .limit(1)
    : [];
  return {
    status,
    tagsScanned: scanned,
    tagsExpected,
    missedTags: missed.map((tag) => tag.name),
    employeeId: guard?.employeeId ?? null,
  };
}

/**
 * A patrol's device and start are those of its earliest scan (in time order, then eventGuid), whichever scan
 * arrived first; a patrol with no scan left keeps its plan's start and no device.
 */
export async function firstScanMakesPatrol(tx: Tx, planId: number) {
  const first = (column: string) =>
    sql.raw(`(select e.${column} from events e where e.route_taken_id = rt.id and e.type = 'nfcTagScan'
      order by e.sent_at, e.event_guid limit 1)`);
  await tx.execute(sql`update route_takens rt
    set device_id = ${first('device_id')}, started_at = coalesce(${first('sent_at')}, sp.start_time)
    from schedule_plans sp where sp.id = rt.schedule_plan_id and rt.schedule_plan_id = ${planId}`);
}

/** The handset a patrol's alerts name (its earliest scan's); null when nobody scanned. */
export async function patrolDevice(tx: Tx, deviceId: number | null) {
  if (deviceId === null) return null;
  const [device] = await tx
    .select({ id: devices.id, deviceName: devices.deviceName, serialNumber: devices.serialNumber })
    .from(devices)
    .where(eq(devices.id, deviceId));
  return device ?? null;
}
