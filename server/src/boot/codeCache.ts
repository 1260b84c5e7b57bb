/**
 * Runs the server's CommonJS bundle with V8's code cache: a start reads the bundle's compiled code from the data folder
 * instead of parsing and compiling 3 MB of JavaScript again (docs/performance.md#restart). The cache is made by a start
 * that had none, a few seconds in (by then the code that starts the server has run, and V8 keeps it compiled) or when
 * it stops sooner, and is named after the bundle's content: a new build starts without it and makes its own, and the
 * old one is removed. A data folder that cannot be written only means every start compiles, as without a cache. V8
 * refuses a cache made by another node or with other flags, and the start compiles as usual.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { constants, Script } from 'node:vm';

/** What the start had: the cache used, one V8 refused, or none. */
export type CodeCacheUse = 'used' | 'refused' | 'none';

/** How long after the start its compiled code is kept: the server is listening by then. */
export const CODE_CACHE_AFTER_MS = 5_000;

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function keep(script: Script, file: string) {
  try {
    const dir = dirname(file);
    mkdirSync(dir, { recursive: true });
    for (const old of readdirSync(dir)) if (old !== basename(file)) rmSync(join(dir, old), { force: true });
    const written = `${file}.${process.pid}`;
    // Code the server runs as its own: for its user alone (docs/security.md).
    writeFileSync(written, script.createCachedData(), { mode: 0o600 });
    renameSync(written, file);
  } catch {
    // A read-only data folder: the next start compiles, as without a cache.
  }
}

/** Runs `bundle` (a CommonJS file) as node would require it, from the cache in `cacheDir` made for `bundleId`. */
export function runWithCodeCache(
  bundle: string,
  cacheDir: string,
  bundleId: string,
  { keep: keeps = true, afterMs = CODE_CACHE_AFTER_MS } = {},
): CodeCacheUse {
  const file = join(cacheDir, `server-${bundleId}.bin`);
  const cachedData = readCache(file);
  const script = new Script(Module.wrap(readFileSync(bundle, 'utf8')), {
    filename: bundle,
    cachedData,
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const use: CodeCacheUse = !cachedData ? 'none' : script.cachedDataRejected ? 'refused' : 'used';
  if (keeps && use !== 'used') {
    let kept = false;
    const keepOnce = () => {
      if (!kept) keep(script, file);
      kept = true;
    };
    setTimeout(keepOnce, afterMs).unref();
    // A stop (exit code 0), not a start refused by its configuration, whose little compiled code would be kept for good.
    process.once('exit', (code) => code === 0 && keepOnce());
  }
  const module = new Module(bundle);
  module.filename = bundle;
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  return use;
}
