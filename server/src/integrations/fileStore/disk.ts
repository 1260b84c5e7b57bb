/**
 * Files on this machine's disk, under DATA_DIR/files/<companyId>/: the store of the embedded database,
 * where one process serves the data folder. The folder says whose a file is.
 */
import { mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentTypeOf, FILES_PREFIX, type FileStore, isStoredName, nameFor } from './store';

const isFile = (path: string) =>
  stat(path).then(
    (found) => found.isFile(),
    () => false,
  );

/** Runs a file operation; a file another process moved or deleted first is no error. */
const unlessGone = <T>(operation: Promise<T>) =>
  operation.then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );

export function diskFileStore(dataDir: string): FileStore & { dir: string } {
  const dir = join(dataDir, 'files');
  mkdirSync(dir, { recursive: true });
  const folderOf = (companyId: number) => join(dir, String(companyId));
  const pathOf = (name: string, companyId: number) => join(folderOf(companyId), name);
  const storedNames = async (folder: string, kind: 'file' | 'folder') =>
    (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => (kind === 'file' ? entry.isFile() && isStoredName(entry.name) : entry.isDirectory()))
      .map((entry) => entry.name);
  const companies = async () =>
    (await storedNames(dir, 'folder')).filter((name) => /^[1-9]\d*$/.test(name)).map(Number);
  const ownerOf = async (name: string, companyId?: number) => {
    if (!isStoredName(name)) return null;
    for (const owner of companyId === undefined ? await companies() : [companyId]) {
      if (await isFile(pathOf(name, owner))) return owner;
    }
    return null;
  };

  return {
    dir,
    async save(content, type, companyId) {
      const name = nameFor(content, type);
      await mkdir(folderOf(companyId), { recursive: true });
      await writeFile(pathOf(name, companyId), content, { flag: 'wx' });
      return `${FILES_PREFIX}${name}`;
    },
    async find(name, companyId) {
      const owner = await ownerOf(name, companyId);
      if (owner === null) return null;
      const content = await readFile(pathOf(name, owner));
      return { name, companyId: owner, contentType: contentTypeOf(name), content };
    },
    async exists(name, companyId) {
      return (await ownerOf(name, companyId)) !== null;
    },
    async list() {
      const byCompany = await Promise.all(
        (await companies()).map(async (companyId) =>
          (await storedNames(folderOf(companyId), 'file')).map((name) => ({ name, companyId })),
        ),
      );
      return byCompany.flat();
    },
    async remove(name, companyId) {
      return (await ownerOf(name, companyId)) !== null && unlessGone(unlink(pathOf(name, companyId)));
    },
    async adopt(ownersOf) {
      const loose = await storedNames(dir, 'file');
      if (!loose.length) return 0;
      const owners = await ownersOf(loose.map((name) => `${FILES_PREFIX}${name}`));
      let moved = 0;
      for (const name of loose) {
        const companies = owners.get(`${FILES_PREFIX}${name}`) ?? [];
        if (companies.length !== 1) continue;
        await mkdir(folderOf(companies[0]), { recursive: true });
        if (await unlessGone(rename(join(dir, name), pathOf(name, companies[0])))) moved += 1;
      }
      return moved;
    },
  };
}
