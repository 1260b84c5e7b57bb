/**
 * Stored plans on a rolling horizon. After a schedule or route change the plans after now are
 * dropped and made anew; a periodic top-up extends the horizon. Inserts skip plans that already
 * exist (unique schedule + start), so instances running the top-up at once never double a plan.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { PLAN_HORIZON_HOURS } from '../../../../contract/constants';
import type { Db, Tx } from '../../db/client';
import { routes, schedulePlans, schedulePlanTags, schedules, tagToRoutes } from '../../db/schema';
import { generatePlans } from './generate';

async function stopsOf(db: Db | Tx, routeId: number) {
  return db
    .select({ tagId: tagToRoutes.tagId, tagToRouteId: tagToRoutes.id })
    .from(tagToRoutes)
    .where(eq(tagToRoutes.routeId, routeId))
    .orderBy(asc(tagToRoutes.position));
}

/** Makes the plans of the given schedules for (now, now + horizon]; with `dropFuture`, first drops those after now. */
export async function makePlans(db: Db | Tx, scheduleIds: number[], now: Date, dropFuture: boolean): Promise<number> {
  if (!scheduleIds.length) return 0;
  if (dropFuture) {
    await db
      .delete(schedulePlans)
      .where(and(inArray(schedulePlans.scheduleId, scheduleIds), gt(schedulePlans.startTime, now)));
  }
  const rows = await db
    .select({ schedule: schedules, durationMinutes: routes.durationMinutes })
    .from(schedules)
    .innerJoin(routes, eq(routes.id, schedules.routeId))
    .where(inArray(schedules.id, scheduleIds));
  const horizon = new Date(now.getTime() + PLAN_HORIZON_HOURS * 3600_000);
  let made = 0;
  for (const { schedule, durationMinutes } of rows) {
    const drafts = generatePlans(schedule, await stopsOf(db, schedule.routeId), durationMinutes, now, horizon);
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

/** Remakes the future plans of every schedule of a route (after the route changed). */
export async function remakeRoutePlans(tx: Tx, routeId: number, now = new Date()) {
  const ids = await tx.select({ id: schedules.id }).from(schedules).where(eq(schedules.routeId, routeId));
  return makePlans(
    tx,
    ids.map((row) => row.id),
    now,
    true,
  );
}

/** Extends every schedule's plans to the horizon. */
export async function topUpPlans(db: Db, now = new Date()) {
  const ids = await db.select({ id: schedules.id }).from(schedules);
  return makePlans(
    db,
    ids.map((row) => row.id),
    now,
    false,
  );
}
