import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useMap } from 'react-leaflet';
import type { DeviceLocation } from '../../../contract/tracking';
import { trackTime } from '../../common/dateTime';
import { DeviceMarker } from './DeviceMarker';

/** The 'Device Location' marker at the playback's point with its time, kept in view as it moves. */
export const PlaybackMarker = ({ point }: { point: DeviceLocation }) => {
  const map = useMap();
  const translate = useTranslate();
  const { latitude, longitude } = point;
  useEffect(() => {
    if (!map.getBounds().contains([latitude, longitude])) map.panTo([latitude, longitude]);
  }, [map, latitude, longitude]);
  return (
    <DeviceMarker latitude={latitude} longitude={longitude}>
      <strong>{translate('patrol.map.deviceLocation')}</strong>
      <br />
      <span data-testid="playback-time">{trackTime(point.sentAt)}</span>
    </DeviceMarker>
  );
};
