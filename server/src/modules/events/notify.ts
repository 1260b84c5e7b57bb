/** Notifications raised by handset events: panics, please-call-me, a battery running low, and a handset leaving its site. */
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { events, siteContacts } from '../../db/schema';
import { contactMessages } from '../../notify/contacts';
import { type Origin, storeEvent } from './live';

/** A handset outside its site is reported at most once in this many minutes. */
const BOUNDARY_REPEAT_MINUTES = 30;

const contactsOf = (tx: Tx, siteId: number) => tx.select().from(siteContacts).where(eq(siteContacts.siteId, siteId));
const where = (latitude?: number | null, longitude?: number | null) =>
  latitude != null && longitude != null ? ` at ${latitude.toFixed(5)}, ${longitude.toFixed(5)}` : '';

export async function panicNotifications(
  tx: Tx,
  origin: Origin,
  event: { latitude?: number | null; longitude?: number | null },
) {
  if (!origin.site) return;
  await contactMessages(tx, origin.companyId, await contactsOf(tx, origin.site.id), 'Panics', {
    subject: `PANIC at ${origin.site.name}`,
    body: `${origin.device?.deviceName ?? 'A handset'} raised a panic at ${origin.site.name}${where(event.latitude, event.longitude)}.`,
  });
}

export async function callMeNotifications(tx: Tx, origin: Origin) {
  if (!origin.site) return;
  await contactMessages(tx, origin.companyId, await contactsOf(tx, origin.site.id), 'PleaseCalls', {
    subject: `Please call: ${origin.site.name}`,
    body: `${origin.device?.deviceName ?? 'A handset'} at ${origin.site.name} asks to be called back.`,
  });
}

export async function batteryLowNotifications(tx: Tx, origin: Origin, batteryStatus: number) {
  if (!origin.site) return;
  const device = origin.device?.deviceName ?? 'A handset';
  await contactMessages(tx, origin.companyId, await contactsOf(tx, origin.site.id), 'BatteryLow', {
    subject: `Battery low: ${device} at ${origin.site.name}`,
    body: `${device} at ${origin.site.name} is at ${batteryStatus}% and not charging.`,
  });
}

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
  await storeEvent(tx, origin, {
    type: 'boundaryExit',
    sentAt: at,
    latitude: point.latitude,
    longitude: point.longitude,
  });
  await contactMessages(tx, origin.companyId, await contactsOf(tx, origin.site.id), 'Boundry', {
    subject: `${origin.device.deviceName} left ${origin.site.name}`,
    body: `${origin.device.deviceName} reported a location outside the boundary of ${origin.site.name}${where(point.latitude, point.longitude)}.`,
  });
}
