/**
 * Live events are stored first, then emitted. Every handset event and every event the server
 * derives (patrolScanAlert, patrolEnded, deviceOffline…) is one `events` row whose unique
 * eventGuid makes a retry a no-op; its payload is what consoles receive.
 */
import { randomUUID } from 'node:crypto';
import { type DeviceRef, type LiveType, type SiteRef, SOCKET_EVENT_OF } from '../../../../contract/events';
import type { Tx } from '../../db/client';
import { events } from '../../db/schema';

export type { DeviceRef, SiteRef };

/** Who an event is about: the company, and the device and site when there is one. */
export interface Origin {
  companyId: number;
  device: DeviceRef | null;
  site: SiteRef | null;
  employeeId?: number | null;
}
export interface SiteBoundary {
  poligonPoints: string | null;
  radius: number | null;
}
/** The registered device behind a handset call, its site and that site's boundary (read with the guard). */
export interface HandsetDevice {
  companyId: number;
  device: DeviceRef;
  site: SiteRef;
  boundary: SiteBoundary;
}
/** A handset call's origin: its device and the signed-in guard. */
export type HandsetOrigin = HandsetDevice & { employeeId: number };

/** An event to send after the transaction commits. */
export interface Emit {
  companyId: number;
  event: string;
  payload: Record<string, unknown>;
}

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface StoreOptions {
  type: string;
  eventGuid?: string;
  sentAt: Date;
  latitude?: number | null;
  longitude?: number | null;
  routeTakenId?: number | null;
  /** Type-specific fields of the payload. */
  fields?: Record<string, unknown>;
}

/** Stores an event; null when its eventGuid is already stored (a retry). Returns the live payload. */
export async function storeEvent(tx: Tx, origin: Origin, options: StoreOptions) {
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
    .returning({ id: events.id });
  return row ? { ...payload, id: row.id } : null;
}

/** The socket emit of a live payload. */
export function liveEmit(companyId: number, payload: Record<string, unknown>): Emit {
  return { companyId, event: SOCKET_EVENT_OF[payload.type as LiveType], payload };
}
