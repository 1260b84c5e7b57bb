/**
 * Schedules of a site and the plans they generate. A save remakes the plans after now; a remove retires the schedule
 * (it leaves every list and call, 404 like one never made) and drops its plans that have not started.
 */
import { and, asc, eq, getTableColumns, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import { type ScheduleUpsert, scheduleProblem } from '../../../../contract/validation';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { routes, routeTags, routeTakens, schedulePlans, schedulePlanTags, schedules } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { type ListQuery, paged, planList, totalCount } from '../../http/list';
import { dateAt } from '../../time';
import { requireSite } from '../site/service';
import { liveSchedule, makePlans, retireSchedules } from './plans';
import type { PlansQuery } from './plansQuery';

const { createdAt: _createdAt, removedAt: _removedAt, ...scheduleColumns } = getTableColumns(schedules);
const columns = { ...scheduleColumns, routeName: routes.name };
const epoch = (column: typeof schedulePlans.startTime | typeof schedulePlanTags.estimatedScanAt) =>
  sql<number>`extract(epoch from ${column})::bigint`.mapWith(Number);

/** Times travel as HH:mm (UTC); the database keeps HH:mm:ss. */
const asTime = (value: string | null) => (value ? value.slice(0, 5) : null);
function present<
  T extends {
    startTimeDay: string | null;
    endTimeDay: string | null;
    startTimeNight: string | null;
    endTimeNight: string | null;
  },
>(row: T): T {
  return {
    ...row,
    startTimeDay: asTime(row.startTimeDay),
    endTimeDay: asTime(row.endTimeDay),
    startTimeNight: asTime(row.startTimeNight),
    endTimeNight: asTime(row.endTimeNight),
  };
}

async function requireSchedule(db: Db | Tx, actor: Actor, id: number) {
  const [row] = await db
    .select(columns)
    .from(schedules)
    .innerJoin(routes, eq(routes.id, schedules.routeId))
    .where(and(eq(schedules.id, id), liveSchedule));
  if (!row) throw notFound(MESSAGES.schedule.notFound);
  await requireSite(db, actor, row.siteId).catch(() => {
    throw notFound(MESSAGES.schedule.notFound);
  });
  return present(row);
}

export { requireSchedule as getSchedule };

export async function listSchedules(db: Db, actor: Actor, siteId: number, query: ListQuery) {
  await requireSite(db, actor, siteId);
  const plan = planList(query, columns, [routes.name], routes.name);
  const rows = await paged(
    db
      .select({ ...columns, total: totalCount })
      .from(schedules)
      .innerJoin(routes, eq(routes.id, schedules.routeId))
      .where(and(eq(schedules.siteId, siteId), liveSchedule, plan.where))
      .$dynamic(),
    plan,
    schedules.id,
  );
  return { rows: rows.map(present), plan };
}

export async function upsertSchedule(db: Db, actor: Actor, input: ScheduleUpsert, now = new Date()) {
  const { id, ...values } = input;
  const savedId = await withActor(db, actor, async (tx) => {
    await requireSite(tx, actor, values.siteId);
    if (id !== undefined && (await requireSchedule(tx, actor, id)).siteId !== values.siteId) {
      throw notFound(MESSAGES.schedule.notFound);
    }
    const [route] = await tx
      .select()
      .from(routes)
      .where(and(eq(routes.id, values.routeId), isNull(routes.removedAt)));
    if (!route || route.siteId !== values.siteId) throw badRequest(MESSAGES.schedule.routeNotInSite);
    const problem = scheduleProblem(values, route.durationMinutes);
    if (problem) throw badRequest(problem);
    const row = {
      ...values,
      startTimeDay: values.startTimeDay ?? null,
      endTimeDay: values.endTimeDay ?? null,
      startTimeNight: values.startTimeNight ?? null,
      endTimeNight: values.endTimeNight ?? null,
    };
    const [saved] =
      id === undefined
        ? await tx.insert(schedules).values(row).returning({ id: schedules.id })
        : await tx.update(schedules).set(row).where(eq(schedules.id, id)).returning({ id: schedules.id });
    await makePlans(tx, [saved.id], now, true);
    return saved.id;
  });
  return requireSchedule(db, actor, savedId);
}

export async function removeSchedule(db: Db, actor: Actor, id: number, now = new Date()) {
  await withActor(db, actor, async (tx) => {
    await requireSchedule(tx, actor, id);
    await retireSchedules(tx, { scheduleId: id }, now);
  });
}

/**
 * The first rule a live schedule of the route would break with the route's new duration (repeat or a window now
 * shorter than a patrol), or null. A schedule already breaking a rule before the change does not hold the route up.
 */
export async function durationProblem(tx: Tx, routeId: number, from: number, to: number) {
  const rows = await tx
    .select()
    .from(schedules)
    .where(and(eq(schedules.routeId, routeId), isNull(schedules.removedAt)));
  for (const schedule of rows.map(present)) {
    const problem = scheduleProblem(schedule, to);
    if (problem && !scheduleProblem(schedule, from)) return problem;
  }
  return null;
}

/** The schedule's plans that have not ended yet. */
export async function plansOfSchedule(db: Db, actor: Actor, id: number, now = new Date()) {
  await requireSchedule(db, actor, id);
  return db
    .select({
      id: schedulePlans.id,
      routeId: schedulePlans.routeId,
      siteId: schedulePlans.siteId,
      scheduleId: schedulePlans.scheduleId,
      startPositionTagId: schedulePlans.startPositionTagId,
      randomizeStart: schedulePlans.randomizeStart,
      startTime: epoch(schedulePlans.startTime),
      endTime: epoch(schedulePlans.endTime),
    })
    .from(schedulePlans)
    .where(and(eq(schedulePlans.scheduleId, id), gt(schedulePlans.endTime, now)))
    .orderBy(asc(schedulePlans.startTime));
}

/**
 * Generated plan lines of a site: one per tag of each plan that has not ended (starting in [startDate, endDate)
 * when asked), in time then walk order.
 */
export async function generatedPlans(db: Db, actor: Actor, siteId: number, query: PlansQuery, now = new Date()) {
  await requireSite(db, actor, siteId);
  const plan = planList(
    query,
    { startTime: schedulePlans.startTime, routeName: routes.name, name: routeTags.name },
    [routes.name, routeTags.name],
    schedulePlans.startTime,
  );
  const rows = await paged(
    db
      .select({
        id: schedulePlanTags.id,
        schedulePlanId: schedulePlans.id,
        routeId: schedulePlans.routeId,
        routeName: routes.name,
        startTime: epoch(schedulePlans.startTime),
        endTime: epoch(schedulePlans.endTime),
        startPositionTagId: schedulePlans.startPositionTagId,
        routeTakenId: sql<
          number | null
        >`(select ${routeTakens.id} from ${routeTakens} where ${routeTakens.schedulePlanId} = ${schedulePlans.id} limit 1)`,
        tagId: schedulePlanTags.tagId,
        name: routeTags.name,
        position: schedulePlanTags.position,
        estimatedScanEpoch: epoch(schedulePlanTags.estimatedScanAt),
        total: totalCount,
      })
      .from(schedulePlanTags)
      .innerJoin(schedulePlans, eq(schedulePlans.id, schedulePlanTags.schedulePlanId))
      .innerJoin(routes, eq(routes.id, schedulePlans.routeId))
      .innerJoin(routeTags, eq(routeTags.id, schedulePlanTags.tagId))
      .where(
        and(
          eq(schedulePlans.siteId, siteId),
          gt(schedulePlans.endTime, now),
          query.startDate === undefined ? undefined : gte(schedulePlans.startTime, dateAt(query.startDate)),
          query.endDate === undefined ? undefined : lt(schedulePlans.startTime, dateAt(query.endDate)),
          plan.where,
        ),
      )
      .$dynamic(),
    plan,
    asc(schedulePlans.id),
    asc(schedulePlanTags.position),
  );
  return { rows, plan };
}
