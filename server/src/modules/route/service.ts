/**
 * Routes: ordered tag lists of a site. Saving a route saves its links (through the tagToRoute module) in one
 * transaction and remakes its plans. Removing one retires it with its schedules: it leaves every list and call
 * (404 like a route never made), its plans that have not started go, those that have stay for history and reports.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { fill, MESSAGES } from '../../../../contract/messages';
import type { RouteUpsert } from '../../../../contract/validation';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { routes } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { type ListQuery, paged, planList, totalCount } from '../../http/list';
import { remakeRoutePlans, retireSchedules } from '../schedule/plans';
import { durationProblem } from '../schedule/service';
import { requireSite } from '../site/service';
import { checkTags, saveLinks } from './tagLinks';

const columns = { id: routes.id, siteId: routes.siteId, name: routes.name, durationMinutes: routes.durationMinutes };
const live = isNull(routes.removedAt);

/** The route, if the actor may touch it (through its site); 404 otherwise. */
export async function requireRoute(db: Db | Tx, actor: Actor, routeId: number) {
  const [route] = await db
    .select(columns)
    .from(routes)
    .where(and(eq(routes.id, routeId), live));
  if (!route) throw notFound(MESSAGES.route.notFound);
  await requireSite(db, actor, route.siteId).catch(() => {
    throw notFound(MESSAGES.route.notFound);
  });
  return route;
}

export async function listRoutes(db: Db, actor: Actor, siteId: number, query: ListQuery) {
  await requireSite(db, actor, siteId);
  const plan = planList(query, columns, [routes.name], routes.name);
  const rows = await paged(
    db
      .select({ ...columns, total: totalCount })
      .from(routes)
      .where(and(eq(routes.siteId, siteId), live, plan.where))
      .$dynamic(),
    plan,
    routes.id,
  );
  return { rows, plan };
}

export async function upsertRoute(db: Db, actor: Actor, input: RouteUpsert) {
  return withActor(db, actor, async (tx) => {
    await requireSite(tx, actor, input.siteId);
    if (input.id !== undefined) {
      const route = await requireRoute(tx, actor, input.id);
      if (route.siteId !== input.siteId) throw notFound(MESSAGES.route.notFound);
      const problem = await durationProblem(tx, route.id, route.durationMinutes, input.durationMinutes);
      if (problem) throw badRequest(fill(MESSAGES.route.durationBreaksSchedule, { n: input.durationMinutes, problem }));
    }
    await checkTags(
      tx,
      input.siteId,
      (input.tagToRouteList ?? []).map((link) => link.tagId),
    );
    const values = { siteId: input.siteId, name: input.name, durationMinutes: input.durationMinutes };
    const [saved] =
      input.id === undefined
        ? await tx.insert(routes).values(values).returning(columns)
        : await tx.update(routes).set(values).where(eq(routes.id, input.id)).returning(columns);
    if (input.id === undefined || input.tagToRouteList) await saveLinks(tx, saved.id, input);
    await remakeRoutePlans(tx, saved.id);
    return saved;
  });
}

/** Retires the route with its schedules; their plans that have not started go, the others stay with their patrols. */
export async function removeRoute(db: Db, actor: Actor, id: number, now = new Date()) {
  await withActor(db, actor, async (tx) => {
    await requireRoute(tx, actor, id);
    await tx.update(routes).set({ removedAt: now }).where(eq(routes.id, id));
    await retireSchedules(tx, { routeId: id }, now);
  });
}
