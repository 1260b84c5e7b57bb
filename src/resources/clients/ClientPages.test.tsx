import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { AtRoute, renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { ClientCreate } from './ClientCreate';
import { ClientEdit } from './ClientEdit';
import { ClientList } from './ClientList';

const SITES = [
  { id: 11, companyId: 3, name: 'Oak Park' },
  { id: 12, companyId: 3, name: 'Riverside Estate' },
];
const client = (id: number, name: string, revokedAt: number | null) => ({
  id,
  companyId: 3,
  name,
  emailAddress: `${name.split(' ')[0].toLowerCase()}@park.example`,
  siteIds: [11, 12],
  siteNames: ['Oak Park', 'Riverside Estate'],
  createdAt: 1_790_000_000,
  lastLinkAt: null,
  lastSignInAt: revokedAt ? 1_790_100_000 : null,
  revokedAt,
});
const CLIENTS = [client(1, 'Thandi Nkosi', null), client(2, 'Pieter Botha', 1_790_200_000)];
const LINK = { url: 'http://console/portal#token=abc123', expiresAt: 1_790_300_000 };

const url = (call: RecordedCall) => new URL(call.url, 'http://console');
const posts = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && url(call).pathname === `/api/v1/${path}`);

function serve({ emailed = false } = {}) {
  return stubServer((call) => {
    const path = url(call).pathname;
    if (path === '/api/v1/clients' && call.method === 'POST') return { body: { id: 1 } };
    if (path === '/api/v1/clients/1/link') return { body: { ...LINK, emailed } };
    if (path === '/api/v1/clients/1/revoke')
      return { body: { message: "Thandi Nkosi's sessions and sign-in links have ended." } };
    if (path === '/api/v1/clients/1' && call.method === 'POST')
      return { body: { ...CLIENTS[0], ...(call.body as object) } };
    if (path === '/api/v1/clients/1') return { body: CLIENTS[0] };
    if (path === '/api/v1/clients') return { body: CLIENTS, headers: { 'Content-Range': 'clients 0-1/2' } };
    if (path === '/api/v1/site/byCompany/3') return { body: SITES, headers: { 'Content-Range': 'site 0-1/2' } };
    return { status: 404, body: { message: `No ${path}` } };
  });
}

let location = '';
const track = { onLocation: (l: { pathname: string }) => (location = l.pathname) };

function renderList(role: Role) {
  signInAs(role);
  const calls = serve();
  renderAdmin(<ClientList />, { dataProvider, auth: true, at: PATHS.clients, ...track });
  return calls;
}

function renderEdit(role: Role = 'ADMIN', options: { emailed?: boolean } = {}) {
  signInAs(role);
  const calls = serve(options);
  renderAdmin(
    <AtRoute path={PATHS.client(':id')}>
      <ClientEdit />
    </AtRoute>,
    { dataProvider, auth: true, at: PATHS.client(1), notifications: true, ...track },
  );
  return calls;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  location = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Clients list', () => {
  it("lists the company's clients with their sites by name, state and last sign-in", async () => {
    const calls = renderList('ADMIN');
    const thandi = (await screen.findByText('Thandi Nkosi')).closest('tr') as HTMLElement;
    expect(within(thandi).getByText('thandi@park.example')).toBeTruthy();
    expect(within(thandi).getByText('Oak Park, Riverside Estate')).toBeTruthy();
    expect(within(thandi).getByText('Active')).toBeTruthy();
    expect(within(thandi).getByText('Never')).toBeTruthy();
    const pieter = screen.getByText('Pieter Botha').closest('tr') as HTMLElement;
    expect(within(pieter).getByText('Revoked')).toBeTruthy();
    const list = calls.find((call) => url(call).pathname === '/api/v1/clients') as RecordedCall;
    expect(url(list).searchParams.get('companyId')).toBe('3');
    expect(url(list).searchParams.get('sort')).toBe('["name","ASC"]');
    expect(await screen.findByRole('link', { name: 'Add a new Client' })).toBeTruthy();
    fireEvent.click(screen.getByText('Pieter Botha'));
    await waitFor(() => expect(location).toBe(PATHS.client(2)));
  });

  it('has no Add for a controller', async () => {
    renderList('CONTROLLER');
    expect(await screen.findByText('Thandi Nkosi')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a new Client' })).toBeNull();
  });
});

