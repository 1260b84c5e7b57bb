/**
 * The checkpoints' signing key: from CHECKPOINT_SECRET when it is set, else derived from JWT_SECRET (a key of its own),
 * else from a secret file in DATA_DIR made once (0600) and read again on the next start; another secret, another key.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { checkpointKeyFrom } from './checkpointKey';

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'patrol-checkpoint-key-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const CHECKPOINT_SECRET = 'c'.repeat(40);
const JWT_SECRET = 'j'.repeat(40);
/** The public key the configuration of this environment signs with. */
const publicKeyOf = (env: Record<string, string>) => checkpointKeyFrom(loadConfig(env).checkpointSecret).publicKey;

describe('where the checkpoint key comes from', () => {
  it('CHECKPOINT_SECRET when it is set, whatever JWT_SECRET is, and no file is written', () => {
    const folder = dataDir();
    const key = publicKeyOf({ DATA_DIR: folder, CHECKPOINT_SECRET, JWT_SECRET });
    expect(key).toBe(checkpointKeyFrom(CHECKPOINT_SECRET).publicKey);
    expect(publicKeyOf({ DATA_DIR: folder, CHECKPOINT_SECRET, JWT_SECRET: 'k'.repeat(40) })).toBe(key);
    expect(existsSync(join(folder, 'checkpoint-secret'))).toBe(false);
  });

  it('else JWT_SECRET: the same for the same secret, another for another, never the JWT secret used as it is', () => {
    const folder = dataDir();
    const key = publicKeyOf({ DATA_DIR: folder, JWT_SECRET });
    expect(publicKeyOf({ DATA_DIR: dataDir(), JWT_SECRET })).toBe(key);
    expect(publicKeyOf({ DATA_DIR: folder, JWT_SECRET: 'k'.repeat(40) })).not.toBe(key);
    expect(key).not.toBe(checkpointKeyFrom(JWT_SECRET).publicKey);
    expect(key).not.toBe(publicKeyOf({ DATA_DIR: folder, CHECKPOINT_SECRET }));
    expect(existsSync(join(folder, 'checkpoint-secret'))).toBe(false);
  });

  it('else a secret file in DATA_DIR, made once for the server alone (0600) and read again on the next start', () => {
    const folder = join(dataDir(), 'not-made-yet');
    const file = join(folder, 'checkpoint-secret');
    const first = loadConfig({ DATA_DIR: folder });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(first.checkpointSecret).toBe(secret);
    const again = loadConfig({ DATA_DIR: folder });
    expect(readFileSync(file, 'utf8')).toBe(secret);
    expect(checkpointKeyFrom(again.checkpointSecret).publicKey).toBe(checkpointKeyFrom(secret).publicKey);
    // Another data folder makes a secret of its own.
    expect(publicKeyOf({ DATA_DIR: dataDir() })).not.toBe(checkpointKeyFrom(secret).publicKey);
  });
});

describe('the key of a secret', () => {
  it('differs with the secret, and a signature verifies with its own key only', () => {
    const one = checkpointKeyFrom('one secret of at least thirty-two characters');
    const other = checkpointKeyFrom('another secret of at least thirty-two characters');
    expect(other.publicKey).not.toBe(one.publicKey);
    expect(other.id).not.toBe(one.id);
    expect(checkpointKeyFrom('one secret of at least thirty-two characters').publicKey).toBe(one.publicKey);
    const signature = one.sign('checkpoint/1|events|1|2|3|4|abc|5|6');
    expect(one.verify('checkpoint/1|events|1|2|3|4|abc|5|6', signature)).toBe(true);
    expect(other.verify('checkpoint/1|events|1|2|3|4|abc|5|6', signature)).toBe(false);
    expect(one.verify('checkpoint/1|events|1|2|3|4|abd|5|6', signature)).toBe(false);
  });
});
