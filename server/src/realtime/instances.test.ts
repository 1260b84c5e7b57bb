/**
 * Several server instances on one PostgreSQL database: a console connected to instance B receives
 * an event posted to instance A (the socket.io postgres adapter). PostgreSQL only.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '../../../contract/events';
import { APP_INSTANCE_HEADER } from '../../../contract/handset';
import { buildApp } from '../app';
import { type Database, openPostgres } from '../db/client';
import { ACCOUNTS, build, type TestContext } from '../test/helper';

const onPostgres = !!process.env.TEST_DATABASE_URL;
let t: TestContext;
let second: { app: FastifyInstance; database: Database };
let socket: Socket;

describe.skipIf(!onPostgres)('two instances', () => {
  beforeAll(async () => {
    t = await build();
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const database = await openPostgres(url);
    second = { app: await buildApp(t.config, database), database };
    await second.app.listen({ port: 0, host: '127.0.0.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    socket?.close();
    await second?.app.close();
    await second?.database.close();
    await t?.close();
  });

  it('delivers a panic posted to instance A to a console connected to instance B', async () => {
    const { port } = second.app.server.address() as { port: number };
    socket = connectClient(`http://127.0.0.1:${port}`, {
      auth: { token: await t.login(ACCOUNTS.admin) },
      transports: ['websocket'],
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    const eventGuid = randomUUID();
    const received = new Promise<{ eventGuid: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no panic on instance B within 10 s')), 10_000);
      socket.on(SOCKET_EVENTS.critical, (payload: { eventGuid: string }) => {
        if (payload.eventGuid !== eventGuid) return;
        clearTimeout(timer);
        resolve(payload);
      });
    });
    const response = await t.as(await t.login(ACCOUNTS.guard), {
      method: 'POST',
      url: '/api/v1/handset/events',
      headers: { [APP_INSTANCE_HEADER]: 'demo-app-0-1' },
      payload: { events: [{ type: 'panic', eventGuid, sentAt: Math.floor(Date.now() / 1000) }] },
    });
    expect(response.json().results[0].status).toBe('accepted');
    expect((await received).eventGuid).toBe(eventGuid);
  });
});
