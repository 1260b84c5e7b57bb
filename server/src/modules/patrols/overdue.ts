/**
 * Tags overdue in a running patrol. A tag of an open plan whose patrol is under way, with its estimate plus the
 * tolerance passed and no scan of it in that patrol, raises one Yellow tagOverdue alert. Its eventGuid is made from
 * the plan and the tag, so it is stored once however often and on however many instances the watch runs. The
 * plans are claimed FOR UPDATE SKIP LOCKED, as closing does: a plan being scanned is skipped (and looked at again
 * next round, the scan counted), and a scan waits for the claim, so it finds the alert it clears.
 *
 * The alert is cleared on its row (clearedAt, clearedBy) when the tag is scanned late (scan.ts) or its plan is
 * closed (the next round of the watch after closing, at the plan's end).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AlertPayloadOf } from '../../../../contract/events';
import type { Db, Tx } from '../../db/client';
import { devices, events, schedulePlans, sites } from '../../db/schema';
import type { LiveEmit } from '../../events/emit';
import { nameGuid } from '../../events/nameGuid';
import { epochSeconds } from '../../time';
import { liveEmit, markAlerts, storeEvent } from '../alert/store';

const MINUTE = 60_000;
type Cleared = AlertPayloadOf<'tagOverdue'>['clearedBy'];

/** The overdue alert's eventGuid for a tag of a plan: a name-based UUID (version 5 layout) of the two. */
export const overdueGuid = (planId: number, tagId: number) => nameGuid(`tagOverdue:${planId}:${tagId}`);

/** The rows of a raw query (PGlite and node-postgres both answer `rows`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface DueTag {
  planId: number;
  tagId: number;
  estimatedAt: Date;
}

/**
 * The tags due by `due` and not scanned, of the open plans started by `now` (ended no longer than the grace ago)
 * whose patrol is under way; of `planIds` only, when given. A tag twice on a route is due at its first estimate.
 */
async function dueTags(tx: Tx, now: Date, due: Date, graceMinutes: number, planIds?: number[]): Promise<DueTag[]> {
  const only = planIds ? sql`and sp.id in ${planIds}` : sql``;
  const result = await tx.execute(sql`
    select sp.id as plan_id, spt.tag_id, min(spt.estimated_scan_at) as estimated_at
    from schedule_plans sp
    join route_takens rt on rt.schedule_plan_id = sp.id and rt.completed_event_guid is null
    join schedule_plan_tags spt on spt.schedule_plan_id = sp.id
    where sp.closed_at is null and sp.start_time <= ${now.toISOString()}::timestamptz
      and sp.end_time >= ${new Date(now.getTime() - graceMinutes * MINUTE).toISOString()}::timestamptz
      and spt.estimated_scan_at < ${due.toISOString()}::timestamptz ${only}
      and not exists (select 1 from events e where e.route_taken_id = rt.id and e.type = 'nfcTagScan'
        and e.payload ->> 'routeTagId' = spt.tag_id::text)
    group by sp.id, spt.tag_id`);
  const rows = rowsOf<{ plan_id: number; tag_id: number; estimated_at: string | Date }>(result);
  return rows.map((row) => ({ planId: row.plan_id, tagId: row.tag_id, estimatedAt: new Date(row.estimated_at) }));
}

/** Of these tags, those with no overdue alert yet. */
async function notRaised(tx: Tx, tags: DueTag[]): Promise<DueTag[]> {
  if (!tags.length) return [];
  const guids = tags.map((tag) => overdueGuid(tag.planId, tag.tagId));
  const stored = await tx.select({ guid: events.eventGuid }).from(events).where(inArray(events.eventGuid, guids));
  const raised = new Set(stored.map((row) => row.guid));
  return tags.filter((_, index) => !raised.has(guids[index]));
}

/** Raises the alerts of tags overdue at `now` (estimate + tolerance passed, unscanned); returns what to emit. */
export async function raiseOverdueTags(
  db: Db,
  now: Date,
  toleranceMinutes: number,
  graceMinutes: number,
  batch = 50,
): Promise<LiveEmit<'tagOverdue'>[]> {
  const due = new Date(now.getTime() - toleranceMinutes * MINUTE);
  return db.transaction(async (tx) => {
    const candidates = await notRaised(tx, await dueTags(tx, now, due, graceMinutes));
    const wanted = [...new Set(candidates.map((tag) => tag.planId))].slice(0, batch);
    if (!wanted.length) return [];
    const claimed = await tx
      .select({ id: schedulePlans.id })
      .from(schedulePlans)
      .where(and(inArray(schedulePlans.id, wanted), isNull(schedulePlans.closedAt)))
      .for('update', { skipLocked: true });
    if (!claimed.length) return [];
    // Read again under the claim: a scan or another instance may have come in between.
    const tags = await notRaised(
      tx,
      await dueTags(
        tx,
        now,
        due,
        graceMinutes,
        claimed.map((plan) => plan.id),
      ),
    );
    const emits: LiveEmit<'tagOverdue'>[] = [];
    for (const tag of tags) {
      const stored = await raise(tx, tag, toleranceMinutes);
      if (stored) emits.push(liveEmit(stored.companyId, stored));
    }
    return emits;
  });
}

