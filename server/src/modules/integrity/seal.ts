/**
 * The seal the server puts on each event it stores: an HMAC-SHA256 of the event's place in its chain and its hash,
 * `seal/1|companyId|chainDeviceId|seq|hash`, with a key derived (HKDF-SHA256) from the configured checkpoint secret
 * and never sent to the database. The hash chain and the signed checkpoints show rows changed, removed or moved; the
 * seal shows a row the server did not store, wherever it lands — at the tail before the next checkpoint too, where
 * the chain's trigger links it like any other. Written in the storing transaction (alert/store.ts); checked by the
 * integrity check (service.ts). buildApp applies the configured key once.
 */
import { createHmac, hkdfSync } from 'node:crypto';

export interface SealedRow {
  companyId: number;
  /** The chain's device (0: the events of no device). */
  chainDeviceId: number;
  seq: number;
  hash: string;
}

let key: Buffer | null = null;
let appliedSecret = '';

/** Sets the key seals are made and checked with (buildApp, from the configuration). */
export function applySealKey(secret: string) {
  if (!secret) throw new Error('no checkpoint secret configured');
  if (key && appliedSecret === secret) return;
  key = Buffer.from(hkdfSync('sha256', secret, 'patrol-console', 'event-seal-hmac', 32));
  appliedSecret = secret;
}

/** The seal of a stored row, hex. */
export function sealOf(row: SealedRow): string {
  if (!key) throw new Error('the seal key is not applied (buildApp applies it)');
  return createHmac('sha256', key)
    .update(`seal/1|${row.companyId}|${row.chainDeviceId}|${row.seq}|${row.hash}`)
    .digest('hex');
}

/** Whether a row's stored seal is the one this server's key makes. */
export function sealHolds(row: SealedRow, seal: string | null): boolean {
  return seal === sealOf(row);
}
