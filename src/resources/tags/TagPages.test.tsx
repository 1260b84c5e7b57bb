import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { AtRoute, renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { TagCreate } from './TagCreate';
import { TagEdit } from './TagEdit';
import { TagList } from './TagList';

const SITE = { id: 4, name: 'Sandton Office Park', latitude: -26.1076, longitude: 28.0567 };
const tag = (id: number, name: string, serialNumber: string, extra: Record<string, unknown> = {}) => ({
  id,
  siteId: 4,
  companyId: 3,
  name,
  serialNumber,
  latitude: -26.1071,
  longitude: 28.0561,
  isPanic: false,
  ...extra,
});
const TAGS = [
  tag(1, 'Main Gate', '04:A1:01'),
  tag(2, 'Control Room Panic', '04:A1:02', { isPanic: true }),
  tag(3, 'Loading Bay', '04:A1:03'),
];
/** Serials scanned at the site that are no tag yet: the server keeps them as unnamed rows. */
const UNALLOCATED = [tag(9, '', '04:FF:09', { latitude: null, longitude: null })];

const path = (url: string) => new URL(url, 'http://console').pathname;
const posts = (calls: RecordedCall[], at: string) =>
  calls.filter((call) => call.method === 'POST' && path(call.url) === at);

/** The spec's calls for the tags of site 4; a saved tag is answered as the server stores it. */
function serve() {
  return stubServer(({ method, url, body }) => {
    const at = path(url);
    if (method === 'POST' && at === '/api/v1/routeTag') return { body: { id: 12, ...(body as object) } };
    if (method === 'POST' && at === '/api/v1/routeTag/removeTag') return { body: { message: MESSAGES.tag.removed } };
    if (at === '/api/v1/routeTag/bySite/4') {
      return { body: TAGS, headers: { 'Content-Range': `routeTag 0-${TAGS.length - 1}/${TAGS.length}` } };
    }
    if (at === '/api/v1/routeTag/getAllUnallocated/4') return { body: UNALLOCATED };
    if (at === '/api/v1/routeTag/1') return { body: TAGS[0] };
    if (at === '/api/v1/routeTag/9') return { body: UNALLOCATED[0] };
    if (at === '/api/v1/site/4') return { body: SITE };
    return { status: 404, body: { message: `No ${at}` } };
  });
}

function signIn(role: Role) {
  signInAs(role);
  session.selectSite({ id: 4, name: SITE.name, companyId: 3 });
}

const renderEdit = (role: Role = 'ADMIN') => {
  signIn(role);
  const calls = serve();
  renderAdmin(
    <AtRoute path={PATHS.tag(':id')}>
      <TagEdit />
    </AtRoute>,
    { dataProvider, auth: true, at: PATHS.tag(1), notifications: true },
  );
  return calls;
};

const confirm = async () => {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
};
const tagPin = () => document.querySelector('.leaflet-marker-icon.patrol-pin-tag') as HTMLElement | null;

describe('Tags list', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the site's tags with their serial numbers, marking the panic tag, and offers an admin a new one", async () => {
    signIn('ADMIN');
    const calls = serve();
    renderAdmin(<TagList />, { dataProvider, auth: true, at: PATHS.tags });
    const row = (await screen.findByText('Control Room Panic')).closest('tr') as HTMLElement;
    expect(within(row).getByText('04:A1:02')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'This is a panic tag.' })).toBeTruthy();
    const gate = screen.getByText('Main Gate').closest('tr') as HTMLElement;
    expect(within(gate).queryByRole('img', { name: 'This is a panic tag.' })).toBeNull();
    expect((await screen.findByRole('link', { name: 'Add a new Tag' })).getAttribute('href')).toBe(PATHS.tag('new'));
    const asked = new URL(calls[0].url, 'http://console');
    expect(asked.pathname).toBe('/api/v1/routeTag/bySite/4');
    expect(asked.searchParams.get('sort')).toBe('["name","ASC"]');
  });

  it('has no Add for a controller', async () => {
    signIn('CONTROLLER');
    serve();
    renderAdmin(<TagList />, { dataProvider, auth: true, at: PATHS.tags });
    expect(await screen.findByText('Main Gate')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add a new Tag' })).toBeNull();
  });
});

