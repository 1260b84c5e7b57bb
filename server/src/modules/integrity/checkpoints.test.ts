/**
 * Signed checkpoints against someone who can write to the database (direct SQL, as such an attacker would): each
 * tampering answers 'not intact' and says where (chain, device, seq range); an untouched record stays intact. A row
 * the server did not store has none of its seals, at the tail too; rows stored before sealing began are judged without.
 */
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditIntegrityResult, CheckpointsResult, IntegrityResult } from '../../../../contract/integrity';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, type Handset, registerHandset, sendAll } from '../../test/live';
import { pdfText } from '../../test/pdfText';
import { pastDay } from '../../test/reports';
import { createSite } from '../../test/siteArea';
import { makeCheckpoints } from './checkpoints';

let t: TestContext;
let call: Api;
const day = pastDay(2);
/** The handsets' events: every 10 s from 10:00 UTC of that day. */
const start = (day.startDate + 10 * 3_600) * 1000;
const at = (i: number) => new Date(start + i * 10_000);
const run = (query: SQL) => t.database.db.execute(query);
/** The site report of the day, as its PDF's text. */
async function reportText(siteId: number) {
  const { guardforce } = await call.companies();
  const made = await call.post('admin', '/api/v1/report/site', { ...day, company: guardforce, siteId });
  expect(made.statusCode, made.body).toBe(200);
  const file = await call.get('admin', `/api/v1/report/file/${made.json().report.id}`);
  return (await pdfText(file.rawPayload)).replace(/\s+/g, ' ');
}
/** The checkpoint job, as run at `when` (now by default). */
const checkpoint = (when = new Date()) => makeCheckpoints(t.database.db, when);

beforeAll(async () => {
  t = await build();
  call = api(t);
});
afterAll(() => t.close());

let sites = 0;
/** A handset at a site of its own with `count` events of the day, its chain checkpointed. */
async function chainOf(count: number): Promise<Handset> {
  sites += 1;
  const siteId = await createSite(call, 'admin', { name: `Evidence Site ${sites}` });
  const handset = await registerHandset(t, call, siteId, await call.token('guard'));
  const events = Array.from({ length: count }, (_, i) => ev.status(80, false, at(i)));
  await sendAll(handset, events);
  await checkpoint();
  return handset;
}
const check = async (handset: Handset, period = day) =>
  (
    await call.get(
      'admin',
      `/api/v1/integrity?siteId=${handset.siteId}&startDate=${period.startDate}&endDate=${period.endDate}`,
    )
  ).json() as IntegrityResult;
const headOf = async (handset: Handset) =>
  (
    await rows<{ seq: number }>(
      t,
      sql`select max(chain_seq)::int as seq from events where chain_device_id = ${handset.deviceId}`,
    )
  )[0].seq;
/** The seals of the handset's events `where` removed, as of events stored before sealing began. */
const unseal = (handset: Handset, where: SQL) =>
  run(sql`delete from event_seals where event_id in
    (select id from events where chain_device_id = ${handset.deviceId} and ${where})`);
/** What an attacker with the event_hash function does after a change: every hash from `fromSeq` on made anew. */
const recompute = (handset: Handset, fromSeq: number) =>
  run(
    sql.raw(`do $$
      declare e events; prev text;
      begin
        select chain_hash into prev from events where chain_device_id = ${handset.deviceId} and chain_seq = ${fromSeq - 1};
        for e in select * from events where chain_device_id = ${handset.deviceId} and chain_seq >= ${fromSeq}
          order by chain_seq loop
          update events set chain_prev = coalesce(prev, ''), chain_hash = event_hash(coalesce(prev, ''), e)
            where id = e.id returning chain_hash into prev;
        end loop;
      end $$`),
  );

