import { MESSAGES } from '../../../contract/messages';
import { useSelectedSite } from '../../authProvider/useSession';
import { RecordCreate } from '../../common/RecordCreate';
import { PATHS } from '../../routes';
import { RouteForm } from './RouteForm';
import { RouteTitle } from './RouteTitle';

/** company/site/xtra/route/new: a route of the selected site. */
export const RouteCreate = () => {
  const site = useSelectedSite();
  return (
    <RecordCreate
      resource="routes"
      record={{ siteId: site?.id, tagToRouteList: [], upcomingPlanIds: [], routeSchedulesCount: 0 }}
      saved={MESSAGES.route.saved}
      failed={MESSAGES.route.saveFailed}
      redirectTo={PATHS.routes}
    >
      <RouteTitle />
      <RouteForm />
    </RecordCreate>
  );
};
