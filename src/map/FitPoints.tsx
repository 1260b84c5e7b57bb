import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';

/** Once the points are known, frames them all (no closer than `maxZoom`). */
export const FitPoints = ({ points, maxZoom }: { points: [number, number][]; maxZoom: number }) => {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || points.length === 0) return;
    done.current = true;
    map.fitBounds(L.latLngBounds(points), { maxZoom, padding: [32, 32], animate: false });
  }, [map, points, maxZoom]);
  return null;
};
