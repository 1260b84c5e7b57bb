/**
 * Handset locations come by the hundred: a batch is stored with ONE statement that takes the points
 * as a single JSON parameter and writes the `events` rows (the alert module's part of the statement),
 * the `device_locations` rows and the device's last contact (the unique eventGuid still makes a retry
 * a no-op); a second seals the events stored (alert/store.ts sealStored), in the same transaction.
 */
import { type SQL, sql } from 'drizzle-orm';
import { SOCKET_EVENTS } from '../../../../contract/events';
import type { Tx } from '../../db/client';
import type { Emit } from '../../events/emit';
import type { HandsetOrigin, SiteBoundary } from '../../events/origin';
import { epochSeconds } from '../../time';
import { locationEventsInsert, sealStored } from '../alert/store';
import { insideSiteBoundary } from '../site/boundary';

export interface LocationEvent {
  eventGuid: string;
  sentAt: number;
  latitude: number;
  longitude: number;
}

/**
 * The device was heard from at `now`, the time the server received the batch (never a handset's sentAt, which may run
 * ahead), never moving its last contact back, and is not offline. Neither `now` nor a last contact held before is taken
 * beyond the database's own now(): a last contact is never stored in the future.
 */
function touchDevice(deviceId: number, now: Date): SQL {
  // greatest and least pass over a null: a device never heard from before takes `now`.
  return sql`update devices set last_seen_at = least(greatest(last_seen_at, ${now.toISOString()}::timestamptz), now()),
    offline_since = null where id = ${deviceId}`;
}

/** A point stored now: its event (with its place in its chain) and its device_locations row. */
type StoredPoint = Parameters<typeof sealStored>[1][number] & {
  event_guid: string;
  location_id: number | string | null;
};

/**
 * Stores the locations and touches the device, in the caller's transaction (the events' seals are written in a
 * second statement); answers the guids stored now (the others were already stored) and what to emit.
 */
export async function storeLocations(runner: Tx, origin: HandsetOrigin, points: LocationEvent[], now: Date) {
  const device = origin.device;
  if (!points.length) {
    await runner.execute(touchDevice(device.id, now));
    return { stored: new Set<string>(), emits: [] as Emit[] };
  }
  const incoming = JSON.stringify(
    points.map((p) => ({ event_guid: p.eventGuid, sent_at: p.sentAt, latitude: p.latitude, longitude: p.longitude })),
  );
  const result = await runner.execute(sql`
    with incoming as (
      select * from jsonb_to_recordset(${incoming}::jsonb)
        as p(event_guid uuid, sent_at bigint, latitude double precision, longitude double precision)
    ), touched as (${touchDevice(device.id, now)}
    ), stored as (${locationEventsInsert(origin)}
    ), located as (
      insert into device_locations (event_guid, company_id, device_id, latitude, longitude, sent_at)
      select p.event_guid, ${origin.companyId}, ${device.id}, p.latitude, p.longitude, to_timestamp(p.sent_at)
      from incoming p join stored using (event_guid)
      on conflict (event_guid) do nothing
      returning id, event_guid
    )
    select located.id as location_id, stored.* from stored left join located using (event_guid)`);
  const rows = (result as unknown as { rows: StoredPoint[] }).rows;
  await sealStored(runner, rows);
  const ids = new Map(
    rows.flatMap((row) => (row.location_id === null ? [] : [[row.event_guid, Number(row.location_id)]])),
  );
  // Consoles follow where a device is now: of a batch (a handset back in coverage sends hundreds), only
  // the newest point goes out live; every point is stored for playback.
  const newest = points
    .filter((p) => ids.has(p.eventGuid))
    .reduce<LocationEvent | undefined>((best, p) => (!best || p.sentAt >= best.sentAt ? p : best), undefined);
  const emits: Emit[] = newest
    ? [
        {
          companyId: origin.companyId,
          event: SOCKET_EVENTS.deviceLocation,
          payload: {
            id: ids.get(newest.eventGuid) as number,
            type: 'deviceLocation',
            deviceId: device.id,
            device,
            latitude: newest.latitude,
            longitude: newest.longitude,
            companyId: origin.companyId,
            sentAt: newest.sentAt,
            // The contact, on the server's clock: a live map judges online and silent by it.
            receivedAt: epochSeconds(now),
          },
        },
      ]
    : [];
  return { stored: new Set(ids.keys()), emits };
}

/** The first point outside the boundary (a site without a boundary has no outside). */
export function firstOutside<P extends { latitude: number; longitude: number }>(
  boundary: SiteBoundary,
  points: P[],
): P | undefined {
  return points.find((p) => insideSiteBoundary(boundary, p.latitude, p.longitude) === false);
}