describe('the events chains against their signed checkpoints', () => {
  it('answers intact for an untouched record, with the checkpoints it was compared with', async () => {
    const handset = await chainOf(30);
    const result = await check(handset);
    expect(result).toMatchObject({ checked: 30, intact: true, gaps: 0, findingCount: 0, findings: [] });
    expect(result.checkpoints).toBe(1);
    expect(result.lastCheckpointAt).toBeGreaterThan(0);
    // Nothing moved: the job makes no checkpoint.
    const before = await rows<{ count: number }>(t, sql`select count(*)::int as count from chain_checkpoints`);
    await checkpoint();
    expect(await rows(t, sql`select count(*)::int as count from chain_checkpoints`)).toEqual(before);
  });

  it("finds the handset's newest event deleted", async () => {
    const handset = await chainOf(30);
    await run(sql`delete from events where chain_device_id = ${handset.deviceId} and chain_seq = 30`);
    const result = await check(handset);
    expect(result.intact).toBe(false);
    expect(result.gaps).toBe(1);
    expect(result.findings).toEqual([
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 30, toSeq: 30, reason: 'shorter' },
    ]);
  });

  it('finds its last 200 events deleted', async () => {
    const handset = await chainOf(250);
    await run(sql`delete from events where chain_device_id = ${handset.deviceId} and chain_seq > 50`);
    const result = await check(handset);
    expect(result).toMatchObject({ checked: 50, intact: false, gaps: 200 });
    expect(result.findings).toEqual([
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 51, toSeq: 250, reason: 'shorter' },
    ]);
  });

  it('finds the whole period deleted, with the days after it kept', async () => {
    const handset = await chainOf(40);
    // The next day's events, and their checkpoint.
    const next = { startDate: day.endDate, endDate: day.endDate + 86_400 };
    await sendAll(
      handset,
      Array.from({ length: 5 }, (_, i) => ev.status(70, false, new Date((next.startDate + 3_600 + i * 60) * 1000))),
    );
    await checkpoint(new Date(Date.now() + 60_000));
    const sent = day.startDate;
    await run(sql`delete from events where chain_device_id = ${handset.deviceId}
      and sent_at >= to_timestamp(${sent}) and sent_at < to_timestamp(${day.endDate})`);
    const result = await check(handset);
    expect(result).toMatchObject({ checked: 0, intact: false, gaps: 40 });
    expect(result.findings).toEqual([
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 1, toSeq: 40, reason: 'headMissing' },
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 1, toSeq: 40, reason: 'gap' },
    ]);
    // The next day's check sees its first event's link broken, and the same removal.
    expect((await check(handset, next)).intact).toBe(false);
  });

  it('finds a tag scan forged after the newest checkpoint (no seal of the server), and one forged into the middle', async () => {
    const handset = await chainOf(30);
    const [device] = await rows<{ company_id: number }>(
      t,
      sql`select company_id from devices where id = ${handset.deviceId}`,
    );
    const forge = () =>
      rows<{ id: number; chain_seq: number }>(
        t,
        sql`insert into events (event_guid, type, company_id, site_id, device_id, sent_at, payload)
            values (${randomUUID()}, 'nfcTagScan', ${device.company_id}, ${handset.siteId}, ${handset.deviceId},
              ${at(5).toISOString()}, ${JSON.stringify({ serialNumber: '04A1B2C3D4E5F6' })}::jsonb)
            returning id, chain_seq::int as chain_seq`,
      );
    // The trigger links it as the newest and no checkpoint holds it yet, but the server never sealed it.
    const [tail] = await forge();
    expect(tail.chain_seq).toBe(31);
    const atTail = await check(handset);
    expect(atTail).toMatchObject({ checked: 31, intact: false, firstBroken: null, gaps: 0 });
    expect(atTail.findings).toEqual([
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 31, toSeq: 31, reason: 'unsealed' },
    ]);
    // A checkpoint made after it signs the chain's head as it is; the row is still not the server's.
    await checkpoint(new Date(Date.now() + 60_000));
    expect((await check(handset)).findings).toEqual([
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 31, toSeq: 31, reason: 'unsealed' },
    ]);
    await run(sql`delete from events where id = ${tail.id}`);
    await run(sql`delete from chain_checkpoints where device_id = ${handset.deviceId} and seq = 31`);

    // Moved into the middle (seq 6), the rows after it renumbered and the chain recomputed: the signed head breaks.
    const [forged] = await forge();
    await run(sql`update events set chain_seq = -(chain_seq + 1)
      where chain_device_id = ${handset.deviceId} and chain_seq > 5 and id <> ${forged.id}`);
    await run(sql`update events set chain_seq = 6 where id = ${forged.id}`);
    await run(
      sql`update events set chain_seq = -chain_seq where chain_device_id = ${handset.deviceId} and chain_seq < 0`,
    );
    await recompute(handset, 6);
    const result = await check(handset);
    expect(result).toMatchObject({ checked: 31, intact: false, firstBroken: null, gaps: 0 });
    // Rows 6 on recomputed: none of them is the row the server sealed.
    expect(result.findings).toEqual([
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 1, toSeq: 30, reason: 'rewritten' },
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 6, toSeq: 31, reason: 'unsealed' },
    ]);
  });

  it('takes rows stored before sealing began without seals, and no unsealed row after a sealed one', async () => {
    const handset = await chainOf(10);
    // As a record stored before migration 0034: its first rows unsealed, sealing begun after them.
    await unseal(handset, sql`chain_seq <= 6`);
    await run(sql`update sealing_began set at = now() + interval '1 day'`);
    try {
      expect(await check(handset)).toMatchObject({ checked: 10, intact: true, findingCount: 0 });
      // An unsealed row after the first sealed one is not an old row, whenever it says it was stored.
      await unseal(handset, sql`chain_seq = 9`);
      expect((await check(handset)).findings).toEqual([
        { chain: 'events', deviceId: handset.deviceId, fromSeq: 9, toSeq: 9, reason: 'unsealed' },
      ]);
    } finally {
      await run(sql`update sealing_began set at = now() - interval '1 day'`);
    }
    // Once sealing has begun, a row stored without a seal is named, the first rows too.
    expect((await check(handset)).findings).toEqual([
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 1, toSeq: 9, reason: 'unsealed' },
    ]);
  });

  it('finds an event changed and the chain recomputed after it, between two checkpoints', async () => {
    const handset = await chainOf(20);
    await sendAll(
      handset,
      Array.from({ length: 20 }, (_, i) => ev.status(60, false, at(20 + i))),
    );
    await checkpoint(new Date(Date.now() + 60_000));
    await run(sql`update events set payload = payload || '{"batteryStatus": 5}'::jsonb
      where chain_device_id = ${handset.deviceId} and chain_seq = 25`);
    expect((await check(handset)).findings).toContainEqual({
      chain: 'events',
      deviceId: handset.deviceId,
      fromSeq: 25,
      toSeq: 25,
      reason: 'changed',
    });
    await recompute(handset, 25);
    const result = await check(handset);
    expect(result).toMatchObject({ intact: false, firstBroken: null });
    // Between the first checkpoint (seq 20, still good) and the second (seq 40); and rows 25 on carry seals of
    // hashes they no longer have.
    expect(result.findings).toEqual([
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 21, toSeq: 40, reason: 'rewritten' },
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 25, toSeq: 40, reason: 'unsealed' },
    ]);
  });

  it('finds a forged checkpoint (bad signature) and one removed from the middle', async () => {
    const handset = await chainOf(10);
    for (const i of [10, 11]) {
      await sendAll(handset, [ev.status(50, false, at(i))]);
      await checkpoint(new Date(Date.now() + i * 1000));
    }
    expect(await headOf(handset)).toBe(12);
    await run(sql`delete from chain_checkpoints where chain = 'events' and device_id = ${handset.deviceId} and n = 2`);
    expect((await check(handset)).findings).toEqual([
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 11, toSeq: 12, reason: 'checkpointMissing' },
    ]);
    // The tail removed and the newest checkpoint made to say so, without the key.
    await run(sql`delete from events where chain_device_id = ${handset.deviceId} and chain_seq = 12`);
    await run(sql`update chain_checkpoints set seq = 11, row_count = 11,
      hash = (select chain_hash from events where chain_device_id = ${handset.deviceId} and chain_seq = 11)
      where chain = 'events' and device_id = ${handset.deviceId} and n = 3`);
    const result = await check(handset);
    expect(result.intact).toBe(false);
    expect(result.findings).toContainEqual({
      chain: 'events',
      deviceId: handset.deviceId,
      fromSeq: 11,
      toSeq: 11,
      reason: 'badSignature',
    });
  });
});

