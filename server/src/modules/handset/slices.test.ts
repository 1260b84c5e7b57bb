/**
 * A large batch is stored in slices, each committed on its own with the event loop let in between, so on
 * PGlite (one transaction at a time, in the server's thread) another request is not held for the whole batch.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH } from '../../../../contract/handset';
import { api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, type Handset, registerHandset } from '../../test/live';
import { createSite } from '../../test/siteArea';
import { INGEST_SLICE } from './ingest';

let t: TestContext;
let handset: Handset;
beforeAll(async () => {
  t = await build();
  const call = api(t);
  const siteId = await createSite(call, 'admin', { name: 'Busy Post' });
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
});
afterAll(() => t.close());

const stored = async () =>
  (
    await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from events where device_id = ${handset.deviceId} and type = 'panic'`,
    )
  )[0].n;

describe('a batch of MAX_BATCH panics', () => {
  it('lets another request read between its slices, and stores every event', async () => {
    const panics = Array.from({ length: MAX_BATCH }, () => ev.panic());
    let answered = false;
    const sending = handset.send(panics).finally(() => {
      answered = true;
    });
    // Another request's query, sent over and over while the batch is stored: it is answered between two
    // slices, so it sees part of the batch (one transaction for the whole batch shows none, then all of it).
    let seen = 0;
    while (!answered && seen === 0) {
      // As a request arriving from the network would: from the event loop, not from a chain of promises.
      await new Promise((resolve) => setImmediate(resolve));
      seen = await stored();
    }
    const response = await sending;
    expect(response.statusCode).toBe(200);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(MAX_BATCH);
    expect(MAX_BATCH / INGEST_SLICE).toBeGreaterThan(2);
    expect(response.json().results.every((r: { status: string }) => r.status === 'accepted')).toBe(true);
    expect(await stored()).toBe(MAX_BATCH);
  });

  it('answers the batch sent again "duplicate" for every event', async () => {
    const panics = Array.from({ length: 45 }, () => ev.panic());
    expect((await handset.send(panics)).statusCode).toBe(200);
    const again = await handset.send(panics);
    expect(again.json().results.every((r: { status: string }) => r.status === 'duplicate')).toBe(true);
  });
});
