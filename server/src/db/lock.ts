/** PGlite has no lock of its own: one server per data folder, or the database is corrupted. */
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR/server.lock or throws a clear message naming the holder. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      // An empty file is a lock being taken this instant by another server: only an old one is stale.
      const fresh = Date.now() - statSync(file).mtimeMs < 5000;
      if ((!holder && fresh) || (holder && holder !== process.pid && alive(holder))) {
        throw new Error(
          `Another server (pid ${holder || 'starting'}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      rmSync(file, { force: true }); // left behind by a server that died
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
