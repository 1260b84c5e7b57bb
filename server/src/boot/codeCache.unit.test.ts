/**
 * The built server's start from V8's code cache (codeCache.ts), on a small CommonJS bundle: run as node would require
 * it; a first start makes the cache, the next uses it; a new bundle starts without the old one's and its own replaces
 * it; a damaged cache is refused and the bundle still runs; a configuration check keeps none.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWithCodeCache } from './codeCache';

const runs: string[] = [];
(globalThis as { __bundleRan?: (name: string) => void }).__bundleRan = (name) => runs.push(name);

function bundleIn(dir: string, name: string) {
  const file = join(dir, `${name}.cjs`);
  // Enough code for V8 to keep a cache of it, and the CommonJS globals a bundle expects.
  const body = Array.from({ length: 200 }, (_, i) => `function f${i}(x) { return x * ${i} + ${i}; }`).join('\n');
  writeFileSync(
    file,
    `${body}\nmodule.exports.total = f199(2);\nexports.dir = __dirname;\nrequire('node:path');\nglobalThis.__bundleRan(${JSON.stringify(name)});\n`,
  );
  return file;
}
const kept = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a start through the code cache', () => {
  it('runs the bundle, makes the cache, and uses it at the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const cache = join(dir, 'cache');
    const bundle = bundleIn(dir, 'first');
    expect(runWithCodeCache(bundle, cache, 'aaaa', { afterMs: 0 })).toBe('none');
    expect(runs.at(-1)).toBe('first');
    await kept();
    expect(readdirSync(cache)).toEqual(['server-aaaa.bin']);
    expect(statSync(join(cache, 'server-aaaa.bin')).mode & 0o777).toBe(0o600);
    expect(runWithCodeCache(bundle, cache, 'aaaa', { afterMs: 0 })).toBe('used');
    expect(runs.at(-1)).toBe('first');
  });

  it('starts a new bundle without the old cache, and keeps only the new one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const cache = join(dir, 'cache');
    runWithCodeCache(bundleIn(dir, 'old'), cache, 'old1', { afterMs: 0 });
    await kept();
    expect(runWithCodeCache(bundleIn(dir, 'new'), cache, 'new1', { afterMs: 0 })).toBe('none');
    expect(runs.at(-1)).toBe('new');
    await kept();
    expect(readdirSync(cache)).toEqual(['server-new1.bin']);
  });

  it('refuses a damaged cache and runs the bundle all the same', () => {
    const dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const cache = join(dir, 'cache');
    const bundle = bundleIn(dir, 'damaged');
    mkdirSync(cache);
    writeFileSync(join(cache, 'server-bbbb.bin'), 'not a cache');
    expect(runWithCodeCache(bundle, cache, 'bbbb', { keep: false })).toBe('refused');
    expect(runs.at(-1)).toBe('damaged');
  });

  it('keeps nothing when told not to (a configuration check)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'code-cache-'));
    const cache = join(dir, 'cache');
    expect(runWithCodeCache(bundleIn(dir, 'check'), cache, 'cccc', { keep: false, afterMs: 0 })).toBe('none');
    await kept();
    expect(existsSync(cache)).toBe(false);
  });
});
