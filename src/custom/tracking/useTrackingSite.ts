import type { LatLngTuple } from 'leaflet';
import { useGetOne } from 'react-admin';
import { MAP } from '../../../contract/constants';
import type { RouteTag } from '../../../contract/entities';
import { useSelectedSite } from '../../authProvider/useSession';
import { useSiteTags } from '../../resources/routes/useSiteTags';

export interface TrackingSite {
  /** Where the map opens: the site's location, else the default centre. */
  centre: LatLngTuple;
  /** The site's boundary (GeoJSON polygon text, or a point with a radius). */
  poligonPoints: string | null;
  radius: number | null;
  tags: RouteTag[];
}

/** The selected site as the tracking map draws it; null while it loads. */
export function useTrackingSite(): TrackingSite | null {
  const site = useSelectedSite();
  const { data, isPending } = useGetOne('sites', { id: site?.id ?? 0 }, { enabled: !!site });
  const { tags } = useSiteTags();
  if (site && isPending) return null;
  const { latitude, longitude, poligonPoints = null, radius = null } = data ?? {};
  const centre: LatLngTuple =
    typeof latitude === 'number' && typeof longitude === 'number'
      ? [latitude, longitude]
      : [MAP.defaultCenter.latitude, MAP.defaultCenter.longitude];
  return { centre, poligonPoints, radius, tags };
}
