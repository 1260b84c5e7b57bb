/**
 * Journeys of the site area (spec part 2): drawing and saving a site boundary, building a route from the
 * map's pins and reordering it, scheduling it and reading the generated plans, and a controller's read-only view.
 * Tiles and the geocoder point at the server itself, so the journeys never leave the machine.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { launchBrowser, type RunningServer, screenshot, signIn, startServer } from './harness';

/** A full-page screenshot from the top (fixed bars are drawn where the page is scrolled to). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ TILE_URL: '/no-tiles/{z}/{x}/{y}.png', GEOCODE_URL: '/no-geocoder' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

/** A signed-in console on its own context (South African time unless told otherwise). */
async function openConsole(emailAddress: string, timezoneId = 'Africa/Johannesburg'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, timezoneId, locale: 'en-ZA' });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, server.url, emailAddress);
  await page.waitForURL('**/company/alerts');
  return page;
}

/** Polls for visible state (never a fixed wait): long enough for a loaded machine. */
const POLL = { timeout: 15_000, interval: 100 };
/** Polls that act again while nothing changed (a click or key the page ignored), spaced to see the change first. */
const RETRY = { timeout: 15_000, interval: 250 };

const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Selects a site on the sites list; its area opens on Site Detail. */
async function openSite(page: Page, name: string) {
  await page.goto(`${server.url}/company/sites`);
  await page.getByRole('cell', { name, exact: true }).click();
  await page.waitForURL('**/company/site/xtra/details');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(name).waitFor();
}

async function openTile(page: Page, tile: string, path: string) {
  await page.getByRole('navigation', { name: 'Site area' }).getByRole('link', { name: tile }).click();
  await page.waitForURL(`**/company/site/xtra/${path}`);
}

const mapOf = (page: Page) => page.locator('.leaflet-container').first();
const boundary = (page: Page) => page.locator('.leaflet-overlay-pane path.leaflet-interactive');

