import { useMapEvents } from 'react-leaflet';

/** Hands the position of a click on the map to the page. */
export const MapClick = ({ onClick }: { onClick: (latitude: number, longitude: number) => void }) => {
  useMapEvents({ click: (event) => onClick(event.latlng.lat, event.latlng.lng) });
  return null;
};
