import { Box, Typography } from '@mui/material';
import type { LatLngTuple, Marker as LeafletMarker } from 'leaflet';
import { useGetOne, useInput, useTranslate } from 'react-admin';
import { Marker } from 'react-leaflet';
import { MAP } from '../../../contract/constants';
import { useSelectedSite } from '../../authProvider/useSession';
import { MapClick } from '../../map/MapClick';
import { MapView } from '../../map/MapView';
import { pinIcon } from '../../map/pinIcon';

const TAG_PIN = pinIcon('tag');
const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);

/** The tag's position at zoom 18: a marker to drag (or a click on the map) sets latitude and longitude. */
export const TagMarkerInput = ({ readOnly }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  const site = useSelectedSite();
  const latitude = useInput({ source: 'latitude' }).field;
  const longitude = useInput({ source: 'longitude' }).field;
  const lat = asNumber(latitude.value);
  const lng = asNumber(longitude.value);
  const { data: siteRecord, isPending } = useGetOne('sites', { id: site?.id ?? 0 }, { enabled: !!site });
  const place = (newLat: number, newLng: number) => {
    latitude.onChange(newLat);
    longitude.onChange(newLng);
  };
  if (isPending && lat === null) return null;
  // The map opens here; later changes move the marker, not the map.
  const start: LatLngTuple = (lat !== null && lng !== null ? [lat, lng] : null) ??
    (typeof siteRecord?.latitude === 'number' ? [siteRecord.latitude, siteRecord.longitude] : null) ?? [
      MAP.defaultCenter.latitude,
      MAP.defaultCenter.longitude,
    ];
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3">
        {translate('patrol.tags.location')}
      </Typography>
      {!readOnly && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('patrol.tags.locationHint')}
        </Typography>
      )}
      <MapView center={start} zoom={MAP.tagZoom} label="patrol.tags.location" height={360}>
        {lat !== null && lng !== null && (
          <Marker
            position={[lat, lng]}
            icon={TAG_PIN}
            title={translate('patrol.map.tagLocation')}
            draggable={!readOnly}
            eventHandlers={{
              dragend: (event) => {
                const { lat: newLat, lng: newLng } = (event.target as LeafletMarker).getLatLng();
                place(newLat, newLng);
              },
            }}
          />
        )}
        {!readOnly && <MapClick onClick={place} />}
      </MapView>
    </Box>
  );
};
