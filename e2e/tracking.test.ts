/**
 * The Tracking screen (spec part 2 §2 'Tracking'): a demo handset walks a loop round Sandton Office Park, one
 * location a second, and scans the Main Gate tag on the way (posted through the handset API); the console draws
 * the path framed in the map with the site's boundary and tags, plays it (at 16× too), jumps with the slider and
 * to the next event, flies to a history row, lists and marks the scan on the path with a legend, narrows to From
 * and To times, says when a device has no history, and follows the live location. Then the live map follows two
 * handsets moving at once, and names them in the list beside it, a click centring one. Tiles point at the server itself: nothing leaves the machine.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../contract/shiftRange';
import { dayTimeText } from '../src/common/dayField/dayText';
import { postHandsetEvents, SECOND_GUARD, screenshot, signIn, startJourney } from './harness';

/** A full-page screenshot from the top (fixed bars are drawn where the page is scrolled to). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const SITE = { name: 'Sandton Office Park', latitude: -26.1076, longitude: 28.0567 };
const MAIN_GATE = '04:10:20:7A:2B:5C:80';
const POINTS = 300;
const SCANNED_AT = 150;
/** Polls for visible state (never a fixed wait): long enough for a loaded machine. */
const POLL = { timeout: 15_000, interval: 100 };

const journey = startJourney({ TILE_URL: '/no-tiles/{z}/{x}/{y}.png', GEOCODE_URL: '/no-geocoder' });
/**
 * The walk's first second: an hour ago, or 21:00 UTC today when that is later, so the walk lies inside the range
 * the page opens on (yesterday to today, which ends at 22:00 UTC of today by the spec's shift window).
 */
const start = Math.min(Math.floor(Date.now() / 1000) - 3600, utcDay(Date.now() / 1000) + 21 * 3600);
/** A loop of 90 m radius round the site's centre, inside its boundary. */
const loop = (i: number) => ({
  latitude: SITE.latitude + 0.0008 * Math.sin((2 * Math.PI * i) / POINTS),
  longitude: SITE.longitude + 0.0008 * Math.cos((2 * Math.PI * i) / POINTS),
});
const event = (type: string, sentAt: number, fields: Record<string, unknown>) => ({
  type,
  eventGuid: crypto.randomUUID(),
  sentAt,
  ...fields,
});

beforeAll(async () => {
  await postHandsetEvents(journey.server.url, [
    ...Array.from({ length: POINTS }, (_, i) => event('deviceLocation', start + i, loop(i))),
    event('nfcTagScan', start + SCANNED_AT, { serialNumber: MAIN_GATE }),
  ]);
});

/**
 * A signed-in admin on the Tracking screen of Sandton Office Park, in South African time, in an en-US Chromium
 * (which shows a native date and time input month first, with AM/PM): the console's fields stay day first.
 */
async function openTracking(width: number): Promise<Page> {
  const context = await journey.browser.newContext({
    viewport: { width, height: 900 },
    timezoneId: 'Africa/Johannesburg',
    locale: 'en-US',
  });
  journey.contexts.push(context);
  const page = await context.newPage();
  await signIn(page, journey.server.url, 'admin@guardforce.co.za');
  await page.waitForURL('**/company/alerts');
  await page.goto(`${journey.server.url}/company/sites`);
  await page.getByRole('cell', { name: SITE.name, exact: true }).click();
  await page.waitForURL('**/company/site/xtra/details');
  await page.getByRole('navigation', { name: 'Site area' }).getByRole('link', { name: 'Tracking' }).click();
  await page.waitForURL('**/company/site/xtra/tracking');
  await page.getByRole('heading', { name: 'Tracking' }).waitFor();
  return page;
}

async function chooseDevice(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Device' }).click();
  await page.getByRole('option', { name }).click();
}

/** Non-transparent pixels on the map's canvas: the path drawn (the tiles are blank here). */
const pathPixels = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.leaflet-overlay-pane canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let drawn = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) drawn++;
    return drawn;
  });

