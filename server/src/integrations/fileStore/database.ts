/**
 * Files in the database (table stored_files): the store on PostgreSQL, where every server instance reads
 * what any of them saved. A file an earlier version left on this instance's disk is taken in at start.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, storedFiles } from '../../db/schema';
import { diskFileStore } from './disk';
import { contentTypeOf, FILES_PREFIX, type FileStore, isStoredName, nameFor } from './store';

export function databaseFileStore(db: Db, dataDir: string): FileStore {
  /** The row of a stored name, among one company's files or any company's. */
  const whereName = (name: string, companyId?: number): SQL | undefined =>
    companyId === undefined
      ? eq(storedFiles.name, name)
      : and(eq(storedFiles.name, name), eq(storedFiles.companyId, companyId));

  const store: FileStore = {
    async save(content, type, companyId) {
      const name = nameFor(content, type);
      await db
        .insert(storedFiles)
        .values({ name, companyId, contentType: contentTypeOf(name), byteSize: content.length, content });
      return `${FILES_PREFIX}${name}`;
    },
    async find(name, companyId) {
      if (!isStoredName(name)) return null;
      const [file] = await db
        .select({
          name: storedFiles.name,
          companyId: storedFiles.companyId,
          contentType: storedFiles.contentType,
          content: storedFiles.content,
        })
        .from(storedFiles)
        .where(whereName(name, companyId));
      return file ?? null;
    },
    async exists(name, companyId) {
      if (!isStoredName(name)) return false;
      const found = await db.select({ name: storedFiles.name }).from(storedFiles).where(whereName(name, companyId));
      return found.length > 0;
    },
    list: () => db.select({ name: storedFiles.name, companyId: storedFiles.companyId }).from(storedFiles),
    async remove(name, companyId) {
      if (!isStoredName(name)) return false;
      const removed = await db
        .delete(storedFiles)
        .where(whereName(name, companyId))
        .returning({ name: storedFiles.name });
      return removed.length > 0;
    },
    /** Moves every file on this instance's disk (once put in its company's folder) into the database. */
    async adopt(ownersOf) {
      if (!existsSync(join(dataDir, 'files'))) return 0;
      const disk = diskFileStore(dataDir);
      await disk.adopt(ownersOf);
      const onDisk = await disk.list();
      if (!onDisk.length) return 0;
      const known = await db
        .select({ id: companies.id })
        .from(companies)
        .where(inArray(companies.id, [...new Set(onDisk.map((file) => file.companyId))]));
      const companyIds = new Set(known.map((company) => company.id));
      let taken = 0;
      for (const { name, companyId } of onDisk.filter((file) => companyIds.has(file.companyId))) {
        const file = await disk.find(name, companyId);
        if (!file) continue;
        await db
          .insert(storedFiles)
          .values({ ...file, byteSize: file.content.length })
          .onConflictDoNothing();
        await disk.remove(name, companyId);
        taken += 1;
      }
      return taken;
    },
  };
  return store;
}
