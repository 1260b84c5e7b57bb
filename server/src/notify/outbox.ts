/**
 * The notification outbox. Messages are stored first (in the caller's transaction when it has one)
 * and delivered by a worker with retries and backoff, so a provider outage loses nothing.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several server instances share the work;
 * sending happens outside any transaction.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db, Tx } from '../db/client';
import { events, notificationOutbox } from '../db/schema';
import { countNotification } from '../metrics/tally';
import { smsNumber } from './phone';

export type Channel = 'email' | 'telegram' | 'sms';
/** A stored file an e-mail carries: `/files/<name>`, and the name it is given (left out: the subject and extension). */
export interface Attachment {
  path: string;
  name?: string;
}
export interface OutboxMessage {
  companyId?: number | null;
  channel: Channel;
  recipient: string;
  subject?: string;
  body: string;
  /** Stored files sent along by e-mail (see Attachment). */
  attachments?: Attachment[];
  /** The report the message carries (its card counts what was sent). */
  reportId?: number;
  /** 0 goes before everything else (account mail such as a password reset); 1 by default. */
  priority?: number;
  /** The body holds a secret (a reset link): blank it once sent or given up. */
  redactAfterSend?: boolean;
  /** The alert (its event guid) the message announces, and the escalation step that sends it. */
  alertGuid?: string;
  escalationStep?: number;
  /** Stored at once as not sendable, with the reason the alert's notifications show. */
  notSent?: { status: 'undeliverable' | 'failed'; reason: string };
}
export type Row = typeof notificationOutbox.$inferSelect;

/** What a provider said when it took a message: its id, for delivery reports. */
export interface Sent {
  providerMessageId?: string;
}

/**
 * A channel's sender: resolves when the provider took the message; throws to retry later, or throws a
 * PermanentFailure when the provider refused it for good (a bad number, a blocked bot). `null` when the channel is
 * not configured.
 */
export type Sender = ((message: Row) => Promise<Sent | undefined>) | null;

/** A provider's refusal that no retry can mend: the message is marked failed at once, with the provider's reason. */
export class PermanentFailure extends Error {}

export const MAX_ATTEMPTS = 8;
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

/** Where a message goes; `refused`: why nothing can be sent there (stored as undeliverable with that reason). */
export interface Address {
  recipient: string;
  refused?: string;
}

/**
 * The message to an address: an SMS goes to the number as E.164; a refused address, or a number SMS cannot reach,
 * is stored at once as not sendable with the reason, so the alert's notifications show it.
 */
export function addressed(message: Omit<OutboxMessage, 'recipient'>, { recipient, refused }: Address): OutboxMessage {
  if (refused) return { ...message, recipient, notSent: { status: 'undeliverable', reason: refused } };
  if (message.channel !== 'sms') return { ...message, recipient };
  const number = smsNumber(recipient);
  if (number.ok) return { ...message, recipient: number.e164 };
  return { ...message, recipient, notSent: { status: 'failed', reason: number.reason } };
}

/** The only way into the outbox: messages to send, and those stored as not sendable (`notSent`). */
export async function enqueue(db: Db | Tx, messages: OutboxMessage[]): Promise<void> {
  const rows = messages.map(({ notSent, ...message }) =>
    notSent ? { ...message, status: notSent.status, lastError: notSent.reason } : message,
  );
  if (rows.length) await db.insert(notificationOutbox).values(rows);
}

/**
 * Messages queued after message `afterId` that are to stay unsent (a demo's history, told of alerts long past): each
 * is recorded as undeliverable with the reason, dated at its alert's time when it announces one.
 */
export async function keepUnsent(db: Db, afterId: number, reason: string): Promise<void> {
  const o = notificationOutbox;
  const waiting = and(gt(o.id, afterId), inArray(o.status, ['pending', 'sending']));
  await db
    .update(o)
    .set({ status: 'undeliverable', lastError: reason, createdAt: events.sentAt })
    .from(events)
    .where(and(waiting, eq(events.eventGuid, o.alertGuid)));
  await db.update(o).set({ status: 'undeliverable', lastError: reason }).where(waiting);
}

