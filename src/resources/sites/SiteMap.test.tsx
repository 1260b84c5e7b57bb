import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { session } from '../../authProvider/session';
import { dataProvider } from '../../dataProvider';
import { PATHS } from '../../routes';
import { renderAdmin } from '../../test/renderAdmin';
import { signInAs } from '../../test/signInAs';
import { type RecordedCall, stubServer } from '../../test/stubServer';
import { SiteEdit } from './SiteEdit';

/** A square round the Sandton site, as GeoJSON keeps it: [longitude, latitude], closed. */
const SQUARE = {
  type: 'Polygon',
  coordinates: [
    [
      [28.056, -26.107],
      [28.058, -26.107],
      [28.058, -26.109],
      [28.056, -26.109],
      [28.056, -26.107],
    ],
  ],
};
const SAVED_SITE = {
  id: 4,
  companyId: 3,
  name: 'Sandton Office Park',
  address: '5 Rivonia Road, Sandton',
  division: 'North',
  branch: 'Johannesburg',
  areaId: 1,
  latitude: -26.108,
  longitude: 28.057,
  poligonPoints: JSON.stringify(SQUARE),
  polygonType: 'polygon',
  radius: null,
  contacts: [],
};

type Site = Record<string, unknown>;
const url = (call: RecordedCall) => new URL(call.url, 'http://console');

/**
 * The spec's calls behind the site detail of site 4, and the address search. `geocode` answers the search;
 * `inBoundary` the boundary check.
 */
function serve(
  site: Site,
  options: { geocode?: () => { status?: number; body?: unknown }; inBoundary?: boolean } = {},
) {
  return stubServer((call) => {
    const at = url(call);
    if (at.hostname === 'nominatim.openstreetmap.org') return options.geocode?.() ?? { body: [] };
    const path = at.pathname;
    if (call.method === 'POST' && path === '/api/v1/site') return { body: { siteId: 4, message: MESSAGES.site.saved } };
    if (path === '/api/v1/site/BoundariesCheck') return { body: [{ inBoundry: options.inBoundary ?? true }] };
    if (path === '/api/v1/site/4') return { body: site };
    if (path === '/api/v1/site/divisionOptions' || path === '/api/v1/site/branchOptions') return { body: [] };
    if (path === '/api/v1/area/byCompany/3') return { body: [{ id: 1, companyId: 3, name: 'Sandton' }] };
    return { status: 404, body: { message: `No ${path}` } };
  });
}

/** The Leaflet map the drawing toolbar was added to: where a drawn shape is handed over, as leaflet-draw does. */
function drawingMap() {
  const addControl = vi.spyOn(L.Map.prototype, 'addControl');
  return async () => {
    await waitFor(() => expect(addControl.mock.contexts.length).toBeGreaterThan(0));
    return addControl.mock.contexts.at(-1) as L.Map;
  };
}

const draw = (map: L.Map, layerType: 'polygon' | 'circle' | 'marker', layer: L.Layer) =>
  act(() => {
    map.fire('draw:created', { layerType, layer });
  });

async function renderSite(site: Site, role: Role = 'ADMIN', options: Parameters<typeof serve>[1] = {}) {
  signInAs(role);
  session.selectSite({ id: 4, name: 'Sandton Office Park', companyId: 3 });
  const calls = serve(site, options);
  const map = drawingMap();
  renderAdmin(<SiteEdit />, { dataProvider, auth: true, at: PATHS.siteXtraDetails, notifications: true });
  await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Sandton Office Park'));
  await screen.findByRole('region', { name: 'Site map' });
  return { calls, map };
}

const coordinates = () => screen.getByTestId('site-coordinates').textContent;
/** The boundary paths Leaflet drew: the saved one solid, a proposed one dashed. */
const boundaries = () => [...document.querySelectorAll('path.leaflet-interactive')] as SVGPathElement[];
const dashed = () => boundaries().filter((path) => path.getAttribute('stroke-dasharray') === '8 6');
const sitePin = () => document.querySelector('.leaflet-marker-icon.patrol-pin-site') as HTMLElement | null;
const sitePosts = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && url(call).pathname === '/api/v1/site');
const saveSite = async (calls: RecordedCall[]) => {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sitePosts(calls)).toHaveLength(1));
  return sitePosts(calls)[0].body as Site;
};
const square = (offset: number) =>
  L.polygon([
    [-26.107 + offset, 28.056],
    [-26.107 + offset, 28.058],
    [-26.109 + offset, 28.058],
    [-26.109 + offset, 28.056],
  ]);

