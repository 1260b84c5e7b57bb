import { CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router';
import { authProvider } from './authProvider';
import { ConsoleAdmin } from './ConsoleAdmin';
import { ToSites } from './common/RoleRoute';
import { LoginPage } from './custom/auth/LoginPage';
import { lazyDataProvider } from './dataProvider/lazyDataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Notification } from './layout/Notification';
import { theme } from './layout/theme';
import areas from './resources/areas';
import clients from './resources/clients';
import companies from './resources/companies';
import devices from './resources/devices';
import employees from './resources/employees';
import routes from './resources/routes';
import schedules from './resources/schedules';
import sites from './resources/sites';
import tags from './resources/tags';
import { Layout, NotFound, SiteXtraShell } from './routes/lazyPages';
import { routesIn } from './routes/routesIn';

/**
 * Browser history, so the addresses are the spec's paths (/company/employees), not hash routes. The resources are
 * registered for their names, icons and record titles; their screens are in the routes table (src/routes).
 * A change of address is rendered at once, not as a transition: going to Sign In when a session has ended must not
 * wait behind the sign-out's own updates (it went round for seconds, on a blank page); a page still loading shows
 * its own spinner.
 */
export const App = () => (
  <BrowserRouter useTransitions={false}>
    <ConsoleAdmin
      dataProvider={lazyDataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      loginPage={LoginPage}
      catchAll={NotFound}
      accessDenied={ToSites}
      notification={Notification}
      theme={theme}
    >
      <CustomRoutes noLayout>{routesIn('bare')}</CustomRoutes>
      <Resource name="companies" {...companies} />
      <Resource name="employees" {...employees} />
      <Resource name="areas" {...areas} />
      <Resource name="sites" {...sites} />
      <Resource name="clients" {...clients} />
      <Resource name="devices" {...devices} />
      <Resource name="tags" {...tags} />
      <Resource name="routes" {...routes} />
      <Resource name="schedules" {...schedules} />
      <CustomRoutes>
        {routesIn('shell')}
        <Route element={<SiteXtraShell />}>{routesIn('site')}</Route>
      </CustomRoutes>
    </ConsoleAdmin>
  </BrowserRouter>
);
