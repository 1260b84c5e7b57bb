/**
 * Unread counts per site, kept on the server for each employee: a read marker per employee and site
 * (messages created before it are read) that only moves forward. An employee's own messages are never
 * unread to them.
 */
import { and, eq, isNull, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ChatUnread } from '../../../../contract/chat';
import type { Db } from '../../db/client';
import { chatMessages, chatReads } from '../../db/schema';
import { epochSeconds } from '../../time';
import { listSites } from '../site/service';

/** Per site with messages (of those `where` picks): the employee's unread count and the newest message's time. */
async function countsBySite(db: Db, employeeId: number, where: SQL) {
  const unread = and(
    or(isNull(chatReads.readAt), sql`${chatMessages.createdAt} >= ${chatReads.readAt}`),
    or(isNull(chatMessages.userId), ne(chatMessages.userId, employeeId)),
  );
  const rows = await db
    .select({
      siteId: chatMessages.siteId,
      unread: sql<number>`(count(*) filter (where ${unread}))::int`,
      lastMessageAt: max(chatMessages.createdAt),
    })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.siteId, chatMessages.siteId), eq(chatReads.employeeId, employeeId)))
    .where(where)
    .groupBy(chatMessages.siteId);
  return new Map(
    rows.map((row) => [
      row.siteId,
      { unread: row.unread, lastMessageAt: row.lastMessageAt ? epochSeconds(row.lastMessageAt) : null },
    ]),
  );
}

const none = { unread: 0, lastMessageAt: null };

/** Every site of the company with the employee's unread count: sites with unread messages first, then by name. */
export async function unreadBySite(db: Db, employeeId: number, companyId: number): Promise<ChatUnread[]> {
  const [{ rows: sites }, counts] = await Promise.all([
    listSites(db, companyId, {}),
    countsBySite(db, employeeId, eq(chatMessages.companyId, companyId)),
  ]);
  const list = sites.map((site) => ({ siteId: site.id, siteName: site.name, ...(counts.get(site.id) ?? none) }));
  return [...list.filter((site) => site.unread > 0), ...list.filter((site) => site.unread === 0)];
}

/**
 * Moves the employee's marker of a site to just after second `readAt` (absent: past every message so
 * far), never beyond the newest message or now, and never backwards.
 */
export async function markRead(db: Db, employeeId: number, siteId: number, readAt?: number) {
  const [newest] = await db
    .select({ at: max(chatMessages.createdAt) })
    .from(chatMessages)
    .where(eq(chatMessages.siteId, siteId));
  const limit = Math.max(Date.now(), (newest?.at?.getTime() ?? 0) + 1);
  const marker = new Date(readAt === undefined ? limit : Math.min((readAt + 1) * 1000, limit));
  await db
    .insert(chatReads)
    .values({ employeeId, siteId, readAt: marker })
    .onConflictDoUpdate({
      target: [chatReads.employeeId, chatReads.siteId],
      set: { readAt: sql`greatest(${chatReads.readAt}, excluded.read_at)` },
    });
}

/** The employee's unread count of one site, as the site list shows it. */
export async function unreadOfSite(
  db: Db,
  employeeId: number,
  site: { id: number; name: string },
): Promise<ChatUnread> {
  const counts = await countsBySite(db, employeeId, eq(chatMessages.siteId, site.id));
  return { siteId: site.id, siteName: site.name, ...(counts.get(site.id) ?? none) };
}
