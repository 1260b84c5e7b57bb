import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../contract/constants';
import { session } from '../authProvider/session';
import { SiteTiles } from '../custom/site/SiteTiles';
import { SiteXtraShell } from '../custom/site/SiteXtraShell';
import { dataProvider } from '../dataProvider';
import { SiteList } from '../resources/sites/SiteList';
import { PATHS } from '../routes';
import { AtRoute, renderAdmin } from '../test/renderAdmin';
import { signInAs } from '../test/signInAs';
import { type RecordedCall, stubServer } from '../test/stubServer';
import { CompanyAppBar } from './CompanyAppBar';
import { Menu } from './Menu';

let location = '';
const track = { onLocation: (l: { pathname: string }) => (location = l.pathname) };

const menuLinks = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
const current = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .filter((item) => item.getAttribute('aria-current') === 'page')
    .map((item) => item.textContent);

describe('Sidebar', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  const renderMenu = (role: Role, at: string = PATHS.alerts) => {
    signInAs(role);
    renderAdmin(<Menu />, { auth: true, at, ...track });
  };

  it("lists an admin's pages in the spec's order (with the Live map and the Audit log), without the sys-admin's Tag Enrollment", () => {
    renderMenu('ADMIN');
    expect(menuLinks()).toEqual([
      'Alerts',
      'Chats',
      'Live map',
      'Sites',
      'Dashboard',
      'Reports',
      'Employees',
      'Areas',
      'Clients',
      'Attendance',
      'Escalation',
      'Incidents',
      'Audit log',
    ]);
  });

  it('gives a sys-admin Tag Enrollment, and no Alerts, Chats or Live map', () => {
    renderMenu('SYS_ADMIN', PATHS.sites);
    const links = menuLinks();
    expect(links).toContain('Tag Enrollment');
    expect(links).not.toContain('Alerts');
    expect(links).not.toContain('Chats');
    expect(links).not.toContain('Live map');
  });

  it.each([
    [PATHS.alerts, 'Alerts'],
    [PATHS.routes, 'Sites'],
    [PATHS.employee(7), 'Employees'],
    [PATHS.area('new'), 'Areas'],
  ])('marks the entry of %s as the current page: %s', (at, entry) => {
    renderMenu('ADMIN', at);
    expect(current()).toEqual([entry]);
  });

  it('opens a page from its entry', async () => {
    renderMenu('CONTROLLER');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reports' }));
    await waitFor(() => expect(location).toBe(PATHS.reports));
  });
});

describe('Header', () => {
  beforeEach(() => {
    localStorage.clear();
    location = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the selected company and who is signed in, with their role; a sys-admin can go back to the companies', async () => {
    signInAs('SYS_ADMIN');
    session.selectCompany({ id: 4, name: 'Cape Shield Protection' });
    renderAdmin(<CompanyAppBar />, { auth: true, at: PATHS.sites, ...track });
    expect(screen.getByTestId('company-name').textContent).toBe('Cape Shield Protection');
    const user = screen.getByLabelText('Signed in as');
    expect(user.textContent).toBe('Test UserSys Admin');
    fireEvent.click(screen.getByRole('link', { name: 'Back to the companies' }));
    await waitFor(() => expect(location).toBe(PATHS.companies));
  });

  it('has no way back to the companies for an admin', () => {
    signInAs('ADMIN');
    renderAdmin(<CompanyAppBar />, { auth: true, at: PATHS.sites });
    expect(screen.getByTestId('company-name').textContent).toBe('GuardForce');
    expect(screen.getByLabelText('Signed in as').textContent).toBe('Test UserAdmin');
    expect(screen.queryByRole('link', { name: 'Back to the companies' })).toBeNull();
  });

  it('signs out on the server and here, then shows Sign In', async () => {
    signInAs('ADMIN');
    // A token that has not expired, so the server is told to end every session of the user.
    const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3_600 }));
    session.setToken(`e30.${payload}.sig`);
    const calls = stubServer(() => ({ body: { message: 'Signed out.' } }));
    renderAdmin(<CompanyAppBar />, { auth: true, at: PATHS.sites, ...track });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location).toBe(PATHS.login));
    expect(calls.map((call) => `${call.method} ${new URL(call.url, 'http://console').pathname}`)).toEqual([
      'POST /api/v1/logout',
    ]);
    expect(session.token()).toBeNull();
  });
});

describe('Sites and the site area', () => {
  beforeEach(() => {
    localStorage.clear();
    location = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const SITES = [
    { id: 4, companyId: 3, name: 'Sandton Office Park', address: '5 Rivonia Road, Sandton' },
    { id: 5, companyId: 3, name: 'Rosebank Corporate Campus', address: '30 Baker Street, Rosebank' },
  ];

  it('selects the site of a clicked row and opens its details', async () => {
    signInAs('ADMIN');
    const calls = stubServer(() => ({ body: SITES, headers: { 'Content-Range': 'site 0-1/2' } }));
    renderAdmin(<SiteList />, { dataProvider, auth: true, at: PATHS.sites, ...track });
    const row = (await screen.findByText('Rosebank Corporate Campus')).closest('tr') as HTMLElement;
    expect(within(row).getByText('30 Baker Street, Rosebank')).toBeTruthy();
    expect(new URL((calls[0] as RecordedCall).url, 'http://console').pathname).toBe('/api/v1/site/byCompany/3');
    expect((await screen.findByRole('link', { name: 'Add a new Site' })).getAttribute('href')).toBe(PATHS.siteDetails);
    fireEvent.click(row);
    await waitFor(() => expect(location).toBe(PATHS.siteXtraDetails));
    expect(session.site()).toEqual({ id: 5, name: 'Rosebank Corporate Campus', companyId: 3 });
  });

  it.each([
    [PATHS.siteXtraDetails, 'Site Detail'],
    [PATHS.device(7), 'Devices'],
    [PATHS.tag('new'), 'Tags'],
    [PATHS.routes, 'Routes'],
    [PATHS.schedule(3), 'Schedules'],
    [PATHS.trackingOf(7), 'Tracking'],
    [PATHS.siteChat, 'Chat'],
  ])('marks the tile of %s as the current page: %s', (at, tile) => {
    signInAs('ADMIN');
    renderAdmin(<SiteTiles />, { at });
    const tiles = within(screen.getByRole('navigation', { name: 'Site area' })).getAllByRole('link');
    expect(tiles.map((link) => link.textContent)).toEqual([
      'Site Detail',
      'Devices',
      'Tags',
      'Routes',
      'Schedules',
      'Tracking',
      'Chat',
    ]);
    expect(
      tiles.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual([tile]);
  });

  const renderArea = () =>
    renderAdmin(
      <AtRoute path={`${PATHS.siteXtra}/*`}>
        <SiteXtraShell />
      </AtRoute>,
      { auth: true, at: PATHS.routes, ...track },
    );

  it("shows the selected site's name and its tiles above the page", async () => {
    signInAs('ADMIN');
    session.selectSite({ id: 4, name: 'Sandton Office Park', companyId: 3 });
    renderArea();
    expect(await screen.findByRole('navigation', { name: 'Site area' })).toBeTruthy();
    expect(screen.getByText('Sandton Office Park')).toBeTruthy();
    expect(location).toBe(PATHS.routes);
  });

  it('goes back to Sites when no site of the selected company is chosen', async () => {
    signInAs('ADMIN');
    session.selectSite({ id: 9, name: 'Waterfront Depot', companyId: 4 });
    renderArea();
    await waitFor(() => expect(location).toBe(PATHS.sites));
    expect(screen.queryByRole('navigation', { name: 'Site area' })).toBeNull();
  });
});
