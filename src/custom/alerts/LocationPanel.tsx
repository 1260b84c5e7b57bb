import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { lazyMap } from '../../map/lazyMap';
import type { SiteRef } from '../../realtime/types';
import { formatCoordinates } from './alertSummary';
import { DetailPanel } from './DetailPanel';

const MAP_HEIGHT = 220;
const LocationMap = lazyMap(() => import('./LocationMap').then((m) => m.LocationMap), MAP_HEIGHT);

/** A map application's address for a point: opens Google Maps on the web, or the phone's map app. */
export const mapLink = (latitude: number, longitude: number) =>
  `https://www.google.com/maps?q=${latitude.toFixed(5)},${longitude.toFixed(5)}`;

interface LocationPanelProps {
  latitude: number;
  longitude: number;
  site: SiteRef | null | undefined;
  /** What the point is, when it is not the alert's own position (the handset's last known one). */
  note?: string;
  defaultExpanded?: boolean;
}

/** A point of the alert on a small map with the site's boundary, its coordinates and a link to a map application. */
export const LocationPanel = ({ latitude, longitude, site: siteRef, note, defaultExpanded }: LocationPanelProps) => {
  const translate = useTranslate();
  const { data: site } = useGetOne('sites', { id: siteRef?.id }, { enabled: Boolean(siteRef) });
  return (
    <DetailPanel title="patrol.alerts.location.title" defaultExpanded={defaultExpanded}>
      {note && (
        <Typography variant="body2" color="warning.dark" sx={{ mb: 1, fontWeight: 600 }} data-testid="location-note">
          {note}
        </Typography>
      )}
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
