/**
 * Linking a site contact's Telegram chat end to end, against the fake Bot API: the console asks for a deep link,
 * the contact presses Start (an update /start <code> the polling job reads), the chat is bound and the bot replies;
 * a used or expired code is refused with a reply; roles and companies are enforced; the webhook does the same.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, MESSAGES } from '../../../../contract/messages';
import { buildApp } from '../../app';
import { ensureSysadmin } from '../../db/demo/accounts';
import { siteContacts, telegramLinks } from '../../db/schema';
import { startTelegramUpdates } from '../../jobs/telegramUpdates';
import { deliverDue } from '../../notify/outbox';
import { telegramSender } from '../../notify/telegram';
import { type FakeTelegram, startFakeTelegram } from '../../test/fakeTelegram';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { createSite } from '../../test/siteArea';
import { webhookSecret } from './webhook';

let t: TestContext;
let call: Api;
let fake: FakeTelegram;
let updates: { stop(): Promise<void> };
let contactId: number;
let siteName: string;

const M = MESSAGES.telegram;
const POLL = { timeout: 15_000, interval: 50 };

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await build({ TELEGRAM_BOT_TOKEN: fake.botToken, TELEGRAM_API_URL: fake.apiUrl });
  call = api(t);
  siteName = `Telegram Site ${Date.now()}`;
  const siteId = await createSite(call, 'admin', {
    name: siteName,
    contacts: [
      {
        name: 'Thandi Mokoena',
        contactNumber: '+27821234567',
        emailAddress: 'thandi@client.example.co.za',
        shouldReceivePanicsPhone: true,
      },
    ],
  });
  contactId = (await call.get('admin', `/api/v1/site/${siteId}`)).json().contacts[0].id;
  updates = startTelegramUpdates(t.database.db, t.config, t.app.log);
});
afterAll(async () => {
  await updates?.stop();
  await t?.close();
  await fake?.close();
});

const link = async (account: 'admin' | 'sysadmin' = 'admin', id = contactId) =>
  t.as(await call.token(account), { method: 'POST', url: `/api/v1/telegram/link/${id}` });
const webhookPath = () =>
  `/api/v1/telegram/webhook/${webhookSecret(t.config.telegram as NonNullable<typeof t.config.telegram>)}`;
const codeOf = (deepLink: string) => new URL(deepLink).searchParams.get('start') as string;
const contact = async () => (await t.database.db.select().from(siteContacts).where(eq(siteContacts.id, contactId)))[0];
/** Sends what the outbox holds (the bot's replies) to the fake. */
const deliver = () =>
  deliverDue(t.database.db, { email: null, sms: null, telegram: telegramSender(t.config.telegram) }, t.app.log, 50);
const deliveredTo = async (chatId: number) => {
  await deliver();
  return repliesTo(chatId);
};
const repliesTo = (chatId: number) =>
  fake.sent.filter((message) => message.chat_id === String(chatId)).map((m) => m.text);

