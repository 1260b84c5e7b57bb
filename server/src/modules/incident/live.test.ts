/**
 * Incidents reach the consoles live (incident-qa.incident): a stored incident ('created') and a correction or an
 * approval ('updated') go to every console of the company, after they are stored, and to no other company's.
 * "Never receives" is checked with a barrier (test/socketBarrier.ts), not a sleep.
 */
import { randomUUID } from 'node:crypto';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '../../../../contract/events';
import { SOCKET_PAYLOADS } from '../../../../contract/socketPayloads';
import { type Account, type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, type Handset, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';
import { barrier } from '../../test/socketBarrier';

const WAIT_MS = 5000;
let t: TestContext;
let call: Api;
let url: string;
let handset: Handset;
const sockets: Socket[] = [];

type Payload = Record<string, unknown>;

/** A console's socket and every incident-qa.incident it received. */
async function consoleOf(account: Account) {
  const socket = connectClient(url, {
    auth: { token: await call.token(account) },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const received: Payload[] = [];
  socket.on(SOCKET_EVENTS.incident, (payload: Payload) => received.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const until = async (done: () => boolean, what: string) => {
    const end = Date.now() + WAIT_MS;
    while (!done()) {
      if (Date.now() > end) throw new Error(`no ${what} within ${WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    received,
    /** The first incident event that matches, once it has come. */
    async next(match: (payload: Payload) => boolean) {
      await until(() => received.some(match), 'incident event');
      return received.find(match) as Payload;
    },
    barrier: () => barrier(t.app, socket),
  };
}

beforeAll(async () => {
  t = await build({ HEARTBEAT_MS: '100' });
  call = api(t);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const siteId = await createSite(call, 'admin', { name: 'Live Incident Site' });
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('incident-qa.incident', () => {
  it("tells the company's consoles of a new incident and of its approval, and no other company", async () => {
    const [admin, controller, other] = await Promise.all([
      consoleOf('admin'),
      consoleOf('controller'),
      consoleOf('otherAdmin'),
    ]);
    await sendAll(handset, [
      {
        type: 'incident',
        eventGuid: randomUUID(),
        sentAt: epoch(new Date()),
        category: 'Maintenance',
        severity: 'low',
        text: 'Gate motor jammed',
      },
    ]);
    const [listed] = (await call.get('admin', `/api/v1/incidents?siteId=${handset.siteId}`)).json();
    const created = { id: listed.id, siteId: handset.siteId, change: 'created', status: 'new' };
    for (const screen of [admin, controller]) {
      expect(await screen.next((payload) => payload.id === listed.id)).toMatchObject(created);
    }

    const approved = await call.post('controller', `/api/v1/incidents/${listed.id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    for (const screen of [admin, controller]) {
      const told = await screen.next((payload) => payload.id === listed.id && payload.change === 'updated');
      expect(told).toMatchObject({ status: 'approved' });
    }

    await other.barrier();
    expect(other.received).toEqual([]);
    for (const payload of admin.received) {
      expect(SOCKET_PAYLOADS[SOCKET_EVENTS.incident].safeParse(payload).success).toBe(true);
    }
  });

  it('tells of a correction, and of nothing when the call is refused', async () => {
    const admin = await consoleOf('admin');
    const [listed] = (await call.get('admin', `/api/v1/incidents?siteId=${handset.siteId}`)).json();
    const refused = await call.post('otherAdmin', `/api/v1/incidents/${listed.id}`, { note: 'not ours' });
    expect(refused.statusCode).toBe(404);
    await admin.barrier();
    expect(admin.received).toEqual([]);
    await call.post('admin', `/api/v1/incidents/${listed.id}`, { note: 'Technician called' });
    expect(await admin.next((payload) => payload.id === listed.id)).toMatchObject({ change: 'updated' });
  });
});
