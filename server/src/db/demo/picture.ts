/**
 * A small picture a guard "takes" (in the simulator and the demo history): a PNG of a sky-to-ground gradient with a
 * coloured block, different per guard, so a clock-in photo or chat image is a real image the server recognises.
 */
import { png } from './png';

const WIDTH = 160;
const HEIGHT = 120;

/** A PNG (8-bit RGB) whose block's colour comes from `seed`. */
export function picture(seed: number): Buffer {
  const hue = [(seed * 67) % 256, (seed * 131) % 256, (seed * 197) % 256];
  return png(WIDTH, HEIGHT, (x, y) => {
    const inBlock = x > 50 && x < 110 && y > 40 && y < 100;
    const sky = y < HEIGHT / 2;
    return inBlock ? hue : sky ? [120, 170, 230 - y] : [90 + y / 2, 110, 70];
  });
}
