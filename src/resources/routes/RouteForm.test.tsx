import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { AtRoute, renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { RouteCreate } from './RouteCreate';
import { RouteEdit } from './RouteEdit';

const tag = (id: number, name: string, latitude: number | null, longitude: number | null) => ({
  id,
  siteId: 4,
  companyId: 3,
  name,
  serialNumber: `04:A1:0${id}`,
  latitude,
  longitude,
  isPanic: false,
});
const TAGS = [
  tag(1, 'Main Gate', -26.1071, 28.0561),
  tag(2, 'Loading Bay', -26.1075, 28.0566),
  tag(3, 'Visitor Parking', -26.108, 28.057),
  tag(4, 'Server Room', -26.1077, 28.0559),
  tag(5, 'Roof Hatch', null, null),
];
/** The route's saved links: Main Gate, Loading Bay, Visitor Parking in that order. */
const LINKS = [1, 2, 3].map((tagId, index) => ({
  ...TAGS[tagId - 1],
  id: 50 + tagId,
  tagId,
  routeId: 5,
  position: index + 1,
}));
const ROUTE = { id: 5, siteId: 4, name: 'Perimeter Patrol', durationMinutes: 30 };

const path = (url: string) => new URL(url, 'http://console').pathname;

/** The server of the spec's calls for one route of site 4; records every call. */
function serve({ upcomingPlanIds = [] as number[] } = {}) {
  return stubServer(({ method, url, body }: RecordedCall) => {
    const at = path(url);
    if (method === 'POST' && at === '/api/v1/route') {
      const saved = body as { name: string; durationMinutes: number };
      return { body: { ...ROUTE, name: saved.name, durationMinutes: saved.durationMinutes } };
    }
    if (at === '/api/v1/route/5') return { body: ROUTE };
    if (at === '/api/v1/tagToRoute/5') return { body: [LINKS, upcomingPlanIds, { routeSchedulesCount: 1 }] };
    if (at === '/api/v1/routeTag/bySite/4') return { body: TAGS };
    if (at === '/api/v1/site/4')
      return { body: { id: 4, name: 'Sandton Office Park', latitude: -26.1076, longitude: 28.0567 } };
    return { status: 404, body: { message: `No ${at}` } };
  });
}

function renderEdit(role: Role = 'ADMIN', options: { upcomingPlanIds?: number[] } = {}) {
  signInAs(role);
  session.selectSite({ id: 4, name: 'Sandton Office Park', companyId: 3 });
  const calls = serve(options);
  renderAdmin(
    <AtRoute path={PATHS.route(':id')}>
      <RouteEdit />
    </AtRoute>,
    { dataProvider, auth: true, at: PATHS.route(5), notifications: true },
  );
  return calls;
}

/** The route's tags as the page lists them: 'position name'. */
const order = () =>
  screen.getAllByTestId('route-tag-row').map((row) =>
    within(row)
      .getAllByRole('cell')
      .slice(0, 2)
      .map((cell) => cell.textContent)
      .join(' '),
  );
const siteTag = (name: string) =>
  within(screen.getByRole('list', { name: 'Tags for this site' })).getByRole('button', { name: new RegExp(name) });
const pin = (name: string) => document.querySelector(`.leaflet-marker-icon[title="${name}"]`) as HTMLElement | null;
const routePosts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && path(call.url) === '/api/v1/route');

/** The route's tags and the site's tags have loaded. */
async function shown() {
  await waitFor(() => expect(order()).toEqual(['1 Main Gate', '2 Loading Bay', '3 Visitor Parking']));
  await waitFor(() => expect(siteTag('Roof Hatch')).toBeTruthy());
}

async function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Save Route' }));
  // A route with upcoming plans asks first; any other saves at once.
  const dialog = screen.queryByRole('dialog');
  if (dialog) fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

/**
 * dnd-kit finds where a dragged row goes from the rows' boxes, which jsdom does not lay out: each row of the
 * route's table is given a 40 px box in list order, as a browser would draw it.
 */