describe('Tag page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the tag with its marker and saves a change only after the question is answered', async () => {
    const calls = renderEdit();
    const name = (await screen.findByLabelText('Tag name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Main Gate'));
    expect((screen.getByLabelText('Serial Number') as HTMLInputElement).value).toBe('04:A1:01');
    expect(screen.getByRole('heading', { name: 'Main Gate' })).toBeTruthy();
    await waitFor(() => expect(tagPin()).not.toBeNull());

    fireEvent.change(name, { target: { value: 'Main Gate North' } });
    fireEvent.click(screen.getByLabelText('Panic Tag'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/save this tag/)).toBeTruthy();
    expect(posts(calls, '/api/v1/routeTag')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(posts(calls, '/api/v1/routeTag')).toHaveLength(1));
    expect(posts(calls, '/api/v1/routeTag')[0].body).toEqual({
      id: 1,
      siteId: 4,
      name: 'Main Gate North',
      serialNumber: '04:A1:01',
      isPanic: true,
      latitude: -26.1071,
      longitude: 28.0561,
    });
    expect(await screen.findByText(MESSAGES.tag.saved)).toBeTruthy();
  });

  it('says the serial number is missing before anything else, and sends nothing', async () => {
    const calls = renderEdit();
    const serial = (await screen.findByLabelText('Serial Number')) as HTMLInputElement;
    await waitFor(() => expect(serial.value).toBe('04:A1:01'));
    fireEvent.change(serial, { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Tag name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.tag.serialNumberRequired)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(calls, '/api/v1/routeTag')).toEqual([]);
  });

  it('deletes the tag after the question, with the server told which', async () => {
    const calls = renderEdit();
    await waitFor(() => expect((screen.getByLabelText('Tag name') as HTMLInputElement).value).toBe('Main Gate'));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await confirm();
    await waitFor(() => expect(posts(calls, '/api/v1/routeTag/removeTag')).toHaveLength(1));
    expect(posts(calls, '/api/v1/routeTag/removeTag')[0].body).toEqual({ id: 1 });
    expect(await screen.findByText(MESSAGES.tag.removed)).toBeTruthy();
  });

  it('shows a controller the tag read-only: no Save, no Delete, no hint to move the marker', async () => {
    renderEdit('CONTROLLER');
    const name = (await screen.findByLabelText('Tag name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Main Gate'));
    expect(name.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByText(/Drag the marker/)).toBeNull();
    await waitFor(() => expect(tagPin()).not.toBeNull());
    expect(tagPin()?.className).not.toContain('leaflet-marker-draggable');
  });
});

describe('New tag', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderCreate = () => {
    signIn('ADMIN');
    const calls = serve();
    renderAdmin(<TagCreate />, { dataProvider, auth: true, at: PATHS.tag('new'), notifications: true });
    return calls;
  };

  it('places the tag where the map is clicked and creates it on the selected site', async () => {
    const calls = renderCreate();
    expect(await screen.findByRole('heading', { name: 'New Tag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    const map = await screen.findByRole('region', { name: 'Location' });
    await waitFor(() => expect(map.querySelector('.leaflet-container')).not.toBeNull());
    expect(tagPin()).toBeNull();
    // jsdom lays nothing out, so a click lands on the map's centre: the site, where the map opens.
    fireEvent.click(map.querySelector('.leaflet-container') as HTMLElement, { clientX: 0, clientY: 0 });
    await waitFor(() => expect(tagPin()).not.toBeNull());

    fireEvent.change(screen.getByLabelText('Tag name'), { target: { value: 'Gate 3' } });
    fireEvent.change(screen.getByLabelText('Serial Number'), { target: { value: '04:B2:33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await confirm();
    await waitFor(() => expect(posts(calls, '/api/v1/routeTag')).toHaveLength(1));
    const body = posts(calls, '/api/v1/routeTag')[0].body as Record<string, number>;
    expect(body).toMatchObject({ siteId: 4, name: 'Gate 3', serialNumber: '04:B2:33', isPanic: false });
    expect(body).not.toHaveProperty('id');
    expect(body.latitude).toBeCloseTo(SITE.latitude, 6);
    expect(body.longitude).toBeCloseTo(SITE.longitude, 6);
  });

  it('offers the serials scanned at the site; picking one names that tag, so the save updates it', async () => {
    const calls = renderCreate();
    const serial = await screen.findByLabelText('Serial Number');
    fireEvent.mouseDown(serial);
    fireEvent.click(await screen.findByRole('option', { name: '04:FF:09' }));
    await waitFor(() => expect((screen.getByLabelText('Serial Number') as HTMLInputElement).value).toBe('04:FF:09'));
    fireEvent.change(screen.getByLabelText('Tag name'), { target: { value: 'Gate 9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await confirm();
    await waitFor(() => expect(posts(calls, '/api/v1/routeTag')).toHaveLength(1));
    expect(posts(calls, '/api/v1/routeTag')[0].body).toMatchObject({
      id: 9,
      siteId: 4,
      name: 'Gate 9',
      serialNumber: '04:FF:09',
    });
  });
});
