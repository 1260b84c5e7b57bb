/** PGlite has no lock of its own: one server per data folder, or the database is corrupted. */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, realpathSync, rmSync, statSync, writeSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const busy = (dataDir: string, holder: number) =>
  new Error(
    `Another server (pid ${holder || 'starting'}) is already using the data folder ${dataDir}. ` +
      'Stop it first, or start this one with another DATA_DIR.',
  );

const holderOf = (file: string) => {
  try {
    return Number(readFileSync(file, 'utf8'));
  } catch {
    return 0;
  }
};

/**
 * On Linux, an abstract socket named after the folder: the kernel gives a name to one process only and
 * frees it when that process dies, so two servers starting at once cannot both take over a stale lock
 * file. Null elsewhere (the lock file alone guards the folder); throws when another server holds it.
 */
function hostLock(dataDir: string, file: string): Promise<Server | null> {
  if (process.platform !== 'linux') return Promise.resolve(null);
  const digest = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? busy(dataDir, holderOf(file)) : error),
    );
    server.listen(`\0patrol-console-data:${digest}`, () => {
      server.unref();
      resolve(server);
    });
  });
}

/** Takes DATA_DIR/server.lock or throws a clear message naming the holder. Returns the release function. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const file = join(dataDir, 'server.lock');
  const host = await hostLock(dataDir, file);
  const release = () => {
    rmSync(file, { force: true });
    host?.close();
  };
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(file, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = holderOf(file);
        // An empty file is a lock being taken this instant by another server: only an old one is stale.
        const fresh = Date.now() - statSync(file).mtimeMs < 5000;
        if ((!holder && fresh) || (holder && holder !== process.pid && alive(holder))) throw busy(dataDir, holder);
        rmSync(file, { force: true }); // left behind by a server that died
      }
    }
    throw new Error(`Could not lock the data folder ${dataDir}.`);
  } catch (error) {
    host?.close();
    throw error;
  }
}
