import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Marker, Tooltip } from 'react-leaflet';
import { pinIcon } from '../../map/pinIcon';

const DEVICE_PIN = pinIcon('device');

interface DeviceMarkerProps {
  latitude: number;
  longitude: number;
  /** What the marker's label, always shown above it, says. */
  children: ReactNode;
}

/** The 'Device Location' pin, above the path and its scans and alerts (the playback's and the live one). */
export const DeviceMarker = ({ latitude, longitude, children }: DeviceMarkerProps) => {
  const translate = useTranslate();
  return (
    <Marker
      position={[latitude, longitude]}
      icon={DEVICE_PIN}
      title={translate('patrol.map.deviceLocation')}
      zIndexOffset={1000}
    >
      <Tooltip permanent direction="top">
        {children}
      </Tooltip>
    </Marker>
  );
};
