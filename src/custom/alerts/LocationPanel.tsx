import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { lazyMap } from '../../map/lazyMap';
import type { LiveAlert } from '../../realtime/types';
import { formatCoordinates } from './alertSummary';
import { DetailPanel } from './DetailPanel';

const MAP_HEIGHT = 220;
const LocationMap = lazyMap(() => import('./LocationMap').then((m) => m.LocationMap), MAP_HEIGHT);

/** A map application's address for a point: opens Google Maps on the web, or the phone's map app. */
export const mapLink = (latitude: number, longitude: number) =>
  `https://www.google.com/maps?q=${latitude.toFixed(5)},${longitude.toFixed(5)}`;

/** The located alert's point on a small map with the site's boundary, its coordinates and a link to a map application. */
export const LocationPanel = ({ alert, defaultExpanded }: { alert: LiveAlert; defaultExpanded?: boolean }) => {
  const translate = useTranslate();
  const { data: site } = useGetOne('sites', { id: alert.site?.id }, { enabled: alert.site !== null });
  const latitude = alert.latitude as number;
  const longitude = alert.longitude as number;
  return (
    <DetailPanel title="patrol.alerts.location.title" defaultExpanded={defaultExpanded}>
      <LocationMap
        latitude={latitude}
        longitude={longitude}
        poligonPoints={site?.poligonPoints}
        radius={site?.radius}
        height={MAP_HEIGHT}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 1 }}>
        <Typography variant="body2" data-testid="alert-coordinates">
          {formatCoordinates(latitude, longitude)}
        </Typography>
        <Link
          href={mapLink(latitude, longitude)}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {translate('patrol.alerts.location.open')}
          <OpenInNewIcon fontSize="inherit" aria-hidden />
        </Link>
      </Box>
    </DetailPanel>
  );
};
