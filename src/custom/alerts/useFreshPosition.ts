import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';
import type { LiveAlert } from '../../realtime/types';
import { useDeviceLocation } from '../../realtime/useDeviceLocation';

export interface FreshPosition {
  latitude: number;
  longitude: number;
  sentAt: number;
}

/**
 * A panic leaves the phone at once with its last known position; the fresh fix follows as the handset's next
 * location (deviceLocation-qa.deviceLocation). For an unanswered panic (`live`), this is the newest position its
 * handset sent after the panic: the one it had stored when the screen opened (GET device/{id}/lastLocation), then
 * each one the socket brings. Null when there is none after the panic, or for any other alert.
 */
export function useFreshPosition(alert: LiveAlert, live: boolean): FreshPosition | null {
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const deviceId = alert.device?.id;
  const follows = live && alert.type === 'panic' && typeof deviceId === 'number' && typeof alert.sentAt === 'number';
  const { data: stored } = useQuery({
    queryKey: ['devices', 'lastLocation', deviceId, 'now'],
    queryFn: () => dataProvider.lastLocation(deviceId as number),
    enabled: follows,
  });
  const pushed = useDeviceLocation(follows ? deviceId : null);
  if (!follows) return null;
  const candidates = [pushed, stored].filter(
    (one): one is FreshPosition =>
      typeof one?.latitude === 'number' &&
      typeof one.longitude === 'number' &&
      typeof one.sentAt === 'number' &&
      one.sentAt >= (alert.sentAt as number),
  );
  return candidates.sort((a, b) => b.sentAt - a.sentAt)[0] ?? null;
}
