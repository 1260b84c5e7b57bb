import type { RaRecord } from 'react-admin';
import { fill, MESSAGES } from '../../../contract/messages';
import { ticks } from '../../../contract/validation';

/** A contact with a ticked Telegram flag whose chat is not linked ('Connect Telegram first'), as the server refuses it. */
export function telegramProblem(values: Partial<RaRecord>): string | undefined {
  const contacts = (values.contacts ?? []) as RaRecord[];
  const index = contacts.findIndex(
    (contact) => ticks(contact, 'Telegram') && !(contact.telegramLinkedAt || contact.telegramChatId),
  );
  return index < 0 ? undefined : fill(MESSAGES.site.contactNeedsTelegram, { n: index + 1 });
}
