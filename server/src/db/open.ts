/**
 * Opens the configured database for this process: on the embedded database the data folder is locked
 * first (one process per folder), and a folder another process holds ends this one with its message.
 */
import { mkdirSync } from 'node:fs';
import { type Database, openDatabase } from './client';
import { lockDataDir } from './lock';

export async function openForProcess(config: {
  databaseUrl?: string;
  dataDir: string;
  pgPoolSize?: number;
}): Promise<{ database: Database; release: () => void }> {
  mkdirSync(config.dataDir, { recursive: true });
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = await lockDataDir(config.dataDir);
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  }
  return { database: await openDatabase(config), release };
}
