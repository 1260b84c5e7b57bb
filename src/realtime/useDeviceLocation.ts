import { useEffect, useRef, useState } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../dataProvider';
import { deviceTopic, type RealtimeEvent } from './realtimeBus';
import type { DeviceLocation } from './types';

/**
 * The newest position a device sent since the screen opened ('deviceLocation-qa.deviceLocation'), or null.
 * Load the last known position over HTTP (GET device/{id}/lastLocation) and prefer this one once it arrives.
 */
export function useDeviceLocation(deviceId: Identifier | null | undefined): DeviceLocation | null {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  /** The dataProvider proxy changes with navigation; the subscription follows the device only. */
  const latest = useRef(dataProvider);
  latest.current = dataProvider;
  const [location, setLocation] = useState<DeviceLocation | null>(null);

  useEffect(() => {
    setLocation(null);
    if (deviceId === null || deviceId === undefined || deviceId === '') return;
    const topic = deviceTopic(deviceId);
    const listener = (event: RealtimeEvent) => setLocation(event.payload.location as DeviceLocation);
    const quietly = (call: () => Promise<unknown>) => {
      try {
        call().catch(() => undefined);
      } catch {
        // a dataProvider without the realtime methods (a test double): no live location
      }
    };
    quietly(() => latest.current.subscribe(topic, listener));
    return () => quietly(() => latest.current.unsubscribe(topic, listener));
  }, [deviceId]);

  return location;
}
