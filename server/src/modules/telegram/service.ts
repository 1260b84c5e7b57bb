/**
 * A site contact's Telegram link: a one-time code the console shows as a deep link (t.me/<bot>?start=<code>),
 * its state, and unlinking. The contact's chat is bound when the bot sees `/start <code>` (./updates.ts).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import { type Actor, withActor } from '../../db/actor';
import type { Db, Tx } from '../../db/client';
import { siteContacts, sites, telegramLinks } from '../../db/schema';
import { notFound } from '../../http/errors';
import { assertOwned } from '../../plugins/auth';
import { epochSeconds } from '../../time';

/** How long a link's code may be used (documented in docs/configuration.md, 'Telegram'). */
export const LINK_MINUTES = 30;
const M = MESSAGES.telegram;

/** The contact and its site's company, if the actor may touch it; 404 otherwise (another company's contact too). */
async function requireContact(db: Db | Tx, actor: Actor, contactId: number) {
  const [contact] = await db
    .select({
      id: siteContacts.id,
      companyId: sites.companyId,
      telegramChatId: siteContacts.telegramChatId,
      telegramLinkedAt: siteContacts.telegramLinkedAt,
    })
    .from(siteContacts)
    .innerJoin(sites, eq(sites.id, siteContacts.siteId))
    .where(eq(siteContacts.id, contactId));
  if (!contact) throw notFound(M.contactNotFound);
  assertOwned(actor, contact.companyId, M.contactNotFound);
  return contact;
}

/** A new one-time code for the contact, valid for LINK_MINUTES (older codes stay valid until they expire). */
export function createLink(db: Db, actor: Actor, contactId: number, now = new Date()) {
  return withActor(db, actor, async (tx) => {
    const contact = await requireContact(tx, actor, contactId);
    // 18 random bytes: 24 characters of [A-Za-z0-9_-], what a deep link's start parameter allows.
    const code = randomBytes(18).toString('base64url');
    const expiresAt = new Date(now.getTime() + LINK_MINUTES * 60_000);
    await tx.insert(telegramLinks).values({ code, companyId: contact.companyId, contactId, expiresAt });
    return { code, expiresAt };
  });
}

/** Whether the contact's chat is bound, and since when (epoch seconds). */
export async function linkState(db: Db, actor: Actor, contactId: number) {
  const { telegramChatId, telegramLinkedAt } = await requireContact(db, actor, contactId);
  return { linked: !!telegramChatId, telegramLinkedAt: telegramLinkedAt && epochSeconds(telegramLinkedAt) };
}

/** Forgets the contact's chat: nothing more is sent to it until the contact links again. */
export function unlink(db: Db, actor: Actor, contactId: number) {
  return withActor(db, actor, async (tx) => {
    await requireContact(tx, actor, contactId);
    await tx
      .update(siteContacts)
      .set({ telegramChatId: null, telegramLinkedAt: null })
      .where(eq(siteContacts.id, contactId));
  });
}
