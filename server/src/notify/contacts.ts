/**
 * Site contacts receive what their flags ask for, on each channel they ticked, each channel in its own words
 * (templates.ts). An SMS goes to the number as E.164; a number SMS cannot reach (Ghana, or not a supported number)
 * is stored at once as a failed message with the reason, so the alert's notifications show it, and the contact's
 * other channels still go.
 */
import { eq } from 'drizzle-orm';
import type { CONTACT_FLAG_TOPICS } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import type { Tx } from '../db/client';
import { notificationOutbox, siteContacts } from '../db/schema';
import { consoleUrl } from './consoleUrl';
import { type Channel, enqueue, type OutboxMessage } from './outbox';
import { smsNumber } from './phone';
import { type AlertFacts, type AlertTopic, alertNotification } from './templates';

type Contact = typeof siteContacts.$inferSelect;
export type FlagTopic = (typeof CONTACT_FLAG_TOPICS)[number];

type Suffix = 'Email' | 'Telegram' | 'Phone';
const CHANNELS: [suffix: Suffix, channel: Channel][] = [
  ['Email', 'email'],
  ['Telegram', 'telegram'],
  ['Phone', 'sms'],
];

/**
 * Where a contact is reached on a channel: its address, or, for a Telegram flag ticked before the contact linked
 * a chat, its name with the reason nothing can be sent (the message is recorded as undeliverable with it, and
 * goes once the contact connects). Null: no address on that channel.
 */
export function contactAddress(contact: Contact, suffix: Suffix): { recipient: string; refused?: string } | null {
  const written = { Email: contact.emailAddress, Telegram: contact.telegramChatId, Phone: contact.contactNumber }[
    suffix
  ]?.trim();
  if (written) return { recipient: written };
  if (suffix === 'Telegram') return { recipient: contact.name, refused: MESSAGES.telegram.notConnected };
  return null;
}

/** An outbox row recorded at once as not sendable, with the reason the alert's notifications show. */
export const undeliverable = (reason: string) => ({ status: 'undeliverable' as const, lastError: reason });

/** Which flag of a contact each alert topic reads. */
export const FLAG_OF: Record<AlertTopic, FlagTopic> = {
  panic: 'Panics',
  pleaseCall: 'PleaseCalls',
  failedPatrol: 'FailedPatrols',
  batteryLow: 'BatteryLow',
  boundary: 'Boundry',
};

/** An alert told to contacts: its topic, what to say, and its event guid (the alert's notifications list). */
export interface ContactAlert {
  topic: AlertTopic;
  facts: AlertFacts;
  alertGuid?: string;
}

/** The contacts of a site. */
export const contactsOf = (tx: Tx, siteId: number) =>
  tx.select().from(siteContacts).where(eq(siteContacts.siteId, siteId));

export async function contactMessages(
  tx: Tx,
  companyId: number,
  contacts: Contact[],
  alert: ContactAlert,
): Promise<void> {
  const messages: OutboxMessage[] = [];
  const refused: (typeof notificationOutbox.$inferInsert)[] = [];
  for (const contact of contacts) {
    for (const [suffix, channel] of CHANNELS) {
      const address = contactAddress(contact, suffix);
      if (!address || !contact[`shouldReceive${FLAG_OF[alert.topic]}${suffix}`]) continue;
      const text = alertNotification(alert.topic, channel, alert.facts, consoleUrl());
      const message = { companyId, channel, alertGuid: alert.alertGuid, ...text };
      const written = address.recipient;
      if (address.refused) {
        refused.push({ ...message, recipient: written, ...undeliverable(address.refused) });
        continue;
      }
      if (channel !== 'sms') {
        messages.push({ ...message, recipient: written });
        continue;
      }
      const number = smsNumber(written);
      if (number.ok) messages.push({ ...message, recipient: number.e164 });
      else refused.push({ ...message, recipient: written, status: 'failed', lastError: number.reason });
    }
  }
  await enqueue(tx, messages);
  if (refused.length) await tx.insert(notificationOutbox).values(refused);
}
