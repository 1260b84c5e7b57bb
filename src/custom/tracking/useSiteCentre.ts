import type { LatLngTuple } from 'leaflet';
import { useGetOne } from 'react-admin';
import { MAP } from '../../../contract/constants';
import { useSelectedSite } from '../../authProvider/useSession';

/** Where the tracking map opens: the selected site's location, else the default centre; null while it loads. */
export function useSiteCentre(): LatLngTuple | null {
  const site = useSelectedSite();
  const { data, isPending } = useGetOne('sites', { id: site?.id ?? 0 }, { enabled: !!site });
  if (site && isPending) return null;
  const { latitude, longitude } = data ?? {};
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? [latitude, longitude]
    : [MAP.defaultCenter.latitude, MAP.defaultCenter.longitude];
}
