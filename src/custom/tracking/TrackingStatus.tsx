import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

interface TrackingStatusProps {
  requested: boolean;
  loading: boolean;
  error: Error | null;
  /** How many locations the range holds, once loaded. */
  count: number | null;
  /** Scans and alerts that have no place on the map. */
  unplaced: number;
}

/** Above the map: what to do first, that the history is loading, why it failed, or that there is none. */
export const TrackingStatus = ({ requested, loading, error, count, unplaced }: TrackingStatusProps) => {
  const translate = useTranslate();
  if (!requested) return <Alert severity="info">{translate('patrol.tracking.prompt')}</Alert>;
  if (loading) return <LinearProgress aria-label={translate('patrol.tracking.loading')} sx={{ my: 1 }} />;
  if (error)
    return (
      <Alert severity="error">
        {translate('patrol.tracking.failed', { message: translate(error.message, { _: error.message }) })}
      </Alert>
    );
  if (count === 0) return <Alert severity="info">{translate('patrol.tracking.noHistory')}</Alert>;
  if (unplaced > 0) {
    return <Alert severity="info">{translate('patrol.tracking.events.unplaced', { count: unplaced })}</Alert>;
  }
  return null;
};
