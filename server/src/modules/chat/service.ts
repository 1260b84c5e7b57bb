/** The site's chat: a handset's chat message is stored with its sender's name and sent live. */
import { eq } from 'drizzle-orm';
import { SOCKET_EVENTS } from '../../../../contract/events';
import { MESSAGES } from '../../../../contract/messages';
import { chatMessages, employees } from '../../db/schema';
import { epochSeconds } from '../../events/emit';
import { type EventHandler, eventBase } from '../../events/handsetEvent';
import { storeEvent } from '../alert/store';

export const handleChatMessage: EventHandler<'chatMessage'> = async (tx, origin, event) => {
  const base = eventBase(event);
  const stored = await storeEvent(tx, origin, { ...base, type: 'chatMessage' });
  if (!stored || !origin.site) return null;
  const [employee] = await tx
    .select({ name: employees.name, surname: employees.surname })
    .from(employees)
    .where(eq(employees.id, origin.employeeId as number));
  const [message] = await tx
    .insert(chatMessages)
    .values({
      eventGuid: event.eventGuid,
      companyId: origin.companyId,
      siteId: origin.site.id,
      userId: origin.employeeId ?? null,
      deviceId: origin.device?.id ?? null,
      senderName: employee
        ? `${employee.name} ${employee.surname}`
        : (origin.device?.deviceName ?? MESSAGES.chat.handsetSender),
      message: event.message,
      imageUrl: event.imageUrl ?? null,
      createdAt: base.sentAt,
    })
    .returning();
  return [
    {
      companyId: origin.companyId,
      event: SOCKET_EVENTS.chatMessage,
      payload: { ...message, createdAt: epochSeconds(message.createdAt) },
    },
  ];
};
