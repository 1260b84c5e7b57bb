import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import type { LatLngTuple } from 'leaflet';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MapContainer, TileLayer } from 'react-leaflet';
import { MAP } from '../../contract/constants';
import { config } from '../config';

interface MapViewProps {
  /** Where the map opens; later moves are made by layers (FollowPoint). */
  center: LatLngTuple;
  zoom: number;
  /** i18n key naming the map for assistive technology. */
  label: string;
  height?: number | string;
  children?: ReactNode;
}

/**
 * A Leaflet map with the configured tiles (max zoom 18) and declarative layers as children.
 * Without network the tiles stay blank; markers, shapes and drawing still work.
 */
export const MapView = ({ center, zoom, label, height = 420, children }: MapViewProps) => {
  const translate = useTranslate();
  return (
    <Box
      role="region"
      aria-label={translate(label)}
      sx={{ height, width: '100%', borderRadius: 1, overflow: 'hidden', '& .leaflet-container': { height: '100%' } }}
    >
      <MapContainer center={center} zoom={zoom} maxZoom={MAP.maxZoom} scrollWheelZoom>
        <TileLayer url={config().tileUrl} maxZoom={MAP.maxZoom} attribution={translate('patrol.map.attribution')} />
        {children}
      </MapContainer>
    </Box>
  );
};
