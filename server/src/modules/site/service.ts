/** Sites with their contacts: list, read, upsert (contacts in the same transaction), remove, boundary check. */
import { and, asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import type { SiteUpsert } from '../../../../contract/validation';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { areas, siteContacts, sites } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { type ListQuery, paged, planList, totalCount } from '../../http/list';
import { assertOwned, companyScope } from '../../plugins/auth';
import { epochSeconds } from '../../time';
import { insideSiteBoundary } from './boundary';

const columns = {
  id: sites.id,
  name: sites.name,
  address: sites.address,
  latitude: sites.latitude,
  longitude: sites.longitude,
  division: sites.division,
  branch: sites.branch,
  areaId: sites.areaId,
  areaName: areas.name,
  companyId: sites.companyId,
  poligonPoints: sites.poligonPoints,
  polygonType: sites.polygonType,
  radius: sites.radius,
  shapes: sites.shapes,
  points: sites.points,
  welfareCheckMinutes: sites.welfareCheckMinutes,
  welfareAnswerMinutes: sites.welfareAnswerMinutes,
};

/** The site, if the actor may touch it; 404 otherwise. Other modules check site ownership through here. */
export async function requireSite(db: Db | Tx, actor: Actor, siteId: number) {
  const [site] = await db
    .select({ id: sites.id, companyId: sites.companyId, name: sites.name })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!site) throw notFound(MESSAGES.site.notFound);
  assertOwned(actor, site.companyId, MESSAGES.site.notFound);
  return site;
}

export async function listSites(db: Db, companyId: number, query: ListQuery) {
  const plan = planList(
    query,
    { ...columns, areaName: areas.name },
    [sites.name, sites.address, sites.division, sites.branch, areas.name],
    sites.name,
  );
  const rows = await paged(
    db
      .select({ ...columns, total: totalCount })
      .from(sites)
      .leftJoin(areas, eq(areas.id, sites.areaId))
      .where(and(eq(sites.companyId, companyId), plan.where))
      .$dynamic(),
    plan,
    sites.id,
  );
  return { rows, plan };
}

export async function getSite(db: Db, actor: Actor, id: number) {
  await requireSite(db, actor, id);
  const [site] = await db
    .select(columns)
    .from(sites)
    .leftJoin(areas, eq(areas.id, sites.areaId))
    .where(eq(sites.id, id));
  const contacts = await db
    .select()
    .from(siteContacts)
    .where(eq(siteContacts.siteId, id))
    .orderBy(asc(siteContacts.id));
  return {
    ...site,
    contacts: contacts.map(({ siteId: _siteId, telegramLinkedAt, ...contact }) => ({
      ...contact,
      telegramLinkedAt: telegramLinkedAt && epochSeconds(telegramLinkedAt),
    })),
  };
}

async function saveContacts(tx: Tx, siteId: number, contacts: SiteUpsert['contacts']) {
  const kept = contacts.flatMap((contact) => (contact.id ? [contact.id] : []));
  await tx
    .delete(siteContacts)
    .where(and(eq(siteContacts.siteId, siteId), kept.length ? notInArray(siteContacts.id, kept) : undefined));
  for (const { id, ...contact } of contacts) {
    const values = { ...contact, emailAddress: contact.emailAddress || null, siteId };
    if (id === undefined) {
      await tx.insert(siteContacts).values(values);
      continue;
    }
    // A contact's chat is bound and unbound only through the bot's link (modules/telegram), never by a save:
    // telegramChatId and telegramLinkedAt are read-only, and a ticked Telegram flag waits for the link.
    const updated = await tx
      .update(siteContacts)
      .set(values)
      .where(and(eq(siteContacts.id, id), eq(siteContacts.siteId, siteId)))
      .returning({ id: siteContacts.id });
    if (!updated.length) throw notFound(MESSAGES.site.notFound);
  }
}

export async function upsertSite(db: Db, actor: Actor, input: SiteUpsert) {
  const { id, companyId: requested, contacts, ...values } = input;
  return withActor(db, actor, async (tx) => {
    const companyId = id === undefined ? companyScope(actor, requested) : (await requireSite(tx, actor, id)).companyId;
    const [area] = await tx.select({ companyId: areas.companyId }).from(areas).where(eq(areas.id, values.areaId));
    if (!area || area.companyId !== companyId) throw badRequest(MESSAGES.site.areaNotInCompany);
    const row = { ...values, polygonType: values.polygonType ?? (values.radius ? 'circle' : 'polygon') };
    const siteId =
      id === undefined
        ? (
            await tx
              .insert(sites)
              .values({ ...row, companyId })
              .returning({ id: sites.id })
          )[0].id
        : (await tx.update(sites).set(row).where(eq(sites.id, id)).returning({ id: sites.id }))[0].id;
    await saveContacts(tx, siteId, contacts);
    return siteId;
  });
}

export async function removeSite(db: Db, actor: Actor, id: number) {
  await withActor(db, actor, async (tx) => {
    await requireSite(tx, actor, id);
    await tx.delete(sites).where(eq(sites.id, id));
  });
}

/** Distinct non-empty values of a site column across the company, for the form's autocompletes. */
export async function siteOptions(db: Db, companyId: number, field: 'branch' | 'division') {
  const column = sites[field];
  const rows = await db
    .selectDistinct({ value: column })
    .from(sites)
    .where(and(eq(sites.companyId, companyId), isNotNull(column), sql`${column} <> ''`))
    .orderBy(asc(column));
  return rows.map((row) => ({ [field]: row.value as string }));
}

/** Whether a point lies inside the site's saved polygon, or within its circle. */
export async function insideBoundary(db: Db, actor: Actor, id: number, latitude: number, longitude: number) {
  await requireSite(db, actor, id);
  const [site] = await db
    .select({ poligonPoints: sites.poligonPoints, radius: sites.radius })
    .from(sites)
    .where(eq(sites.id, id));
  return insideSiteBoundary(site, latitude, longitude) ?? false;
}
