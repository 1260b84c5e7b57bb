/**
 * The links of routes to tags (tag_to_routes): each link is a tag of the route's site at a position.
 * A route's save writes its links through here.
 */
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { fill, MESSAGES } from '../../../../contract/messages';
import type { RouteUpsert } from '../../../../contract/validation';
import type { Db, Tx } from '../../db/client';
import { routeTags, tagToRoutes } from '../../db/schema';
import { badRequest } from '../../http/errors';

/** The links of the routes, with their tags, in route and position order. */
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

/** Every tag must be an allocated tag of the site, not removed; 400 naming the first that is not. */
export async function checkTags(tx: Tx, siteId: number, tagIds: number[]) {
  if (!tagIds.length) return;
  const found = await tx
    .select({ id: routeTags.id })
    .from(routeTags)
    .where(
      and(
        inArray(routeTags.id, tagIds),
        eq(routeTags.siteId, siteId),
        eq(routeTags.allocated, true),
        isNull(routeTags.removedAt),
      ),
    );
  const ok = new Set(found.map((tag) => tag.id));
  const stranger = tagIds.find((id) => !ok.has(id));
  if (stranger !== undefined) throw badRequest(fill(MESSAGES.route.tagNotInSite, { id: stranger }));
}

/** The route holds exactly the listed tags, numbered 1..n in list-position order. */
export async function saveLinks(tx: Tx, routeId: number, input: RouteUpsert) {
  const list = input.tagToRouteList ?? [];
  const existing = await tx.select({ id: tagToRoutes.id }).from(tagToRoutes).where(eq(tagToRoutes.routeId, routeId));
  const own = new Set(existing.map((link) => link.id));
  const foreign = [...input.tagToRouteDeleteIdsList, ...list.flatMap((l) => (l.id ? [l.id] : []))].find(
    (id) => !own.has(id),
  );
  if (foreign !== undefined) throw badRequest(fill(MESSAGES.route.linkNotInRoute, { id: foreign }));
  const kept = list.flatMap((link) => (link.id ? [link.id] : []));
  await tx
    .delete(tagToRoutes)
    .where(and(eq(tagToRoutes.routeId, routeId), kept.length ? notInArray(tagToRoutes.id, kept) : undefined));
  const ordered = [...list].sort((a, b) => a.position - b.position);
  for (const [index, link] of ordered.entries()) {
    const values = { routeId, tagId: link.tagId, position: index + 1 };
    if (link.id) await tx.update(tagToRoutes).set(values).where(eq(tagToRoutes.id, link.id));
    else await tx.insert(tagToRoutes).values(values);
  }
}

/** A removed tag leaves every route it was in; the others keep their order, numbered 1..n again. Answers those routes. */
export async function unlinkTag(tx: Tx, tagId: number): Promise<number[]> {
  const gone = await tx
    .delete(tagToRoutes)
    .where(eq(tagToRoutes.tagId, tagId))
    .returning({ routeId: tagToRoutes.routeId });
  const routeIds = [...new Set(gone.map((link) => link.routeId))];
  for (const routeId of routeIds) {
    const left = await tx
      .select({ id: tagToRoutes.id })
      .from(tagToRoutes)
      .where(eq(tagToRoutes.routeId, routeId))
      .orderBy(asc(tagToRoutes.position), asc(tagToRoutes.id));
    for (const [index, link] of left.entries()) {
      await tx
        .update(tagToRoutes)
        .set({ position: index + 1 })
        .where(eq(tagToRoutes.id, link.id));
    }
  }
  return routeIds;
}

/** One link written as it is given: moved when `id` is an existing link's, else added. */
export async function writeLink(
  tx: Tx,
  id: number | undefined,
  values: { routeId: number; tagId: number; position: number },
) {
  const [saved] = id
    ? await tx.update(tagToRoutes).set(values).where(eq(tagToRoutes.id, id)).returning()
    : await tx.insert(tagToRoutes).values(values).returning();
  return saved;
}

/** One link taken out of its route. */
export async function deleteLink(tx: Tx, id: number) {
  await tx.delete(tagToRoutes).where(eq(tagToRoutes.id, id));
}
