/**
 * A handset's battery and charging state: kept on the device; a battery going low while not charging
 * raises one deviceBatteryLow alert (not again until it has recovered) and tells the site contacts.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { devices } from '../../db/schema';
import type { Emit } from '../../events/emit';
import { type EventOf, eventBase } from '../../events/handsetEvent';
import type { Origin } from '../../events/origin';
import { batteryLowNotifications } from '../alert/notify';
import { liveEmit, storeEvent } from '../alert/store';

export async function handleDeviceStatus(
  tx: Tx,
  origin: Origin,
  event: EventOf<'deviceStatus'>,
  batteryLowPercent: number,
): Promise<Emit[] | null> {
  const base = eventBase(event);
  const stored = await storeEvent(tx, origin, {
    ...base,
    type: 'deviceStatus',
    fields: { batteryStatus: event.batteryStatus, isCharging: event.isCharging },
  });
  if (!stored || !origin.device) return null;
  const [before] = await tx
    .select({ batteryStatus: devices.batteryStatus, isCharging: devices.isCharging })
    .from(devices)
    .where(eq(devices.id, origin.device.id));
  await tx
    .update(devices)
    .set({ batteryStatus: event.batteryStatus, isCharging: event.isCharging })
    .where(eq(devices.id, origin.device.id));
  const low = event.batteryStatus <= batteryLowPercent && !event.isCharging;
  const wasLow = before?.batteryStatus != null && before.batteryStatus <= batteryLowPercent && !before.isCharging;
  if (!low || wasLow) return [];
  const alert = await storeEvent(tx, origin, {
    type: 'deviceBatteryLow',
    sentAt: base.sentAt,
    fields: { status: `${event.batteryStatus}%`, batteryStatus: event.batteryStatus },
  });
  if (!alert) return [];
  await batteryLowNotifications(tx, origin, alert, event.batteryStatus);
  return [liveEmit(origin.companyId, alert)];
}
