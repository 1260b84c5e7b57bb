import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';
import { INCIDENTS_TOPIC } from '../../realtime/realtimeBus';

/**
 * Keeps the screen's incidents current: when the socket says an incident was stored, corrected or approved
 * (incident-qa.incident, published on INCIDENTS_TOPIC), the incident queries are read again from the server.
 */
export function useLiveIncidents() {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const queryClient = useQueryClient();
  /** The dataProvider proxy changes with navigation; the subscription stays. */
  const latest = useRef(dataProvider);
  latest.current = dataProvider;
  useEffect(() => {
    const listener = () => {
      queryClient.invalidateQueries({ queryKey: ['incidents'] });
    };
    const quietly = (call: () => Promise<unknown>) => {
      try {
        call().catch(() => undefined);
      } catch {
        // a dataProvider without the realtime methods (a test double): no live refresh
      }
    };
    quietly(() => latest.current.subscribe(INCIDENTS_TOPIC, listener));
    return () => quietly(() => latest.current.unsubscribe(INCIDENTS_TOPIC, listener));
  }, [queryClient]);
}
