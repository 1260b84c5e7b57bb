/**
 * The key that signs the chains' checkpoints: an Ed25519 key pair derived (HKDF-SHA256) from the configured secret
 * (config.ts: CHECKPOINT_SECRET, else from JWT_SECRET, else a DATA_DIR file), never kept in the database it guards.
 * Ed25519 rather than an HMAC: the public key is given out with the checkpoints, so a client verifies the copies it
 * holds without any secret. buildApp applies the configured key once (as it applies the settle hours).
 */
import { createHash, createPrivateKey, createPublicKey, hkdfSync, sign, verify } from 'node:crypto';
import type { Chain } from '../../../../contract/integrity';

/** PKCS#8 DER of an Ed25519 private key, less its 32-byte seed. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface CheckpointKey {
  /** The public key's SHA-256, first 16 hex digits. */
  id: string;
  /** The raw 32-byte public key, base64url. */
  publicKey: string;
  sign(text: string): string;
  verify(text: string, signature: string): boolean;
}

export interface SignedHead {
  chain: Chain;
  companyId: number;
  deviceId: number;
  n: number;
  seq: number;
  hash: string;
  rowCount: number;
  /** Epoch seconds. */
  madeAt: number;
}

/** The signed text's form, as given to clients with the checkpoints. */
export const SIGNED_TEXT_FORM = 'checkpoint/1|chain|companyId|deviceId|n|seq|hash|rowCount|madeAt';

/** What a checkpoint's signature covers (docs/security.md gives the same form to clients). */
export const signedText = (head: SignedHead) =>
  `checkpoint/1|${head.chain}|${head.companyId}|${head.deviceId}|${head.n}|${head.seq}|${head.hash}|${head.rowCount}|${head.madeAt}`;

export function checkpointKeyFrom(secret: string): CheckpointKey {
  const seed = Buffer.from(hkdfSync('sha256', secret, 'patrol-console', 'chain-checkpoint-ed25519', 32));
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return {
    id: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    publicKey: raw.toString('base64url'),
    sign: (text) => sign(null, Buffer.from(text), privateKey).toString('base64url'),
    verify: (text, signature) => {
      try {
        return verify(null, Buffer.from(text), publicKey, Buffer.from(signature, 'base64url'));
      } catch {
        return false;
      }
    },
  };
}

let applied: CheckpointKey | null = null;
let appliedSecret = '';

/** Sets the key every check and the checkpoint job use (buildApp, from the configuration). */
export function applyCheckpointKey(secret: string) {
  if (!secret) throw new Error('no checkpoint secret configured');
  if (applied && appliedSecret === secret) return;
  applied = checkpointKeyFrom(secret);
  appliedSecret = secret;
}

export function checkpointKey(): CheckpointKey {
  if (!applied) throw new Error('the checkpoint key is not applied (buildApp applies it)');
  return applied;
}