describe('the audit log chained and checkpointed', () => {
  const auditCheck = async () => (await call.get('admin', '/api/v1/integrity/audit')).json() as AuditIntegrityResult;
  const companyChain = async () => {
    const { guardforce } = await call.companies();
    return rows<{ seq: number }>(
      t,
      sql`select chain_seq::int as seq from audit_log where chain_company_id = ${guardforce} order by chain_seq`,
    );
  };

  it('answers intact for an untouched audit log; controllers may not ask', async () => {
    await checkpoint();
    const result = await auditCheck();
    expect(result).toMatchObject({ intact: true, gaps: 0, findings: [] });
    expect(result.checked).toBe((await companyChain()).length);
    expect(result.checkpoints).toBeGreaterThanOrEqual(1);
    expect((await call.get('controller', '/api/v1/integrity/audit')).statusCode).toBe(403);
  });

  it('finds an audit row deleted from the middle, and the newest deleted', async () => {
    await createSite(call, 'admin', { name: 'Audited Site' });
    await checkpoint(new Date(Date.now() + 120_000));
    const chain = await companyChain();
    const middle = chain[Math.floor(chain.length / 2)].seq;
    const { guardforce } = await call.companies();
    await run(sql`delete from audit_log where chain_company_id = ${guardforce} and chain_seq = ${middle}`);
    const result = await auditCheck();
    expect(result.intact).toBe(false);
    expect(result.gaps).toBe(1);
    expect(result.findings).toEqual(
      expect.arrayContaining([
        { chain: 'audit', deviceId: 0, fromSeq: middle, toSeq: middle, reason: 'gap' },
        { chain: 'audit', deviceId: 0, fromSeq: middle + 1, toSeq: middle + 1, reason: 'linkBroken' },
      ]),
    );
    const newest = chain.at(-1)?.seq as number;
    await run(sql`delete from audit_log where chain_company_id = ${guardforce} and chain_seq = ${newest}`);
    expect((await auditCheck()).findings).toContainEqual({
      chain: 'audit',
      deviceId: 0,
      fromSeq: newest,
      toSeq: newest,
      reason: 'shorter',
    });
  });
});

