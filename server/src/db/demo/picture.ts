/**
 * A small picture a guard "takes" (in the simulator and the demo history): a PNG of a sky-to-ground gradient with a
 * coloured block, different per guard, so a clock-in photo or chat image is a real image the server recognises.
 */
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 160;
const HEIGHT = 120;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGB) whose block's colour comes from `seed`. */
export function picture(seed: number): Buffer {
  const hue = [(seed * 67) % 256, (seed * 131) % 256, (seed * 197) % 256];
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    const row = Buffer.alloc(1 + WIDTH * 3); // filter byte 0, then RGB
    for (let x = 0; x < WIDTH; x++) {
      const inBlock = x > 50 && x < 110 && y > 40 && y < 100;
      const sky = y < HEIGHT / 2;
      const pixel = inBlock ? hue : sky ? [120, 170, 230 - y] : [90 + y / 2, 110, 70];
      row.set(pixel.map(Math.round), 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
