/**
 * The chat live and on the handset: a console's message reaches the other consoles of its company on
 * `chat-qa.message` (with real socket.io clients), in the same shape as a handset's, and never another
 * company's; a handset reads its site's chat with GET /api/v1/handset/chat.
 *
 * "Never receives" is checked with a barrier (test/socketBarrier.ts), not a sleep.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage, chatMessage, HANDSET_CHAT_PAGE_SIZE } from '../../../../contract/chat';
import { SOCKET_EVENTS } from '../../../../contract/events';
import { APP_INSTANCE_HEADER } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import { chatMessages } from '../../db/schema';
import { type Account, type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, type Handset, placeGuard, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';
import { barrier } from '../../test/socketBarrier';

const WAIT_MS = 5000;
let t: TestContext;
let call: Api;
let url: string;
let guardforce: number;
let siteId: number;
let handset: Handset;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await build({ HEARTBEAT_MS: '100' });
  call = api(t);
  ({ guardforce } = await call.companies());
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  siteId = await createSite(call, 'admin', { name: 'Live Chat Site' });
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

interface Screen {
  received: { event: string; payload: Record<string, unknown> }[];
  chat(id: number): Promise<Record<string, unknown>>;
  barrier(): Promise<void>;
}

async function consoleOf(account: Account): Promise<Screen> {
  const socket = connectClient(url, {
    auth: { token: await call.token(account) },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const received: Screen['received'] = [];
  socket.onAny((event: string, payload: Record<string, unknown>) => received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const until = async <T>(find: () => T | undefined, what: string): Promise<T> => {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`no ${what} within ${WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    received,
    chat: (id) =>
      until(
        () => received.find((m) => m.event === SOCKET_EVENTS.chatMessage && m.payload.id === id)?.payload,
        `chat message ${id}`,
      ),
    barrier: () => barrier(t.app, socket),
  };
}

const chatEvents = (screen: Screen) => screen.received.filter((m) => m.event === SOCKET_EVENTS.chatMessage);

describe('chat-qa.message', () => {
  it("sends a console's message to every console of the company, stored first, and to no other company", async () => {
    const admin = await consoleOf('admin');
    const controller = await consoleOf('controller');
    const other = await consoleOf('otherAdmin');
    const otherController = await consoleOf('otherController');
    const response = await call.post('admin', '/api/v1/chats', { siteId, message: 'Please check gate 3' });
    expect(response.statusCode).toBe(200);
    const sent: ChatMessage = response.json();

    for (const screen of [controller, admin]) {
      const payload = await screen.chat(sent.id);
      expect(payload).toEqual(sent);
      expect(chatMessage.safeParse(payload).success).toBe(true);
    }
    for (const screen of [other, otherController]) {
      await screen.barrier();
      expect(chatEvents(screen)).toEqual([]);
    }
  });

  it("carries a handset's message and a console's in the same shape", async () => {
    const controller = await consoleOf('controller');
    await sendAll(handset, [ev.chat('All quiet at the main gate')]);
    const fromConsole: ChatMessage = (
      await call.post('controller', '/api/v1/chats', { siteId, message: 'Thanks' })
    ).json();
    await controller.chat(fromConsole.id);
    const fromHandset = chatEvents(controller).find((m) => m.payload.message === 'All quiet at the main gate');
    expect(fromHandset?.payload).toMatchObject({ siteId, companyId: guardforce, deviceId: handset.deviceId });
    expect(Object.keys(fromHandset?.payload ?? {}).sort()).toEqual(Object.keys(fromConsole).sort());
  });
});

describe('GET /api/v1/handset/chat', () => {
  const read = (query = '', token = handset.token, appInstanceId = handset.appInstanceId, app?: FastifyInstance) =>
    (app ?? t.app).inject({
      method: 'GET',
      url: `/api/v1/handset/chat${query}`,
      headers: { 'x-access-token': token, [APP_INSTANCE_HEADER]: appInstanceId },
    });

  it("answers the site's newest messages, then those stored after a given id, a page at a time", async () => {
    const siteOwn = await createSite(call, 'admin', { name: `Handset Chat ${randomUUID().slice(0, 6)}` });
    const own = await registerHandset(t, call, siteOwn, await call.token('guard'));
    const first = (await call.post('admin', '/api/v1/chats', { siteId: siteOwn, message: 'Morning' })).json();
    const newest = await read('', own.token, own.appInstanceId);
    expect(newest.statusCode, newest.body).toBe(200);
    expect(newest.json()).toEqual({ messages: [first], hasMore: false });
    expect((await read(`?afterId=${first.id}`, own.token, own.appInstanceId)).json()).toEqual({
      messages: [],
      hasMore: false,
    });

    // More than a page, one of them stored late with an old time: it still comes, in the order stored.
    const now = Date.now();
    const inserted = await t.database.db
      .insert(chatMessages)
      .values(
        Array.from({ length: HANDSET_CHAT_PAGE_SIZE + 4 }, (_, i) => ({
          companyId: guardforce,
          siteId: siteOwn,
          senderName: 'Control Room',
          message: `update ${i}`,
          createdAt: new Date(i === HANDSET_CHAT_PAGE_SIZE + 3 ? now - 3_600_000 : now + i),
        })),
      )
      .returning({ id: chatMessages.id });
    const ids = inserted.map((row) => row.id);
    const page1 = (await read(`?afterId=${first.id}`, own.token, own.appInstanceId)).json();
    expect(page1.messages.map((m: ChatMessage) => m.id)).toEqual(ids.slice(0, HANDSET_CHAT_PAGE_SIZE));
    expect(page1.hasMore).toBe(true);
    const last = page1.messages.at(-1).id;
    const page2 = (await read(`?afterId=${last}`, own.token, own.appInstanceId)).json();
    expect(page2.messages.map((m: ChatMessage) => m.id)).toEqual(ids.slice(HANDSET_CHAT_PAGE_SIZE));
    expect(page2.hasMore).toBe(false);
    const latest = (await read('', own.token, own.appInstanceId)).json();
    expect(latest.messages.map((m: ChatMessage) => m.id)).toEqual(ids.slice(4));

    // A handset of another site reads only its own site's messages.
    await placeGuard(t, handset.token, siteId);
    const mine = (await call.post('admin', '/api/v1/chats', { siteId, message: 'Gate 3?' })).json();
    expect((await read(`?afterId=${first.id - 1}`)).json()).toEqual({ messages: [mine], hasMore: false });
  });

  it('refuses what /handset/events refuses: no header, unregistered, another site, a console token, no token', async () => {
    const noHeader = await t.app.inject({
      method: 'GET',
      url: '/api/v1/handset/chat',
      headers: { 'x-access-token': handset.token },
    });
    expect(noHeader.statusCode).toBe(400);
    const unregistered = await read('', handset.token, `unknown-${randomUUID()}`);
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json().message).toBe(MESSAGES.handset.unregistered);
    const admin = await read('', await call.token('admin'));
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(MESSAGES.handset.guardsOnly);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/handset/chat',
      headers: { [APP_INSTANCE_HEADER]: handset.appInstanceId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await read('?afterId=abc')).statusCode).toBe(400);

    const elsewhere = await createSite(call, 'admin', { name: `Elsewhere ${randomUUID().slice(0, 6)}` });
    await placeGuard(t, handset.token, elsewhere);
    const otherSite = await read();
    expect(otherSite.statusCode).toBe(403);
    expect(otherSite.json().message).toBe(MESSAGES.handset.otherSite);
    await placeGuard(t, handset.token, siteId);
    expect((await read()).statusCode).toBe(200);
  });
});
