/**
 * Two server processes started at once on one PostgreSQL database, each with its own data folder and no JWT_SECRET:
 * a session made by one is good on the other (the token key lives in the database), and a restart keeps it.
 * PostgreSQL only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demo/password';
import { ACCOUNTS, build, type TestContext } from '../test/helper';
import { type RunningServer, startServer } from '../test/serverProcess';

const onPostgres = !!process.env.TEST_DATABASE_URL;
let t: TestContext;
let servers: RunningServer[] = [];

const login = async (url: string) => {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: ACCOUNTS.admin, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return String(response.headers.get('x-access-token'));
};
const me = (url: string, token: string) =>
  fetch(`${url}/api/v1/employee/me`, { headers: { 'x-access-token': token } }).then((response) => response.status);

describe.skipIf(!onPostgres)('one token key for every instance on PostgreSQL', () => {
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await build();
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    env = { DATABASE_URL: url, JWT_SECRET: '', AUTH_RATE_LIMIT: '1000' };
    servers = await Promise.all([startServer(env), startServer(env)]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await t?.close();
  });

  it('accepts on each instance the sessions the other made, and after a restart of one', async () => {
    const [a, b] = servers;
    const fromA = await login(a.url);
    const fromB = await login(b.url);
    expect(await me(b.url, fromA)).toBe(200);
    expect(await me(a.url, fromB)).toBe(200);

    await a.stop();
    servers[0] = await startServer(env);
    expect(await me(servers[0].url, fromA)).toBe(200);
    expect(await me(servers[0].url, fromB)).toBe(200);
  }, 300_000);

  it('keeps one key in the database, written by one of them', async () => {
    const rows = await t.database.db.execute<{ n: number }>('select count(*)::int as n from signing_keys');
    expect(rows.rows[0].n).toBe(1);
  });
});
