/** What a stored file is, told by its first bytes: never by the name or type a client gives. */

/** The images a handset or the console may upload, with the type each is served as. */
export const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
/**
 * Everything the store keeps: the images, and what the server makes: the PDF reports and the JSON copies of signed
 * checkpoints a daily report's e-mail carries.
 */
export const FILE_TYPES = { ...CONTENT_TYPES, pdf: 'application/pdf', json: 'application/json' } as const;

export type ImageType = keyof typeof CONTENT_TYPES;
export type FileType = keyof typeof FILE_TYPES;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SIGNATURES: Record<FileType, (b: Buffer) => boolean> = {
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b.subarray(0, 8).equals(PNG),
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  pdf: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  json: isJsonObject,
};

/** A JSON object, whole (the store keeps no other JSON). */
function isJsonObject(b: Buffer): boolean {
  if (b[0] !== 0x7b) return false;
  try {
    return typeof JSON.parse(b.toString('utf8')) === 'object';
  } catch {
    return false;
  }
}

/** The type of a file the store keeps, or null. */
export function fileType(content: Buffer): FileType | null {
  return (Object.keys(SIGNATURES) as FileType[]).find((type) => SIGNATURES[type](content)) ?? null;
}

/** The extension of an image we accept, or null. */
export function imageType(content: Buffer): ImageType | null {
  const type = fileType(content);
  return type && type in CONTENT_TYPES ? (type as ImageType) : null;
}
