import { useGetList } from 'react-admin';
import type { RouteTag } from '../../../contract/entities';
import { useSelectedSite } from '../../authProvider/useSession';

/** Every tag of the selected site, by name. */
export function useSiteTags() {
  const site = useSelectedSite();
  const { data = [], isPending } = useGetList<RouteTag>('tags', {
    filter: { siteId: site?.id },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return { tags: data, isPending };
}
