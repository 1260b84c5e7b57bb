/**
 * The bot's updates: `/start <code>` from a contact's one-time link binds that chat to the contact; anything else
 * gets a short help. Updates are applied in one transaction with the stored offset (telegram_updates), claimed
 * FOR UPDATE, so each update is applied once whichever instance (poller or webhook) read it. The bot's reply to
 * the chat goes through the outbox in the same transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { CONTACT_FLAG_TOPICS } from '../../../../contract/constants';
import { fill, MESSAGES } from '../../../../contract/messages';
import { TELEGRAM_QUIET_RESET_SECONDS, TELEGRAM_UPDATE_REACH } from '../../../../contract/notify';
import type { Db, Tx } from '../../db/client';
import { siteContacts, sites, telegramLinks, telegramUpdates } from '../../db/schema';
import { enqueue } from '../../notify/outbox';

/** The part of a Bot API Update this bot reads. */
export interface Update {
  update_id: number;
  message?: { chat?: { id: number | string }; text?: string };
}

const M = MESSAGES.telegram;
/** `/start <code>` (also `/start@bot <code>` in a group): the code, or null for any other text. */
const startCode = (text = '') => /^\/start(?:@\w+)?\s+([A-Za-z0-9_-]{1,64})\s*$/.exec(text.trim())?.[1] ?? null;

/** 'panics, failed patrols and reports': the topics the contact ticked for Telegram. */
function topicsOf(contact: Record<string, unknown>): string {
  const names = CONTACT_FLAG_TOPICS.filter((topic) => contact[`shouldReceive${topic}Telegram`]).map(
    (topic) => M.topics[topic],
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** What `/start <code>` does: binds the chat when the code is unused and unexpired; answers the reply and its company. */
async function redeem(tx: Tx, code: string, chatId: string, now: Date) {
  const [link] = await tx.select().from(telegramLinks).where(eq(telegramLinks.code, code)).for('update');
  if (!link) return { text: M.linkExpired, companyId: null };
  if (link.usedAt) return { text: M.linkUsed, companyId: link.companyId };
  if (link.expiresAt <= now) return { text: M.linkExpired, companyId: link.companyId };
  await tx.update(telegramLinks).set({ usedAt: now }).where(eq(telegramLinks.id, link.id));
  const [contact] = await tx
    .update(siteContacts)
    .set({ telegramChatId: chatId, telegramLinkedAt: now })
    .where(eq(siteContacts.id, link.contactId))
    .returning();
  const [site] = await tx.select({ name: sites.name }).from(sites).where(eq(sites.id, contact.siteId));
  const topics = topicsOf(contact);
  const values = { site: site.name, name: contact.name, topics };
  return { text: fill(topics ? M.linked : M.linkedNothingYet, values), companyId: link.companyId };
}

/**
 * Applies the updates not applied yet (update_id at or past the stored offset, and within TELEGRAM_UPDATE_REACH of
 * it unless the offset was never set or has been quiet for a week) and moves the offset past them.
 * With `skipLocked` (the poller) it gives up when another instance holds the offset: answers false, and the
 * updates are read again on the next poll. Answers true when the offset was claimed.
 */
export async function applyUpdates(db: Db, updates: Update[], options: { skipLocked?: boolean } = {}) {
  await db.insert(telegramUpdates).values({ id: 1 }).onConflictDoNothing();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(telegramUpdates)
      .where(eq(telegramUpdates.id, 1))
      .for('update', options.skipLocked ? { skipLocked: true } : {});
    if (!row) return false;
    const now = new Date();
    // Only update_ids close to the offset: one far ahead (with the webhook's secret) would hide every real update.
    const quiet = row.nextOffset === 0 || now.getTime() - row.updatedAt.getTime() > TELEGRAM_QUIET_RESET_SECONDS * 1000;
    const fresh = updates.filter(
      ({ update_id: id }) => id >= row.nextOffset && (quiet || id < row.nextOffset + TELEGRAM_UPDATE_REACH),
    );
    fresh.sort((a, b) => a.update_id - b.update_id);
    for (const { message } of fresh) {
      if (message?.chat?.id === undefined) continue;
      const chatId = String(message.chat.id);
      const code = startCode(message.text);
      const reply = code ? await redeem(tx, code, chatId, now) : { text: M.help, companyId: null };
      await enqueue(tx, [
        { companyId: reply.companyId, channel: 'telegram', recipient: chatId, body: reply.text, priority: 0 },
      ]);
    }
    if (fresh.length) {
      await tx
        .update(telegramUpdates)
        .set({ nextOffset: (fresh.at(-1) as Update).update_id + 1, updatedAt: sql`now()` })
        .where(eq(telegramUpdates.id, 1));
    }
    return true;
  });
}

/** The offset the next getUpdates asks from (every update before it is applied). */
export async function nextOffset(db: Db): Promise<number> {
  const [row] = await db.select().from(telegramUpdates).where(eq(telegramUpdates.id, 1));
  return row?.nextOffset ?? 0;
}
