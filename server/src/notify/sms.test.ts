/**
 * SMS through the outbox against a loopback fake of BulkSMS: a provider down for two minutes (of the outbox's
 * clock) then back delivers everything once; a garbled answer and a hanging provider are retried; a refused
 * number or token is failed at once with the provider's reason; Ghana is refused without asking the provider;
 * a worker that dies mid-send does not make the message go twice.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { type FakeBulkSms, startFakeBulkSms } from '../test/fakeBulkSms';
import { rows } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { deliverDue, enqueue, type Sender } from './outbox';
import { smsSender } from './sms';

let t: TestContext;
let fake: FakeBulkSms;
beforeAll(async () => {
  t = await build({}, { demo: false });
});
afterAll(() => t.close());
beforeEach(async () => {
  fake = await startFakeBulkSms();
});
afterEach(() => fake.close());

const config = () => ({ apiUrl: fake.apiUrl, user: fake.user, password: fake.password });
/** The provider's answer time allowed: generous (a loaded machine), short where a test makes it hang. */
const ANSWER_MS = 5_000;
const HANG_MS = 300;
const deliver = (sms: Sender = smsSender(config(), ANSWER_MS)) =>
  deliverDue(t.database.db, { email: null, telegram: null, sms }, t.app.log, 50);

interface Sms {
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
}
const outbox = (where: SQL) =>
  rows<Sms>(
    t,
    sql`select recipient, status, attempts, last_error, provider_message_id from notification_outbox
        where channel = 'sms' and ${where} order by id`,
  );
const numbers = (n: number, start: number) => Array.from({ length: n }, (_, i) => `+2782${start + i}`);
const queue = (recipients: string[], body = 'PANIC Sandton 14:32: Handset 3 raised a panic.') =>
  enqueue(
    t.database.db,
    recipients.map((recipient) => ({ channel: 'sms' as const, recipient, body })),
  );
const of = (recipients: string[]) => sql`recipient in ${recipients}`;

/** Lets `seconds` of the outbox's clock pass: what was due later is due that much sooner. */
const pass = (seconds: number) =>
  rows(
    t,
    sql`update notification_outbox set next_attempt_at = next_attempt_at - make_interval(secs => ${seconds})
        where status in ('pending', 'sending')`,
  );

describe('BulkSMS', () => {
  it('posts {to, body} with the token, and keeps the id BulkSMS gave the message', async () => {
    const to = numbers(1, 1000001);
    await queue(to);
    await queue(['27 82 100 0002'], 'Sandton: Zoë 😀 needs a call');
    await deliver();
    expect(fake.received.map(({ to, body, encoding }) => ({ to, body, encoding }))).toEqual([
      { to: '+27821000001', body: 'PANIC Sandton 14:32: Handset 3 raised a panic.', encoding: 'TEXT' },
      { to: '+27821000002', body: 'Sandton: Zoë 😀 needs a call', encoding: 'UNICODE' },
    ]);
    const [sent] = await outbox(of(to));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(sent.provider_message_id).toBe(fake.received[0].id);
  });

  it('delivers everything once after two minutes of a provider answering 503', async () => {
    const to = numbers(6, 1000100);
    await queue(to);
    fake.mode = 'down';
    let clock = 0;
    while ((await outbox(sql`${of(to)} and status <> 'sent'`)).length && clock < 3600) {
      fake.mode = clock < 120 ? 'down' : 'ok';
      await deliver();
      await pass(15);
      clock += 15;
    }
    const settled = await outbox(of(to));
    expect(settled.map((m) => m.status)).toEqual(Array(6).fill('sent'));
    expect(Math.min(...settled.map((m) => m.attempts))).toBeGreaterThan(1);
    const got = fake.received.map((m) => m.to).filter((n) => to.includes(n));
    expect(got.sort()).toEqual([...to].sort());
  });

  it('retries a garbled answer and a provider that does not answer, then delivers once', async () => {
    const to = numbers(2, 1000200);
    await queue(to.slice(0, 1));
    fake.mode = 'garbage';
    await deliver(smsSender(config(), HANG_MS));
    fake.mode = 'hang';
    await queue(to.slice(1));
    await pass(3600);
    await deliver(smsSender(config(), HANG_MS));
    const waiting = await outbox(of(to));
    expect(waiting.map((m) => [m.status, m.attempts])).toEqual([
      ['pending', 2],
      ['pending', 1],
    ]);
    expect(waiting[0].last_error).toMatch(/unreachable: no answer in 0.3 s/);
    expect(waiting[1].last_error).toMatch(/unreachable: no answer in 0.3 s/);

    fake.mode = 'ok';
    await pass(3600);
    await deliver();
    expect((await outbox(of(to))).map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(fake.received.map((m) => m.to).filter((n) => to.includes(n))).toEqual(to);
  });

  it('records a garbled 201 as a retry with what the provider said', async () => {
    const to = numbers(1, 1000250);
    await queue(to);
    fake.mode = 'garbage';
    await deliver();
    const [row] = await outbox(of(to));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/not JSON: <html>/);
  });

  it("fails a number the provider refuses at once, with the provider's reason", async () => {
    const [bad, good] = numbers(2, 1000300);
    fake.badNumbers.add(bad);
    await queue([bad, good]);
    await deliver();
    expect(await outbox(of([bad, good]))).toMatchObject([
      {
        status: 'failed',
        attempts: 1,
        last_error: `BulkSMS refused the message (400): Bad Request: No route to the number ${bad}.`,
      },
      { status: 'sent', attempts: 1 },
    ]);
  });

  it('fails every message at once when the token is refused', async () => {
    const to = numbers(1, 1000400);
    await queue(to);
    await deliver(smsSender({ ...config(), password: 'wrong' }, ANSWER_MS));
    expect(await outbox(of(to))).toMatchObject([
      {
        status: 'failed',
        attempts: 1,
        last_error: 'BulkSMS refused the message (401): Authentication Failed: Your credentials are not valid.',
      },
    ]);
  });

  it('refuses a Ghanaian number without asking the provider', async () => {
    const to = ['+233241234567'];
    await queue(to);
    await deliver();
    expect(await outbox(of(to))).toMatchObject([
      { status: 'failed', attempts: 1, last_error: MESSAGES.notify.smsGhana },
    ]);
    expect(fake.requests).toBe(0);
  });

  it('sends nothing twice when the worker dies after the provider took the message', async () => {
    const to = numbers(1, 1000500);
    await queue(to);
    const real = smsSender(config(), ANSWER_MS) as NonNullable<Sender>;
    // The first worker hands the message over and dies before it can mark it sent.
    let handedOver!: () => void;
    const taken = new Promise<void>((resolve) => {
      handedOver = resolve;
    });
    void deliver(async (message) => {
      await real(message);
      handedOver();
      return new Promise(() => {});
    });
    await taken;
    expect(fake.received.filter((m) => m.to === to[0])).toHaveLength(1);
    // A new worker leaves the message alone while the dead one's claim holds…
    expect(await outbox(of(to))).toMatchObject([{ status: 'sending' }]);
    await deliver();
    expect(fake.posted.filter((n) => n === to[0])).toHaveLength(1);
    // …and takes it again once the claim (5 minutes) runs out: the same deduplication-id, nothing sent again.
    await pass(5 * 60);
    await deliver();
    const [row] = await outbox(of(to));
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      provider_message_id: fake.received.find((m) => m.to === to[0])?.id,
    });
    expect(fake.posted.filter((n) => n === to[0])).toHaveLength(2);
    expect(fake.received.filter((m) => m.to === to[0])).toHaveLength(1);
  });
});
