/**
 * Where a simulated guard stands when walking off site, and back on it: computed from the site's boundary
 * (its polygon, or its circle), so the walk off is surely outside however large the boundary is.
 */
import { EARTH_RADIUS_M } from '../../contract/constants';
import { parseBoundary } from '../../contract/geo';
import { insideSiteBoundary } from '../../server/src/modules/site/boundary';

export interface SiteBoundary {
  poligonPoints: string | null;
  radius: number | null;
}
interface Point {
  latitude: number;
  longitude: number;
}

/** How far beyond the boundary's eastern edge a guard walking off site stands. */
export const OFF_SITE_METRES = 150;

const DEGREE_M = (Math.PI / 180) * EARTH_RADIUS_M;

/**
 * A point OFF_SITE_METRES east of the boundary's easternmost point (beyond its bounding box, so outside any
 * polygon, concave or not), at the middle of its north-south span; null when the site has no boundary.
 */
export function offSitePoint(site: SiteBoundary): Point | null {
  const boundary = parseBoundary(site.poligonPoints, site.radius);
  if (!boundary) return null;
  if (boundary.kind === 'circle') {
    const [lng, lat] = boundary.center;
    const east = (boundary.radius + OFF_SITE_METRES) / (DEGREE_M * Math.cos(lat * (Math.PI / 180)));
    return { latitude: lat, longitude: lng + east };
  }
  const rings =
    boundary.geometry.type === 'Polygon' ? boundary.geometry.coordinates : boundary.geometry.coordinates.flat();
  const corners = rings.flat();
  const lngs = corners.map(([lng]) => lng);
  const lats = corners.map(([, lat]) => lat);
  const latitude = (Math.min(...lats) + Math.max(...lats)) / 2;
  const east = OFF_SITE_METRES / (DEGREE_M * Math.cos(latitude * (Math.PI / 180)));
  return { latitude, longitude: Math.max(...lngs) + east };
}

/**
 * A point near the site's centre that lies inside its boundary: `jitter` degrees at most each way, narrowed
 * until inside (the centre itself last); any point near the centre when the site has no boundary.
 */
export function onSitePoint(site: SiteBoundary & Point, jitter: number, random = Math.random): Point {
  for (const spread of [jitter, jitter / 2, jitter / 4, 0]) {
    const point = {
      latitude: site.latitude + (random() * 2 - 1) * spread,
      longitude: site.longitude + (random() * 2 - 1) * spread,
    };
    if (insideSiteBoundary(site, point.latitude, point.longitude) !== false) return point;
  }
  return { latitude: site.latitude, longitude: site.longitude };
}

/** Every this many seconds of simulated time a wandering guard walks off site… */
const WANDER_EVERY_SECONDS = 600;
/** …this many seconds into each period… */
const WANDER_FROM_SECONDS = 240;
/** …and stays off site this long before walking back in. */
const WANDER_FOR_SECONDS = 60;

/** Whether a wandering guard is off site `seconds` (simulated) into the shift: a minute in every ten. */
export function offSiteAt(seconds: number): boolean {
  const into = seconds % WANDER_EVERY_SECONDS;
  return into >= WANDER_FROM_SECONDS && into < WANDER_FROM_SECONDS + WANDER_FOR_SECONDS;
}
