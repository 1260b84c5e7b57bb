/**
 * A site's events of some types over a period [from, to) (epoch seconds), oldest first, for its CSV exports: with
 * the device's and the guard's names, and the answer each got (who answered, when, what they wrote). Live types are
 * read through the alerts index (company, sent time, no telemetry); a handset's status reports through the device
 * index, for the devices the site has now. Never reads locations.
 */
import { type AnyColumn, and, asc, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { alertResponses, devices, employees, events } from '../../db/schema';
import { dateAt } from '../../time';

export interface SiteEvent {
  id: number;
  type: string;
  /** Epoch seconds. */
  sentAt: number;
  latitude: number | null;
  longitude: number | null;
  payload: Record<string, unknown>;
  /** The device's name now, or as the event recorded it when the device has gone. */
  deviceName: string | null;
  /** 'Name Surname' of the employee who sent it (the guard signed in on the handset). */
  guard: string | null;
  answer: { respondedAt: number; message: string; by: string | null } | null;
}

const responder = alias(employees, 'responder');
const seconds = (column: SQL | typeof events.sentAt) => sql<number>`floor(extract(epoch from ${column}))::float8`;
const fullName = (person: { name: AnyColumn; surname: AnyColumn }) =>
  sql<string | null>`nullif(trim(coalesce(${person.name}, '') || ' ' || coalesce(${person.surname}, '')), '')`;

async function read(db: Db, where: SQL | undefined): Promise<SiteEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      type: events.type,
      sentAt: seconds(events.sentAt),
      latitude: events.latitude,
      longitude: events.longitude,
      payload: events.payload,
      deviceName: sql<string | null>`coalesce(${devices.deviceName}, ${events.payload} -> 'device' ->> 'deviceName')`,
      guard: fullName(employees),
      respondedAt: seconds(sql`${alertResponses.respondedAt}`),
      answerId: alertResponses.id,
      message: alertResponses.message,
      by: fullName(responder),
    })
    .from(events)
    .leftJoin(devices, eq(devices.id, events.deviceId))
    .leftJoin(employees, eq(employees.id, events.employeeId))
    .leftJoin(alertResponses, eq(alertResponses.respondedToGuid, events.eventGuid))
    .leftJoin(responder, eq(responder.id, alertResponses.employeeId))
    .where(where)
    .orderBy(asc(events.sentAt), asc(events.id));
  return rows.map(({ respondedAt, answerId, message, by, ...row }) => ({
    ...row,
    sentAt: Number(row.sentAt),
    payload: row.payload as Record<string, unknown>,
    answer: answerId === null ? null : { respondedAt: Number(respondedAt), message: message ?? '', by },
  }));
}

export async function siteEvents(
  db: Db,
  site: { id: number; companyId: number },
  types: readonly string[],
  period: { from: number; to: number },
): Promise<SiteEvent[]> {
  const when = and(gte(events.sentAt, dateAt(period.from)), lt(events.sentAt, dateAt(period.to)));
  const live = types.filter((type) => type !== 'deviceStatus');
  const found: SiteEvent[] = [];
  if (live.length) {
    found.push(
      ...(await read(
        db,
        and(
          eq(events.companyId, site.companyId),
          notInArray(events.type, ['deviceLocation', 'deviceStatus']),
          inArray(events.type, live),
          eq(events.siteId, site.id),
          when,
        ),
      )),
    );
  }
  if (types.includes('deviceStatus')) {
    const siteDevices = db.select({ id: devices.id }).from(devices).where(eq(devices.siteId, site.id));
    found.push(
      ...(await read(
        db,
        and(inArray(events.deviceId, siteDevices), eq(events.type, 'deviceStatus'), eq(events.siteId, site.id), when),
      )),
    );
  }
  return found.sort((a, b) => a.sentAt - b.sentAt || a.id - b.id);
}
