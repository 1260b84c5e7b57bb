/** Notifications raised by handset events: panics, please-call-me and a battery running low. */
import type { Tx } from '../../db/client';
import type { Origin } from '../../events/origin';
import { type ContactAlert, contactMessages, contactsOf } from '../../notify/contacts';
import { dateAt } from '../../time';

/** The stored alert a notification tells of (its live payload). */
export interface StoredAlert {
  eventGuid: string;
  /** Epoch seconds. */
  sentAt: number;
  latitude?: number | null;
  longitude?: number | null;
}

/** Tells the site's contacts of a stored alert, by their flags for its topic. */
export async function tellContacts(
  tx: Tx,
  origin: Origin,
  topic: ContactAlert['topic'],
  alert: StoredAlert,
  more: Partial<ContactAlert['facts']> = {},
) {
  if (!origin.site) return;
  const read = origin.alarm;
  await contactMessages(
    tx,
    origin.companyId,
    read?.contacts ?? (await contactsOf(tx, origin.site.id)),
    {
      topic,
      alertGuid: alert.eventGuid,
      facts: {
        site: origin.site.name,
        device: origin.device?.deviceName,
        at: dateAt(alert.sentAt),
        latitude: alert.latitude,
        longitude: alert.longitude,
        ...(read && { timeZone: read.timeZone }),
        ...more,
      },
    },
    read,
  );
}

export const panicNotifications = (tx: Tx, origin: Origin, alert: StoredAlert) =>
  tellContacts(tx, origin, 'panic', alert);

export const callMeNotifications = (tx: Tx, origin: Origin, alert: StoredAlert) =>
  tellContacts(tx, origin, 'pleaseCall', alert);

export const batteryLowNotifications = (tx: Tx, origin: Origin, alert: StoredAlert, batteryStatus: number) =>
  tellContacts(tx, origin, 'batteryLow', alert, { batteryStatus });
