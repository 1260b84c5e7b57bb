import L from 'leaflet';
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';
import type { PathPoint } from './simplifyPath';
import { countUpTo } from './trackTime';

const FULL = { color: '#1565c0', weight: 3, opacity: 0.45, interactive: false };
const PLAYED = { color: '#0d47a1', weight: 4, opacity: 0.9, interactive: false };

interface TrackPathProps {
  points: readonly PathPoint[];
  /** The indices of the points to draw (simplifyPath), in order. */
  drawn: readonly number[];
  /** The playback's point: the path up to it is drawn darker. */
  index: number | null;
}

const at = (point: PathPoint): L.LatLngTuple => [point.latitude, point.longitude];

/** A canvas where the browser draws on one (a day's path is one drawing, not thousands of elements), else SVG. */
function pathRenderer(): L.Renderer {
  const drawable = !!document.createElement('canvas').getContext('2d');
  return drawable ? L.canvas({ padding: 0.5 }) : L.svg({ padding: 0.5 });
}

/**
 * The device's path on a canvas (one drawing, not an SVG element per segment) from the thinned points, with
 * the part played so far drawn over it (FitPath frames it).
 */
export const TrackPath = ({ points, drawn, index }: TrackPathProps) => {
  const map = useMap();
  const [lines] = useState(() => {
    const renderer = pathRenderer();
    return { full: L.polyline([], { ...FULL, renderer }), played: L.polyline([], { ...PLAYED, renderer }) };
  });

  useEffect(() => {
    lines.full.addTo(map);
    lines.played.addTo(map);
    return () => {
      lines.full.remove();
      lines.played.remove();
    };
  }, [map, lines]);

  useEffect(() => {
    lines.full.setLatLngs(drawn.map((i) => at(points[i])));
  }, [lines, points, drawn]);

  useEffect(() => {
    if (index === null || !points[index]) {
      lines.played.setLatLngs([]);
      return;
    }
    const before = drawn.slice(0, countUpTo(drawn, index)).map((i) => at(points[i]));
    lines.played.setLatLngs([...before, at(points[index])]);
  }, [lines, points, drawn, index]);

  return null;
};
