/**
 * Stored plans on a rolling horizon. After a schedule or route change the plans after now are
 * dropped and made anew; a periodic top-up extends the horizon. Inserts skip plans that already
 * exist (unique schedule + start), so instances running the top-up at once never double a plan.
 * Only live schedules of live routes plan; a removed one keeps the plans that had started.
 */
import { and, asc, eq, gt, inArray, isNull, notExists } from 'drizzle-orm';
import { PLAN_HORIZON_HOURS } from '../../../../contract/constants';
import { zoneOrDefault } from '../../../../contract/timeZone';
import type { Db, Tx } from '../../db/client';
import {
  companies,
  routes,
  routeTakens,
  schedulePlans,
  schedulePlanTags,
  schedules,
  sites,
  tagToRoutes,
} from '../../db/schema';
import { generatePlans } from './generate';

/** A schedule that is not removed, of a route that is not removed. */
export const liveSchedule = and(isNull(schedules.removedAt), isNull(routes.removedAt));

async function stopsOf(db: Db | Tx, routeId: number) {
  return db
    .select({ tagId: tagToRoutes.tagId, tagToRouteId: tagToRoutes.id })
    .from(tagToRoutes)
    .where(eq(tagToRoutes.routeId, routeId))
    .orderBy(asc(tagToRoutes.position));
}

/** Drops the schedules' plans that have not started: those starting after now that no patrol has begun. */
export async function dropFuturePlans(db: Db | Tx, scheduleIds: number[], now: Date) {
  if (!scheduleIds.length) return;
  await db
    .delete(schedulePlans)
    .where(
      and(
        inArray(schedulePlans.scheduleId, scheduleIds),
        gt(schedulePlans.startTime, now),
        notExists(db.select().from(routeTakens).where(eq(routeTakens.schedulePlanId, schedulePlans.id))),
      ),
    );
}

/** Makes the plans of the given live schedules for (now, now + horizon]; with `dropFuture`, first drops those after now. */
export async function makePlans(db: Db | Tx, scheduleIds: number[], now: Date, dropFuture: boolean): Promise<number> {
  if (!scheduleIds.length) return 0;
  if (dropFuture) await dropFuturePlans(db, scheduleIds, now);
  const rows = await db
    .select({ schedule: schedules, durationMinutes: routes.durationMinutes, timeZone: companies.timeZone })
    .from(schedules)
    .innerJoin(routes, eq(routes.id, schedules.routeId))
    .innerJoin(sites, eq(sites.id, schedules.siteId))
    .innerJoin(companies, eq(companies.id, sites.companyId))
    .where(and(inArray(schedules.id, scheduleIds), liveSchedule));
  const horizon = new Date(now.getTime() + PLAN_HORIZON_HOURS * 3600_000);
  let made = 0;
  for (const { schedule, durationMinutes, timeZone } of rows) {
    const stops = await stopsOf(db, schedule.routeId);
    const drafts = generatePlans(schedule, stops, durationMinutes, now, horizon, zoneOrDefault(timeZone));
    if (!drafts.length) continue;
    const inserted = await db
      .insert(schedulePlans)
      .values(
        drafts.map((draft) => ({
          scheduleId: schedule.id,
          routeId: schedule.routeId,
          siteId: schedule.siteId,
          randomizeStart: schedule.randomizeStart,
          startPositionTagId: draft.startPositionTagId,
          startTime: draft.startTime,
          endTime: draft.endTime,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: schedulePlans.id, startTime: schedulePlans.startTime });
    const byStart = new Map(drafts.map((draft) => [draft.startTime.getTime(), draft]));
    const tags = inserted.flatMap((plan) =>
      (byStart.get(plan.startTime.getTime())?.tags ?? []).map((tag) => ({ ...tag, schedulePlanId: plan.id })),
    );
    if (tags.length) await db.insert(schedulePlanTags).values(tags);
    made += inserted.length;
  }
  return made;
}

/** Remakes the future plans of every live schedule of a route (after the route changed). */
export async function remakeRoutePlans(tx: Tx, routeId: number, now = new Date()) {
  const ids = await tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.routeId, routeId), isNull(schedules.removedAt)));
  return makePlans(
    tx,
    ids.map((row) => row.id),
    now,
    true,
  );
}

/** Extends every live schedule's plans to the horizon. */
export async function topUpPlans(db: Db, now = new Date()) {
  const ids = await db
    .select({ id: schedules.id })
    .from(schedules)
    .innerJoin(routes, eq(routes.id, schedules.routeId))
    .where(liveSchedule);
  return makePlans(
    db,
    ids.map((row) => row.id),
    now,
    false,
  );
}

/**
 * Removes schedules (all of a route's, or one): they plan no more and leave every list; their plans that have not
 * started go, those that have (and their patrols and scans) stay for history and reports.
 */
export async function retireSchedules(tx: Tx, which: { routeId: number } | { scheduleId: number }, now = new Date()) {
  const retired = await tx
    .update(schedules)
    .set({ removedAt: now })
    .where(
      and(
        'routeId' in which ? eq(schedules.routeId, which.routeId) : eq(schedules.id, which.scheduleId),
        isNull(schedules.removedAt),
      ),
    )
    .returning({ id: schedules.id });
  await dropFuturePlans(
    tx,
    retired.map((row) => row.id),
    now,
  );
}
