import { useEffect, useRef } from 'react';
import { retryDelay } from './retryDelay';

interface Failing {
  /** The failure of the last attempt, or null/undefined once an attempt succeeded. */
  error: unknown;
  /** Whether an attempt is under way. */
  isFetching: boolean;
  /** Makes the call again. */
  refetch: () => unknown;
  /** Whether this failure is worth trying again (the server was away or failed on its side). */
  retryable: boolean;
}

/**
 * Makes a failed call again, waiting longer after each failure (2 s, 4 s, 8 s, then every 15 s), and at once
 * when the browser comes back online; stops once a call succeeds or the failure is not one to retry.
 */
export function useRetryWhileFailing({ error, isFetching, refetch, retryable }: Failing): void {
  const failures = useRef(0);
  const latest = useRef(refetch);
  latest.current = refetch;
  const failing = !!error && retryable;

  useEffect(() => {
    if (!error) failures.current = 0;
  }, [error]);

  useEffect(() => {
    if (!failing || isFetching) return;
    failures.current += 1;
    const timer = setTimeout(() => latest.current(), retryDelay(failures.current));
    const online = () => latest.current();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [failing, isFetching]);
}
