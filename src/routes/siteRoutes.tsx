import { Route } from 'react-router';
import { RoleRoute } from '../custom/RoleRoute';
import { PATHS } from '../paths';
import devices from '../resources/devices';
import { RecordRoute } from '../resources/RecordRoute';
import routes from '../resources/routes';
import schedules from '../resources/schedules';
import sites from '../resources/sites';
import tags from '../resources/tags';
import { LaterPage, SiteXtraShell } from './lazyPages';

const tracking = <LaterPage title="patrol.later.tracking" />;

/**
 * The site area (spec part 2 §2): the new-site form, and company/site/xtra with its children inside the
 * site shell (breadcrumb and tiles). A schedule id of 0 also means a new schedule.
 */
export const siteRoutes = [
  <Route
    key="site-details"
    path={PATHS.siteDetails}
    element={
      <RoleRoute resource="sites" action="create">
        <sites.create />
      </RoleRoute>
    }
  />,
  <Route key="site-xtra" path={PATHS.siteXtra} element={<SiteXtraShell />}>
    <Route index element={<sites.edit />} />
    <Route path="details" element={<sites.edit />} />
    <Route path="devices" element={<devices.list />} />
    <Route path="device/:id" element={<RecordRoute {...devices} />} />
    <Route path="tags" element={<tags.list />} />
    <Route path="tag/:id" element={<RecordRoute {...tags} />} />
    <Route path="routes" element={<routes.list />} />
    <Route path="route/:id" element={<RecordRoute {...routes} />} />
    <Route path="schedule" element={<schedules.list />} />
    <Route path="schedule/0" element={<schedules.create />} />
    <Route path="schedule/:id" element={<RecordRoute {...schedules} />} />
    <Route path="tracking" element={tracking} />
    <Route path="tracking/:id" element={tracking} />
    <Route path="chat" element={<LaterPage title="patrol.later.siteChat" />} />
  </Route>,
];