describe('Client page', () => {
  it('adds a client with a name, an e-mail address and a site, then opens its page', async () => {
    signInAs('ADMIN');
    const calls = serve();
    renderAdmin(<ClientCreate />, { dataProvider, auth: true, at: PATHS.client('new'), notifications: true, ...track });
    expect(await screen.findByRole('heading', { name: 'New Client' })).toBeTruthy();
    type('Name', 'Thandi Nkosi');
    type('Email Address', ' thandi@park.example ');
    fireEvent.click(screen.getByRole('button', { name: 'Save Client' }));
    expect(await screen.findByText(MESSAGES.client.sitesRequired)).toBeTruthy();
    expect(posts(calls, 'clients')).toEqual([]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Sites/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Riverside Estate' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // The form checks the chosen site again before Save works: Save is disabled while it does (react-admin's
    // isValidating) and a click then does nothing. On a cold, busy first test that took long enough for the click
    // to land on the disabled button; as a user does, wait until the message has gone and Save is enabled.
    const save = screen.getByRole('button', { name: 'Save Client' }) as HTMLButtonElement;
    await waitFor(() => expect(screen.queryByText(MESSAGES.client.sitesRequired)).toBeNull());
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(posts(calls, 'clients')).toHaveLength(1));
    expect(posts(calls, 'clients')[0].body).toEqual({
      companyId: 3,
      name: 'Thandi Nkosi',
      emailAddress: 'thandi@park.example',
      siteIds: [12],
    });
    expect(await screen.findByText('Client saved')).toBeTruthy();
    await waitFor(() => expect(location).toBe(PATHS.client(1)));
  });

  it("changes a client's sites with the client's own POST", async () => {
    const calls = renderEdit();
    await waitFor(() => expect(field('Name').value).toBe('Thandi Nkosi'));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Sites/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Oak Park' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save Client' }));
    await waitFor(() => expect(posts(calls, 'clients/1')).toHaveLength(1));
    expect(posts(calls, 'clients/1')[0].body).toEqual({
      name: 'Thandi Nkosi',
      emailAddress: 'thandi@park.example',
      siteIds: [12],
    });
  });

  it('sends a sign-in link and shows it to copy, saying it was not e-mailed when the server did not', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const calls = renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Send sign-in link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in link' });
    expect(posts(calls, 'clients/1/link')).toHaveLength(1);
    expect((within(dialog).getByLabelText('Sign-in link') as HTMLInputElement).value).toBe(LINK.url);
    expect(within(dialog).getByText(/^Works once, until/)).toBeTruthy();
    expect(within(dialog).getByText(/It was not e-mailed/)).toBeTruthy();
    expect(within(dialog).queryByText(/It was also e-mailed/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('says the link was e-mailed when the server says so', async () => {
    renderEdit('ADMIN', { emailed: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Send sign-in link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in link' });
    expect(within(dialog).getByText('It was also e-mailed to thandi@park.example.')).toBeTruthy();
  });

  it('revokes only once confirmed, and says what the server did', async () => {
    const calls = renderEdit();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/ends every session of this client at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls, 'clients/1/revoke')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(posts(calls, 'clients/1/revoke')).toHaveLength(1));
    expect(await screen.findByText("Thandi Nkosi's sessions and sign-in links have ended.")).toBeTruthy();
  });

  it('shows a controller the client read-only: no Save, no link, no Revoke', async () => {
    renderEdit('CONTROLLER');
    await waitFor(() => expect(field('Name').value).toBe('Thandi Nkosi'));
    expect(field('Name').readOnly).toBe(true);
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send sign-in link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });
});