describe('linking a contact through the bot', () => {
  it('answers a deep link to the bot with a one-time code and its expiry', async () => {
    const response = await link();
    expect(response.statusCode).toBe(200);
    const { link: deepLink, expiresAt } = response.json();
    expect(deepLink).toMatch(/^https:\/\/t\.me\/PatrolTestBot\?start=[A-Za-z0-9_-]{24}$/);
    const minutes = (expiresAt * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('binds the chat when the contact presses Start, and says so in the chat and on the site', async () => {
    const code = codeOf((await link()).json().link);
    fake.pressStart(5551001, code);
    await expect.poll(async () => (await contact()).telegramChatId, POLL).toBe('5551001');
    const site = (await call.get('controller', `/api/v1/site/${(await contact()).siteId}`)).json();
    expect(site.contacts[0].telegramLinkedAt).toBeGreaterThan(Date.now() / 1000 - 60);
    expect((await call.get('controller', `/api/v1/telegram/link/${contactId}`)).json()).toMatchObject({ linked: true });
    await deliver();
    expect(repliesTo(5551001)).toEqual([fill(M.linkedNothingYet, { site: siteName, name: 'Thandi Mokoena' })]);
  });

  it('refuses a used code with a reply, and keeps the chat it bound', async () => {
    const code = codeOf((await link()).json().link);
    fake.pressStart(5551002, code);
    await expect.poll(async () => (await contact()).telegramChatId, POLL).toBe('5551002');
    fake.pressStart(5551003, code);
    await expect.poll(() => deliveredTo(5551003), POLL).toEqual([M.linkUsed]);
    expect((await contact()).telegramChatId).toBe('5551002');
  });

  it('refuses an expired code with a reply', async () => {
    const code = codeOf((await link()).json().link);
    await t.database.db
      .update(telegramLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(telegramLinks.code, code));
    fake.pressStart(5551004, code);
    await expect.poll(() => deliveredTo(5551004), POLL).toEqual([M.linkExpired]);
    expect((await contact()).telegramChatId).toBe('5551002');
  });

  it('answers other text with a short help', async () => {
    fake.say(5551005, 'hello?');
    await expect.poll(() => deliveredTo(5551005), POLL).toEqual([M.help]);
  });

  it('names the topics the contact receives by Telegram in the reply', async () => {
    await t.database.db
      .update(siteContacts)
      .set({ shouldReceivePanicsTelegram: true, shouldReceiveReportsTelegram: true })
      .where(eq(siteContacts.id, contactId));
    fake.pressStart(5551006, codeOf((await link()).json().link));
    await expect
      .poll(() => deliveredTo(5551006), POLL)
      .toEqual([fill(M.linked, { site: siteName, name: 'Thandi Mokoena', topics: 'reports and panics' })]);
  });

  it('unlinks: the chat is forgotten', async () => {
    const response = await t.as(await call.token('admin'), {
      method: 'DELETE',
      url: `/api/v1/telegram/link/${contactId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(await contact()).toMatchObject({ telegramChatId: null, telegramLinkedAt: null });
    expect((await call.get('admin', `/api/v1/telegram/link/${contactId}`)).json()).toEqual({
      linked: false,
      telegramLinkedAt: null,
    });
  });
});

describe('saving the site with a linked contact', () => {
  const save = async (contacts: Record<string, unknown>[]) => {
    const { siteId } = await contact();
    const site = (await call.get('admin', `/api/v1/site/${siteId}`)).json();
    const { id, companyId, name, address, latitude, longitude, division, branch, areaId, poligonPoints } = site;
    const body = {
      id,
      companyId,
      name,
      address,
      latitude,
      longitude,
      division,
      branch,
      areaId,
      poligonPoints,
      contacts,
    };
    return call.post('admin', '/api/v1/site', body);
  };
  const thandi = { name: 'Thandi Mokoena', contactNumber: '+27821234567', emailAddress: 'thandi@client.example.co.za' };

  it('keeps the bound chat when the console saves the contact with a stale chat id, and takes its Telegram flags', async () => {
    fake.pressStart(5551007, codeOf((await link()).json().link));
    await expect.poll(async () => (await contact()).telegramChatId, POLL).toBe('5551007');
    const response = await save([
      { ...thandi, id: contactId, telegramChatId: null, shouldReceivePanicsTelegram: true },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await contact()).toMatchObject({ telegramChatId: '5551007', shouldReceivePanicsTelegram: true });
  });

  it('refuses a contact without a valid e-mail address whatever its flags, and one ticking SMS without a number', async () => {
    const second = { name: 'Night Manager', contactNumber: '+27821234568', emailAddress: 'night@client.example.co.za' };
    const cases = [
      [{ ...second, emailAddress: '' }, MESSAGES.site.contactEmail],
      [{ ...second, emailAddress: undefined, shouldReceiveBoundryTelegram: true }, MESSAGES.site.contactEmail],
      [{ ...second, emailAddress: 'night@', shouldReceivePanicsEmail: true }, MESSAGES.site.contactEmail],
      [{ ...second, contactNumber: '', shouldReceivePanicsPhone: true }, MESSAGES.site.contactNeedsNumber],
    ] as const;
    for (const [other, text] of cases) {
      const response = await save([{ ...thandi, id: contactId }, other]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(fill(text, { n: 2 }));
    }
  });

  it('takes a ticked Telegram flag of a contact not linked yet', async () => {
    const second = { name: 'Night Manager', contactNumber: '+27821234568', emailAddress: 'night@client.example.co.za' };
    const response = await save([
      { ...thandi, id: contactId },
      { ...second, shouldReceiveBoundryTelegram: true },
    ]);
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('who may link', () => {
  it('refuses a controller (read-only), and hides another company’s contact', async () => {
    expect((await call.post('controller', `/api/v1/telegram/link/${contactId}`, {})).statusCode).toBe(403);
    const controllerUnlink = await t.as(await call.token('controller'), {
      method: 'DELETE',
      url: `/api/v1/telegram/link/${contactId}`,
    });
    expect(controllerUnlink.statusCode).toBe(403);
    const other = await call.post('otherAdmin', `/api/v1/telegram/link/${contactId}`, {});
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(M.contactNotFound);
    expect((await call.get('otherController', `/api/v1/telegram/link/${contactId}`)).statusCode).toBe(404);
    expect((await link('admin', 99_999_999)).statusCode).toBe(404);
  });

  it('lets a sys-admin link a contact of any company', async () => {
    expect((await link('sysadmin')).statusCode).toBe(200);
  });
});

describe('the webhook', () => {
  it('applies an update posted with the secret once, and refuses a wrong secret', async () => {
    const code = codeOf((await link()).json().link);
    const [{ next }] = await rows<{ next: number }>(t, sql`select next_offset::int as next from telegram_updates`);
    const update = {
      update_id: next + 10,
      message: { message_id: 9, chat: { id: 5551009, type: 'private' }, text: `/start ${code}` },
    };
    const url = `/api/v1/telegram/webhook/${webhookSecret(t.config.telegram as NonNullable<typeof t.config.telegram>)}`;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/telegram/webhook/wrong', payload: update })).statusCode,
    ).toBe(404);
    for (const _ of [1, 2]) expect((await t.app.inject({ method: 'POST', url, payload: update })).statusCode).toBe(200);
    expect((await contact()).telegramChatId).toBe('5551009');
    await deliver();
    expect(repliesTo(5551009)).toHaveLength(1);
  });

  it('ignores an update_id far past the stored offset, so the real updates after it still apply', async () => {
    const offset = async () =>
      (await rows<{ next: number }>(t, sql`select next_offset::float8 as next from telegram_updates`))[0].next;
    const before = await offset();
    expect(before).toBeGreaterThan(0);
    const far = { update_id: Number.MAX_SAFE_INTEGER, message: { chat: { id: 5551010 }, text: 'hello' } };
    expect((await t.app.inject({ method: 'POST', url: webhookPath(), payload: far })).statusCode).toBe(200);
    expect(await offset()).toBe(before);
    const code = codeOf((await link()).json().link);
    const real = { update_id: before, message: { chat: { id: 5551011 }, text: `/start ${code}` } };
    expect((await t.app.inject({ method: 'POST', url: webhookPath(), payload: real })).statusCode).toBe(200);
    expect((await contact()).telegramChatId).toBe('5551011');
    expect(await offset()).toBe(before + 1);
  });

  it('keeps its secret, and the SMS delivery reports secret, out of the request log', async () => {
    const lines: string[] = [];
    const logged = await buildApp({ ...t.config, logLevel: 'info' }, t.database, {
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const secret = webhookPath().split('/').at(-1) as string;
      await logged.inject({ method: 'POST', url: webhookPath(), payload: { update_id: 1 } });
      await logged.inject({ method: 'POST', url: '/api/v1/notify/sms/reports/sms-report-secret-42?x=1', payload: {} });
      const log = lines.join('');
      expect(log).toContain('/api/v1/telegram/webhook/[redacted]');
      expect(log).toContain('/api/v1/notify/sms/reports/[redacted]?x=1');
      expect(log).not.toContain(secret);
      expect(log).not.toContain('sms-report-secret-42');
    } finally {
      await logged.close();
    }
  });
});

describe('without a bot token', () => {
  it('says Telegram is not configured', async () => {
    const plain = await build({}, { demo: false });
    try {
      await ensureSysadmin(plain.database.db, 'root@patrol.test', 'Root-password-1');
      const token = await plain.login('root@patrol.test', 'Root-password-1');
      const response = await plain.as(token, { method: 'POST', url: '/api/v1/telegram/link/1' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(M.notConfigured);
      expect((await plain.as(token, { method: 'GET', url: '/api/v1/telegram/status' })).json()).toEqual({
        configured: false,
      });
    } finally {
      await plain.close();
    }
    // A second database is opened and migrated here: a hang guard for a busy machine, not a timing.
  }, 120_000);
});