/** One tag's alert: the site, the device and the guard of its patrol (the guard of its newest scan). */
async function raise(tx: Tx, tag: DueTag, toleranceMinutes: number) {
  const result = await tx.execute(sql`
    select sp.site_id, sp.route_id, r.name as route_name, rt.id as patrol_id, rt.device_id,
      t.name as tag_name, t.serial_number, t.is_panic,
      (select e.employee_id from events e where e.route_taken_id = rt.id and e.type = 'nfcTagScan'
        and e.employee_id is not null order by e.sent_at desc limit 1) as employee_id
    from schedule_plans sp
    join routes r on r.id = sp.route_id
    join route_takens rt on rt.schedule_plan_id = sp.id
    join route_tags t on t.id = ${tag.tagId}
    where sp.id = ${tag.planId}`);
  const [row] = rowsOf<{
    site_id: number;
    route_id: number;
    route_name: string;
    patrol_id: number;
    device_id: number | null;
    tag_name: string;
    serial_number: string;
    is_panic: boolean;
    employee_id: number | null;
  }>(result);
  if (!row) return null;
  const [site] = await tx
    .select({ id: sites.id, name: sites.name, address: sites.address, companyId: sites.companyId })
    .from(sites)
    .where(eq(sites.id, row.site_id));
  const [device] = row.device_id
    ? await tx
        .select({ id: devices.id, deviceName: devices.deviceName, serialNumber: devices.serialNumber })
        .from(devices)
        .where(eq(devices.id, row.device_id))
    : [null];
  const { companyId, ...siteRef } = site;
  const origin = { companyId, device: device ?? null, site: siteRef, employeeId: row.employee_id };
  return storeEvent(tx, origin, {
    type: 'tagOverdue',
    eventGuid: overdueGuid(tag.planId, tag.tagId),
    // When the tag became overdue: its estimate plus the tolerance.
    sentAt: new Date(tag.estimatedAt.getTime() + toleranceMinutes * MINUTE),
    routeTakenId: row.patrol_id,
    fields: {
      tagId: tag.tagId,
      routeTag: { id: tag.tagId, name: row.tag_name, serialNumber: row.serial_number, isPanic: row.is_panic },
      routeTakenId: row.patrol_id,
      routeId: row.route_id,
      route: { id: row.route_id, name: row.route_name },
      schedulePlanId: tag.planId,
      estimatedScanEpoch: epochSeconds(tag.estimatedAt),
    },
  });
}

/** Clears the overdue alerts of plans closed since (the patrol ended), at each plan's end; answers the emits. */
export async function clearEndedOverdue(db: Db): Promise<LiveEmit<'tagOverdue'>[]> {
  const result = await db.execute(sql`
    update events e
    set payload = e.payload || jsonb_build_object('clearedAt', floor(extract(epoch from sp.end_time))::bigint,
      'clearedBy', 'patrolEnded')
    from schedule_plans sp
    where e.type = 'tagOverdue' and not (e.payload ? 'clearedAt') and sp.closed_at is not null
      and sp.id = (e.payload ->> 'schedulePlanId')::integer
    returning e.id, e.company_id, e.payload`);
  return rowsOf<{ id: number; company_id: number; payload: AlertPayloadOf<'tagOverdue'> }>(result).map((row) =>
    liveEmit(row.company_id, { ...row.payload, id: row.id, eventId: row.id }),
  );
}

/**
 * Clears the overdue alerts of these tags of a plan that are not cleared yet (a late scan: its tag; a patrol's end:
 * all its tags); answers the emits of the changed alerts.
 */
export async function clearOverdue(
  tx: Tx,
  planId: number,
  tagIds: number[],
  at: Date,
  clearedBy: Cleared,
): Promise<LiveEmit<'tagOverdue'>[]> {
  if (!tagIds.length) return [];
  const guids = tagIds.map((tagId) => overdueGuid(planId, tagId));
  return markAlerts(tx, 'tagOverdue', guids, 'clearedAt', { clearedAt: epochSeconds(at), clearedBy });
}
