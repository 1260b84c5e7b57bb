/**
 * Stored files (clock-in photos, chat images, PDF reports) under DATA_DIR/files, served at /files/.
 * Names are made here, never taken from a client; images are recognised by their content.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const IMAGE_SIGNATURES: [ext: string, test: (b: Buffer) => boolean][] = [
  ['jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
];

/** The extension of an image we accept, or null. */
export function imageType(content: Buffer): string | null {
  return IMAGE_SIGNATURES.find(([, test]) => test(content))?.[0] ?? null;
}

export function fileStore(dataDir: string) {
  const dir = join(dataDir, 'files');
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    /** Saves the content under a new random name and answers its URL path. */
    async save(content: Buffer, ext: string): Promise<string> {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeFile(join(dir, name), content, { flag: 'wx' });
      return `/files/${name}`;
    },
  };
}
export type FileStore = ReturnType<typeof fileStore>;
