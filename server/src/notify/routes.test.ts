/**
 * /api/v1/notify: which channels are configured, to signed-in console users only; and BulkSMS's delivery reports,
 * posted to the secret URL in its documented shape, marking the SMS BulkSMS named delivered or failed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { type FakeBulkSms, startFakeBulkSms, statusReport } from '../test/fakeBulkSms';
import { type Api, api, rows } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { reportsSecret } from './deliveryReports';
import { deliverDue, enqueue } from './outbox';
import { smsSender } from './sms';

let bare: TestContext;
let t: TestContext;
let fake: FakeBulkSms;
let call: Api;
beforeAll(async () => {
  fake = await startFakeBulkSms();
  bare = await build();
  t = await build({
    SMTP_URL: 'smtp://127.0.0.1:1',
    SMS_API_URL: fake.apiUrl,
    SMS_API_USER: fake.user,
    SMS_API_PASSWORD: fake.password,
  });
  call = api(t);
});
afterAll(async () => {
  await Promise.all([bare.close(), t.close()]);
  await fake.close();
});

describe('GET /api/v1/notify/channels', () => {
  it('says which channels are configured', async () => {
    expect((await call.get('controller', '/api/v1/notify/channels')).json()).toEqual({
      email: true,
      telegram: false,
      sms: true,
    });
    const token = await bare.login('admin@guardforce.co.za');
    expect((await bare.as(token, { method: 'GET', url: '/api/v1/notify/channels' })).json()).toEqual({
      email: false,
      telegram: false,
      sms: false,
    });
  });

  it('answers signed-in console users only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/notify/channels' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MESSAGES.auth.missingToken);
    expect((await call.get('guard', '/api/v1/notify/channels')).statusCode).toBe(403);
  });
});

describe('POST /api/v1/notify/sms/reports/:secret', () => {
  const sms = () => t.config.sms as NonNullable<TestContext['config']['sms']>;
  const url = (secret = reportsSecret(sms())) => `/api/v1/notify/sms/reports/${secret}`;
  const post = (payload: unknown, secret?: string) =>
    t.app.inject({ method: 'POST', url: url(secret), payload: payload as object });
  const delivery = (to: string) =>
    rows<{ delivery_status: string | null; delivered: boolean; provider_message_id: string }>(
      t,
      sql`select delivery_status, delivered_at is not null as delivered, provider_message_id
          from notification_outbox where recipient = ${to}`,
    ).then((found) => found[0]);

  async function sent(to: string) {
    await enqueue(t.database.db, [{ channel: 'sms', recipient: to, body: 'PANIC Sandton 14:32' }]);
    await deliverDue(t.database.db, { email: null, telegram: null, sms: smsSender(sms()) }, t.app.log, 50);
    return (await delivery(to)).provider_message_id;
  }

  it("answers BulkSMS's empty test call, and 404 to a wrong secret or when SMS is not configured", async () => {
    expect((await post([])).json()).toEqual({ updated: 0 });
    const wrong = await post([], 'x'.repeat(40));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(MESSAGES.request.notFound);
    const unconfigured = await bare.app.inject({ method: 'POST', url: url(), payload: [] });
    expect(unconfigured.statusCode).toBe(404);
  });

  it('marks the message BulkSMS reports delivered, and keeps that against a late SENT report', async () => {
    const to = '+27829990001';
    const id = await sent(to);
    expect(await delivery(to)).toMatchObject({ delivery_status: null, delivered: false });
    expect((await post(statusReport(id, to, 'SENT'))).json()).toEqual({ updated: 1 });
    expect(await delivery(to)).toMatchObject({ delivery_status: 'SENT', delivered: false });
    expect((await post(statusReport(id, to, 'DELIVERED'))).json()).toEqual({ updated: 1 });
    expect(await delivery(to)).toMatchObject({ delivery_status: 'DELIVERED', delivered: true });
    expect((await post(statusReport(id, to, 'SENT'))).json()).toEqual({ updated: 0 });
    expect(await delivery(to)).toMatchObject({ delivery_status: 'DELIVERED', delivered: true });
  });

  it('records a failed delivery with its reason, and ignores ids it never sent', async () => {
    const to = '+27829990002';
    const id = await sent(to);
    const reports = [...statusReport(id, to, 'FAILED', 'BLOCKED'), ...statusReport('999999', to, 'DELIVERED')];
    expect((await post(reports)).json()).toEqual({ updated: 1 });
    expect(await delivery(to)).toMatchObject({ delivery_status: 'FAILED.BLOCKED', delivered: false });
  });

  it('refuses a body that is not a list of messages', async () => {
    expect((await post({ id: '1', status: { type: 'DELIVERED' } })).statusCode).toBe(400);
  });
});
