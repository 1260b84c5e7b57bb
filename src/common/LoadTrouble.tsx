import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isRetryable, isUnreachable } from '../dataProvider/unreachable';
import { clockSeconds } from './dateTime';
import { useRetryWhileFailing } from './useRetryWhileFailing';

interface LoadTroubleProps {
  /** The failure of the last attempt to load. */
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
  /** When what is still shown was loaded (ms), when something is; it is then marked out of date. */
  loadedAt?: number | null;
  /** Whether something loaded earlier is still shown. */
  stale: boolean;
}

/**
 * One clear state for a page whose data could not be loaded: why (the server cannot be reached, or its own
 * message), that it is being tried again (and a button to try now), and whether what is shown is out of date.
 */
export const LoadTrouble = ({ error, isFetching, refetch, loadedAt, stale }: LoadTroubleProps) => {
  const translate = useTranslate();
  const retryable = isRetryable(error);
  useRetryWhileFailing({ error, isFetching, refetch, retryable });
  const raw = error instanceof Error && error.message ? error.message : 'patrol.messages.request.serverError';
  const message = translate(raw, { _: raw });
  const title = isUnreachable(error)
    ? translate('patrol.connection.unreachable')
    : retryable
      ? translate('patrol.connection.failedRetrying', { message })
      : message;
  return (
    <Alert
      severity={retryable ? 'warning' : 'error'}
      sx={{ mb: stale ? 1 : 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={isFetching}
          onClick={() => refetch()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('patrol.connection.retryNow')}
        </Button>
      }
    >
      <strong>{title}</strong>
      {stale && (
        <>
          {' '}
          {loadedAt
            ? translate('patrol.connection.staleSince', { time: clockSeconds(loadedAt) })
            : translate('patrol.connection.stale')}
        </>
      )}
    </Alert>
  );
};
