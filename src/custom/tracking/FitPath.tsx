import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { MAP } from '../../../contract/constants';

/**
 * Frames the path and its scans and alerts each time a Refresh brings them, and again when the map's box
 * changes size (the history panel appearing beside it) as long as nobody has moved the map since.
 */
export const FitPath = ({ bounds }: { bounds: readonly L.LatLngTuple[] }) => {
  const map = useMap();
  const framed = useRef(false);

  useEffect(() => {
    if (bounds.length === 0) {
      framed.current = false;
      return;
    }
    const frame = () => {
      map.fitBounds(L.latLngBounds(bounds as L.LatLngTuple[]), {
        padding: [32, 32],
        maxZoom: MAP.maxZoom,
        animate: false,
      });
      framed.current = true;
    };
    frame();
    const moved = () => {
      framed.current = false;
    };
    const resized = () => {
      if (framed.current) frame();
    };
    // Registered after the framing: only later moves (a drag, a zoom, a row flown to) count as moved.
    map.on('movestart', moved);
    map.on('resize', resized);
    return () => {
      map.off('movestart', moved);
      map.off('resize', resized);
    };
  }, [map, bounds]);
  return null;
};
