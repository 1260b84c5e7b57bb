/**
 * react-admin's <Admin>, with every screen it shows named here rather than taken from its defaults:
 * the default layout, sign-in and OAuth callback pages would otherwise come with the first screen,
 * unused, beside our own.
 */
import { CssBaseline } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import {
  AdminContext,
  type AdminProps,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
} from 'react-admin';

const store = localStorageStore();

type ConsoleAdminProps = Pick<
  AdminProps,
  'dataProvider' | 'authProvider' | 'i18nProvider' | 'theme' | 'layout' | 'loginPage' | 'catchAll' | 'accessDenied'
> & { notification: ComponentType; children: ReactNode };

export const ConsoleAdmin = ({
  dataProvider,
  authProvider,
  i18nProvider,
  theme,
  notification: Notification,
  children,
  ...screens
}: ConsoleAdminProps) => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    store={store}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        {...screens}
        error={ErrorPage}
        loading={LoadingPage}
        authenticationError={AuthenticationError}
        authCallbackPage={false}
        requireAuth
        disableTelemetry
      >
        {children}
      </CoreAdminUI>
      <Notification />
    </CssBaseline>
  </AdminContext>
);
