/**
 * Sessions that end: a sign-out, a password reset, a role change and a removal end the employee's
 * tokens and drop their open sockets at once; a token without an expiry is refused; a socket goes
 * when its token expires.
 */

import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { tokenService } from '../../http/token';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';

let t: TestContext;
let call: Api;
let url: string;
const sockets: Socket[] = [];
/** A hang guard, not a timing: a socket that is never dropped fails the test. */
const WAIT_MS = 10_000;

beforeAll(async () => {
  t = await build();
  call = api(t);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => t.close());

const me = (token: string) => t.as(token, { method: 'GET', url: '/api/v1/employee/me' });

async function liveSocket(token: string): Promise<Socket> {
  const socket = connectClient(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Resolves with the disconnect reason when the server drops the socket. */
function dropped(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was not dropped')), WAIT_MS);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** A new employee of GuardForce with a password, signed in twice (two consoles). */
async function newEmployee(role: 'ADMIN' | 'CONTROLLER' = 'CONTROLLER') {
  const emailAddress = `session.${Date.now()}.${Math.random().toString(36).slice(2)}@guardforce.co.za`;
  const created = await call.post('admin', '/api/v1/employee', {
    name: 'Session',
    surname: 'Tester',
    contactNumber: '0821234567',
    emailAddress,
    role,
    password: 'Patrol123!',
  });
  expect(created.statusCode, created.body).toBe(200);
  const employee = created.json() as { id: number; role: string };
  return { employee, emailAddress, tokens: [await t.login(emailAddress), await t.login(emailAddress)] };
}

async function expectEnded(tokens: string[]) {
  for (const token of tokens) {
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.auth.expiredToken });
  }
}

describe('a session ends', () => {
  it('on sign-out: every token of the employee and its open socket', async () => {
    const { tokens, emailAddress } = await newEmployee();
    const socket = await liveSocket(tokens[1]);
    const gone = dropped(socket);
    const out = await t.as(tokens[0], { method: 'POST', url: '/api/v1/logout' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: MESSAGES.auth.signedOut });
    expect(await gone).toBe('io server disconnect');
    await expectEnded(tokens);
    // A new sign-in works, and the socket is refused with the old token.
    expect((await me(await t.login(emailAddress))).statusCode).toBe(200);
    await expect(liveSocket(tokens[1])).rejects.toThrow(MESSAGES.auth.expiredToken);
  });

  it('on sign-out sent with a JSON content type and no body, or with a body it does not read', async () => {
    for (const request of [
      { headers: { 'content-type': 'application/json' } },
      { headers: { 'content-type': 'application/json' }, payload: '{not json' },
      { headers: { 'content-type': 'text/plain' }, payload: 'bye' },
    ]) {
      const { tokens } = await newEmployee();
      const out = await t.as(tokens[0], { method: 'POST', url: '/api/v1/logout', ...request });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: MESSAGES.auth.signedOut });
      await expectEnded(tokens);
    }
  });

  it('on a password reset', async () => {
    const { tokens, emailAddress } = await newEmployee();
    const socket = await liveSocket(tokens[0]);
    const gone = dropped(socket);
    await t.app.inject({ method: 'POST', url: '/api/v1/profile/resetPassword', payload: { emailAddress } });
    const [mail] = await rows<{ body: string }>(
      t,
      sql`select body from notification_outbox where recipient = ${emailAddress} order by id desc limit 1`,
    );
    const code = mail.body.match(/\/resetPassword\/([A-Za-z0-9_-]+)/)?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profile/resetPasswordWeb',
      payload: { code, password: 'NewPassword1!' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expectEnded(tokens);
    expect((await me(await t.login(emailAddress, 'NewPassword1!'))).statusCode).toBe(200);
  });

  it('on a role change, and not on other changes', async () => {
    const { employee, tokens } = await newEmployee('CONTROLLER');
    const socket = await liveSocket(tokens[0]);
    const { id, name, surname, contactNumber, emailAddress, siteId } = (
      await call.get('admin', `/api/v1/employee/${employee.id}`)
    ).json();
    const body = { id, name, surname, contactNumber, emailAddress, siteId, role: 'CONTROLLER' };
    expect((await call.post('admin', '/api/v1/employee', { ...body, name: 'Renamed' })).statusCode).toBe(200);
    expect((await me(tokens[0])).statusCode).toBe(200);
    expect(socket.connected).toBe(true);

    const gone = dropped(socket);
    const promoted = await call.post('admin', '/api/v1/employee', { ...body, role: 'ADMIN' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expectEnded(tokens);
  });

  it('on removal', async () => {
    const { employee, tokens } = await newEmployee();
    const socket = await liveSocket(tokens[0]);
    const gone = dropped(socket);
    const removed = await call.post('admin', '/api/v1/employee/removeEmployee', { id: employee.id });
    expect(removed.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expectEnded(tokens);
  });

  it("leaves other employees' sessions alone", async () => {
    const a = await newEmployee();
    const b = await newEmployee();
    const socket = await liveSocket(b.tokens[0]);
    await t.as(a.tokens[0], { method: 'POST', url: '/api/v1/logout' });
    expect((await me(b.tokens[0])).statusCode).toBe(200);
    expect(socket.connected).toBe(true);
  });
});

describe('tokens', () => {
  it('refuses a correctly signed token without an expiry', async () => {
    const { employee } = await newEmployee();
    const forever = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(employee.id))
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const response = await me(forever);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.auth.missingToken });
  });

  it('drops a socket when its token expires', async () => {
    const { employee } = await newEmployee();
    const shortLived = await tokenService(t.config.jwtSecret, 2).sign({ employeeId: employee.id, version: 0 });
    const socket = await liveSocket(shortLived);
    expect(await dropped(socket)).toBe('io server disconnect');
  });
});
