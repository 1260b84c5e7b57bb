/**
 * Signed checkpoints: each chain's head (seq, hash, rows in the chain), signed with the checkpoint key, made by an
 * interval job (jobs/checkpoints.ts) at least hourly. A chain whose head has not moved since its last checkpoint gets
 * none, so an idle company costs two index lookups per chain. Two instances making the same checkpoint at once: the
 * second insert is skipped (one number per chain).
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Chain, Checkpoint, CheckpointsResult } from '../../../../contract/integrity';
import type { Db } from '../../db/client';
import { chainCheckpoints, devices } from '../../db/schema';
import { type CheckpointKey, checkpointKey, SIGNED_TEXT_FORM, signedText } from './checkpointKey';

interface Head {
  company_id: number;
  device_id: number;
  site_id: number | null;
  seq: number;
  hash: string;
  last_n: number | null;
}

/** The rows of a raw query's answer (the integrity module's queries are raw SQL). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every chain whose head moved since its last checkpoint (or that has none yet): the events' and the audit log's. */
async function movedHeads(db: Db): Promise<{ chain: Chain; head: Head }[]> {
  const events = rowsOf<Head>(
    await db.execute(sql`
      with chains as (
        select company_id, id as device_id, site_id from devices
        union all select id, 0, null from companies
      )
      select ch.company_id, ch.device_id, ch.site_id, h.chain_seq::float8 as seq, h.chain_hash as hash, l.n as last_n
      from chains ch
      cross join lateral (
        select chain_seq, chain_hash from events e
        where e.company_id = ch.company_id and e.chain_device_id = ch.device_id and e.chain_seq is not null
        order by chain_seq desc limit 1
      ) h
      left join lateral (
        select n, seq, hash from chain_checkpoints c
        where c.company_id = ch.company_id and c.chain = 'events' and c.device_id = ch.device_id
        order by n desc limit 1
      ) l on true
      where l.n is null or l.seq <> h.chain_seq or l.hash <> h.chain_hash`),
  );
  const audit = rowsOf<Head>(
    await db.execute(sql`
      select co.id as company_id, 0 as device_id, null::int as site_id, h.chain_seq::float8 as seq,
        h.chain_hash as hash, l.n as last_n
      from companies co
      cross join lateral (
        select chain_seq, chain_hash from audit_log a
        where a.chain_company_id = co.id and a.chain_seq is not null order by chain_seq desc limit 1
      ) h
      left join lateral (
        select n, seq, hash from chain_checkpoints c
        where c.company_id = co.id and c.chain = 'audit' and c.device_id = 0 order by n desc limit 1
      ) l on true
      where l.n is null or l.seq <> h.chain_seq or l.hash <> h.chain_hash`),
  );
  return [
    ...events.map((head) => ({ chain: 'events' as const, head })),
    ...audit.map((head) => ({ chain: 'audit' as const, head })),
  ];
}

/** The rows of a chain (an index-only count). */
async function rowCount(db: Db, chain: Chain, head: Head): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(
      chain === 'events'
        ? sql`select count(*)::float8 as count from events
              where company_id = ${head.company_id} and chain_device_id = ${head.device_id} and chain_seq is not null`
        : sql`select count(*)::float8 as count from audit_log
              where chain_company_id = ${head.company_id} and chain_seq is not null`,
    ),
  );
  return Number(row.count);
}

/** Makes a checkpoint of every chain that moved; answers how many were made. */
export async function makeCheckpoints(db: Db, at: Date = new Date(), key: CheckpointKey = checkpointKey()) {
  const madeAt = Math.floor(at.getTime() / 1000);
  let made = 0;
  for (const { chain, head } of await movedHeads(db)) {
    const signed = {
      chain,
      companyId: head.company_id,
      deviceId: head.device_id,
      n: (head.last_n ?? 0) + 1,
      seq: Number(head.seq),
      hash: head.hash,
      rowCount: await rowCount(db, chain, head),
      madeAt,
    };
    const inserted = await db
      .insert(chainCheckpoints)
      .values({
        ...signed,
        siteId: head.site_id,
        madeAt: new Date(madeAt * 1000),
        keyId: key.id,
        signature: key.sign(signedText(signed)),
      })
      .onConflictDoNothing()
      .returning({ id: chainCheckpoints.id });
    made += inserted.length;
  }
  return made;
}

