/**
 * Handset locations come by the hundred: a batch is stored with ONE statement that takes the points
 * as a single JSON parameter and writes both the `events` rows and the `device_locations` rows (the
 * unique eventGuid still makes a retry a no-op), and the site boundary is read once per batch.
 */
import { eq, sql } from 'drizzle-orm';
import { SOCKET_EVENTS } from '../../../../contract/events';
import type { Tx } from '../../db/client';
import { sites } from '../../db/schema';
import { insideSiteBoundary } from '../sites/boundary';
import type { Emit, Origin } from './live';
import { boundaryWatch } from './notify';

export interface LocationEvent {
  eventGuid: string;
  sentAt: number;
  latitude: number;
  longitude: number;
}

/** Stores the locations; answers the guids stored now (the others were already stored) and what to emit. */
export async function storeLocations(tx: Tx, origin: Origin, points: LocationEvent[]) {
  const device = origin.device;
  if (!device || !points.length) return { stored: new Set<string>(), emits: [] as Emit[] };
  const incoming = JSON.stringify(
    points.map((p) => ({ event_guid: p.eventGuid, sent_at: p.sentAt, latitude: p.latitude, longitude: p.longitude })),
  );
  const result = await tx.execute(sql`
    with incoming as (
      select * from jsonb_to_recordset(${incoming}::jsonb)
        as p(event_guid uuid, sent_at bigint, latitude double precision, longitude double precision)
    ), stored as (
      insert into events (event_guid, type, company_id, site_id, device_id, employee_id, sent_at, latitude, longitude, payload)
      select event_guid, 'deviceLocation', ${origin.companyId}, ${origin.site?.id ?? null}, ${device.id},
        ${origin.employeeId ?? null}, to_timestamp(sent_at), latitude, longitude,
        jsonb_build_object('eventGuid', event_guid, 'type', 'deviceLocation', 'deviceId', ${device.id}::integer,
          'latitude', latitude, 'longitude', longitude, 'sentAt', sent_at)
      from incoming
      on conflict (event_guid) do nothing
      returning event_guid
    )
    insert into device_locations (event_guid, company_id, device_id, latitude, longitude, sent_at)
    select p.event_guid, ${origin.companyId}, ${device.id}, p.latitude, p.longitude, to_timestamp(p.sent_at)
    from incoming p join stored using (event_guid)
    on conflict (event_guid) do nothing
    returning id, event_guid`);
  const ids = new Map(
    (result as unknown as { rows: { id: number | string; event_guid: string }[] }).rows.map((row) => [
      row.event_guid,
      Number(row.id),
    ]),
  );
  const fresh = points.filter((p) => ids.has(p.eventGuid));
  if (fresh.length) await watchBoundary(tx, origin, fresh);
  const emits = fresh.map((p) => ({
    companyId: origin.companyId,
    event: SOCKET_EVENTS.deviceLocation,
    payload: {
      id: ids.get(p.eventGuid),
      type: 'deviceLocation',
      deviceId: device.id,
      device,
      latitude: p.latitude,
      longitude: p.longitude,
      companyId: origin.companyId,
      sentAt: p.sentAt,
    },
  }));
  return { stored: new Set(ids.keys()), emits };
}

/** The first point of the batch outside the site boundary is reported (boundaryWatch limits repeats). */
async function watchBoundary(tx: Tx, origin: Origin, points: LocationEvent[]) {
  if (!origin.site) return;
  const [site] = await tx
    .select({ poligonPoints: sites.poligonPoints, radius: sites.radius })
    .from(sites)
    .where(eq(sites.id, origin.site.id));
  const outside = points.find((p) => insideSiteBoundary(site, p.latitude, p.longitude) === false);
  if (outside) await boundaryWatch(tx, origin, outside, new Date(outside.sentAt * 1000));
}
