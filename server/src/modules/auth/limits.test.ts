/**
 * Rate limits that cannot be walked around: X-Forwarded-For is believed only from a configured proxy,
 * the reset limit counts an address however it is written, failed sign-ins lock the account whatever
 * the client's address, the counters are shared by every server instance on one database, and a
 * handset's batches are limited with a 429 it can retry after.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURES } from '../../../../contract/constants';
import { fill, MESSAGES } from '../../../../contract/messages';
import { buildApp } from '../../app';
import { sweepRateLimits } from '../../http/rateLimit';
import { api, rows } from '../../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../../test/helper';
import { ev, handsetCall, registerHandset } from '../../test/live';
import { createSite } from '../../test/siteArea';

const LIMIT = 3;
let t: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  t = await build({ AUTH_RATE_LIMIT: String(LIMIT), HANDSET_RATE_LIMIT: '2' });
  // Behind a proxy at 127.0.0.1 (app.inject's own address), each X-Forwarded-For is its own client.
  proxied = await build({ AUTH_RATE_LIMIT: '1000', TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const from = (context: TestContext, address: string, url: string, payload: object) =>
  context.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': address } });

describe('client addresses', () => {
  it('ignores X-Forwarded-For when no proxy is configured: a new address per try is still one client', async () => {
    const statuses = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      const response = await from(t, `203.0.113.${i}`, '/api/v1/login', {
        emailAddress: 'nobody.here@guardforce.co.za',
        password: 'wrong-password',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
  });

  it('counts an address for reset however it is written (case, surrounding spaces)', async () => {
    const writings = ['reset.me@guardforce.co.za', ' Reset.Me@guardforce.co.za', 'RESET.ME@GUARDFORCE.CO.ZA  '];
    const statuses = [];
    for (const emailAddress of [...writings, writings[0]]) {
      statuses.push((await from(t, '198.51.100.1', '/api/v1/profile/resetPassword', { emailAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('believes X-Forwarded-For from the configured proxy', async () => {
    const login = (address: string) =>
      from(proxied, address, '/api/v1/login', { emailAddress: ACCOUNTS.controller, password: 'Patrol123!' });
    expect((await login('192.0.2.10')).statusCode).toBe(200);
  });
});

describe('failed sign-ins to one account', () => {
  const RIGHT = 'Patrol123!';
  const signIn = (address: string, emailAddress: string, password: string) =>
    from(proxied, address, '/api/v1/login', { emailAddress, password });

  it('lock the account for the address they came from only: the owner elsewhere still signs in', async () => {
    const emailAddress = ACCOUNTS.otherController;
    for (let i = 0; i < SIGN_IN_FAILURES.max; i += 1)
      expect((await signIn('192.0.2.100', emailAddress, `guess-${i}`)).statusCode).toBe(401);
    // Even the right password, from that address and written in capitals, waits out the lock.
    const locked = await signIn('192.0.2.100', emailAddress.toUpperCase(), RIGHT);
    expect(locked.statusCode).toBe(429);
    const minutes = SIGN_IN_FAILURES.windowSeconds / 60;
    expect(locked.json()).toEqual({ message: fill(MESSAGES.auth.accountLocked, { minutes }) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from another address, signs in.
    expect((await signIn('192.0.2.250', emailAddress, RIGHT)).statusCode).toBe(200);
  });

  it('from many addresses lock nobody out: ten failures from ten addresses, then the right password', async () => {
    const emailAddress = 'lerato.nkosi@guardforce.co.za';
    for (let i = 0; i < SIGN_IN_FAILURES.max; i += 1)
      expect((await signIn(`192.0.2.${20 + i}`, emailAddress, `guess-${i}`)).statusCode).toBe(401);
    expect((await signIn('192.0.2.40', emailAddress, RIGHT)).statusCode).toBe(200);
  });

  it('past the account-wide threshold slow the account down but never refuse its owner', async () => {
    const emailAddress = 'nomvula.zulu@guardforce.co.za';
    await proxied.database.db.execute(sql`insert into rate_limits (key, hits, reset_at)
      values (${`signIn|${emailAddress}`}, ${SIGN_IN_FAILURES.accountSlowAfter + 50}, now() + interval '10 minutes')`);
    expect((await signIn('192.0.2.41', emailAddress, 'wrong')).statusCode).toBe(401);
    expect((await signIn('192.0.2.42', emailAddress, RIGHT)).statusCode).toBe(200);
    // A successful sign-in starts the account-wide count again.
    const left = await rows<{ key: string }>(
      proxied,
      sql`select key from rate_limits where key = ${`signIn|${emailAddress}`}`,
    );
    expect(left).toEqual([]);
  });

  it('are lifted by a completed password reset', async () => {
    const emailAddress = 'tshepo.molefe@guardforce.co.za';
    for (let i = 0; i < SIGN_IN_FAILURES.max; i += 1)
      expect((await signIn('192.0.2.43', emailAddress, `guess-${i}`)).statusCode).toBe(401);
    expect((await signIn('192.0.2.43', emailAddress, RIGHT)).statusCode).toBe(429);
    expect((await from(proxied, '192.0.2.43', '/api/v1/profile/resetPassword', { emailAddress })).statusCode).toBe(200);
    const [mail] = await rows<{ body: string }>(
      proxied,
      sql`select body from notification_outbox where recipient = ${emailAddress} order by id desc limit 1`,
    );
    const code = mail.body.match(/\/resetPassword\/([A-Za-z0-9_-]+)/)?.[1];
    const reset = await from(proxied, '192.0.2.43', '/api/v1/profile/resetPasswordWeb', {
      code,
      password: 'A-new-password-1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('192.0.2.43', emailAddress, 'A-new-password-1')).statusCode).toBe(200);
  });

  it('start counting again after a successful sign-in', async () => {
    const emailAddress = ACCOUNTS.otherAdmin;
    const attempt = (password: string) => from(proxied, '192.0.2.1', '/api/v1/login', { emailAddress, password });
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < SIGN_IN_FAILURES.max - 1; i += 1) expect((await attempt('wrong')).statusCode).toBe(401);
      expect((await attempt('Patrol123!')).statusCode).toBe(200);
    }
  });
});

describe('failed sign-ins from one address', () => {
  it('to many accounts lock that address out of every account, and only that address', async () => {
    const spray = (emailAddress: string) =>
      from(proxied, '198.51.100.77', '/api/v1/login', { emailAddress, password: 'Summer2026!' });
    for (let i = 0; i < SIGN_IN_FAILURES.perAddress; i += 1)
      expect((await spray(`person.${i}@guardforce.co.za`)).statusCode).toBe(401);
    const locked = await from(proxied, '198.51.100.77', '/api/v1/login', {
      emailAddress: ACCOUNTS.admin,
      password: 'Patrol123!',
    });
    expect(locked.statusCode).toBe(429);
    const minutes = SIGN_IN_FAILURES.windowSeconds / 60;
    expect(locked.json()).toEqual({ message: fill(MESSAGES.auth.addressLocked, { minutes }) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await from(proxied, '198.51.100.78', '/api/v1/login', {
      emailAddress: ACCOUNTS.admin,
      password: 'Patrol123!',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('several server instances', () => {
  it('share the counters through the database', async () => {
    const second = await buildApp(t.config, t.database);
    await second.ready();
    try {
      const payload = { emailAddress: 'shared.limit@guardforce.co.za', password: 'wrong-password' };
      const statuses = [];
      for (let i = 0; i <= LIMIT; i += 1) {
        const app = i % 2 ? second : t.app;
        statuses.push((await app.inject({ method: 'POST', url: '/api/v1/login', payload })).statusCode);
      }
      expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
    } finally {
      await second.close();
    }
  });
});

describe('handset batches', () => {
  it('are limited per handset with a 429 that says when to send again', async () => {
    const call = api(t);
    const siteId = await createSite(call, 'admin', { name: 'Rate Limited Post' });
    const handset = await registerHandset(t, call, siteId, await t.login(ACCOUNTS.guard));
    const status = () => ev.status(80, false);
    expect((await handset.send([status()])).statusCode).toBe(200);
    expect((await handset.send([status()])).statusCode).toBe(200);
    const refused = await handset.send([status()]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.handset.tooManyBatches);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A batch carrying a panic is never refused, nor counted, past the limit.
    const panic = await handset.send([status(), ev.panic()]);
    expect(panic.statusCode).toBe(200);
    expect(panic.json().results.map((result: { status: string }) => result.status)).toEqual(['accepted', 'accepted']);
    expect((await handset.send([status()])).statusCode).toBe(429);
  });

  it("are counted only from the handset's own guard: another company's refused calls use up nothing", async () => {
    const call = api(t);
    const siteId = await createSite(call, 'admin', { name: 'Someone Else Names Us' });
    const handset = await registerHandset(t, call, siteId, await t.login('johannes.botha@guardforce.co.za'));
    const capeGuard = await t.login('luthando.jacobs@capeshield.co.za');
    for (let i = 0; i < 4; i += 1) {
      const theirs = await handsetCall(t, capeGuard, handset.appInstanceId, [ev.panic()]);
      expect(theirs.statusCode).toBe(403);
    }
    // A malformed batch from the handset's own guard is refused before it is counted too.
    expect((await handset.send([])).statusCode).toBe(400);
    expect((await handset.send([ev.status(80, false)])).statusCode).toBe(200);
    expect((await handset.send([ev.status(80, false)])).statusCode).toBe(200);
    expect((await handset.send([ev.status(80, false)])).statusCode).toBe(429);
  });
});

describe('the sweep', () => {
  it('removes ended windows and keeps running ones', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into rate_limits (key, hits, reset_at) values
      ('sweep|ended', 5, now() - interval '1 second'), ('sweep|running', 5, now() + interval '1 minute')`);
    await sweepRateLimits(db);
    const left = await rows<{ key: string }>(t, sql`select key from rate_limits where key like 'sweep|%'`);
    expect(left.map((row) => row.key)).toEqual(['sweep|running']);
  });
});
