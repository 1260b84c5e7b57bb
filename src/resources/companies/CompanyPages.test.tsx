import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LADDERS } from '../../../contract/escalation';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { AtRoute, renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { CompanyEdit, SelectedCompanyEdit } from './CompanyEdit';
import { CompanyList } from './CompanyList';

const company = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  address: '12 Fredman Drive, Sandton',
  contactPerson: 'Thandi Mokoena',
  contactNumber: '0114567890',
  contactEmail: 'ops@guardforce.co.za',
  slaThreshold: 90,
  ...extra,
});
const COMPANIES = [
  company(3, 'GuardForce Security Services', { openRedAlerts: 0, oldestOpenRedAt: null }),
  company(4, 'Cape Shield Protection', { openRedAlerts: 2, oldestOpenRedAt: Math.floor(Date.now() / 1000) - 3900 }),
];

const url = (call: RecordedCall) => new URL(call.url, 'http://console');
const to = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && url(call).pathname === path);

function serve() {
  return stubServer((call) => {
    const path = url(call).pathname;
    if (call.method === 'POST' && path === '/api/v1/company')
      return { body: { ...COMPANIES[0], ...(call.body as object) } };
    if (call.method === 'POST' && path === '/api/v1/company/removeCompany') {
      return { body: { message: MESSAGES.company.removed } };
    }
    if (path === '/api/v1/company') {
      return { body: COMPANIES, headers: { 'Content-Range': `company 0-1/${COMPANIES.length}` } };
    }
    if (path === '/api/v1/company/3') return { body: COMPANIES[0] };
    if (path === '/api/v1/company/3/escalation') {
      return {
        body: { companyId: 3, ...DEFAULT_LADDERS, panicIsDefault: true, pleaseCallMeIsDefault: true },
      };
    }
    return { status: 404, body: { message: `No ${path}` } };
  });
}

let location = '';
const track = { onLocation: (l: { pathname: string }) => (location = l.pathname) };

