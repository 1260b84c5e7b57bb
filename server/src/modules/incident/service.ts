/**
 * Incident reports (issue 34). A handset's `incident` event is stored once per eventGuid (its `events` row, like every
 * handset event, and its `incidents` row); a high-severity one also raises a red alert: a panic marked with the
 * incident, so it sets off what a panic sets off (the consoles' alarm, the panic contacts, the escalation ladder).
 * The control room lists and reads a company's incidents, corrects them (the guard's own text is kept), keeps
 * internal notes and approves them for the client; every change is in the audit log (the table's trigger).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { SOCKET_EVENTS } from '../../../../contract/events';
import {
  type Incident,
  type IncidentSeverity,
  type IncidentStatus,
  type IncidentUpdate,
  incidentFilter,
} from '../../../../contract/incidents';
import { fill, MESSAGES } from '../../../../contract/messages';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { devices, employees, incidents, sites } from '../../db/schema';
import type { Emit } from '../../events/emit';
import { type EventHandler, eventBase } from '../../events/handsetEvent';
import { badRequest, notFound } from '../../http/errors';
import { type ListQuery, paged, planList, totalCount } from '../../http/list';
import { assertOwned, companyScope } from '../../plugins/auth';
import { epochSeconds } from '../../time';
import { raisePanic } from '../alert/handset';
import { storeEvent } from '../alert/store';
import { requireSite } from '../site/service';

const I = MESSAGES.incident;

export const handleIncident: EventHandler<'incident'> = async (tx, origin, event) => {
  const base = eventBase(event);
  const place = { latitude: event.latitude ?? null, longitude: event.longitude ?? null };
  const imageUrls = event.imageUrls ?? [];
  const stored = await storeEvent(tx, origin, {
    ...base,
    type: 'incident',
    ...place,
    fields: { category: event.category, severity: event.severity, text: event.text, imageUrls },
  });
  if (!stored || !origin.site) return null;
  const high = event.severity === 'high';
  const alertGuid = high ? randomUUID() : null;
  const [row] = await tx
    .insert(incidents)
    .values({
      eventGuid: event.eventGuid,
      companyId: origin.companyId,
      siteId: origin.site.id,
      deviceId: origin.device?.id ?? null,
      employeeId: origin.employeeId ?? null,
      category: event.category,
      severity: event.severity,
      text: event.text,
      imageUrls,
      ...place,
      sentAt: base.sentAt,
      alertGuid,
    })
    .returning({ id: incidents.id });
  const told: Emit = {
    companyId: origin.companyId,
    event: SOCKET_EVENTS.incident,
    payload: { id: row.id, companyId: origin.companyId, siteId: origin.site.id, change: 'created', status: 'new' },
  };
  if (!alertGuid) return [told];
  const raised = await raisePanic(tx, origin, {
    eventGuid: alertGuid,
    sentAt: base.sentAt,
    type: 'panic',
    ...place,
    fields: { incident: { id: row.id, category: event.category, severity: event.severity } },
  });
  return [told, ...(raised ?? [])];
};

/** What the company's consoles are told of an incident the control room changed or approved. */
export const incidentUpdated = (incident: Incident): Emit<typeof SOCKET_EVENTS.incident> => ({
  companyId: incident.companyId,
  event: SOCKET_EVENTS.incident,
  payload: {
    id: incident.id,
    companyId: incident.companyId,
    siteId: incident.siteId,
    change: 'updated',
    status: incident.status,
  },
});

const approver = sql<
  string | null
>`(select a.name || ' ' || a.surname from employees a where a.id = ${incidents.approvedBy})`;

const columns = {
  id: incidents.id,
  eventGuid: incidents.eventGuid,
  companyId: incidents.companyId,
  siteId: incidents.siteId,
  siteName: sites.name,
  deviceId: incidents.deviceId,
  deviceName: devices.deviceName,
  employeeId: incidents.employeeId,
  guardName: sql<string | null>`${employees.name} || ' ' || ${employees.surname}`,
  category: incidents.category,
  severity: incidents.severity,
  text: incidents.text,
  originalText: incidents.originalText,
  note: incidents.note,
  imageUrls: incidents.imageUrls,
  latitude: incidents.latitude,
  longitude: incidents.longitude,
  sentAt: incidents.sentAt,
  createdAt: incidents.createdAt,
  status: incidents.status,
  approvedBy: approver,
  approvedAt: incidents.approvedAt,
  alertGuid: incidents.alertGuid,
};

type Row = { [K in keyof typeof columns]: unknown } & {
  sentAt: Date;
  createdAt: Date;
  approvedAt: Date | null;
  severity: string;
  status: string;
};

const asIncident = (row: Row): Incident =>
  ({
    ...row,
    severity: row.severity as IncidentSeverity,
    status: row.status as IncidentStatus,
    sentAt: epochSeconds(row.sentAt),
    createdAt: epochSeconds(row.createdAt),
    approvedAt: row.approvedAt ? epochSeconds(row.approvedAt) : null,
  }) as Incident;

/** Newest first unless the console sorts. */
const NEWEST_FIRST = JSON.stringify(['sentAt', 'DESC']);