/** How far the drawn path's centre lies from the map's centre, in pixels: small when Refresh framed the path. */
const pathOffCentre = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.leaflet-overlay-pane canvas');
    const map = document.querySelector('.leaflet-container')?.getBoundingClientRect();
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !map || canvas.width === 0) return Number.NaN;
    const box = canvas.getBoundingClientRect();
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    let [left, right, top, bottom] = [width, -1, height, -1];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (data[(y * width + x) * 4 + 3] === 0) continue;
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
    if (right < 0) return Number.NaN;
    const scale = box.width / width;
    const centre = { x: box.x + ((left + right) / 2) * scale, y: box.y + ((top + bottom) / 2) * scale };
    return Math.hypot(centre.x - (map.x + map.width / 2), centre.y - (map.y + map.height / 2));
  });

const deviceMarker = (page: Page) => page.locator('.leaflet-marker-icon[title="Device Location"]');
const scanMarker = (page: Page) => page.locator('.leaflet-marker-icon[title^="Tag Scan: Main Gate"]');
const status = (page: Page) => page.getByTestId('playback-status').textContent();

/** Where on the page a marker's point is: the pin's tip, the dot's centre. */
async function pointOf(marker: ReturnType<typeof deviceMarker>, anchor: [number, number]) {
  const box = await marker.boundingBox();
  return box ? { x: Math.round(box.x + anchor[0]), y: Math.round(box.y + anchor[1]) } : null;
}
const PIN_TIP: [number, number] = [14, 39];
const DOT_CENTRE: [number, number] = [8, 8];

