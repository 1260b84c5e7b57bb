import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/constants';
import { i18nProvider } from '../../i18n/i18nProvider';
import { PATHS } from '../../routes';
import { signInAs } from '../../test/signInAs';
import { SiteTiles } from './SiteTiles';

const renderTiles = (role: Role) => {
  signInAs(role);
  render(
    <TestMemoryRouter initialEntries={[PATHS.siteXtraDetails]}>
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider} store={memoryStore()}>
        <SiteTiles />
      </AdminContext>
    </TestMemoryRouter>,
  );
};

describe("the site area's tiles", () => {
  afterEach(cleanup);

  it.each<Role>(['ADMIN', 'CONTROLLER'])('offer the %s the site chat', async (role) => {
    renderTiles(role);
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeTruthy();
  });

  it('offer a sys-admin no Chat tile: chats are the admin’s and the controller’s', async () => {
    renderTiles('SYS_ADMIN');
    expect(await screen.findByRole('link', { name: 'Tracking' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Chat' })).toBeNull();
  });
});
