/**
 * The patrol record shows tampering: every stored event is chained per company and device as it is stored, and
 * GET /api/v1/integrity finds the first event of a site and period that was changed (or whose predecessor went
 * missing) after it was stored. Runs on PGlite, and on PostgreSQL with tools/pg/with-postgres.sh, where concurrent
 * batches of one handset keep its chain whole.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../../contract/constants';
import type { IntegrityResult } from '../../../../contract/integrity';
import { reportTime as reportTimeIn } from '../../../../contract/reports';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, ev, type Handset, minutes, registerHandset, sendAll } from '../../test/live';
import { pdfText } from '../../test/pdfText';
import { pastDay } from '../../test/reports';
import { createSite } from '../../test/siteArea';

const reportTime = (epochSeconds: number) => reportTimeIn(epochSeconds, DEFAULT_TIME_ZONE);

let t: TestContext;
let call: Api;
let handset: Handset;
/** The events happen on a day two days ago, from 10:00 UTC: a whole day a site report may cover. */
const day = pastDay(2);
const start = new Date((day.startDate + 10 * 3_600) * 1000);
const period = () => `startDate=${epoch(start) - 60}&endDate=${epoch(start) + 3600}`;
const check = async (siteId: number) =>
  (await call.get('admin', `/api/v1/integrity?siteId=${siteId}&${period()}`)).json() as IntegrityResult;
/** The site report of that day, as its PDF's text. */
async function reportText(siteId: number) {
  const { guardforce } = await call.companies();
  const made = await call.post('admin', '/api/v1/report/site', { ...day, company: guardforce, siteId });
  expect(made.statusCode, made.body).toBe(200);
  const file = await call.get('admin', `/api/v1/report/file/${made.json().report.id}`);
  return (await pdfText(file.rawPayload)).replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await build();
  call = api(t);
  const siteId = await createSite(call, 'admin');
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
  await sendAll(handset, [
    ev.attendance(minutes(start, 1)),
    ev.location(-26.1076, 28.0567, minutes(start, 2)),
    ev.pleaseCallMe(minutes(start, 3)),
    ev.status(80, false, minutes(start, 4)),
    ev.location(-26.1077, 28.0568, minutes(start, 5)),
    ev.chat('All quiet at the gate', minutes(start, 6)),
  ]);
});
afterAll(() => t.close());

interface ChainRow {
  id: number;
  chain_seq: number;
  chain_prev: string;
  chain_hash: string;
}
const chainOf = (deviceId: number) =>
  rows<ChainRow>(
    t,
    sql`select id, chain_seq::int as chain_seq, chain_prev, chain_hash from events
        where chain_device_id = ${deviceId} order by chain_seq`,
  );

