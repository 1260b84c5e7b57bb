/**
 * The Telegram sender through the outbox, against the fake Bot API: a message is sent once with the provider's id;
 * a blocked bot or a missing chat fails at once with Telegram's reason; a 5xx, a 429 or an answer that is not JSON
 * waits and is sent once on a later try.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../db/schema';
import { type FakeTelegram, startFakeTelegram } from '../test/fakeTelegram';
import { build, type TestContext } from '../test/helper';
import { deliverDue, enqueue } from './outbox';
import { telegramSender } from './telegram';

let t: TestContext;
let fake: FakeTelegram;
beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await build({ TELEGRAM_BOT_TOKEN: fake.botToken, TELEGRAM_API_URL: fake.apiUrl }, { demo: false });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const deliver = () =>
  deliverDue(t.database.db, { email: null, sms: null, telegram: telegramSender(t.config.telegram) }, t.app.log, 50);
/** Queues one message to `chat` and answers its outbox row id. */
async function queue(chat: string, body: string) {
  await enqueue(t.database.db, [{ channel: 'telegram', recipient: chat, body }]);
  const [row] = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.body, body));
  return row.id;
}
const row = async (id: number) =>
  (await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0];
/** Makes a waiting message due now (its backoff passed). */
const due = (id: number) =>
  t.database.db.update(notificationOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(notificationOutbox.id, id));
const sentTo = (chat: string) => fake.sent.filter((message) => message.chat_id === chat);

describe('the Telegram sender', () => {
  it('sends the body to the chat and keeps Telegram’s message id', async () => {
    const id = await queue('9001', 'PANIC at Sandton City');
    await deliver();
    const [message] = sentTo('9001');
    expect(message.text).toBe('PANIC at Sandton City');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: String(message.message_id) });
  });

  it.each([
    ['blocked', '9002', 'Forbidden: bot was blocked by the user'],
    ['missing', '9003', 'Bad Request: chat not found'],
  ] as const)('fails a message to a %s chat at once with Telegram’s reason', async (kind, chat, reason) => {
    fake[kind].add(chat);
    const id = await queue(chat, `refused ${kind}`);
    await deliver();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: reason });
    expect(sentTo(chat)).toEqual([]);
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a 429 with retry_after', { status: 429, description: 'Too Many Requests: retry after 3', retryAfter: 3 }],
    ['a page that is not JSON', { status: 502, garbage: '<html>Bad Gateway</html>' }],
  ])('retries after %s and then delivers once', async (_, failure) => {
    const chat = `90${fake.sent.length + 10}`;
    fake.failNext.push(failure);
    const id = await queue(chat, `retried ${chat}`);
    await deliver();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(sentTo(chat)).toEqual([]);
    await deliver();
    expect(sentTo(chat)).toEqual([]); // still waiting its backoff
    await due(id);
    await deliver();
    await deliver();
    expect(sentTo(chat)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
