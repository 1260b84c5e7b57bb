import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';
import { useDeviceLocation } from '../../realtime/useDeviceLocation';
import type { LivePoint } from './LiveMarker';

/**
 * The device's current location while live is on: its last known location (GET device/{id}/lastLocation),
 * then each position it sends ('deviceLocation-qa.deviceLocation'). `unknown` once the device is known to have none.
 */
export function useLiveLocation(deviceId: number | null): { point: LivePoint | null; unknown: boolean } {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const live = useDeviceLocation(deviceId);
  const last = useQuery({
    queryKey: ['devices', 'lastLocation', deviceId],
    queryFn: () => dataProvider.lastLocation(deviceId ?? 0),
    enabled: deviceId !== null,
  });
  if (deviceId === null) return { point: null, unknown: false };
  if (live)
    return { point: { latitude: live.latitude, longitude: live.longitude, sentAt: live.sentAt }, unknown: false };
  const { latitude, longitude } = last.data ?? {};
  if (typeof latitude === 'number' && typeof longitude === 'number')
    return { point: { latitude, longitude }, unknown: false };
  return { point: null, unknown: last.isSuccess || last.isError };
}
