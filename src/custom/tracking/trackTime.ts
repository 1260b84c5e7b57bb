/** The index of the first point at or after `epochSeconds` (the last point when none is); points oldest first. */
export function indexAtTime(points: readonly { sentAt: number }[], epochSeconds: number): number {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (points[middle].sentAt < epochSeconds) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of the sorted indices are at or before `index`. */
export function countUpTo(sorted: readonly number[], index: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] <= index) low = middle + 1;
    else high = middle;
  }
  return low;
}
