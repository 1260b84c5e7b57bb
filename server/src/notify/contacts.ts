/**
 * Site contacts receive what their flags ask for, on each channel they ticked, each channel in its own words
 * (templates.ts). An SMS goes to the number as E.164; a number SMS cannot reach (Ghana, or not a supported number)
 * is stored at once as a failed message with the reason, so the alert's notifications show it, and the contact's
 * other channels still go.
 */
import { eq } from 'drizzle-orm';
import type { CONTACT_FLAG_TOPICS } from '../../../contract/constants';
import type { Tx } from '../db/client';
import { notificationOutbox, siteContacts } from '../db/schema';
import { consoleUrl } from './consoleUrl';
import { type Channel, enqueue, type OutboxMessage } from './outbox';
import { smsNumber } from './phone';
import { type AlertFacts, type AlertTopic, alertNotification } from './templates';

type Contact = typeof siteContacts.$inferSelect;
export type FlagTopic = (typeof CONTACT_FLAG_TOPICS)[number];

const CHANNELS: [suffix: 'Email' | 'Telegram' | 'Phone', channel: Channel, address: (c: Contact) => string | null][] = [
  ['Email', 'email', (c) => c.emailAddress],
  ['Telegram', 'telegram', (c) => c.telegramChatId],
  ['Phone', 'sms', (c) => c.contactNumber],
];

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
    for (const [suffix, channel, address] of CHANNELS) {
      const written = address(contact)?.trim();
      if (!written || !contact[`shouldReceive${FLAG_OF[alert.topic]}${suffix}`]) continue;
      const text = alertNotification(alert.topic, channel, alert.facts, consoleUrl());
      const message = { companyId, channel, alertGuid: alert.alertGuid, ...text };
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