describe('Site map and boundary editor', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the saved boundary, the site marker and its coordinates, with the drawing tools for an admin', async () => {
    await renderSite(SAVED_SITE);
    await waitFor(() => expect(boundaries()).toHaveLength(1));
    expect(dashed()).toEqual([]);
    expect(sitePin()?.getAttribute('title')).toBe('Site location');
    expect(coordinates()).toBe('Latitude: -26.108000 · Longitude: 28.057000');
    expect(document.querySelector('.leaflet-draw-draw-polygon')).not.toBeNull();
    expect(document.querySelector('.leaflet-draw-draw-circle')).not.toBeNull();
    expect(document.querySelector('.leaflet-draw-draw-marker')).not.toBeNull();
    // Only polygon, circle and marker: no line, rectangle, nor the edit and remove toolbar.
    expect(document.querySelector('.leaflet-draw-draw-polyline')).toBeNull();
    expect(document.querySelector('.leaflet-draw-draw-rectangle')).toBeNull();
    expect(document.querySelector('.leaflet-draw-edit-edit')).toBeNull();
    expect(screen.getByRole('button', { name: 'Set address location on map' })).toBeTruthy();
  });

  it('gives a controller the map without drawing tools or address search, and keeps the boundary check', async () => {
    await renderSite(SAVED_SITE, 'CONTROLLER');
    await waitFor(() => expect(boundaries()).toHaveLength(1));
    expect(document.querySelector('.leaflet-draw')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set address location on map' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check boundary' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("takes a site's first drawn polygon at once, puts the site at its centre, and saves it as GeoJSON", async () => {
    const { calls, map } = await renderSite({
      ...SAVED_SITE,
      latitude: null,
      longitude: null,
      poligonPoints: null,
      polygonType: null,
    });
    expect(coordinates()).toBe('Latitude: — · Longitude: —');
    expect(sitePin()).toBeNull();
    await draw(await map(), 'polygon', square(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(coordinates()).toBe('Latitude: -26.108000 · Longitude: 28.057000');
    await waitFor(() => expect(boundaries()).toHaveLength(1));
    await waitFor(() => expect(sitePin()).not.toBeNull());

    const body = await saveSite(calls);
    expect(body).toMatchObject({ id: 4, polygonType: 'polygon', radius: null });
    expect(body.latitude).toBeCloseTo(-26.108, 9);
    expect(body.longitude).toBeCloseTo(28.057, 9);
    expect(JSON.parse(body.poligonPoints as string)).toEqual(SQUARE);
  });

  it('asks before a new polygon replaces the saved one: No keeps the saved boundary', async () => {
    const { map } = await renderSite(SAVED_SITE);
    await waitFor(() => expect(boundaries()).toHaveLength(1));
    const saved = boundaries()[0].getAttribute('d');
    await draw(await map(), 'polygon', square(0.01));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.site.overridePolygon)).toBeTruthy();
    // The drawn boundary is shown, dashed, beside the saved one while the question is open.
    await waitFor(() => expect(dashed()).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(dashed()).toEqual([]));
    expect(boundaries().map((path) => path.getAttribute('d'))).toEqual([saved]);
    // Nothing changed, so there is nothing to save.
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('replaces the saved boundary when the user says Yes, keeping the site where it is', async () => {
    const { calls, map } = await renderSite(SAVED_SITE);
    await draw(await map(), 'polygon', square(0.01));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(coordinates()).toBe('Latitude: -26.108000 · Longitude: 28.057000');
    const body = await saveSite(calls);
    const saved = JSON.parse(body.poligonPoints as string);
    expect(saved.coordinates[0][0]).toEqual([28.056, -26.097]);
    expect(saved.coordinates[0][2]).toEqual([28.058, -26.099]);
  });

  it('asks nothing when the boundary drawn is the one already saved', async () => {
    const { map } = await renderSite(SAVED_SITE);
    await draw(await map(), 'polygon', square(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dashed()).toEqual([]);
  });

  it('saves a drawn circle as a point with its radius in metres, the site at its centre', async () => {
    const { calls, map } = await renderSite({
      ...SAVED_SITE,
      latitude: null,
      longitude: null,
      poligonPoints: null,
      polygonType: null,
    });
    // As leaflet-draw hands it over: a circle that is on no map.
    await draw(await map(), 'circle', L.circle([-26.1081, 28.0572], { radius: 150.456 }));
    expect(coordinates()).toBe('Latitude: -26.108100 · Longitude: 28.057200');
    const body = await saveSite(calls);
    expect(body).toMatchObject({ polygonType: 'circle', radius: 150.46, latitude: -26.1081, longitude: 28.0572 });
    expect(JSON.parse(body.poligonPoints as string)).toEqual({ type: 'Point', coordinates: [28.0572, -26.1081] });
  });

  it('asks before a drawn circle replaces a saved polygon', async () => {
    const { calls, map } = await renderSite(SAVED_SITE);
    await draw(await map(), 'circle', L.circle([-26.108, 28.057], { radius: 80 }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = await saveSite(calls);
    expect(body).toMatchObject({ polygonType: 'circle', radius: 80, latitude: -26.108, longitude: 28.057 });
  });

  it('moves the site to a drawn marker, leaving the boundary alone', async () => {
    const { calls, map } = await renderSite(SAVED_SITE);
    await draw(await map(), 'marker', L.marker([-26.1075, 28.0575]));
    expect(coordinates()).toBe('Latitude: -26.107500 · Longitude: 28.057500');
    expect(screen.queryByRole('dialog')).toBeNull();
    const body = await saveSite(calls);
    expect(body).toMatchObject({ latitude: -26.1075, longitude: 28.0575 });
    expect(JSON.parse(body.poligonPoints as string)).toEqual(SQUARE);
  });
});

describe('Check boundary and address search', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks the server whether the coordinates lie inside the saved boundary and says what it answered', async () => {
    const { calls } = await renderSite(SAVED_SITE, 'ADMIN', { inBoundary: false });
    fireEvent.click(screen.getByRole('button', { name: 'Check boundary' }));
    expect(await screen.findByText(MESSAGES.site.outside)).toBeTruthy();
    const check = calls.find((call) => url(call).pathname === '/api/v1/site/BoundariesCheck') as RecordedCall;
    expect(check.method).toBe('POST');
    expect(Object.fromEntries(url(check).searchParams)).toEqual({ id: '4', latitude: '-26.108', longitude: '28.057' });
  });

  it('says the site has no coordinates rather than asking the server', async () => {
    const { calls } = await renderSite({ ...SAVED_SITE, latitude: null, longitude: null });
    fireEvent.click(screen.getByRole('button', { name: 'Check boundary' }));
    expect(await screen.findByText(MESSAGES.site.noLatitude)).toBeTruthy();
    expect(calls.some((call) => url(call).pathname === '/api/v1/site/BoundariesCheck')).toBe(false);
  });

  it('puts the site at the address found and says so', async () => {
    const { calls } = await renderSite(SAVED_SITE, 'ADMIN', {
      geocode: () => ({ body: [{ lat: '-26.1052', lon: '28.0561' }] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set address location on map' }));
    expect(await screen.findByText(MESSAGES.site.addressSet)).toBeTruthy();
    expect(coordinates()).toBe('Latitude: -26.105200 · Longitude: 28.056100');
    const search = calls.find((call) => url(call).hostname === 'nominatim.openstreetmap.org') as RecordedCall;
    expect(url(search).searchParams.get('q')).toBe('5 Rivonia Road, Sandton');
    expect(url(search).searchParams.get('limit')).toBe('1');
  });

  it.each([
    ['nothing matches', () => ({ body: [] }), MESSAGES.site.addressNotFound],
    ['the search fails', () => ({ status: 503, body: {} }), MESSAGES.site.geocodeFailed],
  ])('leaves the site where it was when %s, and says why', async (_case, geocode, message) => {
    await renderSite(SAVED_SITE, 'ADMIN', { geocode });
    fireEvent.click(screen.getByRole('button', { name: 'Set address location on map' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(coordinates()).toBe('Latitude: -26.108000 · Longitude: 28.057000');
  });

  it('asks for an address before searching', async () => {
    const { calls } = await renderSite({ ...SAVED_SITE, address: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Set address location on map' }));
    expect(await screen.findByText(MESSAGES.site.enterAddress)).toBeTruthy();
    expect(calls.some((call) => url(call).hostname === 'nominatim.openstreetmap.org')).toBe(false);
  });
});
