/** Areas of a company: list, read, upsert, remove. */
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import type { AreaUpsert } from '../../../../contract/validation';
import { type Actor, withActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { areas, companies } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type ListQuery, paged, planList, totalCount } from '../../http/list';
import { assertOwned, companyScope } from '../../plugins/auth';

const columns = {
  id: areas.id,
  name: areas.name,
  contactPerson: areas.contactPerson,
  contactEmail: areas.contactEmail,
  contactNumber: areas.contactNumber,
  shouldReceiveReports: areas.shouldReceiveReports,
  companyId: areas.companyId,
};

export async function listAreas(db: Db, companyId: number, query: ListQuery) {
  const plan = planList(query, columns, [areas.name, areas.contactPerson, areas.contactEmail], areas.name);
  const rows = await paged(
    db
      .select({ ...columns, total: totalCount })
      .from(areas)
      .where(and(eq(areas.companyId, companyId), plan.where))
      .$dynamic(),
    plan,
    areas.id,
  );
  return { rows, plan };
}

export async function getArea(db: Db, actor: Actor, id: number) {
  const [area] = await db.select(columns).from(areas).where(eq(areas.id, id));
  if (!area) throw notFound(MESSAGES.area.notFound);
  assertOwned(actor, area.companyId, MESSAGES.area.notFound);
  return area;
}

export async function upsertArea(db: Db, actor: Actor, input: AreaUpsert) {
  const { id, companyId: requested, ...values } = input;
  const companyId = companyScope(actor, requested);
  return withActor(db, actor, async (tx) => {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound(MESSAGES.company.notFound);
    if (id === undefined) {
      const [created] = await tx
        .insert(areas)
        .values({ ...values, companyId })
        .returning(columns);
      return created;
    }
    const [updated] = await tx
      .update(areas)
      .set(values)
      .where(and(eq(areas.id, id), eq(areas.companyId, companyId)))
      .returning(columns);
    if (!updated) throw notFound(MESSAGES.area.notFound);
    return updated;
  });
}

export async function removeArea(db: Db, actor: Actor, id: number) {
  await withActor(db, actor, async (tx) => {
    const [existing] = await tx.select({ companyId: areas.companyId }).from(areas).where(eq(areas.id, id));
    if (!existing) throw notFound(MESSAGES.area.notFound);
    assertOwned(actor, existing.companyId, MESSAGES.area.notFound);
    await tx.delete(areas).where(eq(areas.id, id));
  });
}
