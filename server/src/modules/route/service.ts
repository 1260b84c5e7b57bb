/**
 * Routes: ordered tag lists of a site. Saving a route saves its links (through the tagToRoute module) in one
 * transaction and remakes its plans.
 */
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import type { RouteUpsert } from '../../../../contract/validation';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { routes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type ListQuery, planList, totalCount } from '../../http/list';
import { remakeRoutePlans } from '../schedule/plans';
import { requireSite } from '../site/service';
import { checkTags, saveLinks } from '../tagToRoute/store';

const columns = { id: routes.id, siteId: routes.siteId, name: routes.name, durationMinutes: routes.durationMinutes };

/** The route, if the actor may touch it (through its site); 404 otherwise. */
export async function requireRoute(db: Db | Tx, actor: Actor, routeId: number) {
  const [route] = await db.select(columns).from(routes).where(eq(routes.id, routeId));
  if (!route) throw notFound(MESSAGES.route.notFound);
  await requireSite(db, actor, route.siteId).catch(() => {
    throw notFound(MESSAGES.route.notFound);
  });
  return route;
}

export async function listRoutes(db: Db, actor: Actor, siteId: number, query: ListQuery) {
  await requireSite(db, actor, siteId);
  const plan = planList(query, columns, [routes.name], routes.name);
  const rows = await db
    .select({ ...columns, total: totalCount })
    .from(routes)
    .where(and(eq(routes.siteId, siteId), plan.where))
    .orderBy(...plan.orderBy, routes.id)
    .limit(plan.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(plan.offset);
  return { rows, plan };
}

export async function upsertRoute(db: Db, actor: Actor, input: RouteUpsert) {
  return withActor(db, actor, async (tx) => {
    await requireSite(tx, actor, input.siteId);
    if (input.id !== undefined) {
      const route = await requireRoute(tx, actor, input.id);
      if (route.siteId !== input.siteId) throw notFound(MESSAGES.route.notFound);
    }
    await checkTags(
      tx,
      input.siteId,
      input.tagToRouteList.map((link) => link.tagId),
    );
    const values = { siteId: input.siteId, name: input.name, durationMinutes: input.durationMinutes };
    const [saved] =
      input.id === undefined
        ? await tx.insert(routes).values(values).returning(columns)
        : await tx.update(routes).set(values).where(eq(routes.id, input.id)).returning(columns);
    await saveLinks(tx, saved.id, input);
    await remakeRoutePlans(tx, saved.id);
    return saved;
  });
}

/** Removes the route with its links, schedules and plans. */
export async function removeRoute(db: Db, actor: Actor, id: number) {
  await withActor(db, actor, async (tx) => {
    await requireRoute(tx, actor, id);
    await tx.delete(routes).where(eq(routes.id, id));
  });
}
