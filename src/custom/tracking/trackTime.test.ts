import { describe, expect, it } from 'vitest';
import { countUpTo, indexAtTime } from './trackTime';

const points = [100, 101, 105, 110].map((sentAt) => ({ sentAt }));

describe('the playback time slider', () => {
  it('jumps to the first point at or after the time', () => {
    expect([99, 100, 102, 105, 109, 110, 200].map((time) => indexAtTime(points, time))).toEqual([0, 0, 2, 2, 3, 3, 3]);
  });

  it('counts the drawn points up to the playback point', () => {
    expect([0, 4, 5, 9, 20].map((index) => countUpTo([0, 5, 9], index))).toEqual([1, 1, 2, 3, 3]);
  });
});
