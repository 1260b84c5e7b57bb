import { Marker } from 'react-leaflet';
import { MapView } from '../../map/MapView';
import { pinIcon } from '../../map/pinIcon';

/** Where the incident was reported, as a pin (loaded on demand: Leaflet is not on the first screen). */
export const IncidentMap = ({ latitude, longitude }: { latitude: number; longitude: number }) => (
  <MapView center={[latitude, longitude]} zoom={16} label="patrol.incidents.detail.map" height={260}>
    <Marker position={[latitude, longitude]} icon={pinIcon('device')} />
  </MapView>
);
