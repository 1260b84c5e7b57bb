import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { MAP } from '../../../contract/constants';

/** A point to fly to; a new object flies again, even to the same point. */
export interface FlyTarget {
  latitude: number;
  longitude: number;
}

/** Flies the map to the target at the device zoom (16), as a history row click asks (spec part 2 §2). */
export const FlyToPoint = ({ target }: { target: FlyTarget | null }) => {
  const map = useMap();
  useEffect(() => {
    if (target) map.flyTo([target.latitude, target.longitude], MAP.deviceZoom);
  }, [map, target]);
  return null;
};
