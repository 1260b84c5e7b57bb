/**
 * Both file stores keep the same promises: a name the store makes, the same bytes back with the type the
 * content showed, a company's files only to that company, nothing kept that is not what it claims or is
 * over 5 MB, and files an earlier version left on disk taken in for their one owner.
 * Run against the disk store and the database store (on PGlite, or on PostgreSQL under TEST_DATABASE_URL).
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, CAPE_SHIELD, GUARDFORCE, type TestContext } from '../../test/helper';
import { PNG_1x1 } from '../../test/live';
import { databaseFileStore, diskFileStore, type FileStore, MAX_STORED_BYTES } from '.';

let t: TestContext;
let ours: number;
let theirs: number;
beforeAll(async () => {
  t = await build();
  ours = await t.companyId(GUARDFORCE);
  theirs = await t.companyId(CAPE_SHIELD);
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const nameOf = (url: string) => url.slice('/files/'.length);
const folder = () => mkdtempSync(join(tmpdir(), 'patrol-files-'));

const stores: [string, (dataDir: string) => FileStore][] = [
  ['on disk', (dataDir) => diskFileStore(dataDir)],
  ['in the database', (dataDir) => databaseFileStore(t.database.db, dataDir)],
];

describe.each(stores)('the file store %s', (_where, storeIn) => {
  let files: FileStore;
  let dataDir: string;
  beforeAll(() => {
    dataDir = folder();
    files = storeIn(dataDir);
  });

  it('saves content under a name it makes and gives the same bytes back, typed by content', async () => {
    const url = await files.save(PNG_1x1, 'png', ours);
    expect(url).toMatch(/^\/files\/[0-9a-f]{32}\.png$/);
    const found = await files.find(nameOf(url), ours);
    expect(found).toMatchObject({ name: nameOf(url), companyId: ours, contentType: 'image/png' });
    expect(found?.content.equals(PNG_1x1)).toBe(true);
    expect(await files.save(PNG_1x1, 'png', ours)).not.toBe(url);
  });

  it("finds a file only among its company's files; without a company, among any company's", async () => {
    const name = nameOf(await files.save(PNG_1x1, 'png', ours));
    expect(await files.find(name, theirs)).toBeNull();
    expect(await files.exists(name, theirs)).toBe(false);
    expect(await files.exists(name, ours)).toBe(true);
    expect((await files.find(name))?.companyId).toBe(ours);
  });

  it('keeps a PDF report, served as application/pdf', async () => {
    const name = nameOf(await files.save(PDF, 'pdf', theirs));
    expect(name).toMatch(/\.pdf$/);
    const found = await files.find(name, theirs);
    expect(found?.contentType).toBe('application/pdf');
    expect(found?.content.equals(PDF)).toBe(true);
  });

  it('refuses content that is not the type it is saved as, or is over 5 MB, and keeps nothing', async () => {
    const before = await files.list();
    const tooLarge = Buffer.concat([PNG_1x1, Buffer.alloc(MAX_STORED_BYTES + 1 - PNG_1x1.length)]);
    await expect(files.save(Buffer.from('<html><script>alert(1)</script></html>'), 'png', ours)).rejects.toThrow();
    await expect(files.save(PNG_1x1, 'jpg', ours)).rejects.toThrow();
    await expect(files.save(PDF, 'png', ours)).rejects.toThrow();
    await expect(files.save(tooLarge, 'png', ours)).rejects.toThrow();
    expect(await files.list()).toEqual(before);
    const justFits = Buffer.concat([PNG_1x1, Buffer.alloc(MAX_STORED_BYTES - PNG_1x1.length)]);
    const found = await files.find(nameOf(await files.save(justFits, 'png', ours)), ours);
    expect(found?.content.equals(justFits)).toBe(true);
  });

  it('never looks up a name it did not make', async () => {
    const name = nameOf(await files.save(PNG_1x1, 'png', ours));
    for (const other of [`../${name}`, `${ours}/${name}`, name.toUpperCase(), `${name}.html`, 'jwt-secret', '']) {
      expect(await files.find(other), other).toBeNull();
      expect(await files.exists(other, ours), other).toBe(false);
      expect(await files.remove(other, ours), other).toBe(false);
    }
  });

  it("lists files by company and removes a company's file, never another company's", async () => {
    const name = nameOf(await files.save(PNG_1x1, 'png', ours));
    expect(await files.list()).toContainEqual({ name, companyId: ours });
    expect(await files.remove(name, theirs)).toBe(false);
    expect(await files.exists(name, ours)).toBe(true);
    expect(await files.remove(name, ours)).toBe(true);
    expect(await files.find(name)).toBeNull();
    expect(await files.list()).not.toContainEqual({ name, companyId: ours });
    expect(await files.remove(name, ours)).toBe(false);
  });

  it('takes in files an earlier version left loose on disk, for their one owner; any other stays loose', async () => {
    const loose = join(dataDir, 'files');
    mkdirSync(loose, { recursive: true });
    const names = { mine: `${'1'.repeat(32)}.png`, nobodys: `${'2'.repeat(32)}.png`, shared: `${'3'.repeat(32)}.png` };
    for (const name of Object.values(names)) writeFileSync(join(loose, name), PNG_1x1);
    const owners = new Map([
      [`/files/${names.mine}`, [ours]],
      [`/files/${names.shared}`, [ours, theirs]],
    ]);
    expect(
      await files.adopt(
        async (urls) => new Map(urls.flatMap((url) => (owners.has(url) ? [[url, owners.get(url) ?? []]] : []))),
      ),
    ).toBe(1);
    expect((await files.find(names.mine, ours))?.content.equals(PNG_1x1)).toBe(true);
    expect(await files.find(names.mine, theirs)).toBeNull();
    for (const name of [names.nobodys, names.shared]) {
      expect(await files.find(name)).toBeNull();
      expect(existsSync(join(loose, name))).toBe(true);
    }
    expect(await files.adopt(async () => owners)).toBe(0);
  });
});

describe('the database store, on a server that kept files on its disk before', () => {
  it("takes every file of a company's folder into the database and off the disk; a folder of no company stays", async () => {
    const dataDir = folder();
    const disk = diskFileStore(dataDir);
    const url = await disk.save(PNG_1x1, 'png', theirs);
    const orphan = join(disk.dir, '999999');
    mkdirSync(orphan);
    writeFileSync(join(orphan, `${'4'.repeat(32)}.png`), PNG_1x1);

    const files = databaseFileStore(t.database.db, dataDir);
    expect(await files.find(nameOf(url))).toBeNull();
    expect(await files.adopt(async () => new Map())).toBe(1);
    const found = await files.find(nameOf(url), theirs);
    expect(found?.content.equals(PNG_1x1)).toBe(true);
    expect(await disk.list()).toEqual([{ name: `${'4'.repeat(32)}.png`, companyId: 999999 }]);
    expect(await files.adopt(async () => new Map())).toBe(0);
  });

  it('needs no folder on disk', async () => {
    const dataDir = join(folder(), 'never-made');
    const files = databaseFileStore(t.database.db, dataDir);
    expect(await files.adopt(async () => new Map())).toBe(0);
    expect(await files.exists(nameOf(await files.save(PNG_1x1, 'png', ours)), ours)).toBe(true);
    expect(existsSync(dataDir)).toBe(false);
  });
});
