/**
 * The maps' opening zooms (spec part 2 §9): tracking opens at its fixed zoom 18 and frames the path a Refresh
 * brings; the route editor's tag map opens at 18 (tile max zoom 18, so 'Zoom in' is disabled there).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTag } from '../../contract/entities';
import type { DeviceLocation } from '../../contract/tracking';
import { session } from '../authProvider/session';
import { TrackMap } from '../custom/tracking/TrackMap';
import { RouteTagsMap } from '../resources/routes/RouteTagsMap';
import { renderAdmin } from '../test/renderAdmin';
import { signInAs } from '../test/signInAs';

const SITE = { latitude: -26.1076, longitude: 28.0567 };
const site = {
  centre: [SITE.latitude, SITE.longitude] as [number, number],
  poligonPoints: null,
  radius: null,
  tags: [],
};
const at = (n: number, latitude: number, longitude: number): DeviceLocation => ({
  id: n,
  type: 'deviceLocation',
  deviceId: 1,
  device: 'Handset 1',
  latitude,
  longitude,
  companyId: 1,
  sentAt: 1_700_000_000 + n * 60,
});
/** A walk of about 2 km: at zoom 18 (about 0.6 m a pixel) it cannot be seen whole. */
const PATH = [at(1, -26.1, 28.05), at(2, -26.11, 28.06), at(3, -26.118, 28.065)];

// jsdom lays nothing out: give every map a box, as a screen would.
const sizes = ['clientWidth', 'clientHeight'] as const;
const saved = sizes.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
beforeAll(() => {
  for (const key of sizes) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 600 });
});
afterAll(() => {
  sizes.forEach((key, i) => {
    const descriptor = saved[i];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  });
});
afterEach(cleanup);

const zoomIn = () => screen.getByRole('button', { name: 'Zoom in' });
/** At the closest zoom (18, the tiles' maximum) Leaflet disables 'Zoom in'. */
const atClosestZoom = () => zoomIn().classList.contains('leaflet-disabled');

describe('the tracking map', () => {
  /** The map with a stand-in for the page's Refresh, which brings the path. */
  const Tracking = () => {
    const [points, setPoints] = useState<DeviceLocation[]>([]);
    return (
      <>
        <button type="button" onClick={() => setPoints(PATH)}>
          Refresh
        </button>
        <TrackMap site={site} points={points} events={[]} index={null} live={null} fly={null} height={420} />
      </>
    );
  };

  it('opens on the site at zoom 18, then frames the path a Refresh brings', async () => {
    renderAdmin(<Tracking />);
    await waitFor(() => expect(atClosestZoom()).toBe(true));
    expect(screen.getByRole('button', { name: 'Zoom out' }).classList.contains('leaflet-disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(atClosestZoom()).toBe(false));
  });
});

describe("the route editor's tag map", () => {
  const tag = (id: number, latitude: number, longitude: number): RouteTag =>
    ({
      id,
      siteId: 4,
      name: `Tag ${id}`,
      serialNumber: `04:00:0${id}`,
      latitude,
      longitude,
      isPanic: false,
    }) as RouteTag;

  it('opens on the site at zoom 18, its tags however far apart', async () => {
    signInAs('ADMIN');
    session.selectSite({ id: 4, name: 'Melrose Arch Residences', companyId: 3 });
    renderAdmin(
      <RouteTagsMap
        tags={[tag(1, -26.1, 28.05), tag(2, -26.118, 28.065)]}
        positionOf={new Map([[1, 1]])}
        onToggle={() => undefined}
      />,
      { dataProvider: { getOne: async () => ({ data: { id: 4, ...SITE } }) } },
    );
    await screen.findByRole('button', { name: 'Zoom in' });
    await waitFor(() => expect(atClosestZoom()).toBe(true));
  });
});
