/**
 * The audit log: the audit trail's rows of one company (migration 0001's trigger, with the names migration 0016 adds),
 * filtered, sorted and paged in the database, each change turned field by field into before → after, secrets hidden,
 * and a reference (siteId, areaId…) named by the record it points to.
 */
import { type AnyColumn, and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  AUDIT_ENTITIES,
  AUDIT_SECRET_FIELD,
  type AuditAction,
  type AuditChange,
  type AuditEntity,
  type AuditFilters,
  type AuditRow,
} from '../../../../contract/audit';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { areas, auditLog, companies, devices, employees, routes, routeTags, sites } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { type ListPlan, type ListQuery, planList, totalCount } from '../../http/list';

const ENTITY_OF_TABLE = Object.fromEntries(
  Object.entries(AUDIT_ENTITIES).map(([entity, table]) => [table, entity as AuditEntity]),
) as Record<string, AuditEntity>;

type Names = (db: Db, ids: number[]) => Promise<{ id: number; name: string }[]>;
const names =
  (table: typeof sites | typeof areas | typeof routes | typeof routeTags | typeof companies, name: AnyColumn): Names =>
  (db, ids) =>
    db
      .select({ id: table.id, name: sql<string>`${name}` })
      .from(table)
      .where(inArray(table.id, ids));
/** The references a change may hold, and how to find the names of the records they point to. */
const REFERENCES: Record<string, Names> = {
  company_id: names(companies, companies.name),
  site_id: names(sites, sites.name),
  area_id: names(areas, areas.name),
  route_id: names(routes, routes.name),
  tag_id: names(routeTags, routeTags.name),
  device_id: (db, ids) =>
    db.select({ id: devices.id, name: devices.deviceName }).from(devices).where(inArray(devices.id, ids)),
  employee_id: (db, ids) =>
    db
      .select({ id: employees.id, name: sql<string>`${employees.name} || ' ' || ${employees.surname}` })
      .from(employees)
      .where(inArray(employees.id, ids)),
};

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function where(companyId: number, filters: AuditFilters): SQL | undefined {
  if (filters.entityId !== undefined && filters.entity === undefined) {
    throw badRequest(MESSAGES.audit.entityWithoutType);
  }
  return and(
    eq(auditLog.companyId, companyId),
    inArray(auditLog.entity, filters.entity ? [AUDIT_ENTITIES[filters.entity]] : Object.values(AUDIT_ENTITIES)),
    filters.entityId === undefined ? undefined : eq(auditLog.entityId, filters.entityId),
    filters.employeeId === undefined ? undefined : eq(auditLog.employeeId, filters.employeeId),
    filters.startDate === undefined ? undefined : gte(auditLog.at, new Date(filters.startDate * 1000)),
    filters.endDate === undefined ? undefined : lt(auditLog.at, new Date(filters.endDate * 1000)),
  );
}

type Stored = { from?: unknown; to?: unknown };
type Value = AuditChange['before'];

/** The trigger's changes as fields: an update's {column: {from, to}}, a create's or removal's whole row. */
function fieldsOf(action: AuditAction, changes: Record<string, unknown>): [string, Value, Value][] {
  return Object.entries(changes).flatMap(([column, stored]): [string, Value, Value][] => {
    const secret = AUDIT_SECRET_FIELD.test(column);
    if (action !== 'update') {
      if (secret || column === 'id') return [];
      return [[column, action === 'delete' ? (stored as Value) : null, action === 'insert' ? (stored as Value) : null]];
    }
    if (secret) return [[column, null, MESSAGES.audit.secretChanged]];
    const { from = null, to = null } = (stored ?? {}) as Stored;
    return [[column, from as Value, to as Value]];
  });
}

/** The names of the records the page's references point to, one query per kind of reference. */
async function referenceNames(db: Db, fields: [string, Value, Value][]) {
  const ids = new Map<string, Set<number>>();
  for (const [column, before, after] of fields) {
    if (!(column in REFERENCES)) continue;
    const set = ids.get(column) ?? new Set<number>();
    for (const value of [before, after]) if (typeof value === 'number') set.add(value);
    ids.set(column, set);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...ids].map(async ([column, set]) => {
      if (!set.size) return;
      const rows = await REFERENCES[column](db, [...set]);
      for (const row of rows) names.set(`${column}:${row.id}`, row.name);
    }),
  );
  return (column: string, value: Value) =>
    typeof value === 'number' ? (names.get(`${column}:${value}`) ?? null) : null;
}

const columns = {
  id: auditLog.id,
  at: sql<number>`floor(extract(epoch from ${auditLog.at}))::float8`.mapWith(Number),
  employeeId: auditLog.employeeId,
  actorName: auditLog.actorName,
  actorRole: auditLog.actorRole,
  table: auditLog.entity,
  entityId: auditLog.entityId,
  entityName: auditLog.entityName,
  action: auditLog.action,
  stored: auditLog.changes,
};

async function rowsOf(db: Db, companyId: number, filters: AuditFilters, plan: ListPlan) {
  const rows = await db
    .select({ ...columns, total: totalCount })
    .from(auditLog)
    .where(and(where(companyId, filters), plan.where))
    .orderBy(...plan.orderBy, sql`${auditLog.id} desc`)
    .limit(plan.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(plan.offset);
  const fields = rows.map((row) => fieldsOf(row.action as AuditAction, row.stored as Record<string, unknown>));
  const nameOf = await referenceNames(db, fields.flat());
  return rows.map(({ table, stored: _stored, ...row }, index) => ({
    ...row,
    entity: ENTITY_OF_TABLE[table],
    action: row.action as AuditAction,
    changes: fields[index].map(
      ([column, before, after]): AuditChange => ({
        field: column === 'password' ? 'password' : camel(column),
        before,
        after,
        beforeName: nameOf(column, before),
        afterName: nameOf(column, after),
      }),
    ),
  })) satisfies (AuditRow & { total: number })[];
}

const SORTABLE = {
  at: auditLog.at,
  id: auditLog.id,
  entity: auditLog.entity,
  entityName: auditLog.entityName,
  actorName: auditLog.actorName,
  action: auditLog.action,
};

/** One page of a company's audit log (react-admin's sort/range; `q` searches the names), newest first unless said. */
export async function auditPage(db: Db, companyId: number, query: ListQuery & AuditFilters) {
  const plan = planList(query, SORTABLE, [auditLog.actorName, auditLog.entityName], auditLog.at);
  if (!query.sort) plan.orderBy = [sql`${auditLog.at} desc`];
  return { rows: await rowsOf(db, companyId, query, plan), plan };
}

/** Every change of the filters, newest first, up to `max`; the count tells when there are more. */
export async function auditAll(db: Db, companyId: number, filters: AuditFilters, max: number) {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where(companyId, filters));
  const plan: ListPlan = { orderBy: [sql`${auditLog.at} desc`], limit: max, offset: 0 };
  return { count: Number(count), rows: count > max ? [] : await rowsOf(db, companyId, filters, plan) };
}
