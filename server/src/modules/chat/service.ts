/**
 * The site chat: a message from a handset or a console is stored with its sender's name and then sent
 * live to the company's consoles on `chat-qa.message`, the same payload either way.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ChatMessage } from '../../../../contract/chat';
import { SOCKET_EVENTS } from '../../../../contract/events';
import { MESSAGES } from '../../../../contract/messages';
import type { Db, Tx } from '../../db/client';
import { chatMessages, employees } from '../../db/schema';
import type { Emit } from '../../events/emit';
import { type EventHandler, eventBase } from '../../events/handsetEvent';
import { notFound } from '../../http/errors';
import { epochSeconds } from '../../time';
import { storeEvent } from '../alert/store';

type Row = typeof chatMessages.$inferSelect;

/** A stored message as the wire carries it (times in epoch seconds). */
export const onWire = (row: Row): ChatMessage => ({ ...row, createdAt: epochSeconds(row.createdAt) });

/** Stores a message of a site's chat: what to emit once it is committed. */
export async function storeChatMessage(
  db: Db | Tx,
  values: Omit<typeof chatMessages.$inferInsert, 'id'>,
): Promise<Emit<typeof SOCKET_EVENTS.chatMessage>> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return { companyId: row.companyId, event: SOCKET_EVENTS.chatMessage, payload: onWire(row) };
}

/** The name a message is sent under: the employee's name and surname. */
export async function senderName(db: Db | Tx, employeeId: number): Promise<string | null> {
  const [employee] = await db
    .select({ name: employees.name, surname: employees.surname })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return employee ? `${employee.name} ${employee.surname}` : null;
}

export const handleChatMessage: EventHandler<'chatMessage'> = async (tx, origin, event) => {
  const base = eventBase(event);
  const stored = await storeEvent(tx, origin, { ...base, type: 'chatMessage' });
  if (!stored || !origin.site) return null;
  const name = origin.employeeId ? await senderName(tx, origin.employeeId) : null;
  return [
    await storeChatMessage(tx, {
      eventGuid: event.eventGuid,
      companyId: origin.companyId,
      siteId: origin.site.id,
      userId: origin.employeeId ?? null,
      deviceId: origin.device?.id ?? null,
      senderName: name ?? origin.device?.deviceName ?? MESSAGES.chat.handsetSender,
      message: event.message,
      imageUrl: event.imageUrl ?? null,
      createdAt: base.sentAt,
    }),
  ];
};

async function senderOf(db: Db, employeeId: number): Promise<string> {
  const name = await senderName(db, employeeId);
  if (name === null) throw notFound(MESSAGES.employee.notFound);
  return name;
}

/** A console user's message to a site's chat, sent under the user's own name; the eventGuid is made here. */
export async function postChatMessage(
  db: Db,
  sender: { employeeId: number },
  site: { id: number; companyId: number },
  content: { message: string; imageUrl: string | null },
) {
  return storeChatMessage(db, {
    eventGuid: randomUUID(),
    companyId: site.companyId,
    siteId: site.id,
    userId: sender.employeeId,
    deviceId: null,
    senderName: await senderOf(db, sender.employeeId),
    message: content.message,
    imageUrl: content.imageUrl,
  });
}
