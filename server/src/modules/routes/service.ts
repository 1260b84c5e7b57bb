/** Routes: ordered tag lists of a site. Saving a route saves its links in one transaction and remakes its plans. */
import { and, asc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { fill, MESSAGES } from '../../../../contract/messages';
import type { RouteUpsert } from '../../../../contract/validation';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { routes, routeTags, schedulePlans, schedules, sites, tagToRoutes } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { type ListQuery, planList, totalCount } from '../../http/list';
import { remakeRoutePlans } from '../schedules/plans';
import { requireSite } from '../sites/service';

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

export function linksOf(db: Db | Tx, routeIds: number[]) {
  return db
    .select({
      id: tagToRoutes.id,
      tagId: tagToRoutes.tagId,
      routeId: tagToRoutes.routeId,
      position: tagToRoutes.position,
      name: routeTags.name,
      serialNumber: routeTags.serialNumber,
      latitude: routeTags.latitude,
      longitude: routeTags.longitude,
      isPanic: routeTags.isPanic,
    })
    .from(tagToRoutes)
    .innerJoin(routeTags, eq(routeTags.id, tagToRoutes.tagId))
    .where(inArray(tagToRoutes.routeId, routeIds.length ? routeIds : [0]))
    .orderBy(asc(tagToRoutes.routeId), asc(tagToRoutes.position));
}

/** The route-tags answer: [links, ids of upcoming plans, { routeSchedulesCount }]. */
export async function routeTagsAnswer(db: Db, actor: Actor, routeId: number, now = new Date()) {
  await requireRoute(db, actor, routeId);
  const links = await linksOf(db, [routeId]);
  const upcoming = await db
    .select({ id: schedulePlans.id })
    .from(schedulePlans)
    .where(and(eq(schedulePlans.routeId, routeId), gt(schedulePlans.startTime, now)))
    .orderBy(asc(schedulePlans.startTime));
  const routeSchedulesCount = await db.$count(schedules, eq(schedules.routeId, routeId));
  return [links, upcoming.map((plan) => plan.id), { routeSchedulesCount }] as const;
}

async function checkTags(tx: Tx, siteId: number, tagIds: number[]) {
  if (!tagIds.length) return;
  const found = await tx
    .select({ id: routeTags.id })
    .from(routeTags)
    .where(and(inArray(routeTags.id, tagIds), eq(routeTags.siteId, siteId), eq(routeTags.allocated, true)));
  const ok = new Set(found.map((tag) => tag.id));
  const stranger = tagIds.find((id) => !ok.has(id));
  if (stranger !== undefined) throw badRequest(fill(MESSAGES.route.tagNotInSite, { id: stranger }));
}

/** The route holds exactly the listed tags, numbered 1..n in list-position order. */
async function saveLinks(tx: Tx, routeId: number, input: RouteUpsert) {
  const existing = await tx.select({ id: tagToRoutes.id }).from(tagToRoutes).where(eq(tagToRoutes.routeId, routeId));
  const own = new Set(existing.map((link) => link.id));
  const foreign = [...input.tagToRouteDeleteIdsList, ...input.tagToRouteList.flatMap((l) => (l.id ? [l.id] : []))].find(
    (id) => !own.has(id),
  );
  if (foreign !== undefined) throw badRequest(fill(MESSAGES.route.linkNotInRoute, { id: foreign }));
  const kept = input.tagToRouteList.flatMap((link) => (link.id ? [link.id] : []));
  await tx
    .delete(tagToRoutes)
    .where(and(eq(tagToRoutes.routeId, routeId), kept.length ? notInArray(tagToRoutes.id, kept) : undefined));
  const ordered = [...input.tagToRouteList].sort((a, b) => a.position - b.position);
  for (const [index, link] of ordered.entries()) {
    const values = { routeId, tagId: link.tagId, position: index + 1 };
    if (link.id) await tx.update(tagToRoutes).set(values).where(eq(tagToRoutes.id, link.id));
    else await tx.insert(tagToRoutes).values(values);
  }
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

/** One link added or moved (the tagToRoute calls); the route's plans are remade. */
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
    const values = { routeId, tagId: link.tagId, position: link.position };
    const [saved] = existing
      ? await tx.update(tagToRoutes).set(values).where(eq(tagToRoutes.id, existing.id)).returning()
      : await tx.insert(tagToRoutes).values(values).returning();
    await remakeRoutePlans(tx, routeId);
    return saved;
  });
}

export async function removeLink(db: Db, actor: Actor, id: number) {
  await withActor(db, actor, async (tx) => {
    const [link] = await tx.select().from(tagToRoutes).where(eq(tagToRoutes.id, id));
    if (!link) throw notFound(MESSAGES.route.notFound);
    await requireRoute(tx, actor, link.routeId);
    await tx.delete(tagToRoutes).where(eq(tagToRoutes.id, id));
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
        filter.routeId ? eq(routes.id, filter.routeId) : undefined,
        filter.siteId ? eq(routes.siteId, filter.siteId) : undefined,
      ),
    );
  return linksOf(
    db,
    routeIds.map((route) => route.id),
  );
}