describe('Select a Company', () => {
  beforeEach(() => {
    localStorage.clear();
    location = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderList = () => {
    signInAs('SYS_ADMIN');
    session.selectCompany(null);
    const calls = serve();
    renderAdmin(<CompanyList />, { dataProvider, auth: true, at: PATHS.companies, ...track });
    return calls;
  };

  it('lists the companies with their address and contact, and offers a new one', async () => {
    renderList();
    const row = (await screen.findByText('Cape Shield Protection')).closest('tr') as HTMLElement;
    expect(within(row).getByText('12 Fredman Drive, Sandton')).toBeTruthy();
    expect(within(row).getByText('Thandi Mokoena 0114567890')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a new Company' }).getAttribute('href')).toBe(PATHS.register);
  });

  it("says each company's unanswered red alerts and how long the oldest has waited", async () => {
    renderList();
    const cape = (await screen.findByText('Cape Shield Protection')).closest('tr') as HTMLElement;
    expect(within(cape).getByText('2 unanswered')).toBeTruthy();
    expect(within(cape).getByText('for 1 h 5 min')).toBeTruthy();
    const guardForce = screen.getByText('GuardForce Security Services').closest('tr') as HTMLElement;
    expect(within(guardForce).getByText('None')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Open red alerts/ })).toBeTruthy();
  });

  it('selects the company of a clicked row and opens its sites', async () => {
    renderList();
    fireEvent.click(await screen.findByText('Cape Shield Protection'));
    await waitFor(() => expect(location).toBe(PATHS.sites));
    expect(session.company()).toEqual({ id: 4, name: 'Cape Shield Protection' });
  });

  it("opens a company's info from its edit icon at companies/edit, the company selected (spec part 1 §2)", async () => {
    renderList();
    const row = (await screen.findByText('Cape Shield Protection')).closest('tr') as HTMLElement;
    const edit = within(row).getByRole('link', { name: 'Edit company' });
    expect(edit.getAttribute('href')).toBe('/companies/edit');
    fireEvent.click(edit);
    await waitFor(() => expect(location).toBe(PATHS.companyEdit));
    expect(session.company()).toEqual({ id: 4, name: 'Cape Shield Protection' });
  });
});

describe('Company info', () => {
  beforeEach(() => {
    localStorage.clear();
    location = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderInfo = () => {
    signInAs('SYS_ADMIN');
    session.selectCompany({ id: 3, name: 'GuardForce' });
    const calls = serve();
    renderAdmin(<SelectedCompanyEdit />, {
      dataProvider,
      auth: true,
      at: PATHS.companyEdit,
      notifications: true,
      ...track,
    });
    return calls;
  };
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const loaded = () => waitFor(() => expect(field('Company Name').value).toBe('GuardForce Security Services'));

  it('opens the selected company at companies/edit', async () => {
    const calls = renderInfo();
    await loaded();
    expect(to(calls, 'GET', '/api/v1/company/3')).toHaveLength(1);
  });

  it('opens a company by its id at companies/{id}, an alias, whichever company is selected', async () => {
    signInAs('SYS_ADMIN');
    session.selectCompany({ id: 4, name: 'Cape Shield Protection' });
    serve();
    renderAdmin(
      <AtRoute path={PATHS.company(':id')}>
        <CompanyEdit />
      </AtRoute>,
      { dataProvider, auth: true, at: PATHS.company(3), ...track },
    );
    await loaded();
  });

  it('goes to the companies list from companies/edit when no company is selected', async () => {
    signInAs('SYS_ADMIN');
    session.selectCompany(null);
    serve();
    renderAdmin(<SelectedCompanyEdit />, { dataProvider, auth: true, at: PATHS.companyEdit, ...track });
    await waitFor(() => expect(location).toBe(PATHS.companies));
  });

  it('saves the details and the SLA threshold, and renames the selected company in the header', async () => {
    const calls = renderInfo();
    await loaded();
    expect(field('SLA threshold (%)').value).toBe('90');
    fireEvent.change(field('Company Name'), { target: { value: 'GuardForce Security' } });
    fireEvent.change(field('SLA threshold (%)'), { target: { value: '87.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company' }));
    await waitFor(() => expect(to(calls, 'POST', '/api/v1/company')).toHaveLength(1));
    expect(to(calls, 'POST', '/api/v1/company')[0].body).toMatchObject({
      id: 3,
      name: 'GuardForce Security',
      slaThreshold: 87.5,
    });
    expect(to(calls, 'POST', '/api/v1/company')[0].body).not.toHaveProperty('openRedAlerts');
    expect(await screen.findByText(MESSAGES.company.saved)).toBeTruthy();
    await waitFor(() => expect(session.company()).toEqual({ id: 3, name: 'GuardForce Security' }));
  });

  it.each([
    ['an SLA threshold over 100', 'SLA threshold (%)', '101', MESSAGES.dashboard.slaThresholdRange],
    ['a name too short', 'Company Name', 'G', MESSAGES.company.nameTooShort],
    ['an e-mail that is no address', 'Contact Email Address', 'ops.guardforce', MESSAGES.company.invalidContactEmail],
  ])('refuses %s under its field and sends nothing', async (_case, label, value, message) => {
    const calls = renderInfo();
    await loaded();
    fireEvent.change(field(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(to(calls, 'POST', '/api/v1/company')).toEqual([]);
  });

  it('removes the company after saying what goes with it, and forgets it when it was selected', async () => {
    const calls = renderInfo();
    await loaded();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/its employees, sites, areas, devices, tags, routes, schedules/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(to(calls, 'POST', '/api/v1/company/removeCompany')).toHaveLength(1));
    expect(to(calls, 'POST', '/api/v1/company/removeCompany')[0].body).toEqual({ id: 3 });
    expect(await screen.findByText(MESSAGES.company.removed)).toBeTruthy();
    await waitFor(() => expect(location).toBe(PATHS.companies));
    expect(session.company()).toBeNull();
  });

  it("shows the company's escalation ladders beside its details", async () => {
    renderInfo();
    await loaded();
    expect(await screen.findByRole('region', { name: 'Unanswered panic' })).toBeTruthy();
  });
});
