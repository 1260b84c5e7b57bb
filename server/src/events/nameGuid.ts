import { createHash } from 'node:crypto';

/**
 * A name-based UUID (version 5 layout) of a name: an event the server derives from others gets the same eventGuid
 * however often, and on however many instances, it is derived, so it is stored once.
 */
export function nameGuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
