/**
 * Stored files (clock-in photos, chat images, reports): on the embedded database they lie on this machine's
 * disk; on PostgreSQL they are kept in the database, so every server instance serves what any of them saved.
 */
import type { Database } from '../../db/client';
import { databaseFileStore } from './database';
import { diskFileStore } from './disk';
import type { FileStore } from './store';

export function fileStoreFor(database: Database, dataDir: string): FileStore {
  return database.kind === 'postgres' ? databaseFileStore(database.db, dataDir) : diskFileStore(dataDir);
}

export { databaseFileStore } from './database';
export { diskFileStore } from './disk';
export { CONTENT_TYPES, imageType } from './fileType';
export { FILES_PREFIX, type FileStore, MAX_STORED_BYTES } from './store';
