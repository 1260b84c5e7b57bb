import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FLAGS, type Role } from '../../../contract/constants';
import { fill, MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { SiteEdit } from './SiteEdit';

const noFlags = Object.fromEntries(CONTACT_FLAGS.map((flag) => [flag, false]));
const contact = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  contactNumber: '+27821234567',
  emailAddress: `${name.split(' ')[0].toLowerCase()}@guardforce.co.za`,
  telegramChatId: null,
  telegramLinkedAt: null,
  ...noFlags,
  ...extra,
});
const THANDI = contact(21, 'Thandi Nkosi', { shouldReceivePanicsEmail: true, shouldReceivePanicsPhone: true });
const SIPHO = contact(22, 'Sipho Dlamini', { telegramChatId: '5550001', telegramLinkedAt: 1_763_900_000 });
const SITE = {
  id: 4,
  companyId: 3,
  name: 'Sandton Office Park',
  address: '5 Rivonia Road, Sandton',
  division: 'North',
  branch: 'Johannesburg',
  areaId: 1,
  latitude: -26.108,
  longitude: 28.057,
  poligonPoints: JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [28.056, -26.107],
        [28.058, -26.107],
        [28.058, -26.109],
        [28.056, -26.107],
      ],
    ],
  }),
  polygonType: 'polygon',
  radius: null,
  contacts: [THANDI, SIPHO],
};

const url = (call: RecordedCall) => new URL(call.url, 'http://console');
const to = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && url(call).pathname === path);

interface Telegram {
  configured?: boolean;
  /** What each ask for a contact's link state answers, in turn. */
  states?: boolean[];
}

function serve(telegram: Telegram = {}) {
  const states = [...(telegram.states ?? [false])];
  return stubServer((call) => {
    const path = url(call).pathname;
    if (call.method === 'POST' && path === '/api/v1/site') return { body: { siteId: 4, message: MESSAGES.site.saved } };
    if (path === '/api/v1/site/4') return { body: SITE };
    if (path === '/api/v1/site/divisionOptions' || path === '/api/v1/site/branchOptions') return { body: [] };
    if (path === '/api/v1/area/byCompany/3') return { body: [{ id: 1, companyId: 3, name: 'Sandton' }] };
    if (path === '/api/v1/telegram/status') return { body: { configured: telegram.configured ?? true } };
    if (call.method === 'POST' && path === '/api/v1/telegram/link/21') {
      return { body: { link: 'https://t.me/patrol_bot?start=k7Q2', expiresAt: Date.now() / 1000 + 1_800 } };
    }
    if (call.method === 'GET' && path === '/api/v1/telegram/link/21') {
      const linked = states.length > 1 ? (states.shift() as boolean) : states[0];
      return { body: { linked, telegramLinkedAt: linked ? 1_763_990_000 : null } };
    }
    if (call.method === 'DELETE' && path === '/api/v1/telegram/link/22') {
      return { body: { linked: false, telegramLinkedAt: null } };
    }
    return { status: 404, body: { message: `No ${path}` } };
  });
}

async function renderContacts(role: Role = 'ADMIN', telegram: Telegram = {}) {
  signInAs(role);
  session.selectSite({ id: 4, name: 'Sandton Office Park', companyId: 3 });
  const calls = serve(telegram);
  renderAdmin(<SiteEdit />, { dataProvider, auth: true, at: PATHS.siteXtraDetails, notifications: true });
  // The site's own Name comes first; each contact has one too. Asked once the site's name shows: a label query over
  // the whole page on each change while it draws cost seconds.
  await screen.findByDisplayValue('Sandton Office Park');
  await waitFor(() =>
    expect((screen.getAllByLabelText('Name')[0] as HTMLInputElement).value).toBe('Sandton Office Park'),
  );
  await screen.findByRole('listitem', { name: 'Contact 2' });
  return calls;
}

const row = (n: number) => screen.getByRole('listitem', { name: `Contact ${n}` });
const flag = (n: number, topic: string, channel: string) =>
  within(row(n)).getByRole('checkbox', { name: `${topic} by ${channel} for contact ${n}` }) as HTMLInputElement;
const saveSite = async (calls: RecordedCall[]) => {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(to(calls, 'POST', '/api/v1/site')).toHaveLength(1));
  return to(calls, 'POST', '/api/v1/site')[0].body as { contacts: Record<string, unknown>[] };
};

