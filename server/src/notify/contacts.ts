/**
 * Site contacts receive what their flags ask for, on each channel they ticked, each channel in its own words
 * (templates.ts), addressed as the outbox's `addressed` says: a number SMS cannot reach (Ghana, or not a supported
 * number) is stored at once as a failed message with the reason, and the contact's other channels still go. A
 * contact who is a client of the site (issue 33) is linked the portal, never the console, and is not sent the kinds
 * of message the client turned off in the portal.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CONTACT_FLAG_TOPICS } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import type { ClientMessageKind } from '../../../contract/portal';
import type { Db, Tx } from '../db/client';
import { clients, companies, siteContacts } from '../db/schema';
import { companyTimeZone } from '../time';
import { consoleUrl } from './consoleUrl';
import { type Address, addressed, type Channel, enqueue, type OutboxMessage } from './outbox';
import { type AlertFacts, type AlertTopic, alertNotification, type Reader } from './templates';

export type SiteContact = typeof siteContacts.$inferSelect;
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
export function contactAddress(contact: SiteContact, suffix: Suffix): Address | null {
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
export const contactsOf = (tx: Db | Tx, siteId: number) =>
  tx.select().from(siteContacts).where(eq(siteContacts.siteId, siteId));

/** A client still let in, as the messages to contacts read it. */
export interface ContactClient {
  emailAddress: string;
  siteIds: number[];
  messagesOff: string[];
}

/** The company's clients who are still let in: a site contact with one's e-mail, at one of its sites, is that client. */
export async function clientsOf(tx: Db | Tx, companyId: number): Promise<ContactClient[]> {
  const [company] = await tx
    .select({ clients: clientsList(companyId) })
    .from(companies)
    .where(eq(companies.id, companyId));
  return asContactClients(company?.clients ?? []);
}

/** The company's clients still let in, as one JSON list: a column read beside the company's other columns. */
export const clientsList = (companyId: number) =>
  sql<
    ContactClient[]
  >`coalesce((select json_agg(json_build_object('emailAddress', ${clients.emailAddress}, 'siteIds', ${clients.siteIds}, 'messagesOff', ${clients.messagesOff})) from ${clients} where ${and(eq(clients.companyId, companyId), isNull(clients.revokedAt))}), '[]'::json)`;

/** The clients as the messages compare them with contacts: the e-mail trimmed and in lower case. */
export const asContactClients = (list: ContactClient[]): ContactClient[] =>
  list.map((row) => ({ ...row, emailAddress: row.emailAddress.trim().toLowerCase() }));

/** The client a contact is: one of the site's clients with the contact's e-mail (any case), or none. */
export const clientOf = (contact: SiteContact, known: ContactClient[]): ContactClient | undefined => {
  const email = contact.emailAddress?.trim().toLowerCase();
  return email ? known.find((c) => c.emailAddress === email && c.siteIds.includes(contact.siteId)) : undefined;
};

/** Whom a contact's messages are for: the client of the site (their messages link the portal) or the control room. */
export const readerOf = (contact: SiteContact, known: ContactClient[]): Reader =>
  clientOf(contact, known) ? 'client' : 'console';

/** Whether a contact is sent this kind of message: always, unless the contact is a client who turned it off. */
export const wants = (contact: SiteContact, known: ContactClient[], kind: ClientMessageKind): boolean =>
  !clientOf(contact, known)?.messagesOff.includes(kind);

/** The kind of client message each alert topic is. */
export const KIND_OF: Record<AlertTopic, ClientMessageKind> = {
  panic: 'panics',
  welfareMissed: 'welfareMissed',
  pleaseCall: 'pleaseCalls',
  failedPatrol: 'failedPatrols',
  batteryLow: 'batteryLow',
  boundary: 'boundary',
};

/** The contact a message on this channel went to: the one whose address there the outbox stored (an SMS: as E.164). */
export function contactReached(contacts: SiteContact[], channel: Channel, recipient: string): SiteContact | undefined {
  const suffix = CHANNELS.find(([, c]) => c === channel)?.[0];
  return contacts.find((contact) => {
    const address = suffix && contactAddress(contact, suffix);
    return address && addressed({ companyId: 0, channel, subject: '', body: '' }, address).recipient === recipient;
  });
}

export async function contactMessages(
  tx: Tx,
  companyId: number,
  contacts: SiteContact[],
  alert: ContactAlert,
  read?: { clients: ContactClient[] },
): Promise<void> {
  const messages: OutboxMessage[] = [];
  if (!contacts.length) return;
  const facts = { ...alert.facts, timeZone: alert.facts.timeZone ?? (await companyTimeZone(tx, companyId)) };
  const known = read?.clients ?? (await clientsOf(tx, companyId));
  for (const contact of contacts) {
    if (!wants(contact, known, KIND_OF[alert.topic])) continue;
    const reader = readerOf(contact, known);
    for (const [suffix, channel] of CHANNELS) {
      const address = contactAddress(contact, suffix);
      if (!address || !contact[`shouldReceive${FLAG_OF[alert.topic]}${suffix}`]) continue;
      const text = alertNotification(alert.topic, channel, facts, consoleUrl(), reader);
      messages.push(addressed({ companyId, channel, alertGuid: alert.alertGuid, ...text }, address));
    }
  }
  await enqueue(tx, messages);
}