describe('the events hash chain', () => {
  it('chains each event as stored: seq 1, 2, 3… each naming the hash before it', async () => {
    const chain = await chainOf(handset.deviceId);
    expect(chain.length).toBeGreaterThanOrEqual(5);
    chain.forEach((row, index) => {
      expect(row.chain_seq).toBe(index + 1);
      expect(row.chain_prev).toBe(index === 0 ? '' : chain[index - 1].chain_hash);
      expect(row.chain_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  it('answers that the record is intact, with the number of events checked', async () => {
    const result = await check(handset.siteId);
    expect(result).toMatchObject({
      checked: (await chainOf(handset.deviceId)).length,
      intact: true,
      clockOff: 0,
      firstBroken: null,
      gaps: 0,
      findings: [],
    });
    expect(result.checked).toBeGreaterThanOrEqual(5);
  });

  it("prints 'Record intact: N events verified' on the site report", async () => {
    const { checked } = await check(handset.siteId);
    expect(await reportText(handset.siteId)).toContain(`Record intact: ${checked} events verified`);
  });

  it('keeps the chain when a handset sends the same events again', async () => {
    const again = [ev.location(-26.1078, 28.0569, minutes(start, 7))];
    await sendAll(handset, again);
    const before = await chainOf(handset.deviceId);
    const response = await handset.send(again);
    expect(response.json().results[0].status).toBe('duplicate');
    expect(await chainOf(handset.deviceId)).toEqual(before);
    expect((await check(handset.siteId)).intact).toBe(true);
  });

  it('finds the event changed in the database, and the one whose predecessor was removed', async () => {
    const [changed] = await rows<{ id: number; event_guid: string; type: string }>(
      t,
      sql`select id, event_guid, type from events where chain_device_id = ${handset.deviceId} and type = 'pleaseCallMe'`,
    );
    await t.database.db.execute(
      sql`update events set sent_at = sent_at - interval '2 minutes' where id = ${changed.id}`,
    );
    const result = await check(handset.siteId);
    expect(result.intact).toBe(false);
    expect(result.firstBroken).toMatchObject({ id: changed.id, eventGuid: changed.event_guid, reason: 'changed' });
    expect(await reportText(handset.siteId)).toContain(
      `Record broken at ${reportTime(result.firstBroken?.sentAt as number)}: pleaseCallMe event ${changed.event_guid} (changed after it was stored)`,
    );

    await t.database.db.execute(sql`delete from events where id = ${changed.id}`);
    const [next] = await rows<{ id: number }>(
      t,
      sql`select id from events where chain_device_id = ${handset.deviceId} and id > ${changed.id} order by chain_seq limit 1`,
    );
    const afterRemoval = await check(handset.siteId);
    expect(afterRemoval.firstBroken).toMatchObject({ id: next.id, reason: 'linkBroken' });
  });

  it("keeps another company's site out of reach, and refuses a bad period", async () => {
    expect((await call.get('otherAdmin', `/api/v1/integrity?siteId=${handset.siteId}&${period()}`)).statusCode).toBe(
      404,
    );
    const backwards = await call.get(
      'admin',
      `/api/v1/integrity?siteId=${handset.siteId}&startDate=1800000000&endDate=1700000000`,
    );
    expect(backwards.statusCode).toBe(400);
  });

  it('stays one whole chain when a handset sends batches at once (several instances writing)', async () => {
    const siteId = await createSite(call, 'admin', { name: 'Concurrent Site' });
    const busy = await registerHandset(t, call, siteId, await call.token('guard'));
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 10 }, (_, i) =>
        i % 5 === 0
          ? ev.status(50 + i, false, minutes(start, b))
          : ev.location(-26.1 - i * 1e-4, 28.05, minutes(start, b)),
      ),
    );
    await Promise.all(batches.map((batch) => sendAll(busy, batch)));
    // The 80 events sent, and any alert the server raised from them (a battery or boundary alert) in the same chain.
    const chain = await chainOf(busy.deviceId);
    const length = chain.length;
    expect(length).toBeGreaterThanOrEqual(80);
    expect(chain.map((row) => row.chain_seq)).toEqual(Array.from({ length }, (_, i) => i + 1));
    expect(chain.map((row) => row.chain_prev)).toEqual(['', ...chain.slice(0, -1).map((row) => row.chain_hash)]);
    expect(await check(siteId)).toMatchObject({ checked: length, intact: true, clockOff: 0, firstBroken: null });
  });

  it("marks an event sent with the handset's clock days off, and the report counts it", async () => {
    const siteId = await createSite(call, 'admin', { name: 'Clock Site' });
    const reset = await registerHandset(t, call, siteId, await call.token('guard'));
    const claimed = new Date(Date.now() - 30 * 86_400_000);
    const response = await reset.send([ev.pleaseCallMe(claimed), ev.location(-26.1, 28.05, claimed)]);
    expect(response.json().results.map((r: { status: string }) => r.status)).toEqual(['accepted', 'accepted']);
    const marked = await rows<{ type: string; device_clock: { sentAt: number; offSeconds: number } }>(
      t,
      sql`select type, payload -> 'deviceClock' as device_clock from events where chain_device_id = ${reset.deviceId}
          and payload ? 'deviceClock' order by type`,
    );
    expect(marked.map((row) => row.type)).toEqual(['deviceLocation', 'pleaseCallMe']);
    for (const row of marked) {
      expect(row.device_clock.sentAt).toBe(epoch(claimed));
      expect(row.device_clock.offSeconds).toBeLessThan(-29 * 86_400);
    }
    const now = Math.floor(Date.now() / 1000);
    const result = (
      await call.get('admin', `/api/v1/integrity?siteId=${siteId}&startDate=${now - 3600}&endDate=${now + 60}`)
    ).json() as IntegrityResult;
    expect(result).toMatchObject({ intact: true, clockOff: 2 });
  });
});

describe('a grouped alert followed up', () => {
  it('keeps the record intact when a boundary exit is counted again and the handset comes back inside', async () => {
    const siteId = await createSite(call, 'admin', { name: 'Boundary Follow-up Site' });
    const walker = await registerHandset(t, call, siteId, await call.token('guard'));
    const outside = (minute: number) => ev.location(-26.2, 28.1, minutes(start, minute));
    await sendAll(walker, [outside(10)]);
    await sendAll(walker, [outside(42)]);
    await sendAll(walker, [ev.location(-26.1247, 28.0344, minutes(start, 50))]);
    const [exit] = await rows<{ payload: { repeats?: number; returnedAt?: number } }>(
      t,
      sql`select payload from events where device_id = ${walker.deviceId} and type = 'boundaryExit'`,
    );
    expect(exit.payload).toMatchObject({ repeats: 2, returnedAt: epoch(minutes(start, 50)) });
    expect(await check(siteId)).toMatchObject({ intact: true, firstBroken: null });
  });
});
