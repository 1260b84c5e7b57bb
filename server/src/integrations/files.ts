/**
 * Stored files (clock-in photos, chat images) under DATA_DIR/files/<companyId>/, referred to as
 * `/files/<name>` whatever the company (the handset sends that reference back in its events); the folder
 * says whose a file is. Names are made here, never taken from a client; images are recognised by their content.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const IMAGE_SIGNATURES: [ext: string, test: (b: Buffer) => boolean][] = [
  ['jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
];

export const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** A name this store makes: 32 hex digits and an image extension. Anything else is never looked up. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
const PREFIX = '/files/';

/** The extension of an image we accept, or null. */
export function imageType(content: Buffer): string | null {
  return IMAGE_SIGNATURES.find(([, test]) => test(content))?.[0] ?? null;
}

export interface StoredFile {
  path: string;
  companyId: number;
  contentType: string;
}

const isFile = (path: string) =>
  stat(path).then(
    (found) => found.isFile(),
    () => false,
  );

export function fileStore(dataDir: string) {
  const dir = join(dataDir, 'files');
  mkdirSync(dir, { recursive: true });
  const folderOf = (companyId: number) => join(dir, String(companyId));
  const companyFolders = async () =>
    (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && /^[1-9]\d*$/.test(entry.name))
      .map((entry) => Number(entry.name));

  return {
    dir,
    /** Saves a company's content under a new random name and answers its URL path. */
    async save(content: Buffer, ext: string, companyId: number): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await mkdir(folderOf(companyId), { recursive: true });
      await writeFile(join(folderOf(companyId), name), content, { flag: 'wx' });
      return `${PREFIX}${name}`;
    },
    /** The stored file of a name: only among `companyId`'s files, or any company's when it is undefined. */
    async find(name: string, companyId?: number): Promise<StoredFile | null> {
      if (!STORED_NAME.test(name)) return null;
      const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
      for (const owner of companyId === undefined ? await companyFolders() : [companyId]) {
        const path = join(folderOf(owner), name);
        if (await isFile(path)) return { path, companyId: owner, contentType };
      }
      return null;
    },
    /**
     * Files saved before files were kept per company lie in the folder itself: each is moved into the
     * folder of the one company whose records refer to it (`ownersOf`); any other is left unserved.
     */
    async adoptUnowned(ownersOf: (urls: string[]) => Promise<Map<string, number[]>>): Promise<number> {
      const loose = (await readdir(dir, { withFileTypes: true }))
        .filter((entry) => entry.isFile() && STORED_NAME.test(entry.name))
        .map((entry) => entry.name);
      if (!loose.length) return 0;
      const owners = await ownersOf(loose.map((name) => `${PREFIX}${name}`));
      let moved = 0;
      for (const name of loose) {
        const companies = owners.get(`${PREFIX}${name}`) ?? [];
        if (companies.length !== 1) continue;
        await mkdir(folderOf(companies[0]), { recursive: true });
        await rename(join(dir, name), join(folderOf(companies[0]), name));
        moved += 1;
      }
      return moved;
    },
  };
}
export type FileStore = ReturnType<typeof fileStore>;
