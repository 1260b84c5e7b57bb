/**
 * What every file store answers, and the rules both keep: a file is referred to as `/files/<name>` whatever
 * its company (the handset sends that reference back in its events); names are made here, never taken from
 * a client; a file is saved only when its content is of the type it is saved as, and at most 5 MB.
 */
import { randomBytes } from 'node:crypto';
import { MAX_PHOTO_BYTES } from '../../../../contract/handset';
import { FILE_TYPES, type FileType, fileType } from './fileType';

export const FILES_PREFIX = '/files/';
/** The largest file kept: the photo and chat image limit. */
export const MAX_STORED_BYTES = MAX_PHOTO_BYTES;

export interface StoredFile {
  name: string;
  companyId: number;
  contentType: string;
  content: Buffer;
}

/** Each `/files/<name>` URL with the companies whose records refer to it (a URL no record names is absent). */
export type OwnersOf = (urls: string[]) => Promise<Map<string, number[]>>;

export interface FileStore {
  /** Saves a company's content under a new name and answers its URL path, `/files/<name>`. */
  save(content: Buffer, type: FileType, companyId: number): Promise<string>;
  /** The stored file of a name: only among `companyId`'s files, or any company's when it is undefined. */
  find(name: string, companyId?: number): Promise<StoredFile | null>;
  /** Whether `companyId` has a file of that name (without reading it). */
  exists(name: string, companyId: number): Promise<boolean>;
  /** Every stored file, by company. */
  list(): Promise<{ name: string; companyId: number }[]>;
  /** Deletes a company's file; false when it has none of that name. */
  remove(name: string, companyId: number): Promise<boolean>;
  /**
   * Takes in what an earlier version left under DATA_DIR/files: a file lying loose in the folder goes to the
   * one company whose records refer to it (`ownersOf`), any other stays unserved. Answers how many it took.
   */
  adopt(ownersOf: OwnersOf): Promise<number>;
}

/** A name this store makes: 32 hex digits and the extension of a type it keeps. Anything else is never looked up. */
const STORED_NAME = new RegExp(`^[0-9a-f]{32}\\.(${Object.keys(FILE_TYPES).join('|')})$`);

export const isStoredName = (name: string) => STORED_NAME.test(name);

export const contentTypeOf = (name: string) => FILE_TYPES[name.slice(name.lastIndexOf('.') + 1) as FileType];

/** A new name for content of that type, once the content is checked: throws when it is not that type or too large. */
export function nameFor(content: Buffer, type: FileType): string {
  if (!(type in FILE_TYPES) || fileType(content) !== type) throw new Error(`The content is not a ${type} file.`);
  if (content.length > MAX_STORED_BYTES) throw new Error(`A stored file is at most ${MAX_STORED_BYTES} bytes.`);
  return `${randomBytes(16).toString('hex')}.${type}`;
}
