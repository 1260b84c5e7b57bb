import L from 'leaflet';
import { parseBoundary } from '../../contract/geo';

/** The centre of a saved boundary as [latitude, longitude], or null. */
export function boundaryCentre(text?: string | null, radius?: number | null): [number, number] | null {
  const boundary = parseBoundary(text, radius);
  if (!boundary) return null;
  if (boundary.kind === 'circle') return [boundary.center[1], boundary.center[0]];
  const centre = L.geoJSON(boundary.geometry).getBounds().getCenter();
  return [centre.lat, centre.lng];
}