export interface CheckpointFilter {
  siteId?: number;
  startDate: number;
  endDate: number;
}

/** What a checkpoint signs, and its signature, as every read of checkpoints selects them. */
const signedColumns = {
  n: chainCheckpoints.n,
  seq: chainCheckpoints.seq,
  hash: chainCheckpoints.hash,
  rowCount: chainCheckpoints.rowCount,
  madeAt: sql<number>`extract(epoch from ${chainCheckpoints.madeAt})::float8`.mapWith(Number),
  keyId: chainCheckpoints.keyId,
  signature: chainCheckpoints.signature,
};

/** The checkpoints made in a period, of a site's chains or of every chain of the company, with the public key. */
export async function listCheckpoints(
  db: Db,
  companyId: number,
  filter: CheckpointFilter,
  key: CheckpointKey = checkpointKey(),
): Promise<CheckpointsResult> {
  const rows = await db
    .select({
      chain: chainCheckpoints.chain,
      companyId: chainCheckpoints.companyId,
      deviceId: chainCheckpoints.deviceId,
      deviceName: devices.deviceName,
      siteId: chainCheckpoints.siteId,
      ...signedColumns,
    })
    .from(chainCheckpoints)
    .leftJoin(
      devices,
      and(
        eq(chainCheckpoints.chain, 'events'),
        eq(devices.id, chainCheckpoints.deviceId),
        eq(devices.companyId, chainCheckpoints.companyId),
      ),
    )
    .where(
      and(
        eq(chainCheckpoints.companyId, companyId),
        gte(chainCheckpoints.madeAt, new Date(filter.startDate * 1000)),
        lt(chainCheckpoints.madeAt, new Date(filter.endDate * 1000)),
        filter.siteId === undefined
          ? undefined
          : and(eq(chainCheckpoints.chain, 'events'), eq(chainCheckpoints.siteId, filter.siteId)),
      ),
    )
    .orderBy(asc(chainCheckpoints.madeAt), asc(chainCheckpoints.chain), asc(chainCheckpoints.deviceId));
  return {
    publicKey: key.publicKey,
    keyId: key.id,
    signedText: SIGNED_TEXT_FORM,
    checkpoints: rows.map((row) => ({ ...row, chain: row.chain as Chain }) satisfies Checkpoint),
  };
}

/**
 * The client's copy: the signed checkpoints of some sites' handset chains made in a period, oldest first, with the
 * public key and the signed text's form. The portal downloads it (portal/evidence.ts) and the daily e-mail attaches it
 * (reports/generate.ts): one shape, so either copy is checked alike.
 */
export async function sitesCheckpoints(
  db: Db,
  companyId: number,
  siteIds: number[],
  period: { startDate: number; endDate: number },
  key: CheckpointKey = checkpointKey(),
): Promise<CheckpointsResult> {
  const lists = await Promise.all(siteIds.map((siteId) => listCheckpoints(db, companyId, { ...period, siteId }, key)));
  return {
    publicKey: key.publicKey,
    keyId: key.id,
    signedText: SIGNED_TEXT_FORM,
    checkpoints: lists
      .flatMap((list) => list.checkpoints)
      .sort((a, b) => a.madeAt - b.madeAt || a.deviceId - b.deviceId || a.n - b.n),
  };
}

/** A chain's checkpoints, oldest first, from the last one made before `from` on (for the check). */
export async function checkpointsOf(db: Db, companyId: number, chain: Chain, deviceIds: number[], from: number) {
  if (!deviceIds.length) return [];
  return db
    .select({
      deviceId: chainCheckpoints.deviceId,
      ...signedColumns,
    })
    .from(chainCheckpoints)
    .where(
      and(
        eq(chainCheckpoints.companyId, companyId),
        eq(chainCheckpoints.chain, chain),
        inArray(chainCheckpoints.deviceId, deviceIds),
        sql`${chainCheckpoints.n} >= coalesce((
          select max(b.n) from chain_checkpoints b
          where b.company_id = ${companyId} and b.chain = ${chain} and b.device_id = ${chainCheckpoints.deviceId}
            and b.made_at < to_timestamp(${from})), 1)`,
      ),
    )
    .orderBy(asc(chainCheckpoints.deviceId), asc(chainCheckpoints.n));
}
