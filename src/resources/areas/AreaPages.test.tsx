import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { AtRoute, renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { AreaCreate } from './AreaCreate';
import { AreaEdit } from './AreaEdit';
import { AreaList } from './AreaList';

const area = (id: number, name: string, shouldReceiveReports: boolean) => ({
  id,
  companyId: 3,
  name,
  contactPerson: 'Sipho Dlamini',
  contactNumber: '0117845120',
  contactEmail: `${name.toLowerCase()}@guardforce.co.za`,
  shouldReceiveReports,
});
const AREAS = [area(1, 'Sandton', true), area(2, 'Rosebank', false)];

const url = (call: RecordedCall) => new URL(call.url, 'http://console');
const areaPosts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && url(call).pathname === '/api/v1/area');

function serve() {
  return stubServer((call) => {
    const path = url(call).pathname;
    if (call.method === 'POST' && path === '/api/v1/area') return { body: { id: 9, ...(call.body as object) } };
    if (path === '/api/v1/area/byCompany/3') {
      return { body: AREAS, headers: { 'Content-Range': `area 0-1/${AREAS.length}` } };
    }
    if (path === '/api/v1/area/1') return { body: AREAS[0] };
    return { status: 404, body: { message: `No ${path}` } };
  });
}

let location = '';
const track = { onLocation: (l: { pathname: string }) => (location = l.pathname) };

function renderList(role: Role) {
  signInAs(role);
  const calls = serve();
  renderAdmin(<AreaList />, { dataProvider, auth: true, at: PATHS.areas, ...track });
  return calls;
}

function renderEdit(role: Role = 'ADMIN') {
  signInAs(role);
  const calls = serve();
  renderAdmin(
    <AtRoute path={PATHS.area(':id')}>
      <AreaEdit />
    </AtRoute>,
    { dataProvider, auth: true, at: PATHS.area(1), notifications: true, ...track },
  );
  return calls;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('Areas list', () => {
  beforeEach(() => {
    localStorage.clear();
    location = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the company's areas with their contact and whether each receives reports", async () => {
    const calls = renderList('ADMIN');
    const sandton = (await screen.findByText('Sandton')).closest('tr') as HTMLElement;
    expect(within(sandton).getByText('Sipho Dlamini')).toBeTruthy();
    expect(within(sandton).getByText('sandton@guardforce.co.za')).toBeTruthy();
    const receives = (name: string) =>
      within(screen.getByText(name).closest('tr') as HTMLElement).getByRole('checkbox', { name: 'Receive Reports' });
    expect((receives('Sandton') as HTMLInputElement).checked).toBe(true);
    expect((receives('Rosebank') as HTMLInputElement).checked).toBe(false);
    expect(url(calls[0]).searchParams.get('sort')).toBe('["name","ASC"]');
    expect(await screen.findByRole('link', { name: 'Add a new Area' })).toBeTruthy();
  });

  it('opens an area on a row click', async () => {
    renderList('ADMIN');
    fireEvent.click(await screen.findByText('Rosebank'));
    await waitFor(() => expect(location).toBe(PATHS.area(2)));
  });

  it('searches on the server with the text typed', async () => {
    const calls = renderList('ADMIN');
    await screen.findByText('Rosebank');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'rose' } });
    await waitFor(() =>
      expect(JSON.parse(url(calls.at(-1) as RecordedCall).searchParams.get('filter') ?? '{}')).toEqual({ q: 'rose' }),
    );
  });

  it('has no Add for a controller', async () => {
    renderList('CONTROLLER');
    expect(await screen.findByText('Sandton')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a new Area' })).toBeNull();
  });
});

describe('Area page', () => {
  beforeEach(() => {
    localStorage.clear();
    location = '';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves a change for the selected company, then goes back to the list', async () => {
    const calls = renderEdit();
    await waitFor(() => expect(field('Area Name').value).toBe('Sandton'));
    expect(screen.getByRole('heading', { name: 'Sandton' })).toBeTruthy();
    type('Contact Person', 'Lerato Molefe');
    fireEvent.click(screen.getByLabelText('Receive Reports'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Area' }));
    await waitFor(() => expect(areaPosts(calls)).toHaveLength(1));
    expect(areaPosts(calls)[0].body).toEqual({
      id: 1,
      companyId: 3,
      name: 'Sandton',
      contactPerson: 'Lerato Molefe',
      contactNumber: '0117845120',
      contactEmail: 'sandton@guardforce.co.za',
      shouldReceiveReports: false,
    });
    expect(await screen.findByText(MESSAGES.area.saved)).toBeTruthy();
    await waitFor(() => expect(location).toBe(PATHS.areas));
  });

  it.each([
    ['a name over 30 characters', 'Area Name', 'Sandton Central Business District North', MESSAGES.area.nameTooLong],
    ['a contact number too short', 'Contact Number', '011', MESSAGES.area.invalidContactNumber],
    ['an e-mail that is no address', 'Email Address', 'sandton.guardforce', MESSAGES.area.invalidEmail],
    ['an empty contact person', 'Contact Person', '', MESSAGES.area.allRequired],
  ])('refuses %s under its field and sends nothing', async (_case, label, value, message) => {
    const calls = renderEdit();
    await waitFor(() => expect(field('Area Name').value).toBe('Sandton'));
    type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Save Area' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(areaPosts(calls)).toEqual([]);
  });

  it('shows a controller the area read-only, with no Save', async () => {
    renderEdit('CONTROLLER');
    await waitFor(() => expect(field('Area Name').value).toBe('Sandton'));
    expect(field('Area Name').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Area' })).toBeNull();
  });

  it('creates a new area that does not receive reports unless ticked', async () => {
    signInAs('ADMIN');
    const calls = serve();
    renderAdmin(<AreaCreate />, { dataProvider, auth: true, at: PATHS.area('new'), notifications: true });
    expect(await screen.findByRole('heading', { name: 'New Area' })).toBeTruthy();
    type('Area Name', 'Midrand');
    type('Contact Person', 'Naledi Khoza');
    type('Contact Number', '0113456789');
    type('Email Address', 'midrand@guardforce.co.za');
    fireEvent.click(screen.getByRole('button', { name: 'Save Area' }));
    await waitFor(() => expect(areaPosts(calls)).toHaveLength(1));
    expect(areaPosts(calls)[0].body).toEqual({
      companyId: 3,
      name: 'Midrand',
      contactPerson: 'Naledi Khoza',
      contactNumber: '0113456789',
      contactEmail: 'midrand@guardforce.co.za',
      shouldReceiveReports: false,
    });
  });
});
