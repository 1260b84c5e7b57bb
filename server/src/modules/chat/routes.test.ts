/**
 * The site chat's console calls: who may read and send, another company's site, pages back in time,
 * and what a message must be. The sender is always the signed-in user, whatever the body says.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, CHAT_PAGE_SIZE, type ChatMessage } from '../../../../contract/chat';
import { fill, MESSAGES } from '../../../../contract/messages';
import { chatMessages } from '../../db/schema';
import { type Account, type Api, api, chars, count, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { createSite } from '../../test/siteArea';

let t: TestContext;
let call: Api;
let guardforce: number;
let siteId: number;
let capeSite: number;
beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
  siteId = await createSite(call, 'admin', { name: 'Chat Site' });
  capeSite = await createSite(call, 'otherAdmin', { name: 'Cape Chat Site' });
});
afterAll(() => t.close());

const C = MESSAGES.chat;
const page = (account: Account, site: number, createdAt: number | string = 0) =>
  call.get(account, `/api/v1/chats?siteId=${site}&createdAt=${createdAt}`);
const send = (account: Account, body: Record<string, unknown>) => call.post(account, '/api/v1/chats', body);
const messagesOf = (site: number) => count(t, 'chat_messages', sql`site_id = ${site}`);
const fullName = async (account: Account) => {
  const me = (await call.get(account, '/api/v1/employee/me')).json();
  return { id: me.id as number, name: `${me.name} ${me.surname}` };
};

/** Messages written straight to the table at chosen times (epoch seconds, fractions allowed); returns their ids. */
async function seed(site: number, times: number[]) {
  const inserted = await t.database.db
    .insert(chatMessages)
    .values(
      times.map((time, i) => ({
        companyId: guardforce,
        siteId: site,
        senderName: 'Test Sender',
        message: `message ${i}`,
        createdAt: new Date(time * 1000),
      })),
    )
    .returning({ id: chatMessages.id });
  return inserted.map((row) => row.id);
}

