import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router';
import { authProvider } from './authProvider';
import { LoginPage } from './custom/auth/LoginPage';
import { RegisterCompanyPage } from './custom/auth/RegisterCompanyPage';
import { ResetPasswordPage } from './custom/auth/ResetPasswordPage';
import { NotFound } from './custom/NotFound';
import { RoleRoute, ToSites } from './custom/RoleRoute';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { theme } from './layout/theme';
import { PATHS } from './paths';
import areas from './resources/areas';
import companies from './resources/companies';
import employees from './resources/employees';
import sites from './resources/sites';
import { companyRoutes } from './routes/companyRoutes';

/** Resources whose pages live under /company: registered for their definitions, routed by companyRoutes. */
const notAtDefaultPaths = <Route path="*" element={<NotFound />} />;

/** Browser history, so the addresses are the spec's paths (/company/employees), not hash routes. */
export const App = () => (
  <BrowserRouter>
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      loginPage={LoginPage}
      catchAll={NotFound}
      accessDenied={ToSites}
      notification={Notification}
      theme={theme}
      requireAuth
      disableTelemetry
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
    </Admin>
  </BrowserRouter>
);
