import { CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router';
import { authProvider } from './authProvider';
import { ConsoleAdmin } from './ConsoleAdmin';
import { LoginPage } from './custom/auth/LoginPage';
import { NotFound } from './custom/NotFound';
import { RoleRoute, ToSites } from './custom/RoleRoute';
import { lazyDataProvider } from './dataProvider/lazyDataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Notification } from './layout/Notification';
import { theme } from './layout/theme';
import { PATHS } from './paths';
import areas from './resources/areas';
import companies from './resources/companies';
import employees from './resources/employees';
import sites from './resources/sites';
import { companyRoutes } from './routes/companyRoutes';
import { Layout, RegisterCompanyPage, ResetPasswordPage } from './routes/lazyPages';

/** Resources whose pages live under /company: registered for their definitions, routed by companyRoutes. */
const notAtDefaultPaths = <Route path="*" element={<NotFound />} />;

/** Browser history, so the addresses are the spec's paths (/company/employees), not hash routes. */
export const App = () => (
  <BrowserRouter>
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
      <CustomRoutes noLayout>
        <Route path="/" element={<Navigate to={PATHS.login} replace />} />
        <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
      </CustomRoutes>
      <Resource
        name="companies"
        {...companies}
        list={
          <RoleRoute resource="companies">
            <companies.list />
          </RoleRoute>
        }
        edit={
          <RoleRoute resource="companies">
            <companies.edit />
          </RoleRoute>
        }
      />
      <Resource name="employees" icon={employees.icon} recordRepresentation={employees.recordRepresentation}>
        {notAtDefaultPaths}
      </Resource>
      <Resource name="areas" icon={areas.icon} recordRepresentation={areas.recordRepresentation}>
        {notAtDefaultPaths}
      </Resource>
      <Resource name="sites" icon={sites.icon} recordRepresentation={sites.recordRepresentation}>
        {notAtDefaultPaths}
      </Resource>
      <CustomRoutes>
        <Route
          path={PATHS.register}
          element={
            <RoleRoute resource="companies" action="create">
              <RegisterCompanyPage />
            </RoleRoute>
          }
        />
        {companyRoutes}
      </CustomRoutes>
    </ConsoleAdmin>
  </BrowserRouter>
);
