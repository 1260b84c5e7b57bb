/**
 * A handset reporting a location outside its site: a boundaryExit alert (Misc) and the boundary contacts told
 * (at most once in half an hour); its next location inside writes 'back inside' on that alert. Leaving again
 * before anyone answered counts on the same alert (see grouped.ts); after an answer, it is a new alert.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { devices, events } from '../../db/schema';
import type { LiveEmit } from '../../events/emit';
import type { HandsetOrigin } from '../../events/origin';
import { epochSeconds } from '../../time';
import { insideSiteBoundary } from '../site/boundary';
import { amendAlert, openAlertOf, repeatAlert } from './grouped';
import { tellContacts } from './notify';
import { liveEmit, storeEvent } from './store';

/** The contacts hear of a handset outside its site at most once in this many minutes. */
const BOUNDARY_REPEAT_MINUTES = 30;

interface Point {
  latitude: number;
  longitude: number;
  /** Epoch seconds. */
  sentAt: number;
}

/**
 * Watches the locations of a batch stored now: the first outside raises (or counts on) the alert; the newest,
 * inside after the handset was outside, marks it back inside.
 */
export async function boundaryWatch(tx: Tx, origin: HandsetOrigin, points: Point[], now: Date) {
  const emits: LiveEmit<'boundaryExit'>[] = [];
  const left = points.find((p) => insideSiteBoundary(origin.boundary, p.latitude, p.longitude) === false);
  const newest = points.reduce<Point | undefined>(
    (best, p) => (!best || p.sentAt >= best.sentAt ? p : best),
    undefined,
  );
  if (left) emits.push(...(await boundaryLeft(tx, origin, left)));
  const wasOutside = Boolean(left) || Boolean(origin.state?.outsideSince);
  if (newest && wasOutside && insideSiteBoundary(origin.boundary, newest.latitude, newest.longitude) === true) {
    emits.push(...(await backInside(tx, origin, newest, now)));
  }
  return emits;
}

async function boundaryLeft(tx: Tx, origin: HandsetOrigin, point: Point): Promise<LiveEmit<'boundaryExit'>[]> {
  const at = new Date(point.sentAt * 1000);
  await tx.update(devices).set({ outsideSince: at }).where(eq(devices.id, origin.device.id));
  const open = await openAlertOf(tx, origin.device.id, 'boundaryExit', at);
  const lastTold = open ? (open.payload.lastAt ?? open.payload.sentAt) : await lastExit(tx, origin.device.id);
  const quiet = lastTold !== undefined && point.sentAt - lastTold < BOUNDARY_REPEAT_MINUTES * 60;
  const place = { latitude: point.latitude, longitude: point.longitude };
  if (open) {
    // Still outside and told lately: nothing new. Back from inside, or half an hour on: one more on the same row.
    if (open.payload.returnedAt == null && quiet) return [];
    const emit = await repeatAlert(tx, open, at, { returnedAt: null });
    if (!quiet)
      await tellContacts(tx, origin, 'boundary', { ...place, eventGuid: open.payload.eventGuid, sentAt: point.sentAt });
    return [emit];
  }
  // A new exit after the last was answered is always an alert; only the contacts keep their half hour.
  const stored = await storeEvent(tx, origin, { type: 'boundaryExit', sentAt: at, ...place });
  if (!stored) return [];
  if (!quiet)
    await tellContacts(tx, origin, 'boundary', { ...place, eventGuid: stored.eventGuid, sentAt: point.sentAt });
  return [liveEmit(origin.companyId, stored)];
}

/** The newest exit's time (epoch seconds), answered or not. */
async function lastExit(tx: Tx, deviceId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ sentAt: events.sentAt })
    .from(events)
    .where(and(eq(events.deviceId, deviceId), eq(events.type, 'boundaryExit')))
    .orderBy(desc(events.sentAt))
    .limit(1);
  return row ? epochSeconds(row.sentAt) : undefined;
}

async function backInside(tx: Tx, origin: HandsetOrigin, point: Point, now: Date): Promise<LiveEmit<'boundaryExit'>[]> {
  await tx.update(devices).set({ outsideSince: null }).where(eq(devices.id, origin.device.id));
  const open = await openAlertOf(tx, origin.device.id, 'boundaryExit', now);
  if (!open || open.payload.returnedAt != null) return [];
  return [await amendAlert(tx, open, { returnedAt: point.sentAt })];
}
