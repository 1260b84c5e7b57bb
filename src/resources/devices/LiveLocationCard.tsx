import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Marker, Tooltip } from 'react-leaflet';
import { MAP } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { deviceTime } from '../../common/dateTime';
import { FollowPoint } from '../../map/FollowPoint';
import { MapView } from '../../map/MapView';
import { pinIcon } from '../../map/pinIcon';

const DEVICE_PIN = pinIcon('device');

interface LiveLocationCardProps {
  latitude?: number | null;
  longitude?: number | null;
  /** When the handset sent this position (epoch seconds). */
  sentAt?: number | null;
}

/**
 * The device's position on a map with the 'Device Location' marker, or 'No location data'. It only draws what
 * it is given: the last known location now, live positions (deviceLocation events) once realtime feeds it.
 */
export const LiveLocationCard = ({ latitude, longitude, sentAt }: LiveLocationCardProps) => {
  const translate = useTranslate();
  const known = typeof latitude === 'number' && typeof longitude === 'number';
  return (
    <Card>
      <CardHeader
        title={translate('patrol.devices.liveLocation')}
        titleTypographyProps={{ variant: 'h6' }}
        subheader={
          known && typeof sentAt === 'number'
            ? translate('patrol.devices.locationSentAt', { time: deviceTime(sentAt) })
            : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {known ? (
          <MapView
            center={[latitude, longitude]}
            zoom={MAP.deviceZoom}
            label="patrol.devices.liveLocation"
            height={320}
          >
            <Marker position={[latitude, longitude]} icon={DEVICE_PIN} title={translate('patrol.map.deviceLocation')}>
              <Tooltip permanent direction="top">
                {translate('patrol.map.deviceLocation')}
              </Tooltip>
            </Marker>
            <FollowPoint latitude={latitude} longitude={longitude} zoom={MAP.deviceZoom} />
          </MapView>
        ) : (
          <Typography color="text.secondary">{translate(MESSAGES.device.noLocation)}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