async function mapBox(page: Page) {
  const box = await mapOf(page).boundingBox();
  if (!box) throw new Error('no map on the page');
  return { ...box, cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}

const vertices = (page: Page) => page.locator('.leaflet-marker-pane .leaflet-editing-icon');

/**
 * Draws a polygon with the polygon tool: a click per corner (each seen as a new vertex before the next: Leaflet.draw
 * ignores a click that comes within 50 ms of the previous one, so an ignored click is made again), then Finish.
 */
async function drawPolygon(page: Page, corners: [number, number][]) {
  await page.getByRole('link', { name: 'Draw a polygon boundary' }).click();
  for (const [index, [x, y]] of corners.entries()) {
    await expect
      .poll(async () => {
        if ((await vertices(page).count()) === index) await page.mouse.click(x, y);
        return vertices(page).count();
      }, RETRY)
      .toBe(index + 1);
  }
  await page.getByRole('link', { name: 'Finish', exact: true }).click();
}

const rowNames = (page: Page) => page.getByTestId('route-tag-row').locator('td:nth-child(2)').allTextContents();
const pin = (page: Page, name: string) => page.locator(`.leaflet-marker-icon[title="${name}"]`);
const handle = (page: Page, name: string) => page.getByRole('button', { name: `Move ${name}` });

async function expectOrder(page: Page, names: string[]) {
  await expect.poll(() => rowNames(page), POLL).toEqual(names);
}

describe('site boundary', () => {
  it('an admin draws a new site polygon, saves it and sees the boundary when reopening the site', async () => {
    const page = await openConsole('admin@guardforce.co.za');
    await page.goto(`${server.url}/company/sites`);
    await page.getByRole('link', { name: 'Add a new Site' }).click();
    await page.waitForURL('**/company/site/details');
    await page.getByRole('heading', { name: 'New Site' }).waitFor();

    await page.getByLabel('Name').fill('Soweto Warehouse');
    await page.getByLabel('Address').fill('1 Chris Hani Road, Soweto');
    await page.getByRole('button', { name: 'Set address location on map' }).click();
    await snackbar(page, MESSAGES.site.geocodeFailed).waitFor();
    await page.getByLabel('Division').fill('Industrial');
    await page.getByLabel('Branch').fill('Soweto');
    await page.getByLabel('Area').click();
    await page.getByRole('option', { name: 'Johannesburg South' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, MESSAGES.site.noLatitude).waitFor();

    const map = await mapBox(page);
    const corners: [number, number][] = [
      [map.cx - 120, map.cy - 90],
      [map.cx + 110, map.cy - 100],
      [map.cx + 130, map.cy + 80],
      [map.cx - 90, map.cy + 100],
    ];
    await drawPolygon(page, corners);
    await boundary(page).first().waitFor();
    await page.getByRole('link', { name: 'Place the site marker' }).click();
    await page.mouse.click(map.cx, map.cy);
    await page.locator('.leaflet-marker-icon[title="Site location"]').waitFor();
    await expect(page.getByTestId('site-coordinates').textContent()).resolves.toMatch(/Latitude: -26\.\d+/);
    await shot(page, 'site-area-1-new-site-drawn');

    await page.getByRole('button', { name: 'Save' }).click();
    await snackbar(page, MESSAGES.site.saved).waitFor();
    await page.waitForURL('**/company/site/xtra/details');
    await boundary(page).first().waitFor();

    await openSite(page, 'Soweto Warehouse');
    await boundary(page).first().waitFor();
    // The reopened map is centred on the marker, as when drawing: the outline sits where the corners were clicked.
    const drawn = await boundary(page).first().boundingBox();
    const reopened = await mapBox(page);
    const xs = corners.map(([x]) => x - map.cx);
    const ys = corners.map(([, y]) => y - map.cy);
    expect(Math.abs((drawn?.x ?? 0) - reopened.cx - Math.min(...xs))).toBeLessThan(8);
    expect(Math.abs((drawn?.y ?? 0) - reopened.cy - Math.min(...ys))).toBeLessThan(8);
    expect(Math.abs((drawn?.width ?? 0) - (Math.max(...xs) - Math.min(...xs)))).toBeLessThan(12);
    expect(Math.abs((drawn?.height ?? 0) - (Math.max(...ys) - Math.min(...ys)))).toBeLessThan(12);
    await page.getByRole('button', { name: 'Check boundary' }).click();
    await snackbar(page, MESSAGES.site.inside).waitFor();
    await shot(page, 'site-area-1-reopened');
    // The message closed, so the corners below are clicked on the map and not on it.
    await snackbar(page, MESSAGES.site.inside).getByRole('button', { name: 'OK' }).click();
    await snackbar(page, MESSAGES.site.inside).waitFor({ state: 'hidden' });

    // The whole map in the window (the site's fields above it may push its lower half out of a 900 px window).
    await mapOf(page).scrollIntoViewIfNeeded();
    const inView = await mapBox(page);
    await drawPolygon(page, [
      [inView.cx - 40, inView.cy - 40],
      [inView.cx + 40, inView.cy - 40],
      [inView.cx, inView.cy + 40],
    ]);
    const question = page.getByRole('dialog');
    await question.getByText(MESSAGES.site.overridePolygon).waitFor();
    await expect.poll(() => boundary(page).count(), POLL).toBe(2);
    await shot(page, 'site-area-1-override-question');
    await question.getByRole('button', { name: 'No' }).click();
    await question.waitFor({ state: 'hidden' });
    const kept = await boundary(page).first().boundingBox();
    const mapNow = await mapBox(page);
    expect({ ...kept, x: (kept?.x ?? 0) - mapNow.x, y: (kept?.y ?? 0) - mapNow.y }).toEqual({
      ...drawn,
      x: (drawn?.x ?? 0) - reopened.x,
      y: (drawn?.y ?? 0) - reopened.y,
    });
  });
});

describe('route', () => {
  it('an admin builds a route by clicking pins, reorders it by keyboard and by mouse, and finds the order saved', async () => {
    const page = await openConsole('admin@guardforce.co.za');
    await openSite(page, 'Sandton Office Park');
    await openTile(page, 'Routes', 'routes');
    await page.getByRole('link', { name: 'Add a new Route' }).click();
    await page.getByRole('heading', { name: 'Create New Route' }).waitFor();
    await page.getByText('click on a tag on the right to add/remove it from the the route').waitFor();
    await page.getByLabel('Route Name').fill('Night Watch');
    await page.getByLabel('Patrol Duration (minutes)').fill('20');

    for (const name of ['Main Gate', 'Parking P1', 'Block A Lobby']) await pin(page, name).click();
    await expectOrder(page, ['Main Gate', 'Parking P1', 'Block A Lobby']);
    await pin(page, 'Parking P1').click();
    await expectOrder(page, ['Main Gate', 'Block A Lobby']);
    await pin(page, 'Parking P1').click();
    await page
      .getByRole('list', { name: 'Tags for this site' })
      .getByRole('button', { name: /Generator Room/ })
      .click();
    await expectOrder(page, ['Main Gate', 'Block A Lobby', 'Parking P1', 'Generator Room']);
    await expect(pin(page, 'Main Gate').textContent()).resolves.toBe('1');

    await moveByKeyboard(page, 'Main Gate', 'Block A Lobby');
    await expectOrder(page, ['Block A Lobby', 'Main Gate', 'Parking P1', 'Generator Room']);

    await dragTo(page, handle(page, 'Generator Room'), handle(page, 'Block A Lobby'));
    await expectOrder(page, ['Generator Room', 'Block A Lobby', 'Main Gate', 'Parking P1']);
    await shot(page, 'site-area-2-route-built');

    await page.getByRole('button', { name: 'Save Route' }).click();
    await snackbar(page, MESSAGES.route.saved).waitFor();
    await page.waitForURL('**/company/site/xtra/routes');
    await page.getByRole('cell', { name: 'Night Watch' }).click();
    await page.getByRole('heading', { name: 'Edit Existing Route' }).waitFor();
    await expectOrder(page, ['Generator Room', 'Block A Lobby', 'Main Gate', 'Parking P1']);
    await page.getByText('Existing scheduled plans : 0').waitFor();
    await expect(pin(page, 'Parking P1').textContent()).resolves.toBe('4');
    await shot(page, 'site-area-2-route-reopened');
  });
});

/** What dnd-kit's live region last announced (our translated announcements). */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();

/**
 * Moves a tag one place down with the keyboard, as a screen reader user would: Space on its handle, ArrowDown,
 * Space, each step confirmed by the announcement (an arrow pressed before the list is measured is pressed again).
 */
async function moveByKeyboard(page: Page, name: string, below: string) {
  await handle(page, name).focus();
  await page.keyboard.press('Space');
  // Picked up, then over its own place once dnd-kit has measured the list.
  await expect.poll(() => announced(page), POLL).toContain(`${name} is over ${name}.`);
  await expect
    .poll(async () => {
      const text = await announced(page);
      if (!text?.includes(`${name} is over ${below}.`)) await page.keyboard.press('ArrowDown');
      return announced(page);
    }, RETRY)
    .toContain(`${name} is over ${below}.`);
  await page.keyboard.press('Space');
  await expect.poll(() => announced(page), POLL).toContain(`${name} was dropped over ${below}.`);
}

/** A pointer drag of a handle onto another row's handle, in small steps (dnd-kit needs movement to start). */
async function dragTo(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('drag handles not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 - 6, { steps: 12 });
  await page.mouse.up();
}

describe('schedule', () => {
  it('an admin schedules a new route and reads the plans generated from it', async () => {
    const page = await openConsole('admin@guardforce.co.za');
    await openSite(page, 'Rosebank Corporate Campus');
    await openTile(page, 'Routes', 'routes');
    await page.getByRole('link', { name: 'Add a new Route' }).click();
    await page.getByLabel('Route Name').fill('Plan Check Route');
    await page.getByLabel('Patrol Duration (minutes)').fill('30');
    const siteTags = page.getByRole('list', { name: 'Tags for this site' }).getByRole('button');
    await siteTags.nth(0).click();
    await siteTags.nth(1).click();
    await expect.poll(() => rowNames(page).then((names) => names.length), POLL).toBe(2);
    await page.getByRole('button', { name: 'Save Route' }).click();
    await snackbar(page, MESSAGES.route.saved).waitFor();

    await openTile(page, 'Schedules', 'schedule');
    await page.getByRole('link', { name: 'Add a new Schedule' }).click();
    await page.getByRole('heading', { name: 'New Route Schedule' }).waitFor();
    await expect(page.getByRole('note').count()).resolves.toBe(0);
    await page.getByLabel('Route').click();
    await page.getByRole('option', { name: 'Plan Check Route' }).click();
    await page.getByLabel('Start Time Day').fill('05:00');
    await page.getByLabel('End Time Day').fill('17:00');
    await page.getByLabel('Night window on').check();
    await page.getByLabel('Start Time Night').fill('18:00');
    await page.getByLabel('End Time Night').fill('05:00');
    await page.getByLabel('Repeat Every (minutes)').fill('10');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await page.getByLabel(day).check();
    }
    const save = page.getByRole('button', { name: 'Save Schedule' });
    await save.click();
    await snackbar(
      page,
      'Your schedule repeat minutes can not be less than your route duration of 30 minutes',
    ).waitFor();
    await page.getByLabel('Repeat Every (minutes)').fill('60');
    await save.click();
    await snackbar(page, MESSAGES.schedule.dayStartInvalid).waitFor();
    await page.getByLabel('Start Time Day').fill('06:00');
    await save.click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you would like to save this schedule?' });
    await confirm.waitFor();
    await shot(page, 'site-area-3-schedule-confirm');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await snackbar(page, MESSAGES.schedule.saved).waitFor();
    await page.waitForURL('**/company/site/xtra/schedule');

    const row = page.locator('table').first().getByRole('row').filter({ hasText: 'Plan Check Route' });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('06:00');
    await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('18:00');

    const plans = page.locator('table').nth(1);
    const planRoutes = () => plans.locator('tbody tr td:first-child').allTextContents();
    await page.getByPlaceholder('Search').fill('Plan Check Route');
    await expect
      .poll(async () => {
        const routes = await planRoutes();
        return routes.length > 1 && routes.every((route) => route === 'Plan Check Route');
      }, POLL)
      .toBe(true);
    const lines = plans.locator('tbody tr');
    await expect(lines.first().locator('td').nth(2).textContent()).resolves.toMatch(
      /^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/,
    );
    await expect(lines.first().locator('td').nth(5).textContent()).resolves.toMatch(
      /^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/,
    );
    await shot(page, 'site-area-3-generated-plans');
  });
});

describe('controller', () => {
  it('sees no add, save or delete anywhere in the site area', async () => {
    const page = await openConsole('controller@guardforce.co.za', 'UTC');
    await page.goto(`${server.url}/company/sites`);
    await page.getByRole('cell', { name: 'Sandton Office Park' }).waitFor();
    await expect(page.getByRole('link', { name: 'Add a new Site' }).count()).resolves.toBe(0);
    await page.goto(`${server.url}/company/site/details`);
    await page.getByText('New sites are added by an admin.', { exact: false }).waitFor();
    await expectNoWrites(page);
    await shot(page, 'site-area-4-controller-new-site');

    await openSite(page, 'Sandton Office Park');
    await expect(page.locator('input[name="name"]').inputValue()).resolves.toBe('Sandton Office Park');
    await boundary(page).first().waitFor();
    await expectNoWrites(page);
    await expect(page.locator('.leaflet-draw').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Add contact' }).count()).resolves.toBe(0);
    await shot(page, 'site-area-4-controller-site');

    const areas: [string, string, string, string][] = [
      ['Devices', 'devices', 'Add a new Device', 'Sandton Handset 1'],
      ['Tags', 'tags', 'Add a new Tag', 'Main Gate'],
      ['Routes', 'routes', 'Add a new Route', 'Perimeter Patrol'],
      ['Schedules', 'schedule', 'Add a new Schedule', 'Perimeter Patrol'],
    ];
    for (const [tile, path, add, record] of areas) {
      await openTile(page, tile, path);
      const cell = page.getByRole('cell', { name: record, exact: true }).first();
      await cell.waitFor();
      await expect(page.getByRole('link', { name: add }).count()).resolves.toBe(0);
      await shot(page, `site-area-4-controller-${path}`);
      await cell.click();
      await page.getByRole('navigation', { name: 'Breadcrumb' }).nth(1).waitFor();
      await page.locator('form').first().waitFor();
      await expectNoWrites(page);
      await shot(page, `site-area-4-controller-${path}-detail`);
    }
    await expect(page.getByRole('note').textContent()).resolves.toContain('Your device is in UTC/GMT +00:00');
  });
});

/** No Save or Delete of any kind, and no device commands. */
async function expectNoWrites(page: Page) {
  for (const name of [/^save/i, /^delete/i, /^reboot$/i, /^lock$/i, /^unlock$/i]) {
    await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
  }
}
