import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { tokenService } from '../../http/token';
import { ACCOUNTS, build, GUARDFORCE, type TestContext } from '../../test/helper';

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('POST /api/v1/login', () => {
  it('answers the token in x-access-token and the employee id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { emailAddress: ACCOUNTS.admin, password: 'Patrol123!' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-access-token']).toMatch(/^ey/);
    expect(response.json()).toEqual({ employeeId: expect.any(Number) });
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { emailAddress: ACCOUNTS.admin, password: 'not-it' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { emailAddress: 'nobody@nowhere.co.za', password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MESSAGES.auth.wrongCredentials);
  });

  it.each([
    [{ emailAddress: 'not-an-address', password: 'x' }, MESSAGES.auth.invalidEmail],
    [{ emailAddress: '', password: 'x' }, MESSAGES.auth.fillAllFields],
    [{ emailAddress: ACCOUNTS.admin, password: '' }, MESSAGES.auth.fillAllFields],
  ])('validates %j', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is rate-limited per address with a clear 429', async () => {
    const limited = await build({ AUTH_RATE_LIMIT: '3' }, { demo: true });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { emailAddress: ACCOUNTS.controller, password: 'wrong' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(MESSAGES.auth.tooManyAttempts);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens', () => {
  it('refuses a missing token with the spec message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/employee/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.auth.missingToken);
  });

  it('refuses an expired token with the session-expired message', async () => {
    const me = await t.as(await t.login(ACCOUNTS.admin), { method: 'GET', url: '/api/v1/employee/me' });
    const expired = await tokenService(t.config.jwtSecret, -10).sign({ employeeId: me.json().id, version: 0 });
    const response = await t.as(expired, { method: 'GET', url: '/api/v1/employee/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.auth.expiredToken);
  });

  it('refuses a tampered token and one signed with another secret', async () => {
    const token = await t.login(ACCOUNTS.admin);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const tampered = await t.as(`${header}.${forged}.${signature}`, { method: 'GET', url: '/api/v1/employee/me' });
    expect(tampered.statusCode).toBe(401);
    const foreign = await tokenService('another-secret-entirely').sign({ employeeId: claims.sub, version: 0 });
    expect((await t.as(foreign, { method: 'GET', url: '/api/v1/employee/me' })).statusCode).toBe(401);
  });

  it('keeps a security guard out of the console endpoints', async () => {
    const token = await t.login(ACCOUNTS.guard);
    const companyId = await t.companyId(GUARDFORCE);
    const response = await t.as(token, { method: 'GET', url: `/api/v1/area/byCompany/${companyId}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.auth.consoleOnly);
  });
});
