import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import type { RouteTagEnrollment } from '../../../contract/enrollment';
import { MESSAGES } from '../../../contract/messages';
import { UNREACHABLE_KEY } from '../../dataProvider/unreachable';
import { realtimeBus, TAG_ENROLLMENT_TOPIC } from '../../realtime/realtimeBus';
import { PATHS } from '../../routes';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { TagEnrollmentPage } from './TagEnrollmentPage';

const request = (id: number, extra: Partial<RouteTagEnrollment>): RouteTagEnrollment => ({
  id,
  name: `Tag ${id}`,
  serialNumber: `04:E1:00:0${id}`,
  siteId: 4,
  siteName: 'Sandton Office Park',
  status: 'Pending',
  createdAt: 1_760_000_000 + id,
  decidedBy: null,
  decidedAt: null,
  deviceName: 'Gate Handset',
  guardName: 'Bongani Khumalo',
  nameTaken: false,
  ...extra,
});
const REQUESTS = [
  request(3, { name: 'North Gate', nameTaken: true }),
  request(2, { name: 'Fire Escape', status: 'Accepted', decidedBy: 'Thandi Mokoena', decidedAt: 1_760_000_100 }),
  request(1, { name: 'Back Door', status: 'Declined', siteId: 5, siteName: 'Rosebank Corporate Campus' }),
];
const SITES = [
  { id: 4, name: 'Sandton Office Park' },
  { id: 5, name: 'Rosebank Corporate Campus' },
];

interface Options {
  /** While true, the list cannot be loaded: the server cannot be reached. */
  down?: { value: boolean };
  acceptTag?: (id: number) => Promise<RouteTagEnrollment>;
  declineTag?: (id: number) => Promise<RouteTagEnrollment>;
}

function renderPage(role: Role, options: Options = {}) {
  signInAs(role);
  const getList = vi.fn(async (resource: string, _params: unknown) => {
    if (resource === 'sites') return { data: SITES, total: SITES.length };
    if (options.down?.value) throw new HttpError(UNREACHABLE_KEY, 0);
    return { data: REQUESTS, total: REQUESTS.length };
  });
  const acceptTag = vi.fn(options.acceptTag ?? (async (id: number) => request(id, { status: 'Accepted' })));
  const declineTag = vi.fn(options.declineTag ?? (async (id: number) => request(id, { status: 'Declined' })));
  const dataProvider = testDataProvider({
    getList: getList as never,
    getMany: (async () => ({ data: SITES })) as never,
    acceptTag,
    declineTag,
    subscribe: realtimeBus.subscribe,
    unsubscribe: realtimeBus.unsubscribe,
  });
  renderAdmin(<TagEnrollmentPage />, { dataProvider, auth: true, at: PATHS.tagEnrollment, notifications: true });
  const listCalls = () => getList.mock.calls.filter(([resource]) => resource === 'tag-enrollment');
  return { listCalls, acceptTag, declineTag };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const buttons = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('Tag enrollment page', () => {
  afterEach(cleanup);

  it.each(['ADMIN', 'SYS_ADMIN'] as const)(
    'shows %s Accept and Decline on Pending requests only, and the status on the others',
    async (role) => {
      renderPage(role);
      const pending = await rowOf('North Gate');
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Tag Name',
        'Serial Number',
        'Site',
        'Asked by',
        'Status',
      ]);
      expect(within(pending).getByText('04:E1:00:03')).toBeTruthy();
      expect(within(pending).getByText('Bongani Khumalo · Gate Handset')).toBeTruthy();
      expect(within(pending).getByText(/^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
      expect(within(pending).getByText('Name already used at this site')).toBeTruthy();
      expect(within(pending).getByText('Sandton Office Park')).toBeTruthy();
      expect(buttons(pending)).toEqual(['Accept', 'Decline']);
      const accepted = await rowOf('Fire Escape');
      expect(buttons(accepted)).toEqual([]);
      expect(within(accepted).queryByText('Name already used at this site')).toBeNull();
      expect(within(accepted).getByText('Accepted')).toBeTruthy();
      expect(within(accepted).getByText(/^Thandi Mokoena, \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
      const declined = await rowOf('Back Door');
      expect(buttons(declined)).toEqual([]);
      expect(within(declined).getByText('Declined')).toBeTruthy();
    },
  );

  it('shows a controller the table with the statuses and no Accept or Decline', async () => {
    renderPage('CONTROLLER');
    const pending = await rowOf('North Gate');
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it("accepts a request, says 'Tag succesfully enrolled' and reloads the list", async () => {
    const { acceptTag, listCalls } = renderPage('ADMIN');
    const pending = await rowOf('North Gate');
    const loads = listCalls().length;
    fireEvent.click(within(pending).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Tag succesfully enrolled')).toBeTruthy();
    expect(acceptTag).toHaveBeenCalledWith(3);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(loads));
  });

  it("declines a request, says 'Tag succesfully declined' and reloads the list", async () => {
    const { declineTag, listCalls } = renderPage('SYS_ADMIN');
    const pending = await rowOf('North Gate');
    const loads = listCalls().length;
    fireEvent.click(within(pending).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Tag succesfully declined')).toBeTruthy();
    expect(declineTag).toHaveBeenCalledWith(3);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(loads));
  });

  it("shows the server's reason for a refusal (409) and the spec's message for a failure, reloading the list", async () => {
    const { listCalls } = renderPage('ADMIN', {
      acceptTag: async () => {
        throw new HttpError(MESSAGES.enrollment.serialNumberIsTag, 409);
      },
      declineTag: async () => {
        throw new HttpError('Internal Server Error', 500);
      },
    });
    const pending = await rowOf('North Gate');
    const loads = listCalls().length;
    fireEvent.click(within(pending).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(MESSAGES.enrollment.serialNumberIsTag)).toBeTruthy();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(loads));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(MESSAGES.enrollment.serialNumberIsTag)).toBeNull());

    fireEvent.click(within(await rowOf('North Gate')).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(MESSAGES.enrollment.declineFailed)).toBeTruthy();
  });

  it("lists every site's requests by default and one site's once chosen", async () => {
    const { listCalls } = renderPage('CONTROLLER');
    await rowOf('North Gate');
    expect(listCalls()[0][1]).toMatchObject({
      filter: {},
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Site' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All sites', 'Sandton Office Park', 'Rosebank Corporate Campus']);
    fireEvent.click(screen.getByRole('option', { name: 'Rosebank Corporate Campus' }));
    await waitFor(() => expect(listCalls().at(-1)?.[1]).toMatchObject({ filter: { siteId: 5 } }));
  });

  it('says once that the server cannot be reached, never that there are no requests, and recovers', async () => {
    const down = { value: true };
    renderPage('CONTROLLER', { down });
    expect(await screen.findByText('Cannot reach the server; retrying…')).toBeTruthy();
    expect(screen.queryByText('No tags are waiting to be enrolled.')).toBeNull();
    expect(screen.queryByText(/of \d+/)).toBeNull();
    down.value = false;
    expect(await screen.findByText('North Gate', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Cannot reach the server; retrying…')).toBeNull());
  });

  it('reloads the list when a handset asks for a new tag', async () => {
    const { listCalls } = renderPage('SYS_ADMIN');
    await rowOf('North Gate');
    const loads = listCalls().length;
    await realtimeBus.publish(TAG_ENROLLMENT_TOPIC, { type: 'created', payload: { ids: [4] } });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(loads));
  });
});
