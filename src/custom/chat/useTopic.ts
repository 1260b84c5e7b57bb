import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';
import type { RealtimeEvent } from '../../realtime/realtimeBus';

/**
 * Follows a realtime topic through the dataProvider while the component is shown (spec part 2 §7: the
 * company-wide listener is removed on leaving, a site's channel dropped on a site change).
 */
export function useTopic(topic: string | null, listener: (event: RealtimeEvent) => void) {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  /** The dataProvider proxy and the listener change with each render; the subscription follows the topic only. */
  const latest = useRef({ dataProvider, listener });
  latest.current = { dataProvider, listener };

  useEffect(() => {
    if (topic === null) return;
    const follow = (event: RealtimeEvent) => latest.current.listener(event);
    const quietly = (call: () => Promise<unknown>) => {
      try {
        call().catch(() => undefined);
      } catch {
        // a dataProvider without the realtime methods (a test double): nothing live
      }
    };
    quietly(() => latest.current.dataProvider.subscribe(topic, follow));
    return () => quietly(() => latest.current.dataProvider.unsubscribe(topic, follow));
  }, [topic]);
}
