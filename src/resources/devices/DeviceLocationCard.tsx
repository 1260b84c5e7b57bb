import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { PatrolDataProvider } from '../../dataProvider';
import { lazyMap } from '../../map/lazyMap';
import { useDeviceLocation } from '../../realtime/useDeviceLocation';

const LiveLocationCard = lazyMap(() => import('./LiveLocationCard').then((m) => m.LiveLocationCard), 320);

/**
 * The Live Location card: the device's last known location (GET device/{id}/lastLocation), then each
 * position it sends ('deviceLocation-qa.deviceLocation' for this deviceId) as it arrives.
 */
export const DeviceLocationCard = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PatrolDataProvider>();
  const { data } = useQuery({
    queryKey: ['devices', 'lastLocation', record?.id],
    queryFn: () => dataProvider.lastLocation(record?.id ?? 0),
    enabled: record?.id !== undefined,
  });
  const live = useDeviceLocation(record?.id);
  if (!record?.id) return null;
  const where = live ?? data;
  const sentAt = (where as { sentAt?: number | null } | undefined)?.sentAt;
  return <LiveLocationCard latitude={where?.latitude} longitude={where?.longitude} sentAt={sentAt} />;
};
