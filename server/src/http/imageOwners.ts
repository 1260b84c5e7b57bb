/** Which companies' records (clock-ins, chat messages) refer to stored images: what makes a file a company's. */
import { inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { attendance, chatMessages } from '../db/schema';

/** Each image URL with the companies whose records refer to it (a URL no record names is absent). */
export async function imageOwners(db: Db, urls: string[]): Promise<Map<string, number[]>> {
  const owners = new Map<string, number[]>();
  if (!urls.length) return owners;
  const rows = await union(
    db
      .select({ url: attendance.imageUrl, companyId: attendance.companyId })
      .from(attendance)
      .where(inArray(attendance.imageUrl, urls)),
    db
      .select({ url: chatMessages.imageUrl, companyId: chatMessages.companyId })
      .from(chatMessages)
      .where(inArray(chatMessages.imageUrl, urls)),
  );
  for (const { url, companyId } of rows) {
    if (url === null) continue;
    owners.set(url, [...(owners.get(url) ?? []), companyId]);
  }
  return owners;
}
