import { useGetList } from 'react-admin';
import { useSelectedSite } from '../../authProvider/useSession';

/** The site's routes with their patrol duration, for the route select and the repeat rule. */
export function useSiteRoutes() {
  const site = useSelectedSite();
  const { data = [] } = useGetList('routes', {
    filter: { siteId: site?.id },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const durationOf = (routeId: unknown) =>
    Number(data.find((route) => route.id === Number(routeId))?.durationMinutes ?? 0);
  return { routes: data, durationOf };
}