function filterOf(query: ListQuery) {
  const parsed = incidentFilter.safeParse(query.filter ? JSON.parse(query.filter) : {});
  if (!parsed.success) throw badRequest(fill(MESSAGES.request.invalidParameter, { name: 'filter' }));
  return parsed.data;
}

export interface IncidentScope {
  companyId?: number;
  siteId?: number;
  startDate?: number;
  endDate?: number;
  status?: IncidentStatus;
}

/** The conditions of a company's incidents in a scope (the list's and the CSV's). */
export async function incidentWhere(db: Db, actor: Actor, scope: IncidentScope & { severity?: IncidentSeverity }) {
  const companyId = companyScope(actor, scope.companyId);
  // A site of another company (or, for a sys-admin, of another company than the one it acts in) is not found.
  if (scope.siteId && (await requireSite(db, actor, scope.siteId)).companyId !== companyId) {
    throw notFound(MESSAGES.site.notFound);
  }
  const conditions: (SQL | undefined)[] = [
    eq(incidents.companyId, companyId),
    scope.siteId ? eq(incidents.siteId, scope.siteId) : undefined,
    scope.status ? eq(incidents.status, scope.status) : undefined,
    scope.severity ? eq(incidents.severity, scope.severity) : undefined,
    scope.startDate !== undefined ? gte(incidents.sentAt, new Date(scope.startDate * 1000)) : undefined,
    scope.endDate !== undefined ? lt(incidents.sentAt, new Date(scope.endDate * 1000)) : undefined,
  ];
  return and(...conditions);
}

export async function listIncidents(db: Db, actor: Actor, scope: IncidentScope, query: ListQuery) {
  const plan = planList(
    { ...query, sort: query.sort || NEWEST_FIRST },
    {
      id: incidents.id,
      sentAt: incidents.sentAt,
      siteName: sites.name,
      category: incidents.category,
      severity: incidents.severity,
      status: incidents.status,
      guardName: columns.guardName,
    },
    [incidents.category, incidents.text, sites.name, employees.name, employees.surname],
    incidents.sentAt,
  );
  const filter = filterOf(query);
  const where = await incidentWhere(db, actor, {
    ...scope,
    siteId: filter.siteId ?? scope.siteId,
    status: filter.status ?? scope.status,
    severity: filter.severity ?? undefined,
    startDate: filter.startDate ?? scope.startDate,
    endDate: filter.endDate ?? scope.endDate,
  });
  const rows = await paged(
    db
      .select({ ...columns, total: totalCount })
      .from(incidents)
      .innerJoin(sites, eq(sites.id, incidents.siteId))
      .leftJoin(devices, eq(devices.id, incidents.deviceId))
      .leftJoin(employees, eq(employees.id, incidents.employeeId))
      .where(and(where, plan.where))
      .$dynamic(),
    plan,
    incidents.id,
  );
  return { rows: rows.map((row) => ({ ...asIncident(row as unknown as Row), total: Number(row.total) })), plan };
}

/** The incident of this id, when the actor may see it; 404 otherwise. */
export async function getIncident(db: Db | Tx, actor: Actor, id: number): Promise<Incident> {
  const [row] = await db
    .select(columns)
    .from(incidents)
    .innerJoin(sites, eq(sites.id, incidents.siteId))
    .leftJoin(devices, eq(devices.id, incidents.deviceId))
    .leftJoin(employees, eq(employees.id, incidents.employeeId))
    .where(eq(incidents.id, id));
  if (!row) throw notFound(I.notFound);
  assertOwned(actor, row.companyId, I.notFound);
  return asIncident(row as unknown as Row);
}

async function lockIncident(tx: Tx, actor: Actor, id: number) {
  const [row] = await tx.select().from(incidents).where(eq(incidents.id, id)).for('update');
  if (!row) throw notFound(I.notFound);
  assertOwned(actor, row.companyId, I.notFound);
  return row;
}

/** Changes the text, category, severity or note; the guard's own text is kept at the first change of the text. */
export async function updateIncident(db: Db, actor: Actor, id: number, change: IncidentUpdate) {
  if (Object.values(change).every((value) => value === undefined)) throw badRequest(I.nothingToChange);
  await withActor(db, actor, async (tx) => {
    const row = await lockIncident(tx, actor, id);
    const textChanged = change.text !== undefined && change.text !== row.text;
    await tx
      .update(incidents)
      .set({
        ...change,
        ...(textChanged && row.originalText === null ? { originalText: row.text } : {}),
      })
      .where(eq(incidents.id, id));
  });
  return getIncident(db, actor, id);
}

/** Approves the incident for the client: who and when; approving an approved one changes nothing. */
export async function approveIncident(db: Db, actor: Actor, id: number) {
  await withActor(db, actor, async (tx) => {
    const row = await lockIncident(tx, actor, id);
    if (row.status === 'approved') return;
    await tx
      .update(incidents)
      .set({ status: 'approved', approvedBy: actor.employeeId, approvedAt: new Date() })
      .where(eq(incidents.id, id));
  });
  return getIncident(db, actor, id);
}
