import { useTranslate } from 'react-admin';
import { MAP } from '../../../contract/constants';
import { trackTime } from '../../common/dateTime';
import { FollowPoint } from '../../map/FollowPoint';
import { DeviceMarker } from './DeviceMarker';

export interface LivePoint {
  latitude: number;
  longitude: number;
  /** When the handset took it, for a live position (the last known location comes without a time). */
  sentAt?: number;
}

/** The device's current location ('deviceLocation-qa.deviceLocation'), followed as it moves. */
export const LiveMarker = ({ point }: { point: LivePoint }) => {
  const translate = useTranslate();
  const { latitude, longitude, sentAt } = point;
  return (
    <>
      <DeviceMarker latitude={latitude} longitude={longitude}>
        {sentAt === undefined
          ? translate('patrol.tracking.live.title')
          : translate('patrol.tracking.live.at', { time: trackTime(sentAt) })}
      </DeviceMarker>
      <FollowPoint latitude={latitude} longitude={longitude} zoom={MAP.deviceZoom} />
    </>
  );
};
