/**
 * Reading a site's chat a page at a time. The console pages back in time by `createdAt` (epoch seconds):
 * a page never splits a second, so asking for what came before its oldest second loses nothing and
 * repeats nothing. The handset reads forward by message id, so a message stored late (a handset back in
 * coverage, its clock behind) is still delivered.
 */
import { and, asc, desc, eq, gt, gte, lt } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, HANDSET_CHAT_PAGE_SIZE } from '../../../../contract/chat';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { dateAt, epochSeconds } from '../../time';
import { onWire } from './service';

const ofSite = (siteId: number) => eq(chatMessages.siteId, siteId);
const wholeSecond = (date: Date) => new Date(epochSeconds(date) * 1000);

/** The newest page of the site's messages before `before` (epoch seconds; 0: the newest), oldest first. */
export async function chatPage(db: Db, siteId: number, before: number) {
  const upper = before ? lt(chatMessages.createdAt, dateAt(before)) : undefined;
  const [edge] = await db
    .select({ createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(ofSite(siteId), upper))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1)
    .offset(CHAT_PAGE_SIZE - 1);
  // The page runs from the start of its oldest message's second.
  const from = edge ? wholeSecond(edge.createdAt) : undefined;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(ofSite(siteId), upper, from && gte(chatMessages.createdAt, from)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  const earlier = from
    ? await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(ofSite(siteId), lt(chatMessages.createdAt, from)))
        .limit(1)
    : [];
  return { messages: rows.map(onWire), hasEarlier: earlier.length > 0 };
}

/** The site's messages stored after message `afterId` (absent: the newest), in the order they were stored. */
export async function handsetChat(db: Db, siteId: number, afterId?: number) {
  if (afterId === undefined) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(ofSite(siteId))
      .orderBy(desc(chatMessages.id))
      .limit(HANDSET_CHAT_PAGE_SIZE);
    return { messages: rows.reverse().map(onWire), hasMore: false };
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(ofSite(siteId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(HANDSET_CHAT_PAGE_SIZE + 1);
  return { messages: rows.slice(0, HANDSET_CHAT_PAGE_SIZE).map(onWire), hasMore: rows.length > HANDSET_CHAT_PAGE_SIZE };
}
