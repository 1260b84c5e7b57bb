/**
 * A map component loaded when it is first shown: Leaflet and leaflet-draw stay out of the download
 * of the first screen (the Alerts page), which a control room opens before anything else.
 */
import { Box, CircularProgress } from '@mui/material';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';

const MapLoading = ({ height }: { height: number }) => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ height, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={translate('patrol.map.loading')} />
    </Box>
  );
};

export function lazyMap<P extends object>(load: () => Promise<ComponentType<P>>, height: number): ComponentType<P> {
  const Loaded: ComponentType<P> = lazy(async () => ({ default: await load() }));
  return (props: P) => (
    <Suspense fallback={<MapLoading height={height} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