function layOutRows() {
  const original = Element.prototype.getBoundingClientRect;
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this instanceof HTMLTableRowElement && this.dataset.testid === 'route-tag-row') {
      const index = [...(this.parentElement?.children ?? [])].indexOf(this);
      const top = 100 + index * 40;
      return { x: 0, y: top, top, left: 0, width: 400, height: 40, right: 400, bottom: top + 40, toJSON: () => ({}) };
    }
    return original.call(this);
  });
}

describe('Route page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("lists the route's tags in order and marks each of the site's tags with its place in the route", async () => {
    renderEdit();
    await shown();
    expect((screen.getByLabelText('Route Name') as HTMLInputElement).value).toBe('Perimeter Patrol');
    expect((screen.getByLabelText('Patrol Duration (minutes)') as HTMLInputElement).value).toBe('30');
    expect(siteTag('Loading Bay').textContent).toContain('Position 2 in the route');
    expect(siteTag('Loading Bay').getAttribute('aria-pressed')).toBe('true');
    expect(siteTag('Server Room').textContent).toContain('Not in the route');
    expect(siteTag('Server Room').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Existing scheduled plans : 0')).toBeTruthy();
  });

  it('adds a clicked tag at the end, takes a clicked one out and closes the gap, and saves the positions so', async () => {
    const calls = renderEdit();
    await shown();
    fireEvent.click(siteTag('Server Room'));
    expect(order()).toEqual(['1 Main Gate', '2 Loading Bay', '3 Visitor Parking', '4 Server Room']);
    fireEvent.click(siteTag('Loading Bay'));
    expect(order()).toEqual(['1 Main Gate', '2 Visitor Parking', '3 Server Room']);
    expect(siteTag('Loading Bay').textContent).toContain('Not in the route');
    expect(siteTag('Server Room').textContent).toContain('Position 3 in the route');

    await save();
    await waitFor(() => expect(routePosts(calls)).toHaveLength(1));
    expect(routePosts(calls)[0].body).toEqual({
      id: 5,
      siteId: 4,
      name: 'Perimeter Patrol',
      durationMinutes: 30,
      tagToRouteList: [
        { id: 51, tagId: 1, position: 1 },
        { id: 53, tagId: 3, position: 2 },
        { tagId: 4, position: 3 },
      ],
      tagToRouteDeleteIdsList: [52],
    });
    expect(await screen.findByText(MESSAGES.route.saved)).toBeTruthy();
  });

  it('moves a tag with the keyboard on its drag handle (Space, arrow, Space) and saves the new order', async () => {
    layOutRows();
    const calls = renderEdit();
    await shown();
    const handle = screen.getByRole('button', { name: 'Move Visitor Parking' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // The sensor listens for the next keys once the pick-up has been handled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(handle, { code: 'ArrowUp', key: 'ArrowUp' });
    fireEvent.keyDown(handle, { code: 'ArrowUp', key: 'ArrowUp' });
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await waitFor(() => expect(order()).toEqual(['1 Visitor Parking', '2 Main Gate', '3 Loading Bay']));
    expect(siteTag('Visitor Parking').textContent).toContain('Position 1 in the route');

    await save();
    await waitFor(() => expect(routePosts(calls)).toHaveLength(1));
    expect((routePosts(calls)[0].body as { tagToRouteList: unknown }).tagToRouteList).toEqual([
      { id: 53, tagId: 3, position: 1 },
      { id: 51, tagId: 1, position: 2 },
      { id: 52, tagId: 2, position: 3 },
    ]);
  });

  it('cancels a move on Escape: the order stays as it was', async () => {
    layOutRows();
    renderEdit();
    await shown();
    const handle = screen.getByRole('button', { name: 'Move Main Gate' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(order()).toEqual(['1 Main Gate', '2 Loading Bay', '3 Visitor Parking']);
  });

  it("pins the site's located tags on the map: numbered when in the route, hollow when not; a click toggles", async () => {
    renderEdit();
    await shown();
    await waitFor(() => expect(pin('Server Room')).not.toBeNull());
    expect(pin('Main Gate')?.className).toContain('patrol-pin-selected');
    expect(pin('Visitor Parking')?.textContent).toBe('3');
    expect(pin('Server Room')?.className).toContain('patrol-pin-unselected');
    expect(pin('Server Room')?.textContent).toBe('');
    // A tag without a position is listed but has no pin.
    expect(siteTag('Roof Hatch')).toBeTruthy();
    expect(pin('Roof Hatch')).toBeNull();

    fireEvent.click(pin('Server Room') as HTMLElement);
    expect(order()).toEqual(['1 Main Gate', '2 Loading Bay', '3 Visitor Parking', '4 Server Room']);
    await waitFor(() => expect(pin('Server Room')?.className).toContain('patrol-pin-selected'));
    expect(pin('Server Room')?.textContent).toBe('4');

    fireEvent.click(pin('Main Gate') as HTMLElement);
    expect(order()).toEqual(['1 Loading Bay', '2 Visitor Parking', '3 Server Room']);
    await waitFor(() => expect(pin('Main Gate')?.className).toContain('patrol-pin-unselected'));
    expect(pin('Loading Bay')?.textContent).toBe('1');
  });

  it('shows a controller the route without a way to change it', async () => {
    const calls = renderEdit('CONTROLLER');
    await shown();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Route' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Route' })).toBeNull();
    expect(screen.queryByText(/click on a tag/)).toBeNull();
    expect(siteTag('Server Room').getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(pin('Server Room')).not.toBeNull());
    fireEvent.click(pin('Server Room') as HTMLElement);
    expect(order()).toEqual(['1 Main Gate', '2 Loading Bay', '3 Visitor Parking']);
    expect(routePosts(calls)).toEqual([]);
  });

  it('warns of upcoming plans and asks before a save; Close saves nothing', async () => {
    const calls = renderEdit('ADMIN', { upcomingPlanIds: [901, 902] });
    await shown();
    expect(screen.getByText('Existing scheduled plans : 2')).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.route.upcomingWarning).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Patrol Duration (minutes)'), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Route' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/save this route/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(routePosts(calls)).toEqual([]);
  });

  it('refuses to save a route without a name and says what is missing, sending nothing', async () => {
    const calls = renderEdit();
    await shown();
    fireEvent.change(screen.getByLabelText('Route Name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Route' }));
    expect(await screen.findByText(MESSAGES.route.missingData)).toBeTruthy();
    expect(routePosts(calls)).toEqual([]);
  });
});

