/**
 * Unread counts per site, kept on the server for each user: two users of one company see their own
 * counts, their own messages are never unread, and the read marker only moves forward.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatUnread } from '../../../../contract/chat';
import { MESSAGES } from '../../../../contract/messages';
import { chatMessages, chatReads } from '../../db/schema';
import { type Account, type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { createSite } from '../../test/siteArea';
import { dateAt, epochSeconds } from '../../time';

let t: TestContext;
let call: Api;
let guardforce: number;
let capeShield: number;
beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce, capeShield } = await call.companies());
});
afterAll(() => t.close());

const newSite = (prefix: string) => createSite(call, 'admin', { name: `${prefix} ${randomUUID().slice(0, 6)}` });
const send = async (account: Account, siteId: number, message: string) => {
  const response = await call.post(account, '/api/v1/chats', { siteId, message });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; createdAt: number };
};
const unread = async (account: Account, query = ''): Promise<ChatUnread[]> => {
  const response = await call.get(account, `/api/v1/chats/unread${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const unreadOf = async (account: Account, siteId: number) =>
  (await unread(account)).find((site) => site.siteId === siteId);
const read = (account: Account, body: Record<string, unknown>) => call.post(account, '/api/v1/chats/read', body);
/** A message from a handset's guard at a chosen time (epoch seconds), written straight to the table. */
const atTime = (siteId: number, time: number) =>
  t.database.db.insert(chatMessages).values({
    companyId: guardforce,
    siteId,
    senderName: 'Guard',
    message: 'on patrol',
    createdAt: dateAt(time),
  });

describe('GET /api/v1/chats/unread', () => {
  it("counts each user's unread messages per site, never their own", async () => {
    const north = await newSite('North Gate');
    const south = await newSite('South Gate');
    await send('controller', north, 'one');
    await send('controller', north, 'two');
    const last = await send('admin', south, 'three');

    expect(await unreadOf('admin', north)).toMatchObject({ unread: 2, lastMessageAt: expect.any(Number) });
    expect(await unreadOf('admin', south)).toMatchObject({ unread: 0, lastMessageAt: last.createdAt });
    expect(await unreadOf('controller', north)).toMatchObject({ unread: 0 });
    expect(await unreadOf('controller', south)).toEqual({
      siteId: south,
      siteName: expect.stringMatching(/^South Gate/),
      unread: 1,
      lastMessageAt: last.createdAt,
    });
  });

  it('lists every site of the company, unread first, then by name; a quiet site has no lastMessageAt', async () => {
    const quiet = await newSite('Aardvark Quiet');
    await send('controller', await newSite('Zulu Busy'), 'hello');
    const list = await unread('admin');
    const sites = (await call.get('admin', `/api/v1/site/byCompany/${guardforce}`)).json() as { id: number }[];
    expect(list.map((site) => site.siteId).sort()).toEqual(sites.map((site) => site.id).sort());
    expect(list.find((site) => site.siteId === quiet)).toMatchObject({ unread: 0, lastMessageAt: null });
    const firstRead = list.findIndex((site) => site.unread === 0);
    expect(list.slice(firstRead).every((site) => site.unread === 0)).toBe(true);
    expect(firstRead).toBeGreaterThan(0);
    // Within each group, in the sites list's own order (by name, as the database sorts).
    const byName = sites.map((site) => site.id);
    for (const group of [list.slice(0, firstRead), list.slice(firstRead)]) {
      const ids = group.map((site) => site.siteId);
      expect(ids).toEqual(byName.filter((id) => ids.includes(id)));
    }
  });

  it('answers 404 to an admin naming another company; refuses a sys-admin (chats are not theirs) and a guard', async () => {
    const capeSite = await createSite(call, 'otherAdmin', { name: 'Cape Unread Site' });
    expect((await unread('admin')).map((site) => site.siteId)).not.toContain(capeSite);
    const foreign = await call.get('admin', `/api/v1/chats/unread?companyId=${capeShield}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.company.notFound);
    expect((await call.get('sysadmin', `/api/v1/chats/unread?companyId=${capeShield}`)).statusCode).toBe(403);
    expect((await call.get('guard', '/api/v1/chats/unread')).statusCode).toBe(403);
  });
});

describe('POST /api/v1/chats/read', () => {
  it('marks a site read for that user only; a later message is unread again', async () => {
    const siteId = await newSite('Read Site');
    await send('controller', siteId, 'one');
    await atTime(siteId, epochSeconds(new Date()));
    expect(await unreadOf('admin', siteId)).toMatchObject({ unread: 2 });
    const response = await read('admin', { siteId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ siteId, unread: 0 });
    expect(await unreadOf('admin', siteId)).toMatchObject({ unread: 0 });
    expect((await unread('controller')).find((site) => site.siteId === siteId)).toMatchObject({ unread: 1 });

    await send('controller', siteId, 'three');
    expect(await unreadOf('admin', siteId)).toMatchObject({ unread: 1 });
  });

  it('reads up to the second given, never moves back, and never past now', async () => {
    const siteId = await newSite('Marker Site');
    const base = epochSeconds(new Date()) - 600;
    for (const time of [base, base + 0.5, base + 10, base + 20]) await atTime(siteId, time);
    expect((await read('controller', { siteId, readAt: base })).json()).toMatchObject({ unread: 2 });
    expect((await read('controller', { siteId, readAt: base + 10 })).json()).toMatchObject({ unread: 1 });
    // Backwards: the marker stays where it was.
    expect((await read('controller', { siteId, readAt: base - 100 })).json()).toMatchObject({ unread: 1 });
    // Far ahead: held at now, so a message sent afterwards is still unread.
    expect((await read('controller', { siteId, readAt: base + 86_400 * 365 })).json()).toMatchObject({ unread: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send('admin', siteId, 'after the marker');
    expect(await unreadOf('controller', siteId)).toMatchObject({ unread: 1 });
  });

  it("reads a message a handset's clock put ahead of the server", async () => {
    const siteId = await newSite('Fast Clock Site');
    await atTime(siteId, epochSeconds(new Date()) + 120);
    expect((await read('admin', { siteId })).json()).toMatchObject({ unread: 0 });
  });

  it('answers 404 for a site of another company and 400 for a bad body, and moves nothing', async () => {
    const capeSite = await createSite(call, 'otherAdmin', { name: 'Cape Read Site' });
    for (const account of ['admin', 'controller'] as const) {
      const response = await read(account, { siteId: capeSite });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.site.notFound });
    }
    const siteId = await newSite('Body Site');
    expect((await read('admin', { siteId, readAt: 'now' })).statusCode).toBe(400);
    expect((await read('admin', { siteId, employeeId: 1 })).statusCode).toBe(400);
    expect((await read('guard', { siteId })).statusCode).toBe(403);
    const rows = await t.database.db.select().from(chatReads);
    expect(rows.filter((row) => row.siteId === capeSite || row.siteId === siteId)).toEqual([]);
  });
});
