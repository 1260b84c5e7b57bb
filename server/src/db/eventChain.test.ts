/**
 * The events' hash chain (migration 0016) hashes each event as it is stored, in the insert's own trigger; its SQL
 * functions are inlined into the trigger's expression (migration 0021: declared STABLE, as what they call is), which
 * more than doubled the events PostgreSQL stores a second, and hash exactly as before: a hash made by migration 0016's
 * functions is the one they make now.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rows } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';

let t: TestContext;
beforeAll(async () => {
  t = await build({}, { demo: false });
});
afterAll(() => t.close());

/** An event as stored, with every column its content hashes (a grouped alert's follow-up keys left out of it). */
const EVENT = {
  event_guid: '6f1c2a90-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  type: 'deviceOffline',
  company_id: 3,
  chain_device_id: 7,
  sent_at: '2026-11-20T08:15:30.25Z',
  created_at: '2026-11-20T08:15:31.5Z',
  latitude: -26.1076,
  longitude: 28.0567,
  payload: { deviceId: 7, repeats: 4, lastAt: 1795600000, note: 'gate' },
};
/** Its hash after the hash 'prev', as migration 0016's functions made it before this change. */
const HASH_0016 = 'b5ada65120ee0a3e3aba96e6917f209043e86d7f5403882c7fd8f6408b233cbf';

it('hashes an event as migration 0016 did', async () => {
  const [row] = await rows<{ hash: string }>(
    t,
    sql`select event_hash('prev', jsonb_populate_record(null::events, ${JSON.stringify(EVENT)}::jsonb)) as hash`,
  );
  expect(row.hash).toBe(HASH_0016);
});

it("computes the hash inline in the trigger's expression, not as a function call per row", async () => {
  const plan = await rows<{ 'QUERY PLAN': string }>(
    t,
    sql`explain verbose select event_hash(chain_prev, e) from events e`,
  );
  const text = plan.map((line) => line['QUERY PLAN']).join('\n');
  expect(text).toMatch(/sha256/);
  expect(text).not.toMatch(/event_hash|event_content/);
});
