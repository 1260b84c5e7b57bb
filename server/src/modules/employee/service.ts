/** Employees of a company: list with their site, read, upsert (password only on create), remove. */
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import type { EmployeeUpsert } from '../../../../contract/validation';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { companies, employees, sites } from '../../db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors';
import { type ListQuery, paged, planList, totalCount } from '../../http/list';
import { assertOwned, companyScope } from '../../plugins/auth';
import { hashPassword } from './password';
import { endSessions, type SessionsEnded } from './store';

const columns = {
  id: employees.id,
  userId: employees.userId,
  name: employees.name,
  surname: employees.surname,
  contactNumber: employees.contactNumber,
  emailAddress: employees.emailAddress,
  companyId: employees.companyId,
  siteId: employees.siteId,
  siteName: sites.name,
  role: employees.role,
  twoFactor: employees.twoFactor,
};
type Row = Omit<typeof employees.$inferSelect, 'role'> & { role: 'SYS_ADMIN' | 'ADMIN' | 'CONTROLLER' | 'default' };

export async function listEmployees(db: Db, companyId: number, query: ListQuery) {
  const plan = planList(
    query,
    { ...columns, siteName: sites.name },
    [employees.name, employees.surname, employees.emailAddress, employees.contactNumber, sites.name],
    employees.name,
  );
  const rows = await paged(
    db
      .select({ ...columns, total: totalCount })
      .from(employees)
      .leftJoin(sites, eq(sites.id, employees.siteId))
      .where(and(eq(employees.companyId, companyId), plan.where))
      .$dynamic(),
    plan,
    employees.id,
  );
  return { rows: rows as ((typeof rows)[number] & Pick<Row, 'role'>)[], plan };
}

/** One employee with its site and company names (the current-user answer). */
export async function findEmployee(db: Db, id: number) {
  const [row] = await db
    .select({ ...columns, companyName: companies.name, companyTimeZone: companies.timeZone })
    .from(employees)
    .leftJoin(sites, eq(sites.id, employees.siteId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(eq(employees.id, id));
  return row as (typeof row & Pick<Row, 'role'>) | undefined;
}

export async function getEmployee(db: Db, actor: Actor, id: number) {
  const employee = await findEmployee(db, id);
  if (!employee) throw notFound(MESSAGES.employee.notFound);
  assertOwned(actor, employee.companyId, MESSAGES.employee.notFound);
  const { companyName: _companyName, companyTimeZone: _companyTimeZone, ...rest } = employee;
  return rest;
}

async function checkSite(tx: Tx, companyId: number, siteId: number | null | undefined) {
  if (siteId === null || siteId === undefined) return;
  const [site] = await tx.select({ companyId: sites.companyId }).from(sites).where(eq(sites.id, siteId));
  if (!site || site.companyId !== companyId) throw badRequest(MESSAGES.employee.siteNotInCompany);
}

async function checkCompany(tx: Tx, companyId: number) {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound(MESSAGES.company.notFound);
}

export async function upsertEmployee(db: Db, actor: Actor, input: EmployeeUpsert, sessionsEnded?: SessionsEnded) {
  const { id, password, companyId: requested, ...values } = input;
  const companyId = companyScope(actor, requested);
  if (values.role === 'SYS_ADMIN' && actor.role !== 'SYS_ADMIN') throw forbidden(MESSAGES.employee.sysAdminOnly);
  if (id === undefined && !password) throw badRequest(MESSAGES.employee.passwordRequired);
  if (id !== undefined && password) throw badRequest(MESSAGES.employee.passwordOnlyOnCreate);
  const passwordHash = password ? await hashPassword(password) : undefined;
  let roleChanged = false;
  try {
    const saved = await withActor(db, actor, async (tx) => {
      await checkCompany(tx, companyId);
      await checkSite(tx, companyId, values.siteId);
      if (id === undefined) {
        const [created] = await tx
          .insert(employees)
          .values({ ...values, siteId: values.siteId ?? null, companyId, passwordHash: passwordHash as string })
          .returning({ id: employees.id });
        return created.id;
      }
      const [existing] = await tx
        .select({ companyId: employees.companyId, role: employees.role })
        .from(employees)
        .where(eq(employees.id, id));
      if (!existing || existing.companyId !== companyId) throw notFound(MESSAGES.employee.notFound);
      if (existing.role === 'SYS_ADMIN' && actor.role !== 'SYS_ADMIN') throw forbidden(MESSAGES.employee.sysAdminOnly);
      await tx
        .update(employees)
        .set({ ...values, siteId: values.siteId ?? null })
        .where(eq(employees.id, id));
      // A new role takes effect on a new sign-in: the old sessions end.
      if (existing.role !== values.role) {
        await endSessions(tx, id);
        roleChanged = true;
      }
      return id;
    });
    if (roleChanged) sessionsEnded?.(saved);
    return getEmployee(db, actor, saved);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.employee.duplicateEmail);
    throw error;
  }
}

export async function removeEmployee(db: Db, actor: Actor, id: number, sessionsEnded?: SessionsEnded) {
  if (id === actor.employeeId) throw forbidden(MESSAGES.employee.cannotRemoveSelf);
  await withActor(db, actor, async (tx) => {
    const [existing] = await tx
      .select({ companyId: employees.companyId, role: employees.role })
      .from(employees)
      .where(eq(employees.id, id));
    if (!existing) throw notFound(MESSAGES.employee.notFound);
    assertOwned(actor, existing.companyId, MESSAGES.employee.notFound);
    if (existing.role === 'SYS_ADMIN' && actor.role !== 'SYS_ADMIN') throw forbidden(MESSAGES.employee.sysAdminOnly);
    await tx.delete(employees).where(eq(employees.id, id));
  });
  sessionsEnded?.(id);
}