/** A location's time in the history table: South African time (UTC+02:00, no daylight saving). */
const tableTime = (epochSeconds: number) => {
  const iso = new Date((epochSeconds + 2 * 3600) * 1000).toISOString();
  return `${iso.slice(11, 19)} ${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};

describe('tracking', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openTracking(1440);
  });

  it('draws the path of the range on Refresh, with the scan marked on it', async () => {
    await page.getByText('Choose a device and the dates, then Refresh to see where it has been.').waitFor();
    expect(await pathPixels(page)).toBe(0);
    await chooseDevice(page, 'Sandton Handset 1');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText(`${POINTS} locations, 1 scan or alert`).waitFor();
    await expect.poll(() => pathPixels(page), POLL).toBeGreaterThan(500);
    await scanMarker(page).waitFor();
    await page.getByRole('table', { name: 'Location history' }).getByRole('row').nth(10).waitFor();
    // Framed in the map as it is once the history stands beside it, not as it was before.
    await expect.poll(() => pathOffCentre(page), POLL).toBeLessThan(40);
    await page.getByTestId('tracking-legend').getByText('Tag Scan (1)').waitFor();
    await page
      .getByTestId('tracking-legend')
      .getByText(/^Tags of the site \(\d+\)$/)
      .waitFor();
    // The site's boundary and its tags are drawn under the path.
    await expect.poll(() => page.locator('.leaflet-overlay-pane svg path').count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.leaflet-marker-icon.patrol-site-tag').count(), POLL).toBeGreaterThan(3);
    await shot(page, 'tracking-1-path-1440');
  });

  it('plays the path: the Device Location marker moves a point a second and shows its time', async () => {
    await page.getByRole('button', { name: 'Play' }).click();
    await deviceMarker(page).waitFor();
    const first = await pointOf(deviceMarker(page), PIN_TIP);
    await expect.poll(() => pointOf(deviceMarker(page), PIN_TIP), POLL).not.toEqual(first);
    await expect.poll(() => status(page), POLL).toMatch(/^Playing · .* · Point [2-9] of 300/);
    await expect(page.getByTestId('playback-time').textContent()).resolves.toMatch(
      /^\d{2}:\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/,
    );
    await page.getByRole('button', { name: 'Fast forward' }).click();
    await expect.poll(() => status(page), POLL).toMatch(/^Fast forward · /);
    await page.getByRole('group', { name: 'Playback speed' }).getByRole('button', { name: '16×' }).click();
    const at16 = Number((await status(page))?.match(/Point (\d+) of/)?.[1]);
    await expect
      .poll(async () => Number((await status(page))?.match(/Point (\d+) of/)?.[1]), POLL)
      .toBeGreaterThanOrEqual(at16 + 32);
    await shot(page, 'tracking-2-playing');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => status(page), POLL).toMatch(/^Paused · /);
  });

  it('jumps anywhere in the period with the time slider', async () => {
    const slider = page.getByRole('slider', { name: 'Playback time' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(() => status(page), POLL).toContain(`${tableTime(start + POINTS - 1)} · Point 300 of 300`);
    const track = await page.locator('.MuiSlider-root').boundingBox();
    if (!track) throw new Error('no slider');
    await page.mouse.click(track.x + track.width / 2, track.y + track.height / 2);
    await expect
      .poll(async () => Number((await status(page))?.match(/Point (\d+) of/)?.[1]), POLL)
      .toBeGreaterThan(130);
    expect(Number((await status(page))?.match(/Point (\d+) of/)?.[1])).toBeLessThan(170);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => deviceMarker(page).count(), POLL).toBe(0);
  });

  it('Next event puts the playback on the scan', async () => {
    await page.getByRole('button', { name: 'Next event' }).click();
    await expect
      .poll(() => status(page), POLL)
      .toBe(`Paused · ${tableTime(start + SCANNED_AT)} · Point ${SCANNED_AT + 1} of 300 · Tag Scan: Main Gate`);
    await expect(page.getByRole('button', { name: 'Next event' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Stop' }).click();
  });

  it('a history row flies to its point with the Device Location marker, the scan’s place on the path', async () => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    // The scan's second is the first row of the seventh page, the scan itself the second (locations and events together).
    for (let pages = 0; pages < SCANNED_AT / 25; pages++) {
      await page.getByRole('button', { name: 'Go to next page' }).click();
    }
    await page.getByText('151-175 of 301').waitFor();
    const rows = page.getByRole('table', { name: 'Location history' }).getByRole('row');
    await expect(rows.nth(2).textContent()).resolves.toBe(`${tableTime(start + SCANNED_AT)}Tag Scan: Main Gate`);
    const row = rows.nth(1);
    await row.click();
    await deviceMarker(page).waitFor();
    await page.getByText('Device Location', { exact: true }).waitFor();
    await expect.poll(() => status(page), POLL).toContain(`Point ${SCANNED_AT + 1} of 300`);
    // The scan came without a position: it is placed at the location of its second, where the row flew to.
    await expect
      .poll(async () => {
        const [device, scan] = [
          await pointOf(deviceMarker(page), PIN_TIP),
          await pointOf(scanMarker(page), DOT_CENTRE),
        ];
        return device && scan ? Math.hypot(device.x - scan.x, device.y - scan.y) : Number.NaN;
      }, POLL)
      .toBeLessThan(2);
    // Under the pin's tip: the lower half of the dot is the scan's own.
    await scanMarker(page).hover({ position: { x: 8, y: 14 } });
    await page.locator('.leaflet-tooltip').filter({ hasText: 'Tag Scan: Main Gate' }).waitFor();
    await page
      .locator('.leaflet-tooltip')
      .filter({ hasText: tableTime(start + SCANNED_AT) })
      .first()
      .waitFor();
    await shot(page, 'tracking-3-row-1024');
  });

  it('follows the live location as the handset sends it', async () => {
    await page.getByRole('button', { name: 'Current live location' }).click();
    await page.locator('.leaflet-tooltip').filter({ hasText: 'Current location' }).waitFor();
    const before = await pointOf(deviceMarker(page), PIN_TIP);
    const now = Math.floor(Date.now() / 1000);
    await postHandsetEvents(journey.server.url, [
      event('deviceLocation', now, { latitude: SITE.latitude + 0.0003, longitude: SITE.longitude - 0.0003 }),
    ]);
    await expect.poll(() => pointOf(deviceMarker(page), PIN_TIP), POLL).not.toEqual(before);
    await page
      .locator('.leaflet-tooltip')
      .filter({ hasText: `Current location at ${tableTime(now)}` })
      .waitFor();
    await shot(page, 'tracking-4-live-1024');
  });

  it('From and To narrow the replay to the minute of the scan', async () => {
    // Local (South African) minutes: the minute holding the scan, to the next minute included.
    const from = Math.floor((start + SCANNED_AT) / 60) * 60;
    const to = from + 60;
    // Typed day first with a 24-hour clock, dd/mm/yyyy HH:mm, whatever the browser's language.
    const local = (epoch: number) => dayTimeText(new Date((epoch + 2 * 3600) * 1000).toISOString().slice(0, 16));
    const held = Array.from({ length: POINTS }, (_, i) => start + i).filter((time) => time >= from && time <= to);
    await page.getByLabel('From', { exact: true }).fill(local(from));
    // A time that is none says so under its field and is not asked for.
    await page.getByLabel('To', { exact: true }).fill(`${local(to).slice(0, 11)}25:00`);
    await page
      .getByText('Not a real date and time: write it as dd/mm/yyyy HH:mm (24-hour), e.g. 25/11/2026 01:30.')
      .waitFor();
    await page.getByLabel('To', { exact: true }).fill(local(to));
    await expect(page.getByLabel('To', { exact: true }).inputValue()).resolves.toBe(local(to));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText(`${held.length} locations, 1 scan or alert`).waitFor();
    await page.getByText(`1-10 of ${held.length + 1}`).waitFor();
    await page.getByRole('button', { name: 'Next event' }).click();
    const point = held.indexOf(start + SCANNED_AT) + 1;
    await expect.poll(() => status(page), POLL).toContain(`Point ${point} of ${held.length} · Tag Scan: Main Gate`);
    await expect.poll(() => pathOffCentre(page), POLL).toBeLessThan(40);
    await shot(page, 'tracking-6-from-to-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => pathOffCentre(page), POLL).toBeLessThan(40);
    await shot(page, 'tracking-7-from-to-1440');
    await page.setViewportSize({ width: 1024, height: 900 });
  });

  it('says when a device has no history in the range', async () => {
    await chooseDevice(page, 'Sandton Handset 2');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('No History found.').waitFor();
    expect(await pathPixels(page)).toBe(0);
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByText('There was no history found for selected device.').waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'tracking-5-empty-1440');
  });
});

describe('the live map (company/map)', () => {
  let page: Page;
  const marker = (state: string) => page.locator(`path.live-map-device.live-map-${state}`);
  const centreOf = async (state: string) => {
    const box = await marker(state).first().boundingBox();
    return box ? [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] : null;
  };

  beforeAll(async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      timezoneId: 'Africa/Johannesburg',
      locale: 'en-ZA',
    });
    journey.contexts.push(context);
    page = await context.newPage();
    await signIn(page, journey.server.url, 'controller@guardforce.co.za');
    await page.waitForURL('**/company/alerts');
    await page.getByRole('menuitem', { name: 'Live map' }).click();
    await page.waitForURL('**/company/map');
  });

  it('shows every located handset coloured by state, with the legend, without tiles', async () => {
    await page.getByRole('heading', { name: 'Live map' }).waitFor();
    await page.getByRole('region', { name: 'Map of every handset of the company' }).waitFor();
    await page
      .getByTestId('live-map-legend')
      .getByText(/^Online: \d+$/)
      .waitFor();
    // The walked handset was heard from within the last minutes: online, at its last point.
    await expect.poll(() => page.locator('path.live-map-device, .live-map-cluster').count(), POLL).toBeGreaterThan(0);
    await shot(page, 'live-map-1-1440');
  });

  it('centres on a panic, colours its handset red, and follows its moves live', async () => {
    const now = Math.floor(Date.now() / 1000);
    await postHandsetEvents(journey.server.url, [
      event('panic', now, { latitude: SITE.latitude, longitude: SITE.longitude }),
    ]);
    await expect.poll(() => marker('panic').count(), POLL).toBe(1);
    await page.getByTestId('live-map-legend').getByText('Panic: 1').waitFor();
    const before = await centreOf('panic');
    await postHandsetEvents(journey.server.url, [
      event('deviceLocation', now + 1, { latitude: SITE.latitude + 0.0004, longitude: SITE.longitude + 0.0004 }),
    ]);
    await expect.poll(() => centreOf('panic'), POLL).not.toEqual(before);
    await marker('panic').hover();
    await page
      .locator('.leaflet-tooltip')
      .filter({ hasText: 'Guard on duty' })
      .or(page.locator('.leaflet-tooltip').filter({ hasText: 'Nobody clocked in' }))
      .first()
      .waitFor();
    await shot(page, 'live-map-2-panic-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    // The company's name keeps to one line of the header at 1024 px.
    await expect
      .poll(async () => (await page.getByTestId('company-name').boundingBox())?.height, POLL)
      .toBeLessThan(30);
    await shot(page, 'live-map-3-1024');
  });

  const centre = async (handle: Awaited<ReturnType<ReturnType<typeof marker>['elementHandle']>> | null) => {
    const box = await handle?.boundingBox();
    return box ? { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) } : null;
  };

  it('follows two handsets moving at once, each posting through the handset API', async () => {
    const now = Math.floor(Date.now() / 1000);
    // Rosebank's handset, carried over to Sandton: both in view at the panic's zoom.
    const visitor = { latitude: SITE.latitude - 0.0006, longitude: SITE.longitude + 0.0012 };
    await postHandsetEvents(journey.server.url, [event('deviceLocation', now + 2, visitor)], SECOND_GUARD);
    // The only other handset drawn here is Rosebank's, as its tooltip says.
    const other = page.locator('path.live-map-device:not(.live-map-panic)');
    await expect.poll(() => other.count(), POLL).toBe(1);
    await other.hover();
    await page.locator('.leaflet-tooltip').filter({ hasText: 'Rosebank Handset 1' }).waitFor();
    const second = await other.elementHandle();
    const first = await marker('panic').elementHandle();
    const before = { first: await centre(first), second: await centre(second) };
    await page.mouse.move(0, 0);
    await Promise.all([
      postHandsetEvents(journey.server.url, [
        event('deviceLocation', now + 3, { latitude: SITE.latitude + 0.0007, longitude: SITE.longitude + 0.0004 }),
      ]),
      postHandsetEvents(
        journey.server.url,
        [event('deviceLocation', now + 3, { latitude: visitor.latitude, longitude: visitor.longitude - 0.0005 })],
        SECOND_GUARD,
      ),
    ]);
    // Sandton's handset went north (up), Rosebank's west (left).
    await expect.poll(async () => (await centre(first))?.y, POLL).toBeLessThan((before.first?.y ?? 0) - 5);
    await expect.poll(async () => (await centre(second))?.x, POLL).toBeLessThan((before.second?.x ?? 0) - 5);
    expect((await centre(first))?.x).toBe(before.first?.x);
    expect((await centre(second))?.y).toBe(before.second?.y);
    await shot(page, 'live-map-4-two-handsets-1024');
  });

  it('names every handset in a list beside the map, panics first; a click centres its marker and opens its tooltip', async () => {
    const list = page.getByRole('navigation', { name: 'Handsets by state' });
    const panics = list.getByRole('list', { name: /^Panic \(\d+\)$/ });
    await panics.getByRole('button', { name: /Sandton Handset 1 at Sandton Office Park/ }).waitFor();
    const rosebank = list.getByRole('button', { name: /Rosebank Handset 1 at/ });
    await rosebank.waitFor();
    // Panics head the list; each item says the state, the guard, the last contact.
    const headings = await list.locator('.MuiListSubheader-root').allTextContents();
    expect(headings[0]).toMatch(/^Panic \(\d+\)$/);
    await expect(rosebank.textContent()).resolves.toMatch(
      /(Online|Silent|Offline) · (Guard on duty: .+|Nobody clocked in)Last contact/,
    );

    // At 1024 px the list and the map both fit: nothing scrolls sideways.
    const map = page.getByRole('region', { name: 'Map of every handset of the company' });
    expect((await map.boundingBox())?.width).toBeGreaterThan(400);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The panic's handset is centred now; a click on Rosebank's moves the map to it.
    await page.mouse.move(0, 0);
    await rosebank.click();
    const mapCentre = async () => {
      const box = await map.boundingBox();
      return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
    };
    const rosebankMarker = page.locator('path.live-map-device:not(.live-map-panic)');
    await expect
      .poll(async () => {
        const [at, want] = [await centre(await rosebankMarker.elementHandle()), await mapCentre()];
        return at && want ? Math.hypot(at.x - want.x, at.y - want.y) : Number.NaN;
      }, POLL)
      .toBeLessThan(3);
    await page.locator('.leaflet-tooltip').filter({ hasText: 'Rosebank Handset 1' }).waitFor();
    await expect(rosebank.getAttribute('class')).resolves.toContain('Mui-selected');
    await shot(page, 'live-map-5-list-centred-1024');
  });
});
