/**
 * A panic never queues behind location traffic (on PostgreSQL, where connections are a pool): with every routine
 * connection taken it is still stored and answered, and among its own device's waiting batches it goes first.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, type Handset, handsetCall, registerHandset } from '../../test/live';
import { createSite } from '../../test/siteArea';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('an urgent batch on PostgreSQL', () => {
  let t: TestContext;
  let handset: Handset;
  let guardToken: string;
  let companyId: number;

  beforeAll(async () => {
    t = await build();
    const call = api(t);
    const siteId = await createSite(call, 'admin', { name: `Urgent ${randomUUID().slice(0, 6)}` });
    guardToken = await call.token('guard');
    handset = await registerHandset(t, call, siteId, guardToken);
    companyId = (await call.companies()).guardforce;
  });
  afterAll(() => t.close());

  const send = (events: unknown[]) => handsetCall(t, guardToken, handset.appInstanceId, events);
  const here = () => ev.location(-26.1076, 28.0567);
  const storedTypes = () =>
    rows<{ type: string }>(
      t,
      sql`select type from events where device_id = ${handset.deviceId} and type in ('panic', 'deviceLocation') order by chain_seq`,
    ).then((list) => list.map((row) => row.type));

  it('stores and answers a panic while every routine connection is taken (its own location batch waiting for one)', async () => {
    const pool = t.database.pool as pg.Pool;
    const taken = await Promise.all(Array.from({ length: pool.options.max ?? 0 }, () => pool.connect()));
    let located = false;
    const locations = send([here()]).then((response) => {
      located = true;
      return response;
    });
    const panic = ev.panic();
    const answer = await send([panic]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results[0].status).toBe('accepted');
    expect(located).toBe(false);
    for (const client of taken) client.release();
    expect((await locations).json().results[0].status).toBe('accepted');
    expect(await storedTypes()).toEqual(['panic', 'deviceLocation']);
  });

  it('keeps the urgent connections open while idle: a panic after a quiet night does not wait to connect', async () => {
    expect((await send([ev.panic()])).statusCode).toBe(200);
    const urgent = (t.database.urgent as unknown as { $client: pg.Pool }).$client;
    expect(urgent.idleCount).toBeGreaterThan(0);
    // node-postgres closes an idle connection after idleTimeoutMillis; 0 keeps it.
    expect(urgent.options.idleTimeoutMillis).toBe(0);
  });

  it("takes a panic before its own device's location batches that wait behind the one in hand", async () => {
    // Another session holds the device's chain lock (as a long batch of another instance would).
    const holder = await (t.database.pool as pg.Pool).connect();
    await holder.query('select pg_advisory_lock($1, $2)', [companyId, handset.deviceId]);
    const before = (await storedTypes()).length;
    const batches = [send([here()]), send([here()]), send([here()])];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const panic = send([ev.panic()]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await holder.query('select pg_advisory_unlock($1, $2)', [companyId, handset.deviceId]);
    holder.release();
    // Two batches of one device in flight at once take its locks in one order (no deadlock answered 500).
    for (const response of await Promise.all([...batches, panic])) expect(response.statusCode).toBe(200);
    expect((await storedTypes()).slice(before)).toEqual([
      'deviceLocation',
      'panic',
      'deviceLocation',
      'deviceLocation',
    ]);
  });
});
