import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';
import { useConnection } from '../../realtime/LiveContext';
import { TAG_ENROLLMENT_TOPIC } from '../../realtime/realtimeBus';
import { useReloadEnrollments } from './useDecideTag';

/**
 * Reloads the list when a handset asks for a new tag ('tagEnrollment-qa.tagEnrollment'), and when the live
 * connection comes back (a request sent while it was down reached no console: the server's list is the truth).
 */
export function useLiveEnrollments() {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  /** The dataProvider proxy changes with navigation; the subscription must not. */
  const latest = useRef(dataProvider);
  latest.current = dataProvider;
  const reload = useReloadEnrollments();
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => {
    const listener = () => void reloadRef.current();
    const quietly = (call: () => Promise<unknown> | undefined) => {
      try {
        call()?.catch(() => undefined);
      } catch {
        // a dataProvider without the realtime methods: no live reload
      }
    };
    quietly(() => latest.current.subscribe?.(TAG_ENROLLMENT_TOPIC, listener));
    return () => quietly(() => latest.current.unsubscribe?.(TAG_ENROLLMENT_TOPIC, listener));
  }, []);

  const { status } = useConnection();
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'fine' && previous.current === 'down') void reloadRef.current();
    previous.current = status;
  }, [status]);
}
