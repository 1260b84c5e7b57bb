/**
 * Site contacts receive what their flags ask for, on each channel they ticked, each channel in its own words
 * (templates.ts), addressed as the outbox's `addressed` says: a number SMS cannot reach (Ghana, or not a supported
 * number) is stored at once as a failed message with the reason, and the contact's other channels still go.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CONTACT_FLAG_TOPICS } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import type { Tx } from '../db/client';
import { clients, siteContacts } from '../db/schema';
import { companyTimeZone } from '../time';
import { consoleUrl } from './consoleUrl';
import { type Address, addressed, type Channel, enqueue, type OutboxMessage } from './outbox';
import { type AlertFacts, type AlertTopic, alertNotification, type Reader } from './templates';

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
export function contactAddress(contact: Contact, suffix: Suffix): Address | null {
  const written = { Email: contact.emailAddress, Telegram: contact.telegramChatId, Phone: contact.contactNumber }[
    suffix
  ]?.trim();
  if (written) return { recipient: written };
  if (suffix === 'Telegram') return { recipient: contact.name, refused: MESSAGES.telegram.notConnected };
  return null;
}

/** Which flag of a contact each alert topic reads. */
export const FLAG_OF: Record<AlertTopic, FlagTopic> = {
  panic: 'Panics',
  // A guard alone who does not answer is told to whom a panic is (docs/decisions.md).
  welfareMissed: 'Panics',
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

/**
 * The e-mail addresses (lower case) of the site's clients who are still let in: a contact with one of them is the
 * client, and its messages link the portal, never the console (issue 33).
 */
export async function clientAddresses(tx: Tx, companyId: number, siteId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ emailAddress: clients.emailAddress })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), isNull(clients.revokedAt), sql`${siteId} = any(${clients.siteIds})`));
  return new Set(rows.map((row) => row.emailAddress.trim().toLowerCase()));
}

/** Whom a contact's messages are for: the client of the site (its e-mail is a client's) or the control room. */
export const readerOf = (contact: Contact, clientEmails: Set<string>): Reader =>
  clientEmails.has(contact.emailAddress?.trim().toLowerCase() ?? '') ? 'client' : 'console';

/**
 * Whom a message already addressed to `recipient` on `channel` is for: the client, when a contact of the site with
 * that address on that channel has a client's e-mail; else the control room. For a message told again (a revised
 * verdict goes to whoever the first went to).
 */
export async function readersOfSite(tx: Tx, companyId: number, siteId: number) {
  const [contacts, clientEmails] = await Promise.all([contactsOf(tx, siteId), clientAddresses(tx, companyId, siteId)]);
  return (channel: Channel, recipient: string): Reader => {
    const suffix = CHANNELS.find(([, named]) => named === channel)?.[0];
    const contact = suffix && contacts.find((c) => contactAddress(c, suffix)?.recipient === recipient);
    return contact ? readerOf(contact, clientEmails) : 'console';
  };
}

export async function contactMessages(
  tx: Tx,
  companyId: number,
  contacts: Contact[],
  alert: ContactAlert,
): Promise<void> {
  const messages: OutboxMessage[] = [];
  if (!contacts.length) return;
  const facts = { ...alert.facts, timeZone: alert.facts.timeZone ?? (await companyTimeZone(tx, companyId)) };
  const clientEmails = await clientAddresses(tx, companyId, contacts[0].siteId);
  for (const contact of contacts) {
    const reader = readerOf(contact, clientEmails);
    for (const [suffix, channel] of CHANNELS) {
      const address = contactAddress(contact, suffix);
      if (!address || !contact[`shouldReceive${FLAG_OF[alert.topic]}${suffix}`]) continue;
      const text = alertNotification(alert.topic, channel, facts, consoleUrl(), reader);
      messages.push(addressed({ companyId, channel, alertGuid: alert.alertGuid, ...text }, address));
    }
  }
  await enqueue(tx, messages);
}
