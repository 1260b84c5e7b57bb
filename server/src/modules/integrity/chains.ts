/**
 * A chain compared with its signed checkpoints (checkpoints.ts): each checkpoint's signature must be the key's, the
 * checkpoints numbered without a hole, the row each one signed still there with the hash it signed, and the chain no
 * shorter than the last one; the seqs between are counted for gaps. What a checkpoint cannot vouch for: rows stored
 * after the last one (docs/security.md).
 */
import { sql } from 'drizzle-orm';
import type { Chain, Finding, FindingReason } from '../../../../contract/integrity';
import { MAX_FINDINGS } from '../../../../contract/integrity';
import type { Db } from '../../db/client';
import { type CheckpointKey, checkpointKey, signedText } from './checkpointKey';
import { checkpointsOf, rowsOf } from './checkpoints';

export interface ChainsChecked {
  gaps: number;
  checkpoints: number;
  lastCheckpointAt: number | null;
  findingCount: number;
  findings: Finding[];
}

/** The chain's table, its chain key column and the key's value: events per company and device, audit per company. */
function chainRows(chain: Chain, companyId: number, deviceId: number) {
  return chain === 'events'
    ? sql`events where company_id = ${companyId} and chain_device_id = ${deviceId}`
    : sql`audit_log where chain_company_id = ${companyId}`;
}

/** The chain's last seq, and the hashes now of the seqs given. */
async function headsNow(db: Db, chain: Chain, companyId: number, deviceId: number, seqs: number[]) {
  const [last] = rowsOf<{ max: number | null }>(
    await db.execute(sql`select max(chain_seq)::float8 as max from ${chainRows(chain, companyId, deviceId)}`),
  );
  const hashes = new Map<number, string>();
  if (seqs.length) {
    const found = rowsOf<{ seq: number; hash: string }>(
      await db.execute(
        sql`select chain_seq::float8 as seq, chain_hash as hash from ${chainRows(chain, companyId, deviceId)}
            and chain_seq in (${sql.join(seqs, sql`, `)})`,
      ),
    );
    for (const row of found) hashes.set(Number(row.seq), row.hash);
  }
  return { maxSeq: Number(last.max ?? 0), hashes };
}

/** The seqs missing in [from, to] of the chain, as ranges. */
async function gapsIn(db: Db, chain: Chain, companyId: number, deviceId: number, from: number, to: number) {
  if (to < from) return [];
  return rowsOf<{ from_seq: number; to_seq: number }>(
    await db.execute(sql`
      select (coalesce(prev, ${from - 1}) + 1)::float8 as from_seq, (chain_seq - 1)::float8 as to_seq
      from (
        select chain_seq, lag(chain_seq) over (order by chain_seq) as prev
        from ${chainRows(chain, companyId, deviceId)} and chain_seq between ${from} and ${to}
      ) s
      where chain_seq - coalesce(prev, ${from - 1}) > 1`),
  ).map((gap) => ({ from: Number(gap.from_seq), to: Number(gap.to_seq) }));
}

/** Adds a finding, or widens the last one when it is the same place and reason. */
function add(findings: Finding[], next: Finding) {
  const last = findings.at(-1);
  if (last && last.chain === next.chain && last.deviceId === next.deviceId && last.reason === next.reason) {
    last.fromSeq = Math.min(last.fromSeq, next.fromSeq);
    last.toSeq = Math.max(last.toSeq, next.toSeq);
  } else findings.push(next);
}

export interface ChainScope {
  chain: Chain;
  companyId: number;
  /** Each chain checked (events: device ids; audit: [0]), with the lowest seq that matters to the check (1: all). */
  from: Map<number, number>;
  /** Epoch seconds: the checkpoints from the last one made before this on are compared. */
  since: number;
  /** Findings of the rows' own hashes and links, merged with the checkpoints'. */
  own?: Finding[];
  /**
   * The checkpoints a client kept (its copy), compared instead of the stored ones: a copy need not hold every
   * checkpoint, so numbers that skip are no finding.
   */
  held?: ComparedCheckpoint[];
}

export type ComparedCheckpoint = Awaited<ReturnType<typeof checkpointsOf>>[number];

export async function checkChains(
  db: Db,
  scope: ChainScope,
  key: CheckpointKey = checkpointKey(),
): Promise<ChainsChecked> {
  const { chain, companyId } = scope;
  const deviceIds = [...scope.from.keys()];
  const all = scope.held
    ? [...scope.held].sort((a, b) => a.deviceId - b.deviceId || a.n - b.n)
    : await checkpointsOf(db, companyId, chain, deviceIds, scope.since);
  const findings: Finding[] = [];
  let gaps = 0;
  let lastCheckpointAt: number | null = null;
  for (const deviceId of deviceIds) {
    const checkpoints = all.filter((c) => c.deviceId === deviceId);
    const { maxSeq, hashes } = await headsNow(
      db,
      chain,
      companyId,
      deviceId,
      checkpoints.map((c) => c.seq),
    );
    const at = (fromSeq: number, toSeq: number, reason: FindingReason) =>
      add(findings, { chain, deviceId, fromSeq, toSeq, reason });
    let lastGood = 0;
    let lastSigned: (typeof checkpoints)[number] | null = null;
    for (const c of checkpoints) {
      lastCheckpointAt = Math.max(lastCheckpointAt ?? 0, c.madeAt);
      const text = signedText({ ...c, chain, companyId });
      if (c.keyId !== key.id || !key.verify(text, c.signature)) {
        at(c.seq, c.seq, 'badSignature');
        continue;
      }
      if (lastSigned && !scope.held && c.n !== lastSigned.n + 1) at(lastSigned.seq + 1, c.seq, 'checkpointMissing');
      lastSigned = c;
      if (c.seq > maxSeq) continue;
      const now = hashes.get(c.seq);
      if (now === undefined) at(lastGood + 1, c.seq, 'headMissing');
      else if (now !== c.hash) at(lastGood + 1, c.seq, 'rewritten');
      else lastGood = c.seq;
    }
    if (lastSigned && lastSigned.seq > maxSeq) {
      at(maxSeq + 1, lastSigned.seq, 'shorter');
      gaps += lastSigned.seq - maxSeq;
    }
    // Gaps are counted from the period's first row, or from the checkpoint made before the period (the whole chain
    // when there is none: a young chain, or a period whose rows are all gone).
    const anchor = checkpoints[0] && checkpoints[0].madeAt < scope.since ? checkpoints[0].seq : 1;
    const from = Math.min(scope.from.get(deviceId) ?? anchor, anchor);
    for (const gap of await gapsIn(db, chain, companyId, deviceId, from, maxSeq)) {
      gaps += gap.to - gap.from + 1;
      at(gap.from, gap.to, 'gap');
    }
  }
  for (const own of scope.own ?? []) add(findings, own);
  return {
    gaps,
    checkpoints: all.length,
    lastCheckpointAt,
    findingCount: findings.length,
    findings: findings.slice(0, MAX_FINDINGS),
  };
}
