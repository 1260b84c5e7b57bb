/** Whether a point lies inside a site boundary: its polygon, or within its circle's radius. */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { EARTH_RADIUS_M } from '../../../../contract/constants';
import { distanceMetres, parseBoundary } from '../../../../contract/geo';

export function insideSiteBoundary(
  site: { poligonPoints: string | null; radius: number | null },
  latitude: number,
  longitude: number,
): boolean | null {
  const boundary = parseBoundary(site.poligonPoints, site.radius);
  if (!boundary) return null;
  if (boundary.kind === 'polygon') return booleanPointInPolygon([longitude, latitude], boundary.geometry);
  const [lng, lat] = boundary.center;
  return distanceMetres({ latitude, longitude }, { latitude: lat, longitude: lng }) <= boundary.radius;
}

/** Metres from a point to a segment, on a plane laid flat at the point (fine at a site's scale). */
function metresToSegment(x: [number, number], a: number[], b: number[], latitude: number): number {
  const k = (Math.PI / 180) * EARTH_RADIUS_M;
  const cos = Math.cos(latitude * (Math.PI / 180));
  const ax = (a[0] - x[0]) * k * cos;
  const ay = (a[1] - x[1]) * k;
  const bx = (b[0] - x[0]) * k * cos;
  const by = (b[1] - x[1]) * k;
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length ? Math.min(1, Math.max(0, -(ax * dx + ay * dy) / length)) : 0;
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** How many metres a point lies beyond a site's boundary (0 inside it, or when the site has none), rounded. */
export function metresOutsideSite(
  site: { poligonPoints: string | null; radius: number | null },
  latitude: number,
  longitude: number,
): number {
  const boundary = parseBoundary(site.poligonPoints, site.radius);
  if (!boundary) return 0;
  if (boundary.kind === 'circle') {
    const [lng, lat] = boundary.center;
    return Math.max(
      0,
      Math.round(distanceMetres({ latitude, longitude }, { latitude: lat, longitude: lng }) - boundary.radius),
    );
  }
  if (booleanPointInPolygon([longitude, latitude], boundary.geometry)) return 0;
  const polygons =
    boundary.geometry.type === 'Polygon' ? [boundary.geometry.coordinates] : boundary.geometry.coordinates;
  let nearest = Number.POSITIVE_INFINITY;
  for (const ring of polygons.flat()) {
    for (let i = 1; i < ring.length; i++) {
      nearest = Math.min(nearest, metresToSegment([longitude, latitude], ring[i - 1], ring[i], latitude));
    }
  }
  return Math.round(nearest);
}
