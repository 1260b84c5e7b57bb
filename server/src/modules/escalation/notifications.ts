/** The messages an alert caused: its first word and each escalation step's, as the alert dialog lists them. */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { AlertNotification } from '../../../../contract/escalation';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { events, notificationOutbox } from '../../db/schema';
import { notFound } from '../../http/errors';
import { epochSecondsOrNull } from '../../time';
import { maskReason, maskRecipient } from './mask';

/** The company the alert belongs to; 404 when there is no such alert. */
export async function alertCompany(db: Db, eventGuid: string): Promise<number> {
  const [event] = await db
    .select({ companyId: events.companyId })
    .from(events)
    .where(and(eq(events.eventGuid, eventGuid), notInArray(events.type, ['deviceLocation', 'deviceStatus'])));
  if (!event) throw notFound(MESSAGES.escalation.alertNotFound);
  return event.companyId;
}

export async function alertNotifications(db: Db, eventGuid: string): Promise<AlertNotification[]> {
  const o = notificationOutbox;
  const rows = await db
    .select()
    .from(o)
    .where(eq(o.alertGuid, eventGuid))
    .orderBy(asc(o.createdAt), asc(o.id))
    .limit(1000);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel as AlertNotification['channel'],
    // A contact not connected to Telegram has no chat to mask: the row names the contact.
    recipient:
      row.lastError === MESSAGES.telegram.notConnected ? row.recipient : maskRecipient(row.channel, row.recipient),
    step: row.escalationStep,
    createdAt: epochSecondsOrNull(row.createdAt) as number,
    status: row.status,
    sentAt: epochSecondsOrNull(row.sentAt),
    deliveredAt: epochSecondsOrNull(row.deliveredAt),
    deliveryStatus: row.deliveryStatus,
    lastError: maskReason(row.channel, row.recipient, row.lastError),
  }));
}
