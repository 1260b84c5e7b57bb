import { CreateBase } from 'react-admin';
import { useSelectedSite } from '../../authProvider/useSession';
import { RouteForm } from './RouteForm';
import { RouteTitle } from './RouteTitle';
import { useSavedRoute } from './useSavedRoute';

/** company/site/xtra/route/new: a route of the selected site. */
export const RouteCreate = () => {
  const site = useSelectedSite();
  const mutationOptions = useSavedRoute();
  return (
    <CreateBase
      resource="routes"
      record={{ siteId: site?.id, tagToRouteList: [], upcomingPlanIds: [], routeSchedulesCount: 0 }}
      mutationOptions={mutationOptions}
    >
      <RouteTitle />
      <RouteForm />
    </CreateBase>
  );
};
