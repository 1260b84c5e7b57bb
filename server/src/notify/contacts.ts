/** Site contacts receive what their flags ask for, on each channel they ticked. */
import { eq } from 'drizzle-orm';
import type { CONTACT_FLAG_TOPICS } from '../../../contract/constants';
import type { Tx } from '../db/client';
import { siteContacts } from '../db/schema';
import { type Channel, enqueue, type OutboxMessage } from './outbox';

type Contact = typeof siteContacts.$inferSelect;
type Topic = (typeof CONTACT_FLAG_TOPICS)[number];

const CHANNELS: [suffix: 'Email' | 'Telegram' | 'Phone', channel: Channel, address: (c: Contact) => string | null][] = [
  ['Email', 'email', (c) => c.emailAddress],
  ['Telegram', 'telegram', (c) => c.telegramChatId],
  ['Phone', 'sms', (c) => c.contactNumber],
];

/** The contacts of a site. */
export const contactsOf = (tx: Tx, siteId: number) =>
  tx.select().from(siteContacts).where(eq(siteContacts.siteId, siteId));

export function contactMessages(
  tx: Tx,
  companyId: number,
  contacts: Contact[],
  topic: Topic,
  message: { subject: string; body: string },
): Promise<void> {
  const messages: OutboxMessage[] = [];
  for (const contact of contacts) {
    for (const [suffix, channel, address] of CHANNELS) {
      const recipient = address(contact);
      if (recipient && contact[`shouldReceive${topic}${suffix}`])
        messages.push({ companyId, channel, recipient, ...message });
    }
  }
  return enqueue(tx, messages);
}
