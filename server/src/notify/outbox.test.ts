/**
 * The notification outbox against a real SMTP peer: an outage loses nothing (the message waits with
 * its attempts counted and a later retry), it is delivered once the peer is back, and a channel with
 * no configuration is marked undeliverable instead of retried for ever.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { startSmtpPeer } from '../test/smtp';
import { emailSender } from './email';
import { type Channel, deliverDue, enqueue, MAX_ATTEMPTS, type Sender } from './outbox';

let t: TestContext;
beforeAll(async () => {
  t = await build({}, { demo: false });
});
afterAll(() => t.close());

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
  due_later: boolean;
  sent: boolean;
}

async function outboxRow(recipient: string): Promise<OutboxRow> {
  const [row] = await rows<OutboxRow>(
    t,
    sql`select status, attempts, last_error, next_attempt_at > now() as due_later, sent_at is not null as sent
        from notification_outbox where recipient = ${recipient}`,
  );
  return row;
}

const senders = (email: Sender): Record<Channel, Sender> => ({ email, telegram: null, sms: null });
const deliver = (email: Sender) => deliverDue(t.database.db, senders(email), t.app.log);
const from = 'Patrol Console <alerts@patrol.local>';

describe('deliverDue', () => {
  it('keeps a message through an SMTP outage and delivers it when the peer is back', async () => {
    const peer = await startSmtpPeer();
    const { port, url } = peer;
    await peer.close(); // the peer is down
    const recipient = 'control-room@guardforce.co.za';
    await enqueue(t.database.db, [{ channel: 'email', recipient, subject: 'Panic at Sandton', body: 'Panic alert' }]);

    expect(await deliver(emailSender(url, from))).toBe(1);
    const failed = await outboxRow(recipient);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, due_later: true, sent: false });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    // Not due yet: the next tick leaves it alone.
    expect(await deliver(emailSender(url, from))).toBe(0);
    expect((await outboxRow(recipient)).attempts).toBe(1);

    const back = await startSmtpPeer(port);
    try {
      await rows(t, sql`update notification_outbox set next_attempt_at = now() where recipient = ${recipient}`);
      expect(await deliver(emailSender(url, from))).toBe(1);
      expect(await outboxRow(recipient)).toMatchObject({ status: 'sent', attempts: 2, last_error: null, sent: true });
      expect(back.received).toHaveLength(1);
      expect(back.received[0].to).toEqual([recipient]);
      expect(back.received[0].from).toBe('alerts@patrol.local');
      expect(back.received[0].text).toContain('Subject: Panic at Sandton');
      expect(back.received[0].text).toContain('Panic alert');

      // Sent once: a later tick sends nothing again.
      expect(await deliver(emailSender(url, from))).toBe(0);
      expect(back.received).toHaveLength(1);
    } finally {
      await back.close();
    }
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts with status 'failed'`, async () => {
    const peer = await startSmtpPeer();
    await peer.close();
    const recipient = 'gives-up@guardforce.co.za';
    await enqueue(t.database.db, [{ channel: 'email', recipient, body: 'never arrives' }]);
    await rows(t, sql`update notification_outbox set attempts = ${MAX_ATTEMPTS - 1} where recipient = ${recipient}`);
    await deliver(emailSender(peer.url, from));
    expect(await outboxRow(recipient)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sent: false });
  });

  it.each([
    ['telegram', 'telegram', '123456789', 'telegram is not configured'],
    ['sms', 'sms', '+27821234567', 'sms is not configured'],
    ['email without SMTP_URL', 'email', 'no-smtp@guardforce.co.za', 'email is not configured'],
  ] as const)("marks %s 'undeliverable'", async (_label, channel, recipient, lastError) => {
    await enqueue(t.database.db, [{ channel, recipient, body: 'Device offline' }]);
    await deliver(emailSender(undefined, from));
    expect(await outboxRow(recipient)).toMatchObject({
      status: 'undeliverable',
      attempts: 1,
      last_error: lastError,
      sent: false,
    });
  });
});

describe('fair delivery', () => {
  const flood = 'flood@company-a.example';
  it("serves account mail first, then each company in turn: one company's flood does not hold back another's", async () => {
    await rows(t, sql`update notification_outbox set status = 'sent' where status in ('pending', 'sending')`);
    const made = await rows<{ id: number }>(
      t,
      sql`insert into companies (name, address, contact_person, contact_number, contact_email)
          values ('Flooding Co', 'a', 'a', '0821234567', 'a@a.example'), ('Quiet Co', 'b', 'b', '0821234567', 'b@b.example')
          returning id`,
    );
    const [a, b] = made.map((row) => row.id);
    await enqueue(
      t.database.db,
      Array.from({ length: 50 }, (_, i) => ({
        companyId: a,
        channel: 'email' as const,
        recipient: flood,
        body: `${i}`,
      })),
    );
    await enqueue(t.database.db, [{ companyId: b, channel: 'email', recipient: 'quiet@company-b.example', body: 'x' }]);
    await enqueue(t.database.db, [
      { companyId: a, channel: 'email', recipient: 'reset@company-a.example', body: 'link', priority: 0 },
    ]);
    const order: string[] = [];
    await deliverDue(
      t.database.db,
      senders(async (message) => void order.push(message.recipient)),
      t.app.log,
      5,
    );
    expect(order[0]).toBe('reset@company-a.example');
    expect(order.slice(1, 3).sort()).toEqual([flood, 'quiet@company-b.example']);
    expect(order).toHaveLength(5);
  });

  it('blanks a message that held a single-use link once it is sent, and keeps others as they were', async () => {
    const link = 'https://console.example/resetPassword/abc123secret';
    await enqueue(t.database.db, [
      { channel: 'email', recipient: 'redact@example.com', body: link, redactAfterSend: true, priority: 0 },
      { channel: 'email', recipient: 'keep@example.com', body: 'Panic at Sandton' },
    ]);
    await deliverDue(
      t.database.db,
      senders(async () => undefined),
      t.app.log,
      100,
    );
    const sent = await rows<{ recipient: string; body: string; status: string }>(
      t,
      sql`select recipient, body, status from notification_outbox where recipient in ('redact@example.com', 'keep@example.com')`,
    );
    const by = Object.fromEntries(sent.map((row) => [row.recipient, row]));
    expect(by['redact@example.com'].status).toBe('sent');
    expect(by['redact@example.com'].body).not.toContain('abc123secret');
    expect(by['keep@example.com'].body).toBe('Panic at Sandton');
  });
});