describe('New route', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts with no tags, then creates the route of the selected site with the clicked tags in click order', async () => {
    signInAs('ADMIN');
    session.selectSite({ id: 4, name: 'Sandton Office Park', companyId: 3 });
    const calls = serve();
    renderAdmin(<RouteCreate />, { dataProvider, auth: true, at: PATHS.route('new'), notifications: true });
    expect(await screen.findByText('No tags selected: click a tag on the map or in the list.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Route' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Route Name'), { target: { value: 'Night Round' } });
    fireEvent.change(screen.getByLabelText('Patrol Duration (minutes)'), { target: { value: '45' } });
    await waitFor(() => expect(siteTag('Visitor Parking')).toBeTruthy());
    fireEvent.click(siteTag('Visitor Parking'));
    fireEvent.click(siteTag('Main Gate'));
    expect(order()).toEqual(['1 Visitor Parking', '2 Main Gate']);
    expect(screen.queryByRole('button', { name: 'Delete Route' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Route' }));
    await waitFor(() => expect(routePosts(calls)).toHaveLength(1));
    expect(routePosts(calls)[0].body).toEqual({
      siteId: 4,
      name: 'Night Round',
      durationMinutes: 45,
      tagToRouteList: [
        { tagId: 3, position: 1 },
        { tagId: 1, position: 2 },
      ],
      tagToRouteDeleteIdsList: [],
    });
  });
});
