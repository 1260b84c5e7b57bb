/**
 * Checks a site's events of a period against their hash chains (migration 0016): each event's hash must be SHA-256 of
 * the hash before it and its content as stored now, and the event before it in its chain must be there with that
 * hash. The SQL functions that made the hashes (event_hash) check them, so both sides hash the same content. Then each
 * chain the site's period touches (its events' devices, the site's devices, those its checkpoints since then name) is
 * compared with its signed checkpoints (chains.ts): a removed tail, a removed period, a recomputed chain.
 */
import { eq, sql } from 'drizzle-orm';
import {
  type AuditIntegrityResult,
  type Break,
  CHAINS,
  type Finding,
  type HeldCheckpoint,
  type HeldResult,
  type IntegrityResult,
  MAX_FINDINGS,
} from '../../../../contract/integrity';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { sites } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { checkChains } from './chains';
import { rowsOf } from './checkpoints';
import { sealHolds } from './seal';

interface Checked {
  id: number;
  event_guid: string;
  type: string;
  sent_at: number;
  changed: boolean;
  link_broken: boolean;
  clock_off: boolean;
  chain_device_id: number;
  chain_seq: number | null;
  chain_hash: string | null;
  chain_seal: string | null;
  before_sealing: boolean | null;
}

export interface IntegrityPeriod {
  siteId: number;
  startDate: number;
  endDate: number;
}

/** The site, when it is the company's; else the 404 of a site not found. */
export async function siteOfCompany(db: Db, companyId: number, siteId: number) {
  const [site] = await db.select({ companyId: sites.companyId }).from(sites).where(eq(sites.id, siteId));
  if (!site || site.companyId !== companyId) throw notFound(MESSAGES.integrity.siteNotFound);
}

/** The site's events of the period, checked; the first broken one by sent time. */
export async function checkIntegrity(db: Db, companyId: number, period: IntegrityPeriod): Promise<IntegrityResult> {
  await siteOfCompany(db, companyId, period.siteId);
  const result = await db.execute(sql`
    select e.id, e.event_guid, e.type, extract(epoch from e.sent_at)::float8 as sent_at,
      (e.chain_hash is null or e.chain_hash <> event_hash(e.chain_prev, e)) as changed,
      not (
        (e.chain_seq = 1 and e.chain_prev = '')
        or exists (
          select 1 from events p
          where p.company_id = e.company_id and p.chain_device_id = e.chain_device_id
            and p.chain_seq = e.chain_seq - 1 and p.chain_hash = e.chain_prev
        )
      ) as link_broken,
      e.payload ? 'deviceClock' as clock_off, coalesce(e.chain_device_id, 0) as chain_device_id,
      e.chain_seq::float8 as chain_seq, e.chain_hash, s.seal as chain_seal,
      e.created_at < (select min(at) from sealing_began) as before_sealing
    from events e left join event_seals s on s.event_id = e.id
    where e.company_id = ${companyId} and e.site_id = ${period.siteId}
      and e.sent_at >= to_timestamp(${period.startDate}) and e.sent_at < to_timestamp(${period.endDate})
    order by e.sent_at, e.id`);
  const rows = (result as unknown as { rows: Checked[] }).rows;
  const broken = rows.find((row) => row.changed || row.link_broken);
  // Each chain the period's events are in, from the lowest seq among them.
  const from = new Map<number, number>();
  for (const row of rows) {
    const seq = Number(row.chain_seq ?? 1);
    from.set(row.chain_device_id, Math.min(from.get(row.chain_device_id) ?? seq, seq));
  }
  // And the chains of the site's devices, and of those its checkpoints since the period's start name: the period's
  // rows may all be gone.
  const named = (await db.execute(sql`
    select distinct device_id from chain_checkpoints
    where company_id = ${companyId} and chain = 'events' and site_id = ${period.siteId}
      and made_at >= to_timestamp(${period.startDate})
    union select id from devices where company_id = ${companyId} and site_id = ${period.siteId}`)) as unknown as {
    rows: { device_id: number }[];
  };
  for (const { device_id } of named.rows) if (!from.has(device_id)) from.set(device_id, Number.POSITIVE_INFINITY);
  const seq = (row: Checked) => Number(row.chain_seq ?? 0);
  const own: Finding[] = rows
    .filter((row) => row.changed || row.link_broken)
    .map((row) => ({
      chain: 'events',
      deviceId: row.chain_device_id,
      fromSeq: seq(row),
      toSeq: seq(row),
      reason: row.changed ? 'changed' : 'linkBroken',
    }));
  for (const row of await unsealed(db, companyId, rows)) {
    own.push({
      chain: 'events',
      deviceId: row.chain_device_id,
      fromSeq: seq(row),
      toSeq: seq(row),
      reason: 'unsealed',
    });
  }
  const chains = await checkChains(db, { chain: 'events', companyId, from, since: period.startDate, own });
  return {
    checked: rows.length,
    intact: !broken && chains.findingCount === 0,
    clockOff: rows.filter((row) => row.clock_off).length,
    firstBroken: broken
      ? {
          id: Number(broken.id),
          eventGuid: broken.event_guid,
          type: broken.type,
          sentAt: Number(broken.sent_at),
          reason: (broken.changed ? 'changed' : 'linkBroken') satisfies Break,
        }
      : null,
    ...chains,
  };
}