describe('Site contacts', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each contact with its details and its flags, a row per topic and a column per channel', async () => {
    await renderContacts();
    expect((within(row(1)).getByLabelText('Name') as HTMLInputElement).value).toBe('Thandi Nkosi');
    expect((within(row(1)).getByLabelText('Email Address') as HTMLInputElement).value).toBe('thandi@guardforce.co.za');
    expect(flag(1, 'Panics', 'Email').checked).toBe(true);
    expect(flag(1, 'Panics', 'Phone').checked).toBe(true);
    expect(flag(1, 'Panics', 'Telegram').checked).toBe(false);
    expect(flag(1, 'Reports', 'Email').checked).toBe(false);
    expect(within(row(1)).getAllByRole('checkbox')).toHaveLength(CONTACT_FLAGS.length);
  });

  it('adds a contact with its flags and saves it without an id, beside the others', async () => {
    const calls = await renderContacts();
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const added = await screen.findByRole('listitem', { name: 'Contact 3' });
    fireEvent.change(within(added).getByLabelText('Name'), { target: { value: 'Lerato Molefe' } });
    fireEvent.change(within(added).getByLabelText('Contact Number'), { target: { value: '27731234567' } });
    fireEvent.change(within(added).getByLabelText('Email Address'), { target: { value: 'lerato@guardforce.co.za' } });
    fireEvent.click(flag(3, 'Failed Patrols', 'Phone'));
    const body = await saveSite(calls);
    expect(body.contacts.map((saved) => saved.name)).toEqual(['Thandi Nkosi', 'Sipho Dlamini', 'Lerato Molefe']);
    expect(body.contacts[2]).toMatchObject({
      name: 'Lerato Molefe',
      contactNumber: '27731234567',
      emailAddress: 'lerato@guardforce.co.za',
      shouldReceiveFailedPatrolsPhone: true,
      shouldReceivePanicsPhone: false,
    });
    expect(body.contacts[2]).not.toHaveProperty('id');
    // A linked contact keeps its id; its Telegram link is the server's own (read-only), never sent back.
    expect(body.contacts[1]).toMatchObject({ id: 22 });
    expect(body.contacts[1]).not.toHaveProperty('telegramChatId');
  });

  it('removes a contact, saving the others', async () => {
    const calls = await renderContacts();
    fireEvent.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Contact 2' })).toBeNull());
    const body = await saveSite(calls);
    expect(body.contacts.map((saved) => saved.id)).toEqual([22]);
  });

  it('refuses a contact without an e-mail address whatever its flags, naming the contact, and sends nothing', async () => {
    const calls = await renderContacts();
    fireEvent.change(within(row(2)).getByLabelText('Email Address'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(fill(MESSAGES.site.contactEmail, { n: 2 }))).toBeTruthy();
    expect(to(calls, 'POST', '/api/v1/site')).toEqual([]);
  });

  it("refuses a contact number outside the spec's countries (27, 264, 267, 268), naming the contact", async () => {
    const calls = await renderContacts();
    fireEvent.change(within(row(2)).getByLabelText('Contact Number'), { target: { value: '0821234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(fill(MESSAGES.site.contactNumber, { n: 2 }))).toBeTruthy();
    expect(to(calls, 'POST', '/api/v1/site')).toEqual([]);
  });

  it('shows a controller the contacts without Add, Remove or Telegram buttons', async () => {
    await renderContacts('CONTROLLER');
    expect(screen.queryByRole('button', { name: 'Add contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove contact 1' })).toBeNull();
    expect(within(row(1)).getByText('Telegram not connected')).toBeTruthy();
    expect(within(row(2)).getByText('Telegram connected')).toBeTruthy();
    expect(within(row(2)).queryByRole('button', { name: 'Unlink' })).toBeNull();
  });
});

describe("A contact's Telegram", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const connect = (n: number) => within(row(n)).getByRole('button', { name: 'Connect Telegram' }) as HTMLButtonElement;

  it('holds Connect Telegram, saying why, when the server has no bot', async () => {
    await renderContacts('ADMIN', { configured: false });
    await waitFor(() => expect(within(row(1)).getByText(MESSAGES.telegram.notConfigured)).toBeTruthy());
    expect(connect(1).disabled).toBe(true);
  });

  it('asks to save a new contact before connecting it', async () => {
    await renderContacts();
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    await screen.findByRole('listitem', { name: 'Contact 3' });
    expect(within(row(3)).getByText('Save the site first, then connect Telegram.')).toBeTruthy();
    expect(connect(3).disabled).toBe(true);
    await waitFor(() => expect(connect(1).disabled).toBe(false));
  });

  it('shows the one-time link as a code and a link, waiting for the contact; New link asks for another', async () => {
    const calls = await renderContacts('ADMIN', { states: [false] });
    await waitFor(() => expect(connect(1).disabled).toBe(false));
    fireEvent.click(connect(1));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Telegram for Thandi Nkosi' });
    expect(await within(dialog).findByRole('link', { name: 'https://t.me/patrol_bot?start=k7Q2' })).toBeTruthy();
    expect(within(dialog).getByTitle('https://t.me/patrol_bot?start=k7Q2')).toBeTruthy();
    expect(within(dialog).getByText(/^The link works once, until \d\d:\d\d\.$/)).toBeTruthy();
    expect(await within(dialog).findByText('Waiting for Thandi Nkosi to press Start…')).toBeTruthy();
    await waitFor(() => expect(to(calls, 'GET', '/api/v1/telegram/link/21').length).toBeGreaterThan(0));
    fireEvent.click(within(dialog).getByRole('button', { name: 'New link' }));
    await waitFor(() => expect(to(calls, 'POST', '/api/v1/telegram/link/21')).toHaveLength(2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row(1)).getByRole('button', { name: 'Connect Telegram' })).toBeTruthy();
  });

  it('says so once the contact has pressed Start, and the row shows Telegram connected', async () => {
    await renderContacts('ADMIN', { states: [true] });
    await waitFor(() => expect(connect(1).disabled).toBe(false));
    fireEvent.click(connect(1));
    // Once linked, the row shows its connected state and the dialog is drawn there anew.
    expect(
      await screen.findByText('Telegram connected: Thandi Nkosi receives the ticked Telegram notifications.'),
    ).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row(1)).getByText('Telegram connected')).toBeTruthy();
  });

  it('unlinks a connected contact after the question', async () => {
    const calls = await renderContacts();
    fireEvent.click(within(row(2)).getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Telegram unlinked for Sipho Dlamini.')).toBeTruthy();
    expect(to(calls, 'DELETE', '/api/v1/telegram/link/22')).toHaveLength(1);
    expect(await within(row(2)).findByRole('button', { name: 'Connect Telegram' })).toBeTruthy();
  });
});
