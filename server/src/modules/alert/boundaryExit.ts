/** A handset reporting a location outside its site: a boundaryExit event and the boundary contacts told. */
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { events } from '../../db/schema';
import type { Origin } from '../../events/origin';
import { epochSeconds } from '../../time';
import { tellContacts } from './notify';
import { storeEvent } from './store';

/** A handset outside its site is reported at most once in this many minutes. */
const BOUNDARY_REPEAT_MINUTES = 30;

/** Records and reports a location found outside the site boundary (once per half hour per handset). */
export async function boundaryWatch(tx: Tx, origin: Origin, point: { latitude: number; longitude: number }, at: Date) {
  if (!origin.site || !origin.device) return;
  const since = new Date(at.getTime() - BOUNDARY_REPEAT_MINUTES * 60_000);
  const [recent] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.deviceId, origin.device.id), eq(events.type, 'boundaryExit'), gt(events.sentAt, since)))
    .limit(1);
  if (recent) return;
  const stored = await storeEvent(tx, origin, {
    type: 'boundaryExit',
    sentAt: at,
    latitude: point.latitude,
    longitude: point.longitude,
  });
  if (stored)
    await tellContacts(tx, origin, 'boundary', {
      ...point,
      eventGuid: String(stored.eventGuid),
      sentAt: epochSeconds(at),
    });
}
