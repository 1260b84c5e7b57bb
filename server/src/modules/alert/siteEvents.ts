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

/** Where a page of events stopped: the last event's time, in epoch microseconds (exact), and its id. */
interface Cursor {
  micros: number;
  id: number;
}
type Read = SiteEvent & Cursor;

/** A page of `where`'s events after `after`, oldest first (time, then id). */
async function read(db: Db, where: SQL | undefined, after: Cursor | null, limit: number): Promise<Read[]> {
  const rows = await db
    .select({
      id: events.id,
      type: events.type,
      sentAt: seconds(events.sentAt),
      micros: sql<string>`(extract(epoch from ${events.sentAt}) * 1000000)::bigint`,
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
    .where(
      and(
        where,
        after
          ? sql`(${events.sentAt}, ${events.id}) > (timestamptz 'epoch' + ${after.micros} * interval '1 microsecond', ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(events.sentAt), asc(events.id))
    // An unbounded page (the benchmark's baseline) reads every row at once.
    .limit(Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER);
  return rows.map(({ respondedAt, answerId, message, by, micros, ...row }) => ({
    ...row,
    micros: Number(micros),
    sentAt: Number(row.sentAt),
    payload: row.payload as Record<string, unknown>,
    answer: answerId === null ? null : { respondedAt: Number(respondedAt), message: message ?? '', by },
  }));
}

/** `where`'s events one by one, oldest first, read `pageSize` at a time. */
async function* pagesOf(db: Db, where: SQL | undefined, pageSize: number): AsyncGenerator<Read> {
  let after: Cursor | null = null;
  for (;;) {
    const page = await read(db, where, after, pageSize);
    yield* page;
    if (page.length < pageSize) return;
    const last = page[page.length - 1];
    after = { micros: last.micros, id: last.id };
  }
}

const before = (a: Read, b: Read) => a.micros < b.micros || (a.micros === b.micros && a.id < b.id);

/** Two streams of events, each oldest first, as one. */
async function* merged(a: AsyncGenerator<Read>, b: AsyncGenerator<Read>): AsyncGenerator<Read> {
  let [x, y] = await Promise.all([a.next(), b.next()]);
  while (!x.done || !y.done) {
    if (y.done || (!x.done && before(x.value, y.value))) {
      yield x.value as Read;
      x = await a.next();
    } else {
      yield y.value;
      y = await b.next();
    }
  }
}

/**
 * A site's events of some types over a period [from, to) (epoch seconds), oldest first, in batches of about
 * `batchSize`: read page by page, so a long period never sits in memory whole. A batch ends only between two times,
 * so the events stored together with one time (a scan and its patrolScanAlert) always come in the same batch.
 */
export async function* siteEventBatches(
  db: Db,
  site: { id: number; companyId: number },
  types: readonly string[],
  period: { from: number; to: number },
  batchSize = 1000,
): AsyncGenerator<SiteEvent[]> {
  const when = and(gte(events.sentAt, dateAt(period.from)), lt(events.sentAt, dateAt(period.to)));
  const live = types.filter((type) => type !== 'deviceStatus');
  const sources: AsyncGenerator<Read>[] = [];
  if (live.length) {
    const where = and(
      eq(events.companyId, site.companyId),
      notInArray(events.type, ['deviceLocation', 'deviceStatus']),
      inArray(events.type, live),
      eq(events.siteId, site.id),
      when,
    );
    sources.push(pagesOf(db, where, batchSize));
  }
  if (types.includes('deviceStatus')) {
    const siteDevices = db.select({ id: devices.id }).from(devices).where(eq(devices.siteId, site.id));
    const where = and(
      inArray(events.deviceId, siteDevices),
      eq(events.type, 'deviceStatus'),
      eq(events.siteId, site.id),
      when,
    );
    sources.push(pagesOf(db, where, batchSize));
  }
  const all = sources.length === 2 ? merged(sources[0], sources[1]) : sources[0];
  if (!all) return;
  let batch: SiteEvent[] = [];
  let lastMicros = Number.NaN;
  for await (const { micros, ...event } of all) {
    if (batch.length >= batchSize && micros !== lastMicros) {
      yield batch;
      batch = [];
    }
    batch.push(event);
    lastMicros = micros;
  }
  if (batch.length) yield batch;
}
