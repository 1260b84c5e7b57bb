/**
 * Handset locations come by the hundred: they are stored with one multi-row insert per batch (the
 * unique eventGuid still makes a retry a no-op), and the site boundary is read once per batch.
 */
import { eq } from 'drizzle-orm';
import { SOCKET_EVENTS } from '../../../../contract/events';
import type { Tx } from '../../db/client';
import { deviceLocations, events, sites } from '../../db/schema';
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
  const rows = await tx
    .insert(events)
    .values(
      points.map((p) => {
        const sentAt = new Date(p.sentAt * 1000);
        return {
          eventGuid: p.eventGuid,
          type: 'deviceLocation',
          companyId: origin.companyId,
          siteId: origin.site?.id ?? null,
          deviceId: device.id,
          employeeId: origin.employeeId ?? null,
          sentAt,
          latitude: p.latitude,
          longitude: p.longitude,
          payload: {
            eventGuid: p.eventGuid,
            type: 'deviceLocation',
            deviceId: device.id,
            latitude: p.latitude,
            longitude: p.longitude,
            sentAt: p.sentAt,
          },
        };
      }),
    )
    .onConflictDoNothing({ target: events.eventGuid })
    .returning({ eventGuid: events.eventGuid });
  const stored = new Set(rows.map((row) => row.eventGuid));
  const fresh = points.filter((p) => stored.has(p.eventGuid));
  if (!fresh.length) return { stored, emits: [] };
  const saved = await tx
    .insert(deviceLocations)
    .values(
      fresh.map((p) => ({
        eventGuid: p.eventGuid,
        companyId: origin.companyId,
        deviceId: device.id,
        latitude: p.latitude,
        longitude: p.longitude,
        sentAt: new Date(p.sentAt * 1000),
      })),
    )
    .returning({ id: deviceLocations.id, eventGuid: deviceLocations.eventGuid });
  await watchBoundary(tx, origin, fresh);
  const ids = new Map(saved.map((row) => [row.eventGuid, row.id]));
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
  return { stored, emits };
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
