/**
 * Route tags (scannable checkpoints) of a site: read, list, upsert, remove, the site's unallocated
 * serials, and the handset's panic check. A row with allocated = false is a serial scanned at the
 * site that nobody has named yet; saving it as a tag allocates it. Removing a tag marks it removed
 * (`removed_at`): it leaves every list, lookup and route, while past plans and scans keep it. A serial is stored,
 * looked up and answered in one form (`normalTagSerial`, contract/tagSerial.ts), however it was written.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import { normalTagSerial } from '../../../../contract/tagSerial';
import type { TagUpsert } from '../../../../contract/validation';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { routeTags, sites } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { type ListQuery, paged, planList, totalCount } from '../../http/list';
import { assertOwned } from '../../plugins/auth';
import { unlinkTag } from '../route/tagLinks';
import { remakeRoutePlans } from '../schedule/plans';
import { requireSite } from '../site/service';

const T = MESSAGES.tag;

/**
 * What a list's search (`q`) matches: the name, the serial as stored, and the serial without its colons, so that
 * `04a25e` finds `04:A2:5E:…` as `04:a2` does.
 */
const searched = [routeTags.name, routeTags.serialNumber, sql`replace(${routeTags.serialNumber}, ':', '')`];

/** A tag that is not removed: the only kind any call reads or changes. */
export const liveTag = isNull(routeTags.removedAt);

const columns = {
  id: routeTags.id,
  siteId: routeTags.siteId,
  name: routeTags.name,
  serialNumber: routeTags.serialNumber,
  latitude: routeTags.latitude,
  longitude: routeTags.longitude,
  isPanic: routeTags.isPanic,
};

/** The tag (allocated or not), if the actor may touch it; 404 otherwise. Other modules check tags through here. */
export async function requireTag(db: Db | Tx, actor: Actor, id: number) {
  const [tag] = await db
    .select({ id: routeTags.id, siteId: routeTags.siteId, companyId: sites.companyId })
    .from(routeTags)
    .innerJoin(sites, eq(sites.id, routeTags.siteId))
    .where(and(eq(routeTags.id, id), liveTag));
  if (!tag) throw notFound(T.notFound);
  assertOwned(actor, tag.companyId, T.notFound);
  return tag;
}

export async function getTag(db: Db | Tx, actor: Actor, id: number) {
  await requireTag(db, actor, id);
  const [tag] = await db.select(columns).from(routeTags).where(eq(routeTags.id, id));
  return tag;
}

/** The site's tags (allocated ones), sorted, filtered and paged. */
export async function listTags(db: Db, actor: Actor, siteId: number, query: ListQuery) {
  await requireSite(db, actor, siteId);
  const plan = planList(query, columns, searched, routeTags.name);
  const rows = await paged(
    db
      .select({ ...columns, total: totalCount })
      .from(routeTags)
      .where(and(eq(routeTags.siteId, siteId), eq(routeTags.allocated, true), liveTag, plan.where))
      .$dynamic(),
    plan,
    routeTags.id,
  );
  return { rows, plan };
}

/** The company's tags (GET /routeTag, spec part 2 §7), of one site when named (another company's site is 404). */
export async function listCompanyTags(
  db: Db,
  actor: Actor,
  companyId: number,
  siteId: number | undefined,
  query: ListQuery,
) {
  if (siteId !== undefined) await requireSite(db, actor, siteId);
  const plan = planList(query, columns, searched, routeTags.name);
  const rows = await paged(
    db
      .select({ ...columns, total: totalCount })
      .from(routeTags)
      .innerJoin(sites, eq(sites.id, routeTags.siteId))
      .where(
        and(
          eq(sites.companyId, companyId),
          siteId === undefined ? undefined : eq(routeTags.siteId, siteId),
          eq(routeTags.allocated, true),
          liveTag,
          plan.where,
        ),
      )
      .$dynamic(),
    plan,
    routeTags.id,
  );
  return { rows, plan };
}

/** Serials scanned at the site that are not tags yet, for the new-tag autocomplete. */
export async function listUnallocated(db: Db, actor: Actor, siteId: number) {
  await requireSite(db, actor, siteId);
  return db
    .select(columns)
    .from(routeTags)
    .where(and(eq(routeTags.siteId, siteId), eq(routeTags.allocated, false), liveTag))
    .orderBy(asc(routeTags.serialNumber), asc(routeTags.id));
}

/**
 * Creates (no id) or updates a tag of a site; saving allocates it. A create naming the serial of one of the
 * site's unallocated rows takes that row (as the console does when the serial is picked from the autocomplete).
 * A serial already used by another tag of the site is a 409, and nothing is saved.
 */
export async function upsertTag(db: Db, actor: Actor, input: TagUpsert) {
  const { id, ...written } = input;
  const values = { ...written, serialNumber: normalTagSerial(written.serialNumber) };
  try {
    const savedId = await withActor(db, actor, async (tx) => {
      await requireSite(tx, actor, values.siteId);
      let target = id;
      if (target !== undefined) {
        const tag = await requireTag(tx, actor, target);
        if (tag.siteId !== values.siteId) throw notFound(T.notFound);
      } else {
        const [unallocated] = await tx
          .select({ id: routeTags.id })
          .from(routeTags)
          .where(
            and(
              eq(routeTags.siteId, values.siteId),
              eq(routeTags.serialNumber, values.serialNumber),
              eq(routeTags.allocated, false),
              liveTag,
            ),
          );
        target = unallocated?.id;
      }
      const row = { ...values, allocated: true };
      const [saved] =
        target === undefined
          ? await tx.insert(routeTags).values(row).returning({ id: routeTags.id })
          : await tx.update(routeTags).set(row).where(eq(routeTags.id, target)).returning({ id: routeTags.id });
      return saved.id;
    });
    return getTag(db, actor, savedId);
  } catch (error) {
    if (isUniqueViolation(error, 'route_tags_site_serial_unique')) throw conflict(T.serialNumberTaken);
    throw error;
  }
}

/**
 * Removes a tag from planning, not from history: it is marked removed and leaves its routes, whose plans that have
 * not started are made anew without it. Plans that have started keep their line of it, and its scans stay; a later
 * scan of its serial is a scan of an unknown serial, and adding the serial again makes a new tag.
 */
export async function removeTag(db: Db, actor: Actor, id: number, now = new Date()) {
  await withActor(db, actor, async (tx) => {
    await requireTag(tx, actor, id);
    await tx.update(routeTags).set({ removedAt: now }).where(eq(routeTags.id, id));
    for (const routeId of await unlinkTag(tx, id)) await remakeRoutePlans(tx, routeId, now);
  });
}

/** Whether the tag of this serial, at any site of the caller's company, is a panic tag; 404 when there is none. */
export async function isPanic(db: Db, actor: Actor, serialNumber: string) {
  const rows = await db
    .select({ isPanic: routeTags.isPanic })
    .from(routeTags)
    .innerJoin(sites, eq(sites.id, routeTags.siteId))
    .where(
      and(
        eq(routeTags.serialNumber, normalTagSerial(serialNumber)),
        eq(routeTags.allocated, true),
        liveTag,
        eq(sites.companyId, actor.companyId),
      ),
    );
  if (!rows.length) throw notFound(T.notFound);
  return { isPanic: rows.some((row) => row.isPanic) };
}
