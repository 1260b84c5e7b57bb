/**
 * The environment's schema: a bad value or a variable set without its partner stops the start with one line naming
 * the variable, its value (never a secret's) and what is expected; docs/configuration.md lists exactly the
 * variables the schema reads; and the real entry exits 1 on `PORT=abc` and on the test clock in production, and
 * checks without starting on `--check-config`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, checkConfig, ENVIRONMENT } from './config';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/patrol-config-test' };

/** The one line a configuration is refused with, or null when it is taken. */
function refusal(env: Record<string, string>): string | null {
  try {
    checkConfig({ ...base, ...env });
    return null;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message;
  }
}

describe('the environment schema', () => {
  it('names the variable, its value and what is expected, on one line', () => {
    expect(refusal({ PORT: 'abc' })).toBe('PORT=abc: expected an integer 1–65535');
    expect(refusal({ PORT: '70000' })).toBe('PORT=70000: expected an integer 1–65535');
    expect(refusal({ AUTH_RATE_LIMIT: '1O' })).toBe('AUTH_RATE_LIMIT=1O: expected an integer 1–100000');
    expect(refusal({ HANDSET_RATE_LIMIT: '0' })).toBe('HANDSET_RATE_LIMIT=0: expected an integer 1–100000');
    expect(refusal({ LOG_LEVEL: 'verbose' })).toBe(
      'LOG_LEVEL=verbose: expected one of fatal, error, warn, info, debug, trace, silent',
    );
    expect(refusal({ DEMO: 'yes' })).toBe('DEMO=yes: expected one of 1, 0, true, false');
    expect(refusal({ TRUST_PROXY: '127.0.0.1,10.0.0.0/33' })).toMatch(/^TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/33: /);
    expect(refusal({ PUBLIC_URL: 'patrol.example.com' })).toBe(
      'PUBLIC_URL=patrol.example.com: expected an http:// or https:// address',
    );
    expect(refusal({ TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toMatch(/^TILE_URL=.*\{y\}/);
    for (const message of [refusal({ PORT: 'abc' }), refusal({ DATABASE_URL: 'mysql://db/patrol' })])
      expect(message).not.toContain('\n');
  });

  it('refuses a variable set without the one it needs', () => {
    expect(refusal({ SMS_API_USER: 'id' })).toBe(
      "SMS_API_PASSWORD=(unset): expected an API token's secret when SMS_API_USER is set",
    );
    expect(refusal({ SYSADMIN_PASSWORD: 'secret' })).toBe(
      'SYSADMIN_EMAIL=(unset): expected an e-mail address when SYSADMIN_PASSWORD is set',
    );
    expect(refusal({ TELEGRAM_API_URL: 'http://127.0.0.1:9' })).toMatch(
      /^TELEGRAM_BOT_TOKEN=\(unset\): .*TELEGRAM_API_URL is set$/,
    );
    expect(refusal({ TELEGRAM_BOT_TOKEN: '123456:abc', TELEGRAM_API_URL: 'api.telegram.org' })).toBe(
      'TELEGRAM_API_URL=api.telegram.org: expected an http:// or https:// address',
    );
  });

  it('refuses the test clock in production, and takes it otherwise', () => {
    expect(refusal({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toBe(
      'TEST_CLOCK=1: expected unset when NODE_ENV=production (tests only)',
    );
    expect(refusal({ NODE_ENV: 'production', TEST_CLOCK: '0' })).toBeNull();
    expect(checkConfig({ ...base, TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(checkConfig(base).testClock).toBe(false);
  });

  it('refuses CHECKPOINT_INTERVAL_MS above an hour, and takes an hour', () => {
    expect(refusal({ CHECKPOINT_INTERVAL_MS: '3600001' })).toBe(
      'CHECKPOINT_INTERVAL_MS=3600001: expected an integer 1000–3600000 (milliseconds; at most an hour)',
    );
    expect(checkConfig({ ...base, CHECKPOINT_INTERVAL_MS: '3600000' }).checkpointIntervalMs).toBe(3_600_000);
  });

  it('never repeats a secret, and masks the password of an address', () => {
    expect(refusal({ TELEGRAM_BOT_TOKEN: 'not a token' })).toBe(
      "TELEGRAM_BOT_TOKEN=(hidden): expected a bot token from @BotFather ('123456:ABC…')",
    );
    expect(refusal({ METRICS_TOKEN: 'short' })).toBe(
      'METRICS_TOKEN=(hidden): expected a token of at least 16 characters without spaces',
    );
    expect(refusal({ DATABASE_URL: 'mysql://patrol:hunter2@db/patrol' })).toBe(
      'DATABASE_URL=mysql://patrol:***@db/patrol: expected a postgres:// or postgresql:// address',
    );
  });

  it('takes good values, typed, and an empty variable as unset', () => {
    const config = checkConfig({
      ...base,
      PORT: '9090',
      PORT_UNKNOWN: 'ignored',
      LOG_LEVEL: '',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1, loopback',
      DEMO: 'TRUE',
      PG_POOL_SIZE: '5',
      SMS_API_USER: 'id',
      SMS_API_PASSWORD: 'secret',
      TILE_URL: '/no-tiles/{z}/{x}/{y}.png',
    });
    expect(config).toMatchObject({
      port: 9090,
      logLevel: 'info',
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'],
      demo: true,
      pgPoolSize: 5,
      sms: { user: 'id', password: 'secret', apiUrl: 'https://api.bulksms.com/v1' },
      publicUrl: 'http://localhost:9090',
    });
  });
});

describe('docs/configuration.md', () => {
  it('lists exactly the variables the schema reads', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../docs/configuration.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Environment'), doc.indexOf('\n## ', doc.indexOf('## Environment') + 1));
    const documented = new Set(
      section
        .split('\n')
        .filter((row) => row.startsWith('| `'))
        .flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1])),
    );
    expect([...documented].sort()).toEqual(Object.keys(ENVIRONMENT).sort());
  });
});

/** A hang guard, not a timing: tsx transforms the whole server on a first run on a busy machine. */
const HANG_GUARD_MS = 120_000;

describe('the server entry', { timeout: HANG_GUARD_MS }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'patrol-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  /** server/src/main.ts in its own process, with only the given environment (and PATH). */
  const run = (env: Record<string, string>, args: string[] = []) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts', ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
    });

  it('exits 1 with one line naming PORT when PORT=abc', () => {
    const result = run({ PORT: 'abc' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('PORT=abc: expected an integer 1–65535');
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });

  it('exits 1 with one line naming TEST_CLOCK when the production start is given it', () => {
    const result = run({ NODE_ENV: 'production', TEST_CLOCK: '1' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('TEST_CLOCK=1: expected unset when NODE_ENV=production (tests only)');
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });

  it('checks a configuration without starting with --check-config', () => {
    expect(run({ PORT: '9090' }, ['--check-config'])).toMatchObject({
      status: 0,
      stdout: 'configuration ok: port 9090, embedded database\n',
    });
    expect(run({ SMS_API_USER: 'id' }, ['--check-config']).status).toBe(1);
    // Nothing was made: no generated secret, no database.
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
  });
});
