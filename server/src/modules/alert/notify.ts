/** Notifications raised by handset events: panics, please-call-me and a battery running low. */
import type { Tx } from '../../db/client';
import type { Origin } from '../../events/origin';
import { contactMessages, contactsOf } from '../../notify/contacts';
import { TEMPLATES } from '../../notify/templates';

export async function panicNotifications(
  tx: Tx,
  origin: Origin,
  event: { latitude?: number | null; longitude?: number | null },
) {
  if (!origin.site) return;
  await contactMessages(
    tx,
    origin.companyId,
    await contactsOf(tx, origin.site.id),
    'Panics',
    TEMPLATES.panic(origin.site.name, origin.device?.deviceName, event),
  );
}

export async function callMeNotifications(tx: Tx, origin: Origin) {
  if (!origin.site) return;
  await contactMessages(
    tx,
    origin.companyId,
    await contactsOf(tx, origin.site.id),
    'PleaseCalls',
    TEMPLATES.pleaseCall(origin.site.name, origin.device?.deviceName),
  );
}

export async function batteryLowNotifications(tx: Tx, origin: Origin, batteryStatus: number) {
  if (!origin.site) return;
  await contactMessages(
    tx,
    origin.companyId,
    await contactsOf(tx, origin.site.id),
    'BatteryLow',
    TEMPLATES.batteryLow(origin.site.name, origin.device?.deviceName, batteryStatus),
  );
}
