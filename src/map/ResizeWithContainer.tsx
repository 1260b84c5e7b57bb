import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Tells the map when its box changes size (a panel appearing beside it, a narrower window): Leaflet measures
 * its box once, and frames wrongly after a change it was not told of. Fires the map's 'resize' event.
 */
export const ResizeWithContainer = () => {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
};
