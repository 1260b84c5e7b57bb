/** Whether a point lies inside a site boundary: its polygon, or within its circle's radius. */
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
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
