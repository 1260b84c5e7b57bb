import type { DrawnShape } from '../../map/DrawControl';
import type { BoundaryFields } from './useSiteLocation';

/** A drawn polygon or circle as the site's boundary fields: GeoJSON text, its type, the circle's radius. */
export function drawnBoundary(shape: Exclude<DrawnShape, { kind: 'marker' }>): BoundaryFields {
  if (shape.kind === 'circle') {
    return {
      poligonPoints: JSON.stringify(shape.layer.toGeoJSON().geometry),
      polygonType: 'circle',
      radius: Math.round(shape.layer.getRadius() * 100) / 100,
    };
  }
  return { poligonPoints: JSON.stringify(shape.layer.toGeoJSON().geometry), polygonType: 'polygon', radius: null };
}

/** Whether a drawn boundary is the one already saved (then there is nothing to override). */
export function sameBoundary(saved: { poligonPoints: string | null; radius: number | null }, drawn: BoundaryFields) {
  if (!saved.poligonPoints) return false;
  try {
    const geometry = (text: string) => {
      const json = JSON.parse(text);
      return JSON.stringify(json.type === 'Feature' ? json.geometry : json);
    };
    return geometry(saved.poligonPoints) === geometry(drawn.poligonPoints) && (saved.radius ?? null) === drawn.radius;
  } catch {
    return false;
  }
}
