/** The tagToRoute calls: a route's tags with its upcoming plans, the company's links, one link added, moved or removed. */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import { type Actor, withActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { routes, schedulePlans, schedules, sites, tagToRoutes } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { requireRoute } from '../route/service';
import { checkTags, deleteLink, linksOf, writeLink } from '../route/tagLinks';
import { remakeRoutePlans } from '../schedule/plans';

/** The route-tags answer: [links, ids of upcoming plans, { routeSchedulesCount }]. */
export async function routeTagsAnswer(db: Db, actor: Actor, routeId: number, now = new Date()) {
  await requireRoute(db, actor, routeId);
  const links = await linksOf(db, [routeId]);
  const upcoming = await db
    .select({ id: schedulePlans.id })
    .from(schedulePlans)
    .where(and(eq(schedulePlans.routeId, routeId), gt(schedulePlans.startTime, now)))
    .orderBy(asc(schedulePlans.startTime));
  const routeSchedulesCount = await db.$count(
    schedules,
    and(eq(schedules.routeId, routeId), isNull(schedules.removedAt)),
  );
  return [links, upcoming.map((plan) => plan.id), { routeSchedulesCount }] as const;
}

/**
 * One link added or moved; the route's plans are remade. A tag already in the route, or a position another link
 * holds, is refused with the messages a route save gives.
 */
export async function upsertLink(
  db: Db,
  actor: Actor,
  link: { id?: number; tagId: number; routeId?: number; position: number },
) {
  return withActor(db, actor, async (tx) => {
    const existing = link.id ? (await tx.select().from(tagToRoutes).where(eq(tagToRoutes.id, link.id)))[0] : undefined;
    const routeId = existing?.routeId ?? link.routeId;
    if (!routeId || (link.id && !existing)) throw notFound(MESSAGES.route.notFound);
    const route = await requireRoute(tx, actor, routeId);
    await checkTags(tx, route.siteId, [link.tagId]);
    const others = (await linksOf(tx, [routeId])).filter((other) => other.id !== existing?.id);
    if (others.some((other) => other.tagId === link.tagId)) throw badRequest(MESSAGES.route.duplicateTag);
    if (others.some((other) => other.position === link.position)) throw badRequest(MESSAGES.route.duplicatePosition);
    const values = { routeId, tagId: link.tagId, position: link.position };
    const saved = await writeLink(tx, existing?.id, values);
    await remakeRoutePlans(tx, routeId);
    return saved;
  });
}

export async function removeLink(db: Db, actor: Actor, id: number) {
  await withActor(db, actor, async (tx) => {
    const [link] = await tx.select().from(tagToRoutes).where(eq(tagToRoutes.id, id));
    if (!link) throw notFound(MESSAGES.route.notFound);
    await requireRoute(tx, actor, link.routeId);
    await deleteLink(tx, id);
    await remakeRoutePlans(tx, link.routeId);
  });
}

/** Links of the company's routes, optionally of one route or site. */
export async function listLinks(db: Db, companyId: number, filter: { routeId?: number; siteId?: number }) {
  const routeIds = await db
    .select({ id: routes.id })
    .from(routes)
    .innerJoin(sites, eq(sites.id, routes.siteId))
    .where(
      and(
        eq(sites.companyId, companyId),
        isNull(routes.removedAt),
        filter.routeId ? eq(routes.id, filter.routeId) : undefined,
        filter.siteId ? eq(routes.siteId, filter.siteId) : undefined,
      ),
    );
  return linksOf(
    db,
    routeIds.map((route) => route.id),
  );
}
