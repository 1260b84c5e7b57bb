/** Companies: list, read, upsert, remove (with everything they own), and registration with a first admin. */
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import type { CompanyUpsert, Registration } from '../../../../contract/validation';
import { type Actor, withActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { type ListQuery, paged, planList, totalCount } from '../../http/list';
import { hashPassword } from '../employee/password';
import { createEmployee } from '../employee/store';
import { openRedAlerts } from './openRed';

const columns = {
  id: companies.id,
  name: companies.name,
  address: companies.address,
  contactPerson: companies.contactPerson,
  contactNumber: companies.contactNumber,
  contactEmail: companies.contactEmail,
  slaThreshold: companies.slaThreshold,
  requireTwoFactor: companies.requireTwoFactor,
  timeZone: companies.timeZone,
  portalColour: companies.portalColour,
};

/**
 * The companies with, for a sys-admin's eye, each one's open red alerts (panics, missed welfare checks nobody has
 * answered) and when the oldest was sent; both sortable.
 */
export async function listCompanies(db: Db, query: ListQuery, now = new Date()) {
  const openRed = openRedAlerts(db, now);
  const openCount = sql<number>`coalesce(${openRed.openRedAlerts}, 0)`.mapWith(Number);
  const oldest = sql<number | null>`${openRed.oldestOpenRedAt}`;
  const plan = planList(
    query,
    { ...columns, openRedAlerts: openCount, oldestOpenRedAt: oldest },
    [companies.name, companies.address, companies.contactPerson],
    companies.name,
  );
  const rows = await paged(
    db
      .select({ ...columns, openRedAlerts: openCount, oldestOpenRedAt: openRed.oldestOpenRedAt, total: totalCount })
      .from(companies)
      .leftJoin(openRed, eq(openRed.companyId, companies.id))
      .where(plan.where)
      .$dynamic(),
    plan,
    companies.id,
  );
  return { rows, plan };
}

export async function getCompany(db: Db, id: number) {
  const [company] = await db.select(columns).from(companies).where(eq(companies.id, id));
  if (!company) throw notFound(MESSAGES.company.notFound);
  return company;
}

export async function upsertCompany(db: Db, actor: Actor, input: CompanyUpsert) {
  const { id, ...values } = input;
  return withActor(db, actor, async (tx) => {
    if (id === undefined) {
      const [created] = await tx.insert(companies).values(values).returning(columns);
      return created;
    }
    const [updated] = await tx.update(companies).set(values).where(eq(companies.id, id)).returning(columns);
    if (!updated) throw notFound(MESSAGES.company.notFound);
    return updated;
  });
}

/**
 * One of the company's own settings (an admin's own company; a sys-admin's any): whether its admins must sign in
 * with a second factor (docs/security.md#two-factor-sign-in), its time zone, its clients' portal colour.
 */
export async function setCompanySetting(
  db: Db,
  actor: Actor,
  id: number,
  setting: { requireTwoFactor: boolean } | { timeZone: string } | { portalColour: string | null },
) {
  return withActor(db, actor, async (tx) => {
    const [updated] = await tx.update(companies).set(setting).where(eq(companies.id, id)).returning(columns);
    if (!updated) throw notFound(MESSAGES.company.notFound);
    return updated;
  });
}

/** Removes the company and, by cascade, all it owns: no orphans are left. A sys-admin cannot remove its own company. */
export async function removeCompany(db: Db, actor: Actor, id: number) {
  if (id === actor.companyId) throw forbidden(MESSAGES.company.cannotRemoveOwn);
  await withActor(db, actor, async (tx) => {
    const removed = await tx.delete(companies).where(eq(companies.id, id)).returning({ id: companies.id });
    if (!removed.length) throw notFound(MESSAGES.company.notFound);
  });
}

/** Creates the company and its first user (role admin) in one transaction. */
export async function registerCompany(db: Db, actor: Actor, input: Registration) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await withActor(db, actor, async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.companyName,
          address: input.address,
          contactPerson: input.contactPerson,
          contactNumber: input.contactNumber,
          contactEmail: input.contactEmail,
        })
        .returning({ id: companies.id });
      const employeeId = await createEmployee(tx, {
        companyId: company.id,
        name: input.userName,
        surname: input.surname,
        emailAddress: input.emailAddress,
        contactNumber: input.contactNumber,
        role: 'ADMIN',
        passwordHash,
      });
      return { companyId: company.id, employeeId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.employee.duplicateEmail);
    throw error;
  }
}
