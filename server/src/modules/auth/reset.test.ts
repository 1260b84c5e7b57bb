/**
 * Password reset end to end with a real SMTP peer: the request, the e-mail with its link,
 * the single-use code, expiry, and the rules of the reset form.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { emailSender } from '../../notify/email';
import { deliverDue } from '../../notify/outbox';
import { count, rows } from '../../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../../test/helper';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp';

const PUBLIC_URL = 'https://console.guardforce.example';
let t: TestContext;
let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await build({ SMTP_URL: peer.url, PUBLIC_URL, OUTBOX_INTERVAL_MS: '20' });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const AU = MESSAGES.auth;

/** What the outbox worker started by main.ts does on each tick. */
const deliver = () =>
  deliverDue(
    t.database.db,
    { email: emailSender(t.config.smtpUrl, t.config.mailFrom), telegram: null, sms: null },
    t.app.log,
  );

const requestReset = (emailAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/profile/resetPassword', payload: { emailAddress } });
const resetWeb = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/profile/resetPasswordWeb', payload });
const login = (emailAddress: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { emailAddress, password } });

const mailsTo = (address: string) => peer.received.filter((mail) => mail.to.includes(address));

/** Asks for a reset, lets the outbox deliver it, and reads the code from the e-mail's link. */
async function codeFor(emailAddress: string): Promise<string> {
  const before = mailsTo(emailAddress).length;
  expect((await requestReset(emailAddress)).statusCode).toBe(200);
  await deliver();
  const mails = mailsTo(emailAddress);
  expect(mails).toHaveLength(before + 1);
  const link = mails[mails.length - 1].text.match(/(\S+)\/resetPassword\/([A-Za-z0-9_-]+)/);
  if (!link) throw new Error('no reset link in the e-mail');
  return link[2];
}

describe('POST /api/v1/profile/resetPassword', () => {
  it('goes out ahead of alert mail, and its link is not kept readable in the outbox once sent', async () => {
    const code = await codeFor(ACCOUNTS.controller);
    const [row] = await rows<{ body: string; priority: number; status: string }>(
      t,
      sql`select body, priority, status from notification_outbox where recipient = ${ACCOUNTS.controller} order by id desc limit 1`,
    );
    expect(row).toMatchObject({ priority: 0, status: 'sent' });
    expect(row.body).not.toContain(code);
  });

  it('answers the same for a known and an unknown address; only the known one gets an e-mail', async () => {
    const before = peer.received.length;
    const known = await requestReset(ACCOUNTS.controller);
    const unknown = await requestReset('nobody@nowhere.co.za');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AU.resetLinkSent });
    expect(unknown.json()).toEqual(known.json());

    expect(await deliver()).toBe(1);
    expect(peer.received).toHaveLength(before + 1);
    const [mail] = peer.received.slice(before);
    expect(mail.to).toEqual([ACCOUNTS.controller]);
    expect(mailsTo('nobody@nowhere.co.za')).toEqual([]);
    expect(await count(t, 'notification_outbox', sql`recipient = 'nobody@nowhere.co.za'`)).toBe(0);
  });

  it('e-mails a link to /resetPassword/{code} on PUBLIC_URL, from MAIL_FROM', async () => {
    const before = peer.received.length;
    await requestReset(ACCOUNTS.admin);
    await deliver();
    const [mail] = peer.received.slice(before);
    expect(mail.from).toBe('no-reply@patrol.local');
    expect(mail.text).toMatch(/^Subject: .*password/im);
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/resetPassword/[A-Za-z0-9_-]{20,}(\\s|$)`));
    const [row] = await rows<{ status: string }>(
      t,
      sql`select status from notification_outbox where recipient = ${ACCOUNTS.admin} order by id desc limit 1`,
    );
    expect(row.status).toBe('sent');
  });

  it('finds the account whatever the case of the address', async () => {
    const before = mailsTo(ACCOUNTS.otherAdmin).length;
    await requestReset(ACCOUNTS.otherAdmin.toUpperCase());
    await deliver();
    expect(mailsTo(ACCOUNTS.otherAdmin)).toHaveLength(before + 1);
  });

  it('refuses a body without an address with the spec message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/profile/resetPassword', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AU.resetFailed);
  });
});

describe('POST /api/v1/profile/resetPasswordWeb', () => {
  const account = 'lerato.nkosi@guardforce.co.za';
  const oldPassword = 'Patrol123!';
  const newPassword = 'Lerato-New-2024';

  it('sets the new password with the e-mailed code: the new one signs in, the old one no longer', async () => {
    const code = await codeFor(account);
    const response = await resetWeb({ code, password: newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AU.passwordUpdated });
    expect((await login(account, newPassword)).statusCode).toBe(200);
    expect((await login(account, oldPassword)).statusCode).toBe(401);
  });

  it('takes each code once: a second use → 400 and the password stays', async () => {
    const code = await codeFor(ACCOUNTS.otherController);
    expect((await resetWeb({ code, password: 'First-Reset-1' })).statusCode).toBe(200);
    const again = await resetWeb({ code, password: 'Second-Reset-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: AU.resetCodeInvalid });
    expect((await login(ACCOUNTS.otherController, 'First-Reset-1')).statusCode).toBe(200);
    expect((await login(ACCOUNTS.otherController, 'Second-Reset-2')).statusCode).toBe(401);
  });

  it('refuses an expired code with 400 and keeps the old password', async () => {
    const emailAddress = 'riaan.petersen@capeshield.co.za';
    const code = await codeFor(emailAddress);
    await rows(
      t,
      sql`update password_reset_codes set expires_at = now() - interval '1 second'
          where employee_id = (select id from employees where email_address = ${emailAddress})`,
    );
    const response = await resetWeb({ code, password: 'Too-Late-123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: AU.resetCodeInvalid });
    expect((await login(emailAddress, oldPassword)).statusCode).toBe(200);
  });

  it('refuses a made-up code with 400', async () => {
    const response = await resetWeb({ code: 'not-a-code-we-ever-sent', password: 'Whatever-123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: AU.resetCodeInvalid });
  });

  it('a code for one account never changes another', async () => {
    const code = await codeFor('tshepo.molefe@guardforce.co.za');
    expect((await resetWeb({ code, password: 'Tshepo-New-99' })).statusCode).toBe(200);
    expect((await login('ayanda.mthembu@guardforce.co.za', oldPassword)).statusCode).toBe(200);
    expect((await login('ayanda.mthembu@guardforce.co.za', 'Tshepo-New-99')).statusCode).toBe(401);
  });

  it.each([
    [{ password: 'Long-Enough-1' }, AU.fillAllFields],
    [{ code: '', password: 'Long-Enough-1' }, AU.fillAllFields],
    [{ code: 'abc' }, AU.fillAllFields],
    [{ code: 'abc', password: '' }, AU.fillAllFields],
    [{ code: 'abc', password: 'short' }, AU.passwordTooShort],
    [{ code: 'abc', password: 'x'.repeat(129) }, AU.passwordTooShort],
  ])('validates %j → %s', async (payload, message) => {
    const response = await resetWeb(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('a valid code is not used up by a refused password', async () => {
    const code = await codeFor('johannes.botha@guardforce.co.za');
    expect((await resetWeb({ code, password: 'short' })).statusCode).toBe(400);
    expect((await resetWeb({ code, password: 'Johannes-New-1' })).statusCode).toBe(200);
    expect((await login('johannes.botha@guardforce.co.za', 'Johannes-New-1')).statusCode).toBe(200);
  });
});
