import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

interface FollowPointProps {
  latitude?: number | null;
  longitude?: number | null;
  zoom: number;
}

/** Brings a point into view when it changes and lies outside the map (an address found, a live position). */
export const FollowPoint = ({ latitude, longitude, zoom }: FollowPointProps) => {
  const map = useMap();
  useEffect(() => {
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return;
    if (!map.getBounds().contains([latitude, longitude])) map.setView([latitude, longitude], zoom);
  }, [map, latitude, longitude, zoom]);
  return null;
};