describe('POST /api/v1/chats', () => {
  it.each<Account>(['admin', 'controller'])(
    'stores a message from the %s under their own name and answers it',
    async (account) => {
      const sender = await fullName(account);
      const response = await send(account, { siteId, message: `  Gate 3 is open (${account})  ` });
      expect(response.statusCode, response.body).toBe(200);
      const message: ChatMessage = response.json();
      expect(message).toEqual({
        id: expect.any(Number),
        eventGuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        companyId: guardforce,
        siteId,
        userId: sender.id,
        deviceId: null,
        senderName: sender.name,
        message: `Gate 3 is open (${account})`,
        imageUrl: null,
        createdAt: expect.any(Number),
      });
      expect(Math.abs(message.createdAt - Date.now() / 1000)).toBeLessThan(60);
      const [row] = await rows<{ sender_name: string; user_id: number }>(
        t,
        sql`select sender_name, user_id from chat_messages where id = ${message.id}`,
      );
      expect(row).toEqual({ sender_name: sender.name, user_id: sender.id });
    },
  );

  it.each([
    ['an empty imageUrl', ''],
    ['a null imageUrl', null],
  ])('takes a text message with %s, as the spec sends it', async (_label, imageUrl) => {
    const admin = await fullName('admin');
    const response = await send('admin', {
      siteId,
      senderName: admin.name,
      message: 'Text as the spec sends it',
      userId: admin.id,
      imageUrl,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Text as the spec sends it', imageUrl: null });
  });

  it('ignores a senderName and userId in the body: the sender is the signed-in user', async () => {
    const admin = await fullName('admin');
    const other = await call.employeeId('luthando.jacobs@capeshield.co.za');
    const response = await send('admin', { siteId, message: 'Who am I?', senderName: 'The CEO', userId: other });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ senderName: admin.name, userId: admin.id });
  });

  it('refuses any other unknown field and stores nothing', async () => {
    const before = await messagesOf(siteId);
    const response = await send('admin', { siteId, message: 'hi', companyId: guardforce });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(fill(MESSAGES.request.unknownField, { field: 'companyId' }));
    expect(await messagesOf(siteId)).toBe(before);
  });

  it.each([
    ['a missing message', {}],
    ['an empty message', { message: '' }],
    ['a message of spaces', { message: '   \n ' }],
    ['a null message', { message: null }],
    ['an empty message with a null image', { message: '', imageUrl: null }],
  ])('refuses %s with the spec’s warning and stores nothing', async (_label, body) => {
    const before = await messagesOf(siteId);
    const response = await send('admin', { siteId, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: C.emptyMessage });
    expect(await messagesOf(siteId)).toBe(before);
  });

  it(`takes ${CHAT_MESSAGE_MAX} characters and refuses one more`, async () => {
    expect((await send('admin', { siteId, message: chars(CHAT_MESSAGE_MAX) })).statusCode).toBe(200);
    const before = await messagesOf(siteId);
    const response = await send('admin', { siteId, message: chars(CHAT_MESSAGE_MAX + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(fill(C.tooLong, { max: CHAT_MESSAGE_MAX }));
    expect(await messagesOf(siteId)).toBe(before);
  });

  it('refuses an imageUrl this server did not store for the company', async () => {
    const before = await messagesOf(siteId);
    for (const imageUrl of [
      'https://example.com/cat.png',
      '/files/../../etc/passwd.png',
      `/files/${'0'.repeat(32)}.png`,
    ]) {
      const response = await send('admin', { siteId, message: 'look', imageUrl });
      expect(response.statusCode, imageUrl).toBe(400);
      expect(response.json().message).toBe(C.imageNotStored);
    }
    expect(await messagesOf(siteId)).toBe(before);
  });

  it('answers 404 for a site of another company or none, and stores nothing', async () => {
    for (const account of ['admin', 'controller'] as const) {
      for (const site of [capeSite, 999999]) {
        const response = await send(account, { siteId: site, message: 'hello' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: MESSAGES.site.notFound });
      }
    }
    expect(await messagesOf(capeSite)).toBe(0);
  });

  it('refuses a sys-admin: chats are the admin’s and the controller’s (spec part 1 §2), and stores nothing', async () => {
    const before = await messagesOf(siteId);
    const sysadmin = await send('sysadmin', { siteId, message: 'from the sys-admin' });
    expect(sysadmin.statusCode).toBe(403);
    expect(sysadmin.json().message).toBe(MESSAGES.auth.forbidden);
    expect((await page('sysadmin', siteId)).statusCode).toBe(403);
    expect((await call.get('sysadmin', '/api/v1/chats/unread')).statusCode).toBe(403);
    expect((await call.post('sysadmin', '/api/v1/chats/read', { siteId })).statusCode).toBe(403);
    expect(await messagesOf(siteId)).toBe(before);
  });

  it("refuses a guard's token and a call without one", async () => {
    const guard = await send('guard', { siteId, message: 'from the guard' });
    expect(guard.statusCode).toBe(403);
    expect(guard.json().message).toBe(MESSAGES.auth.consoleOnly);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/chats', payload: { siteId, message: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MESSAGES.auth.missingToken);
  });
});

describe('GET /api/v1/chats', () => {
  it.each<Account>(['admin', 'controller'])('answers the %s the newest page, oldest first', async (account) => {
    const site = await createSite(call, 'admin', { name: `Chat Page ${randomUUID().slice(0, 6)}` });
    const base = 1_780_000_000;
    await seed(site, [base + 2, base, base + 1]);
    const response = await page(account, site);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.hasEarlier).toBe(false);
    expect(body.messages.map((m: ChatMessage) => m.createdAt)).toEqual([base, base + 1, base + 2]);
    expect(body.messages[0]).toMatchObject({ siteId: site, companyId: guardforce, senderName: 'Test Sender' });
  });

  it('answers a site with no messages with an empty page', async () => {
    const site = await createSite(call, 'admin', { name: `Quiet ${randomUUID().slice(0, 6)}` });
    expect((await page('controller', site)).json()).toEqual({ messages: [], hasEarlier: false });
  });

  it('pages back: exactly a page has nothing earlier; one more is on the page before', async () => {
    const site = await createSite(call, 'admin', { name: `Busy ${randomUUID().slice(0, 6)}` });
    const base = 1_780_100_000;
    const times = Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => base + 10 + i);
    await seed(site, times);
    const full = (await page('admin', site)).json();
    expect(full.messages.map((m: ChatMessage) => m.createdAt)).toEqual(times);
    expect(full.hasEarlier).toBe(false);

    await seed(site, [base + 5]);
    const newest = (await page('admin', site)).json();
    expect(newest.messages.map((m: ChatMessage) => m.createdAt)).toEqual(times);
    expect(newest.hasEarlier).toBe(true);
    const before = (await page('admin', site, newest.messages[0].createdAt)).json();
    expect(before.messages.map((m: ChatMessage) => m.createdAt)).toEqual([base + 5]);
    expect(before.hasEarlier).toBe(false);
    // Before a time: only what is strictly earlier than that second.
    const middle = (await page('admin', site, base + 12)).json();
    expect(middle.messages.map((m: ChatMessage) => m.createdAt)).toEqual([base + 5, base + 10, base + 11]);
  });

  it('never splits a second between pages, so paging back loses and repeats nothing', async () => {
    const site = await createSite(call, 'admin', { name: `Same Second ${randomUUID().slice(0, 6)}` });
    const base = 1_780_200_000;
    // Three messages within the oldest second of the newest page, one more before it.
    const sameSecond = await seed(site, [base + 0.1, base + 0.5, base + 0.9]);
    const later = await seed(
      site,
      Array.from({ length: CHAT_PAGE_SIZE - 1 }, (_, i) => base + 1 + i),
    );
    const earliest = await seed(site, [base - 100]);
    const first = (await page('admin', site)).json();
    expect(first.messages.map((m: ChatMessage) => m.id)).toEqual([...sameSecond, ...later]);
    expect(first.hasEarlier).toBe(true);
    const second = (await page('admin', site, first.messages[0].createdAt)).json();
    expect(second.messages.map((m: ChatMessage) => m.id)).toEqual(earliest);
    expect(second.hasEarlier).toBe(false);
  });

  it('answers 404 for a site of another company, and 400 for a bad createdAt or siteId', async () => {
    for (const account of ['admin', 'controller'] as const) {
      const response = await page(account, capeSite);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.site.notFound });
    }
    expect((await page('otherAdmin', capeSite)).statusCode).toBe(200);
    for (const createdAt of ['-1', 'yesterday', '1.5', '5']) {
      const response = await page('admin', siteId, createdAt);
      expect(response.statusCode, createdAt).toBe(400);
      expect(response.json().message).toMatch(/^createdAt must be a whole number of epoch seconds/);
    }
    expect((await call.get('admin', '/api/v1/chats')).statusCode).toBe(400);
    expect((await call.get('admin', `/api/v1/chats?siteId=${siteId}`)).statusCode).toBe(200);
  });

  it("refuses a guard's token", async () => {
    const response = await page('guard', siteId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.auth.consoleOnly);
  });
});