describe("the day's checkpoints, for whoever keeps a copy", () => {
  it("prints the day's last checkpoint on the site report, and where the record is not intact", async () => {
    sites += 1;
    const siteId = await createSite(call, 'admin', { name: `Evidence Site ${sites}` });
    const handset = await registerHandset(t, call, siteId, await call.token('guard'));
    await sendAll(
      handset,
      Array.from({ length: 12 }, (_, i) => ev.status(80, false, at(i))),
    );
    // Made during the day, as the hourly job would have.
    await checkpoint(new Date((day.startDate + 11 * 3_600) * 1000));
    const [made] = await rows<{ hash: string; key_id: string }>(
      t,
      sql`select hash, key_id from chain_checkpoints where chain = 'events' and device_id = ${handset.deviceId}`,
    );
    const text = await reportText(siteId);
    expect(text).toContain('Record intact: 12 events verified');
    expect(text).toContain(`seq 12, hash ${made.hash.slice(0, 16)}`);
    expect(text).toContain(`(key ${made.key_id})`);
    await run(sql`delete from events where chain_device_id = ${handset.deviceId} and chain_seq = 12`);
    expect(await reportText(siteId)).toContain(
      `Record not intact: events removed from the end of the record (device ${handset.deviceId}, seq 12–12)`,
    );
  });

  it("lists a site's checkpoints of a day, each verifiable with the public key given", async () => {
    const handset = await chainOf(5);
    const now = Math.floor(Date.now() / 1000);
    const url = `/api/v1/integrity/checkpoints?siteId=${handset.siteId}&startDate=${now - 3_600}&endDate=${now + 3_600}`;
    const response = await call.get('controller', url);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as CheckpointsResult;
    expect(answer.checkpoints).toHaveLength(1);
    const [one] = answer.checkpoints;
    expect(one).toMatchObject({ chain: 'events', deviceId: handset.deviceId, siteId: handset.siteId, n: 1, seq: 5 });
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: answer.publicKey }, format: 'jwk' });
    const text = `checkpoint/1|${one.chain}|${one.companyId}|${one.deviceId}|${one.n}|${one.seq}|${one.hash}|${one.rowCount}|${one.madeAt}`;
    expect(verify(null, Buffer.from(text), key, Buffer.from(one.signature, 'base64url'))).toBe(true);
    expect(verify(null, Buffer.from(text.replace('|5|', '|4|')), key, Buffer.from(one.signature, 'base64url'))).toBe(
      false,
    );
    expect((await call.get('otherAdmin', url)).statusCode).toBe(404);
  });

  it("catches with the client's copy what the stored checkpoints cannot: the tail removed with its checkpoints", async () => {
    const handset = await chainOf(20);
    const now = Math.floor(Date.now() / 1000);
    const copy = (
      (
        await call.get(
          'controller',
          `/api/v1/integrity/checkpoints?siteId=${handset.siteId}&startDate=${now - 3_600}&endDate=${now + 3_600}`,
        )
      ).json() as CheckpointsResult
    ).checkpoints;
    const held = (checkpoints: unknown[]) =>
      call.post('controller', '/api/v1/integrity/checkpoints/check', { checkpoints });
    expect((await held(copy)).json()).toMatchObject({ checked: 1, intact: true, findings: [] });

    await run(sql`delete from events where chain_device_id = ${handset.deviceId} and chain_seq > 14`);
    await run(sql`delete from chain_checkpoints where chain = 'events' and device_id = ${handset.deviceId}`);
    // The server's own record now ends at a quiet handset: nothing stored says otherwise.
    expect(await check(handset)).toMatchObject({ intact: true, checkpoints: 0 });
    const answer = (await held(copy)).json() as IntegrityResult;
    expect(answer).toMatchObject({ intact: false, gaps: 6 });
    expect(answer.findings).toEqual([
      { chain: 'events', deviceId: handset.deviceId, fromSeq: 15, toSeq: 20, reason: 'shorter' },
    ]);
    // A copy changed (or made up) does not carry the server's signature; another company's is refused.
    const changed = (await held([{ ...copy[0], seq: 14 }])).json() as IntegrityResult;
    expect(changed.findings).toContainEqual({
      chain: 'events',
      deviceId: handset.deviceId,
      fromSeq: 14,
      toSeq: 14,
      reason: 'badSignature',
    });
    expect(
      (await call.post('otherController', '/api/v1/integrity/checkpoints/check', { checkpoints: copy })).statusCode,
    ).toBe(400);
  });
});
