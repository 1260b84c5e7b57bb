/**
 * Draws the handset app's icons (public/handset/icon-192.png and icon-512.png): a white ring on the control room's
 * navy, safe for maskable cropping. Run once with `node --import tsx tools/build/handsetIcons.ts`; the PNGs are kept
 * in the repository.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { png } from '../../server/src/db/demo/png';

const NAVY = [13, 27, 42];
const WHITE = [255, 255, 255];
const RED = [198, 40, 40];

/** The icon of `size` × `size` pixels. */
export function icon(size: number): Buffer {
  const centre = size / 2;
  return png(size, size, (x, y) => {
    const r = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) / size;
    return r < 0.14 ? RED : r > 0.22 && r < 0.3 ? WHITE : NAVY;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const size of [192, 512]) writeFileSync(`public/handset/icon-${size}.png`, icon(size));
}
