/**
 * Renders a part of the console inside react-admin as the console runs it: the console's words, a fresh
 * memory store, the dataProvider calls a test answers (any other call fails, as testDataProvider's do), and,
 * when asked, the console's authProvider, a router at an address and the notification area.
 */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  AdminContext,
  type DataProvider,
  memoryStore,
  TestMemoryRouter,
  testDataProvider,
  useRouterProvider,
} from 'react-admin';
import { authProvider } from '../authProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { Notification } from '../layout/Notification';

export interface AdminSetup {
  /** The calls the test answers: react-admin's and the console's own (`chatPage`, `acceptTag`…). */
  dataProvider?: Partial<DataProvider> | Record<string, unknown>;
  /** Checks roles with the console's authProvider, on the session `signInAs` set. */
  auth?: boolean;
  /** Renders inside a router that starts at this address. */
  at?: string;
  /** Told each address the router moves to (with `at`). */
  onLocation?: (location: { pathname: string; search: string }) => void;
  /** Adds the console's notification area, where a save or an error says what happened. */
  notifications?: boolean;
}

export function renderAdmin(ui: ReactElement, setup: AdminSetup = {}) {
  const admin = (
    <AdminContext
      dataProvider={testDataProvider(setup.dataProvider as Partial<DataProvider>)}
      authProvider={setup.auth ? authProvider : undefined}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {ui}
      {setup.notifications && <Notification />}
    </AdminContext>
  );
  if (setup.at === undefined) return render(admin);
  return render(
    <TestMemoryRouter initialEntries={[setup.at]} locationCallback={setup.onLocation}>
      {admin}
    </TestMemoryRouter>,
  );
}

/** Renders its children only at the route `path` (so a page reads its `:id`). */
export const AtRoute = ({ path, children }: { path: string; children: ReactNode }) => {
  const { Routes, Route } = useRouterProvider();
  return (
    <Routes>
      <Route path={path} element={children} />
    </Routes>
  );
};
