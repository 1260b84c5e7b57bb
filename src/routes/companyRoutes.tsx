import { Route } from 'react-router';
import { RoleRoute } from '../custom/RoleRoute';
import { PATHS } from '../paths';
import areas from '../resources/areas';
import employees from '../resources/employees';
import { RecordRoute } from '../resources/RecordRoute';
import sites from '../resources/sites';
import { laterRoutes } from './laterRoutes';
import { AlertsPage } from './lazyPages';
import { siteRoutes } from './siteRoutes';

/** Everything under /company, at the spec's paths rather than react-admin's /{resource}/{id}. */
export const companyRoutes = [
  <Route
    key="alerts"
    path={PATHS.alerts}
    element={
      <RoleRoute resource="alerts">
        <AlertsPage />
      </RoleRoute>
    }
  />,
  <Route key="sites" path={PATHS.sites} element={<sites.list />} />,
  <Route key="employees" path={PATHS.employees} element={<employees.list />} />,
  <Route key="employee" path={PATHS.employee(':id')} element={<RecordRoute {...employees} />} />,
  <Route key="areas" path={PATHS.areas} element={<areas.list />} />,
  <Route key="area" path={PATHS.area(':id')} element={<RecordRoute {...areas} />} />,
  ...siteRoutes,
  ...laterRoutes,
];