/**
 * The rows without this server's seal (seal.ts). A row stored before sealing began (migration 0034) has none and is
 * judged by its hash, its link and the checkpoints, as long as no sealed row comes before it in its chain: a row
 * INSERTed at a chain's tail by someone else has a sealed row before it, or is stored after sealing began.
 */
async function unsealed(db: Db, companyId: number, rows: Checked[]): Promise<Checked[]> {
  const without = rows.filter(
    (row) =>
      !sealHolds(
        {
          companyId,
          chainDeviceId: row.chain_device_id,
          seq: Number(row.chain_seq ?? 0),
          hash: row.chain_hash ?? '',
        },
        row.chain_seal,
      ),
  );
  const early = new Set(without.filter((row) => row.before_sealing).map((row) => row.chain_device_id));
  if (!early.size) return without;
  // The first sealed row of each chain with rows from before sealing began.
  const first = new Map<number, number>();
  for (const deviceId of early) {
    const [found] = rowsOf<{ seq: number | null }>(
      await db.execute(sql`select min(e.chain_seq)::float8 as seq from events e join event_seals s on s.event_id = e.id
        where e.company_id = ${companyId} and e.chain_device_id = ${deviceId}`),
    );
    first.set(deviceId, found.seq === null ? Number.POSITIVE_INFINITY : Number(found.seq));
  }
  return without.filter(
    (row) => !(row.before_sealing && Number(row.chain_seq ?? 0) < (first.get(row.chain_device_id) ?? 0)),
  );
}

/** The company's audit log: every row's hash and link, then its chain against its checkpoints. */
export async function checkAuditIntegrity(db: Db, companyId: number): Promise<AuditIntegrityResult> {
  const result = await db.execute(sql`
    select coalesce(a.chain_seq, 0)::float8 as chain_seq,
      (a.chain_hash is null or a.chain_hash <> audit_hash(a.chain_prev, a)) as changed,
      not (
        (a.chain_seq = 1 and a.chain_prev = '')
        or exists (
          select 1 from audit_log p
          where p.chain_company_id = a.chain_company_id and p.chain_seq = a.chain_seq - 1 and p.chain_hash = a.chain_prev
        )
      ) as link_broken
    from audit_log a
    where a.chain_company_id = ${companyId} or (a.chain_company_id is null and a.company_id = ${companyId})
    order by a.chain_seq nulls first`);
  const rows = (result as unknown as { rows: { chain_seq: number; changed: boolean; link_broken: boolean }[] }).rows;
  const own: Finding[] = rows
    .filter((row) => row.changed || row.link_broken)
    .map((row) => ({
      chain: 'audit',
      deviceId: 0,
      fromSeq: Number(row.chain_seq),
      toSeq: Number(row.chain_seq),
      reason: row.changed ? 'changed' : 'linkBroken',
    }));
  const chains = await checkChains(db, { chain: 'audit', companyId, from: new Map([[0, 1]]), since: 0, own });
  return { checked: rows.length, intact: chains.findingCount === 0, ...chains };
}

/**
 * The record checked against checkpoints a client kept (its copy, as GET /integrity/checkpoints gave them): each must
 * be signed by this server's key, and its chain must still hold the row it signed with that hash and be no shorter.
 * What the stored checkpoints cannot show — the newest ones removed together with the rows they held — this shows.
 */
export async function checkHeldCheckpoints(db: Db, companyId: number, held: HeldCheckpoint[]): Promise<HeldResult> {
  if (held.some((c) => c.companyId !== companyId)) throw badRequest(MESSAGES.integrity.otherCompany);
  const results = await Promise.all(
    CHAINS.map(async (chain) => {
      const mine = held.filter((c) => c.chain === chain);
      const from = new Map(mine.map((c) => [c.deviceId, c.seq]));
      return checkChains(db, { chain, companyId, from, since: 0, held: mine });
    }),
  );
  const findings = results.flatMap((r) => r.findings).slice(0, MAX_FINDINGS);
  const findingCount = results.reduce((sum, r) => sum + r.findingCount, 0);
  return {
    checked: held.length,
    intact: findingCount === 0,
    gaps: results.reduce((sum, r) => sum + r.gaps, 0),
    checkpoints: held.length,
    lastCheckpointAt: held.length ? Math.max(...held.map((c) => c.madeAt)) : null,
    findingCount,
    findings,
  };
}
