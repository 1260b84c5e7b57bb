import { Marker } from 'react-leaflet';
import { BoundaryLayer } from '../../map/BoundaryLayer';
import { MapView } from '../../map/MapView';
import { pinIcon } from '../../map/pinIcon';

/** The zoom of an alert's map: a few streets around the point. */
const ZOOM = 16;

export interface LocationMapProps {
  latitude: number;
  longitude: number;
  /** The site's boundary (polygon GeoJSON, or a point with a radius). */
  poligonPoints?: string | null;
  radius?: number | null;
  height: number;
}

/** Where an alert happened, as a pin over the site's boundary (loaded on demand: Leaflet is not on the first screen). */
export const LocationMap = ({ latitude, longitude, poligonPoints, radius, height }: LocationMapProps) => (
  <MapView center={[latitude, longitude]} zoom={ZOOM} label="patrol.alerts.location.title" height={height}>
    <BoundaryLayer text={poligonPoints} radius={radius} />
    <Marker position={[latitude, longitude]} icon={pinIcon('device')} />
  </MapView>
);
