/**
 * A path's points thinned for drawing: a point within half the tolerance of the last one kept goes (a handset
 * standing still reports the same spot every second), then Douglas–Peucker drops the points that lie within
 * half the tolerance of the line through the points kept around them, so no point dropped is farther than the
 * tolerance from the line drawn. With half a metre, less than a pixel at the map's closest zoom (18), the
 * line drawn is the same at every zoom; Leaflet thins it further for the zoom shown.
 */
const EARTH_RADIUS_METRES = 6_371_000;
const RADIANS = Math.PI / 180;
export const PATH_TOLERANCE_METRES = 0.5;

export interface PathPoint {
  latitude: number;
  longitude: number;
}

/** Positions in metres on a plane through the path's first point: good to well under a metre across a site. */
function project(points: readonly PathPoint[]): Float64Array {
  const xy = new Float64Array(points.length * 2);
  const scale = EARTH_RADIUS_METRES * RADIANS;
  const cos = Math.cos((points[0]?.latitude ?? 0) * RADIANS);
  points.forEach((point, i) => {
    xy[2 * i] = point.longitude * scale * cos;
    xy[2 * i + 1] = point.latitude * scale;
  });
  return xy;
}

/** Squared distance from point p to the segment a–b. */
function segmentDistance2(xy: Float64Array, p: number, a: number, b: number): number {
  const [ax, ay, bx, by, px, py] = [xy[2 * a], xy[2 * a + 1], xy[2 * b], xy[2 * b + 1], xy[2 * p], xy[2 * p + 1]];
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  const x = ax + t * dx - px;
  const y = ay + t * dy - py;
  return x * x + y * y;
}

function radialKeep(xy: Float64Array, count: number, tolerance2: number): number[] {
  const kept = [0];
  for (let i = 1; i < count; i++) {
    const last = kept[kept.length - 1];
    const dx = xy[2 * i] - xy[2 * last];
    const dy = xy[2 * i + 1] - xy[2 * last + 1];
    if (dx * dx + dy * dy > tolerance2 || i === count - 1) kept.push(i);
  }
  return kept;
}

/** Douglas–Peucker over the candidates, without recursion (a day's path would overflow the stack). */
function douglasPeucker(xy: Float64Array, candidates: number[], tolerance2: number): number[] {
  const keep = new Uint8Array(candidates.length);
  keep[0] = 1;
  keep[candidates.length - 1] = 1;
  const stack: [number, number][] = [[0, candidates.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let farthest2 = tolerance2;
    for (let i = first + 1; i < last; i++) {
      const distance2 = segmentDistance2(xy, candidates[i], candidates[first], candidates[last]);
      if (distance2 > farthest2) {
        farthest = i;
        farthest2 = distance2;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return candidates.filter((_, i) => keep[i] === 1);
}

/** The indices of the points to draw, in order: always the first and the last. */
export function simplifyPath(points: readonly PathPoint[], toleranceMetres = PATH_TOLERANCE_METRES): number[] {
  if (points.length <= 2) return points.map((_, i) => i);
  const xy = project(points);
  const tolerance2 = (toleranceMetres / 2) ** 2;
  return douglasPeucker(xy, radialKeep(xy, points.length, tolerance2), tolerance2);
}
