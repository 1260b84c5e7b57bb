import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/constants';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { newClientPath, SiteClients } from './SiteClients';

const CLIENTS = [
  {
    id: 1,
    companyId: 3,
    name: 'Thandi Nkosi',
    emailAddress: 'thandi@park.example',
    siteIds: [11],
    siteNames: ['Oak Park'],
    createdAt: 1_790_000_000,
    lastLinkAt: null,
    lastSignInAt: null,
    revokedAt: null,
  },
  {
    id: 2,
    companyId: 3,
    name: 'Pieter Botha',
    emailAddress: 'pieter@park.example',
    siteIds: [11, 12],
    siteNames: ['Oak Park', 'Riverside Estate'],
    createdAt: 1_790_000_000,
    lastLinkAt: null,
    lastSignInAt: 1_790_100_000,
    revokedAt: 1_790_200_000,
  },
];

const url = (call: RecordedCall) => new URL(call.url, 'http://console');

function render(role: Role) {
  signInAs(role);
  const calls = stubServer((call) =>
    url(call).pathname === '/api/v1/clients'
      ? { body: CLIENTS, headers: { 'Content-Range': 'clients 0-1/2' } }
      : { status: 404, body: { message: 'No such path' } },
  );
  renderAdmin(<SiteClients siteId={11} />, { dataProvider, auth: true, at: PATHS.siteXtraDetails });
  return calls;
}

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe('Clients of this site', () => {
  it("lists the site's clients with their state and last sign-in, each a link to the client's page", async () => {
    const calls = render('ADMIN');
    const table = within(await screen.findByRole('table'));
    expect((await table.findByRole('link', { name: 'Thandi Nkosi' })).getAttribute('href')).toBe(PATHS.client(1));
    expect(table.getByRole('link', { name: 'Pieter Botha' }).getAttribute('href')).toBe(PATHS.client(2));
    expect(table.getByText('thandi@park.example')).toBeTruthy();
    expect(table.getByText('Active')).toBeTruthy();
    expect(table.getByText('Revoked')).toBeTruthy();
    expect(table.getByText('Never')).toBeTruthy();
    const list = calls.find((call) => url(call).pathname === '/api/v1/clients');
    expect(url(list as RecordedCall).searchParams.get('siteId')).toBe('11');
    const add = screen.getByRole('link', { name: 'Add a client for this site' });
    expect(add.getAttribute('href')).toBe(newClientPath(11));
    const source = new URL(add.getAttribute('href') as string, 'http://console').searchParams.get('source');
    expect(JSON.parse(source as string)).toEqual({ siteIds: [11] });
  });

  it('controllers read the list without the add action', async () => {
    render('CONTROLLER');
    expect(await screen.findByRole('link', { name: 'Thandi Nkosi' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add a client for this site' })).toBeNull());
  });
});
