/**
 * Site boundaries are GeoJSON text (`poligonPoints`): a Polygon or MultiPolygon, or a circle kept
 * as a Point with its radius in metres. Positions are [longitude, latitude].
 */
import { z } from 'zod';
import { EARTH_RADIUS_M } from './constants';

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number());
const ring = z
  .array(position)
  .min(4)
  .refine((r) => r[0][0] === r[r.length - 1][0] && r[0][1] === r[r.length - 1][1], 'a ring must be closed');
const polygon = z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) });
const multiPolygon = z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) });
const point = z.object({ type: z.literal('Point'), coordinates: position });
const geometry = z.discriminatedUnion('type', [polygon, multiPolygon, point]);
const feature = z.object({
  type: z.literal('Feature'),
  geometry,
  properties: z.object({ radius: z.number().positive().optional() }).passthrough().nullable().optional(),
});

type Boundary =
  | { kind: 'polygon'; geometry: z.infer<typeof polygon> | z.infer<typeof multiPolygon> }
  | { kind: 'circle'; center: [number, number]; radius: number };

/** Reads a boundary; `radius` (metres) makes a Point a circle. Null when the text is not a usable boundary. */
export function parseBoundary(text: string | null | undefined, radius?: number | null): Boundary | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const asFeature = feature.safeParse(json);
  const shape = asFeature.success ? asFeature.data.geometry : geometry.safeParse(json).data;
  if (!shape) return null;
  if (shape.type !== 'Point') return { kind: 'polygon', geometry: shape };
  const r = radius ?? (asFeature.success ? asFeature.data.properties?.radius : undefined);
  return r && r > 0 ? { kind: 'circle', center: [shape.coordinates[0], shape.coordinates[1]], radius: r } : null;
}

/** Great-circle distance in metres. */
export function distanceMetres(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}
