import { Alert, Button, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Query<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

interface LoadableProps<T> {
  query: Query<T>;
  /** What is loading, for a screen reader: an already translated text. */
  what: string;
  /** i18n key of the failure, with %{reason}. */
  failed: string;
  /** The placeholder's height while loading. */
  height: number;
  children: (data: T) => ReactNode;
}

/**
 * A figure once its answer is known: a placeholder while it loads (never a 0 or an empty chart before the answer),
 * and, when the call fails, what failed and a way to ask again.
 */
export function Loadable<T>({ query, what, failed, height, children }: LoadableProps<T>) {
  const translate = useTranslate();
  if (query.error) {
    const reason = translate(query.error.message, { _: query.error.message });
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()} disabled={query.isFetching}>
            {translate('patrol.dashboard.retry')}
          </Button>
        }
      >
        {translate(failed, { reason })}
      </Alert>
    );
  }
  if (query.data === undefined) {
    return (
      <Skeleton
        variant="rounded"
        height={height}
        role="progressbar"
        aria-label={translate('patrol.dashboard.loading', { what })}
      />
    );
  }
  return children(query.data);
}
