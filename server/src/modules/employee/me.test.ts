import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, build, type TestContext } from '../../test/helper';

let t: TestContext;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('GET /api/v1/employee/me', () => {
  it('answers the current user with company and site names', async () => {
    const token = await t.login(ACCOUNTS.controller);
    const response = await t.as(token, { method: 'GET', url: '/api/v1/employee/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      emailAddress: ACCOUNTS.controller,
      role: 'CONTROLLER',
      companyName: 'GuardForce Security Services',
      siteId: null,
      siteName: null,
    });
  });
});
