/**
 * The form NFC tag serials are stored in: hex byte pairs in capitals joined by colons, e.g. `04:A2:3B:7A:2B:5C:80`
 * (the seeded tags and the simulator use it). Web NFC reads `04:a2:3b:…`; a serial typed from a tag's label may
 * come as `04a23b…`, `04-A2-3B…` or with spaces: each becomes the stored form. Anything that is not hex pairs
 * (a printed serial of another kind) is kept as written, trimmed.
 */
const HEX_PAIRS = /^[0-9a-f]{2}([:\-\s]?[0-9a-f]{2})*$/i;

export function normalTagSerial(read: string): string {
  const serial = read.trim();
  if (!HEX_PAIRS.test(serial)) return serial;
  const hex = serial.replace(/[:\-\s]/g, '').toUpperCase();
  return hex.match(/../g)?.join(':') ?? serial;
}
