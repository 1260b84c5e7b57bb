/**
 * Where a demo handset was: a point a minute along each walk (the guardhouse, each tag scanned in turn, back to
 * the guardhouse), and a point every ten minutes at the guardhouse between walks. Every point lies inside the
 * site's boundary, so the history raises no boundary alerts.
 */
import { insideSiteBoundary } from '../../modules/site/boundary';
import type { Random, SentScan, ShiftDay } from './traffic';

const MINUTE = 60;
/** Scans closer together than this are one walk. */
const WALK_GAP = 20 * MINUTE;
/** From the guardhouse to the first tag, and from the last tag back. */
const TO_GUARDHOUSE = 3 * MINUTE;
const IDLE_EVERY = 10 * MINUTE;
const JITTER = 0.00003;

export interface Place {
  latitude: number;
  longitude: number;
}
export interface PathSite extends Place {
  boundary: { poligonPoints: string | null; radius: number | null };
  /** Where each tag of the site is, by serial number. */
  tagAt: Map<string, Place>;
}
export interface LocationPoint extends Place {
  type: 'deviceLocation';
  eventGuid: string;
  sentAt: number;
}

type Waypoint = Place & { at: number };

/** The site's scans of known tags, cut into walks. */
function walks(site: PathSite, scans: SentScan[]): Waypoint[][] {
  const found: Waypoint[][] = [];
  let walk: Waypoint[] = [];
  for (const scan of [...scans].sort((a, b) => a.sentAt - b.sentAt)) {
    const place = site.tagAt.get(scan.serialNumber);
    if (!place) continue;
    const last = walk[walk.length - 1];
    if (last && scan.sentAt - last.at > WALK_GAP) {
      found.push(walk);
      walk = [];
    }
    walk.push({ ...place, at: scan.sentAt });
  }
  if (walk.length) found.push(walk);
  return found.map((steps) => [
    { latitude: site.latitude, longitude: site.longitude, at: steps[0].at - TO_GUARDHOUSE },
    ...steps,
    { latitude: site.latitude, longitude: site.longitude, at: steps[steps.length - 1].at + TO_GUARDHOUSE },
  ]);
}

export function handsetPath(
  random: Random,
  site: PathSite,
  scans: SentScan[],
  days: ShiftDay[],
  guid: () => string,
): LocationPoint[] {
  const points: LocationPoint[] = [];
  const add = (at: number, place: Place) => {
    const latitude = place.latitude + (random.next() - 0.5) * 2 * JITTER;
    const longitude = place.longitude + (random.next() - 0.5) * 2 * JITTER;
    const inside = insideSiteBoundary(site.boundary, latitude, longitude) !== false;
    points.push({
      type: 'deviceLocation',
      eventGuid: guid(),
      sentAt: Math.round(at),
      latitude: inside ? latitude : site.latitude,
      longitude: inside ? longitude : site.longitude,
    });
  };
  const busy: [number, number][] = [];
  for (const walk of walks(site, scans)) {
    busy.push([walk[0].at, walk[walk.length - 1].at]);
    for (let i = 1; i < walk.length; i += 1) {
      const [a, b] = [walk[i - 1], walk[i]];
      for (let at = a.at; at < b.at; at += MINUTE) {
        const f = b.at === a.at ? 0 : (at - a.at) / (b.at - a.at);
        add(at, {
          latitude: a.latitude + f * (b.latitude - a.latitude),
          longitude: a.longitude + f * (b.longitude - a.longitude),
        });
      }
    }
  }
  const walking = (at: number) => busy.some(([from, to]) => at >= from && at <= to);
  for (const day of days)
    for (let at = day.from + random.int(0, IDLE_EVERY); at < day.to; at += IDLE_EVERY) if (!walking(at)) add(at, site);
  return points;
}
