/** The handset app's icons, drawn with the server's PNG encoder, are the PNGs kept in the repository, byte for byte. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { icon } from './handsetIcons';

describe('the handset icons', () => {
  it.each([192, 512])('draws icon-%i.png as it is kept', (size) => {
    const kept = readFileSync(join(import.meta.dirname, `../../public/handset/icon-${size}.png`));
    expect(icon(size).equals(kept)).toBe(true);
  });
});
