/**
 * The `events` table. Live events are stored first, then emitted. Every handset event and every event
 * the server derives (patrolScanAlert, patrolEnded, deviceOffline…) is one `events` row whose unique
 * eventGuid makes a retry a no-op; its payload is what consoles receive. Other modules store events
 * through here.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AlertPayloadOf, type LiveType, SOCKET_EVENT_OF } from '../../../../contract/events';
import type { Tx } from '../../db/client';
import { events } from '../../db/schema';
import type { LiveEmit } from '../../events/emit';
import type { HandsetOrigin, Origin } from '../../events/origin';
import { epochSeconds } from '../../time';
import { sealOf } from '../integrity/seal';

/** What every stored event's payload carries; the rest are the type's fields. */
type Common = 'id' | 'eventId' | 'eventGuid' | 'type' | 'companyId' | 'deviceId' | 'device' | 'site' | 'sentAt';
type Place = { latitude: number | null; longitude: number | null };
/** A live type's fields, as its payload schema has them (`fields` may be left out when all are optional). */
type Fields<F> = Partial<F> extends F ? { fields?: F } : { fields: F };
/** A live type with a position takes it (null when the handset sent none); another takes none. */
type PlaceOf<T extends LiveType> = AlertPayloadOf<T> extends Place ? Place : { latitude?: never; longitude?: never };

export type StoreOptions<T extends string> = {
  type: T;
  eventGuid?: string;
  sentAt: Date;
  routeTakenId?: number | null;
} & (T extends LiveType
  ? PlaceOf<T> & Fields<Omit<AlertPayloadOf<T>, Common | keyof Place>>
  : Partial<Place> & { fields?: Record<string, unknown> });

/** The payload stored and sent: a live type's as the contract has it. */
export type Stored<T extends string> = T extends LiveType
  ? AlertPayloadOf<T>
  : Record<string, unknown> & { id: number };

/** Stores an event; null when its eventGuid is already stored (a retry). Returns the live payload. */
export async function storeEvent<T extends string>(
  tx: Tx,
  origin: Origin,
  typed: StoreOptions<T>,
): Promise<Stored<T> | null> {
  const options = typed as StoreOptions<string> & Partial<Place> & { fields?: Record<string, unknown> };
  const eventGuid = options.eventGuid ?? randomUUID();
  const payload: Record<string, unknown> = {
    eventGuid,
    type: options.type,
    companyId: origin.companyId,
    deviceId: origin.device?.id ?? null,
    device: origin.device,
    site: origin.site,
    sentAt: epochSeconds(options.sentAt),
    ...(options.latitude !== undefined ? { latitude: options.latitude, longitude: options.longitude ?? null } : {}),
    ...(typeof origin.employeeId === 'number' ? { employeeId: origin.employeeId } : {}),
    ...options.fields,
  };
  const [row] = await tx
    .insert(events)
    .values({
      eventGuid,
      type: options.type,
      companyId: origin.companyId,
      siteId: origin.site?.id ?? null,
      deviceId: origin.device?.id ?? null,
      employeeId: origin.employeeId ?? null,
      routeTakenId: options.routeTakenId ?? null,
      sentAt: options.sentAt,
      latitude: options.latitude ?? null,
      longitude: options.longitude ?? null,
      payload,
    })
    .onConflictDoNothing({ target: events.eventGuid })
    .returning({ id: events.id, ...chained });
  if (!row) return null;
  await sealStored(tx, [row]);
  return withIds(payload, row.id) as Stored<T>;
}

/** A stored row's place in its chain, as the chain's trigger set it (RETURNING): what its seal covers. */
const chained = {
  companyId: events.companyId,
  chainDeviceId: sql<number>`${events.chainDeviceId}::integer`,
  chainSeq: sql<number>`${events.chainSeq}::float8`,
  chainHash: events.chainHash,
};
type Chained = { id: number; companyId: number; chainDeviceId: number; chainSeq: number; chainHash: string | null };

/**
 * Seals rows just stored (integrity/seal.ts), in the statement's transaction: one statement for all of them. A row
 * stored by anyone but the server carries no seal, and the integrity check names it.
 */
export async function sealStored(tx: Tx, rows: Chained[]): Promise<void> {
  if (!rows.length) return;
  const seals = rows.map((row) => ({
    id: row.id,
    seal: sealOf({
      companyId: row.companyId,
      chainDeviceId: Number(row.chainDeviceId),
      seq: Number(row.chainSeq),
      hash: row.chainHash ?? '',
    }),
  }));
  await tx.execute(sql`insert into event_seals (event_id, seal)
    select v.id, v.seal from jsonb_to_recordset(${JSON.stringify(seals)}::jsonb) as v(id integer, seal text)`);
}

/**
 * A stored payload with its ids as the consoles receive them: `eventId` is the event's row id; `id` is the
 * same, except for a patrolEnded, whose `id` is its patrol's (the RouteTaken's, spec part 1 §3).
 */
