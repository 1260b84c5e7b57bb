import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../authProvider/session';
import { PATHS } from '../../routes';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { SiteDetailsPage } from './SiteDetailsPage';

const renderPage = () => renderAdmin(<SiteDetailsPage />, { auth: true, at: PATHS.siteDetails });

describe('company/site/details for a controller', () => {
  afterEach(cleanup);

  it('says that an admin adds sites, leads back to Sites, and offers the selected site, with no form', async () => {
    signInAs('CONTROLLER');
    session.selectSite({ id: 4, name: 'Sandton Office Park', companyId: 3 });
    renderPage();
    expect(
      await screen.findByText('New sites are added by an admin. Open a site on the Sites list to see its details.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New Site' })).toBeTruthy();
    const back = screen.getAllByRole('link', { name: 'Sites' });
    expect(back.map((link) => link.getAttribute('href'))).toEqual([PATHS.sites, PATHS.sites]);
    expect(screen.getByRole('link', { name: 'Open Sandton Office Park' }).getAttribute('href')).toBe(
      PATHS.siteXtraDetails,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('offers no site of another company (a site selected before the company changed)', async () => {
    signInAs('CONTROLLER');
    session.selectSite({ id: 9, name: 'Cape Yard', companyId: 4 });
    renderPage();
    await screen.findByText(/New sites are added by an admin/);
    expect(screen.queryByRole('link', { name: /Open/ })).toBeNull();
  });
});
