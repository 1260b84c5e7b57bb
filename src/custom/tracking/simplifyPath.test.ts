import { describe, expect, it } from 'vitest';
import { PATH_TOLERANCE_METRES, simplifyPath } from './simplifyPath';

/** Metres to degrees near Johannesburg (-26.1°). */
const NORTH = 1 / 111_195;
const EAST = 1 / (111_195 * Math.cos((-26.1 * Math.PI) / 180));
const at = (north: number, east: number) => ({ latitude: -26.1 + north * NORTH, longitude: 28.05 + east * EAST });
type Point = ReturnType<typeof at>;
const metres = (p: Point) => ({ y: (p.latitude + 26.1) / NORTH, x: (p.longitude - 28.05) / EAST });

/** The farthest any point dropped lies from the line drawn between the points kept around it, in metres. */
function farthestDropped(points: Point[], kept: number[]): number {
  let farthest = 0;
  for (let k = 1; k < kept.length; k++) {
    const [a, b] = [metres(points[kept[k - 1]]), metres(points[kept[k]])];
    for (let i = kept[k - 1] + 1; i < kept[k]; i++) {
      const p = metres(points[i]);
      const [dx, dy] = [b.x - a.x, b.y - a.y];
      const length2 = dx * dx + dy * dy;
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
      farthest = Math.max(farthest, Math.hypot(a.x + t * dx - p.x, a.y + t * dy - p.y));
    }
  }
  return farthest;
}

describe('simplifyPath', () => {
  it('keeps short paths whole', () => {
    expect(simplifyPath([])).toEqual([]);
    expect(simplifyPath([at(0, 0), at(5, 5)])).toEqual([0, 1]);
  });

  it('keeps a straight walk as its two ends', () => {
    const walk = Array.from({ length: 100 }, (_, i) => at(i, 0));
    expect(simplifyPath(walk)).toEqual([0, 99]);
    const wobbly = Array.from({ length: 100 }, (_, i) => at(i, i % 2 ? 0.1 : -0.1));
    expect(simplifyPath(wobbly)).toEqual([0, 99]);
  });

  it('drops a handset standing still, keeping the first and the last point', () => {
    const standing = Array.from({ length: 50 }, () => at(0, 0));
    expect(simplifyPath(standing)).toEqual([0, 49]);
  });

  it('keeps each corner of an L-shaped walk', () => {
    const walk = [
      ...Array.from({ length: 20 }, (_, i) => at(i, 0)),
      ...Array.from({ length: 20 }, (_, i) => at(19, i + 1)),
    ];
    expect(simplifyPath(walk)).toEqual([0, 19, 39]);
  });

  it('keeps a sideways step over the tolerance and drops one under it', () => {
    const path = (step: number) => [at(0, 0), at(10, 0), at(20, step), at(30, 0), at(40, 0)];
    expect(simplifyPath(path(2))).toEqual([0, 1, 2, 3, 4]);
    expect(simplifyPath(path(0.2))).toEqual([0, 4]);
  });

  it('thins a day of one point a second to what a pixel can show, never further than the tolerance', () => {
    const day = Array.from({ length: 86_400 }, (_, i) => at(Math.sin(i / 600) * 80, (i % 3600) / 40));
    const kept = simplifyPath(day);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(86_399);
    expect(kept.every((index, i) => i === 0 || index > kept[i - 1])).toBe(true);
    expect(kept.length).toBeLessThan(day.length / 4);
    expect(farthestDropped(day, kept)).toBeLessThanOrEqual(PATH_TOLERANCE_METRES + 0.01);
  });
});