export function withIds<P extends Record<string, unknown>>(
  payload: P,
  eventId: number,
): P & { id: number; eventId: number } {
  const id =
    payload.type === 'patrolEnded' && typeof payload.routeTakenId === 'number' ? payload.routeTakenId : eventId;
  return { ...payload, id, eventId };
}

/** The socket emit of a stored alert, on the event the contract names for its type. */
export function liveEmit<T extends LiveType>(companyId: number, payload: AlertPayloadOf<T>): LiveEmit<T> {
  return { companyId, event: SOCKET_EVENT_OF[payload.type], payload } as LiveEmit<T>;
}

/**
 * Adds `fields` to the payloads of the alerts of `type` named by `guids` that have no `marker` key yet (an alert
 * cleared, say), and answers each as it is now: the follow-up of an alert, written by the alerts' owner.
 */
export async function markAlerts<T extends LiveType>(
  tx: Tx,
  type: T,
  guids: string[],
  marker: string,
  fields: Record<string, unknown>,
): Promise<LiveEmit<T>[]> {
  const rows = await tx
    .update(events)
    .set({ payload: sql`${events.payload} || ${JSON.stringify(fields)}::jsonb` })
    .where(and(inArray(events.eventGuid, guids), eq(events.type, type), sql`not (${events.payload} ? ${marker})`))
    .returning({ id: events.id, companyId: events.companyId, payload: events.payload });
  const event = SOCKET_EVENT_OF[type];
  return rows.map(
    (row) =>
      ({
        companyId: row.companyId,
        event,
        payload: { ...(row.payload as object), id: row.id, eventId: row.id },
      }) as LiveEmit<T>,
  );
}

/**
 * The `events` rows of a batch of handset locations, as one INSERT to run inside the statement that stores
 * the batch: it reads the points from that statement's `incoming` (event_guid, sent_at, latitude,
 * longitude) and returns the event_guid of each point stored now (a retried point is skipped), with its place in
 * its chain for its seal (sealStored).
 */
export function locationEventsInsert(origin: HandsetOrigin): SQL {
  const { device } = origin;
  return sql`insert into events (event_guid, type, company_id, site_id, device_id, employee_id, sent_at, latitude, longitude, payload)
      select event_guid, 'deviceLocation', ${origin.companyId}, ${origin.site.id}, ${device.id},
        ${origin.employeeId}, to_timestamp(sent_at), latitude, longitude,
        jsonb_build_object('eventGuid', event_guid, 'type', 'deviceLocation', 'deviceId', ${device.id}::integer,
          'latitude', latitude, 'longitude', longitude, 'sentAt', sent_at)
      from incoming
      on conflict (event_guid) do nothing
      returning event_guid, id, company_id as "companyId", chain_device_id::integer as "chainDeviceId",
        chain_seq::float8 as "chainSeq", chain_hash as "chainHash"`;
}

/** An event as consoles receive it, from its updated row. */
const rowEmit = (row: { id: number; companyId: number; payload: unknown }) =>
  liveEmit(row.companyId, { ...(row.payload as object), id: row.id, eventId: row.id } as never);
const updated = { id: events.id, companyId: events.companyId, payload: events.payload };

/**
 * Which patrol a scan belongs to now (its `route_taken_id`, which the hash chain leaves out; the payload keeps what
 * the handset was first told): the patrol engine moves a scan when one stored later shows it belongs elsewhere.
 */
export async function movePatrolEvent(tx: Tx, eventId: number, routeTakenId: number | null): Promise<void> {
  await tx.update(events).set({ routeTakenId }).where(eq(events.id, eventId));
}

/** A scan's judgement against a patrol it has left: marked superseded (left out of the hash) and off that patrol. */
export async function supersedeJudgement(tx: Tx, patrolId: number, scanGuid: string, at: Date) {
  const rows = await tx
    .update(events)
    .set({
      routeTakenId: null,
      payload: sql`${events.payload} || ${JSON.stringify({ supersededAt: epochSeconds(at) })}::jsonb`,
    })
    .where(
      and(
        eq(events.routeTakenId, patrolId),
        eq(events.type, 'patrolScanAlert'),
        sql`${events.payload} -> 'tagScan' ->> 'eventGuid' = ${scanGuid}`,
      ),
    )
    .returning(updated);
  return rows.map(rowEmit);
}

/** A judgement superseded before holds again: its scan moved back to its plan's patrol. */
export async function restoreJudgement(tx: Tx, eventGuid: string, patrolId: number) {
  const rows = await tx
    .update(events)
    .set({ routeTakenId: patrolId, payload: sql`${events.payload} - 'supersededAt'` })
    .where(and(eq(events.eventGuid, eventGuid), eq(events.type, 'patrolScanAlert')))
    .returning(updated);
  return rows.map(rowEmit);
}