/**
 * Claims due messages for a few minutes (a crashed sender's claim runs out and the message is taken again).
 * Served fairly: priority first (account mail before alerts), then each company's oldest message in turn,
 * so one company's flood cannot hold back another's.
 */
async function claimDue(db: Db, batch: number): Promise<Row[]> {
  const o = notificationOutbox;
  const turns = db.$with('turns').as(
    db
      .select({
        id: o.id,
        priority: o.priority,
        turn: sql<number>`row_number() over (partition by ${o.priority}, ${o.companyId} order by ${o.id})`.as('turn'),
      })
      .from(o)
      .where(and(inArray(o.status, ['pending', 'sending']), lte(o.nextAttemptAt, sql`now()`))),
  );
  const fair = db
    .with(turns)
    .select({ id: turns.id })
    .from(turns)
    .orderBy(turns.priority, turns.turn, turns.id)
    .limit(batch);
  const due = db
    .select({ id: o.id })
    .from(o)
    .where(and(inArray(o.id, fair), inArray(o.status, ['pending', 'sending']), lte(o.nextAttemptAt, sql`now()`)))
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(o)
    .set({ status: 'sending', nextAttemptAt: sql`now() + interval '5 minutes'` })
    .where(inArray(o.id, due))
    .returning();
  return inTurn(claimed);
}

/** Sending order: priority first, then each company's messages in turn, oldest first. */
export function inTurn<T extends { id: number; priority: number; companyId: number | null }>(rows: T[]): T[] {
  const turn = new Map<T, number>();
  const seen = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const key = `${row.priority}|${row.companyId}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    turn.set(row, n);
  }
  return [...rows].sort(
    (a, b) => a.priority - b.priority || (turn.get(a) as number) - (turn.get(b) as number) || a.id - b.id,
  );
}

/** A message whose body held a secret keeps only a note once it is settled for good. */
const redacted = (message: Row): Partial<Row> =>
  message.redactAfterSend ? { body: '(removed after sending: it held a single-use link)' } : {};

async function settle(db: Db, id: number, values: Partial<Row>): Promise<void> {
  await db.update(notificationOutbox).set(values).where(eq(notificationOutbox.id, id));
}

/** Messages sent at once: a slow provider (an SMTP server taking a second) must not hold back a burst of panics. */
export const SEND_CONCURRENCY = 8;

async function deliver(db: Db, senders: Record<Channel, Sender>, log: Logger, message: Row): Promise<void> {
  const send = senders[message.channel as Channel];
  const attempts = message.attempts + 1;
  if (!send) {
    log.warn({ id: message.id, channel: message.channel }, 'notification undeliverable: channel not configured');
    countNotification(message.channel, 'undeliverable');
    await settle(db, message.id, {
      ...redacted(message),
      status: 'undeliverable',
      attempts,
      lastError: `${message.channel} is not configured`,
    });
    return;
  }
  try {
    const sent = await send(message);
    await settle(db, message.id, {
      status: 'sent',
      attempts,
      sentAt: new Date(),
      lastError: null,
      providerMessageId: sent?.providerMessageId ?? null,
      ...redacted(message),
    });
    countNotification(message.channel, 'sent');
  } catch (error) {
    const failed = attempts >= MAX_ATTEMPTS || error instanceof PermanentFailure;
    log.warn(
      { id: message.id, attempts, err: error },
      failed ? 'notification failed for good' : 'notification will be retried',
    );
    await settle(db, message.id, {
      ...(failed ? redacted(message) : {}),
      status: failed ? 'failed' : 'pending',
      attempts,
      lastError: String((error as Error).message ?? error),
      nextAttemptAt: new Date(Date.now() + backoffSeconds(attempts) * 1000),
    });
    countNotification(message.channel, failed ? 'failed' : 'retry');
  }
}

/**
 * Delivers what is due, at most `batch` messages, SEND_CONCURRENCY at a time, started in their turn; returns how
 * many were handled.
 */
export async function deliverDue(db: Db, senders: Record<Channel, Sender>, log: Logger, batch = 20): Promise<number> {
  const due = await claimDue(db, batch);
  const queue = [...due];
  const lane = async () => {
    for (let message = queue.shift(); message; message = queue.shift()) await deliver(db, senders, log, message);
  };
  await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, due.length) }, lane));
  return due.length;
}
