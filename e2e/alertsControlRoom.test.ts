/**
 * The control room's alerts page over a shift (a real server, handset traffic through the handset API, Chromium
 * whose Web Audio follows the rule 'no sound before a click', as after a reload): a slow first load shows loading and never 'No alerts';
 * a tag scanned 8 minutes early is one Green row that says so, with the guard; 'Acknowledge all' clears the
 * Green box on a second console too, and leaves the red alerts; a panic's row shows how long it has waited,
 * growing, the tab title counts the red alerts, and its dialog shows the guard, the place on a map and a map link;
 * a page that has had no click asks for the one that arms the alarm, before any alert waits; while sound is blocked
 * and red alerts wait a banner says so and one click restores it; a panic arriving while another alert's dialog is
 * open sounds and is announced in that dialog, which opens it; a second operator sees who has an alert open and
 * their answer in the dialog they have open, with their own words kept; a background tab announces a new panic;
 * a patrol's tag whose time has passed unscanned is a Yellow 'Tag overdue' row on every console until the late scan
 * clears it, and a guard's tag enrollment request is a Misc row whose dialog opens the Tag Enrollment page.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { loadDemoIfEmpty } from '../server/src/db/demo/seed';
import {
  devices,
  routes,
  routeTags,
  schedulePlans,
  schedulePlanTags,
  schedules,
  sites,
  tagToRoutes,
} from '../server/src/db/schema';
import { startServerProcess } from '../server/src/test/serverProcess';
import {
  DEMO_GUARD,
  dataDirFromTemplate,
  type Journey,
  launchBrowser,
  openConsole,
  PASSWORD,
  postHandsetEvents,
  screenshot,
  signIn,
} from './harness';

const MINUTE = 60_000;
const TAG = { name: 'Visitor Parking', serialNumber: `E2E-VP-${randomUUID().slice(0, 8)}` };
/** The tags of the night patrol: the first is due at its start, the second 12 minutes ago (overdue by now). */
const NIGHT_TAGS = [
  { name: 'Gate North', serialNumber: `E2E-GN-${randomUUID().slice(0, 8)}`, minutesAgo: 20 },
  { name: 'Pool Pump Room', serialNumber: `E2E-PP-${randomUUID().slice(0, 8)}`, minutesAgo: 12 },
];

interface Prepared {
  /** When the early scan happens (epoch seconds): 8 minutes before its plan expects it. */
  scanAt: number;
  site: { name: string; latitude: number; longitude: number };
}

/**
 * The demo data, and at the demo guard's site a tag of its own on a route of its own with a plan open now that
 * expects the tag 8 minutes after `scanAt` (no other plan holds that tag, so the judgement is known).
 */
async function prepare(dataDir: string): Promise<Prepared> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  const { db } = database;
  try {
    await loadDemoIfEmpty(db);
    const [site] = await db
      .select({ id: sites.id, name: sites.name, latitude: sites.latitude, longitude: sites.longitude })
      .from(devices)
      .innerJoin(sites, eq(sites.id, devices.siteId))
      .where(eq(devices.appInstanceId, DEMO_GUARD.appInstanceId));
    const now = Math.floor(Date.now() / MINUTE) * MINUTE;
    // Its one tag, expected 8 minutes on; the plan starts at it.
    await openPlan(db, site, {
      name: 'Visitor Loop',
      durationMinutes: 30,
      repeatMinutes: 60,
      from: new Date(now - 5 * MINUTE),
      until: new Date(now + 90 * MINUTE),
      tags: [{ ...TAG, expectedAt: new Date(now + 8 * MINUTE) }],
      startsAtFirstTag: true,
    });
    await nightPatrol(db, site, now);
    return {
      scanAt: now / 1000,
      site: { name: site.name, latitude: site.latitude ?? -26.1076, longitude: site.longitude ?? 28.0567 },
    };
  } finally {
    await database.close();
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
type Site = { id: number; latitude: number | null; longitude: number | null };

/** A plan of 'Night Loop' open since 20 minutes ago, its tags expected as NIGHT_TAGS say. */
function nightPatrol(db: Db, site: Site, now: number) {
  return openPlan(db, site, {
    name: 'Night Loop',
    durationMinutes: 80,
    repeatMinutes: 120,
    from: new Date(now - 20 * MINUTE),
    until: new Date(now + 60 * MINUTE),
    tags: NIGHT_TAGS.map((stop) => ({ ...stop, expectedAt: new Date(now - stop.minutesAgo * MINUTE) })),
  });
}

/** A route of its own at the site with its tags (placed at the site), its schedule, and a plan open `from`–`until`. */
async function openPlan(
  db: Db,
  site: Site,
  plan: {
    name: string;
    durationMinutes: number;
    repeatMinutes: number;
    from: Date;
    until: Date;
    tags: { name: string; serialNumber: string; expectedAt: Date }[];
    startsAtFirstTag?: boolean;
  },
) {
  const tagIds: number[] = [];
  for (const { name, serialNumber } of plan.tags) {
    const [tag] = await db
      .insert(routeTags)
      .values({ siteId: site.id, name, serialNumber, latitude: site.latitude, longitude: site.longitude })
      .returning({ id: routeTags.id });
    tagIds.push(tag.id);
  }
  const [route] = await db
    .insert(routes)
    .values({ siteId: site.id, name: plan.name, durationMinutes: plan.durationMinutes })
    .returning({ id: routes.id });
  const [schedule] = await db
    .insert(schedules)
    .values({ siteId: site.id, routeId: route.id, repeatMinutes: plan.repeatMinutes })
    .returning({ id: schedules.id });
  const [open] = await db
    .insert(schedulePlans)
    .values({
      scheduleId: schedule.id,
      routeId: route.id,
      siteId: site.id,
      startPositionTagId: plan.startsAtFirstTag ? tagIds[0] : undefined,
      startTime: plan.from,
      endTime: plan.until,
    })
    .returning({ id: schedulePlans.id });
  for (const [i, tagId] of tagIds.entries()) {
    const [line] = await db
      .insert(tagToRoutes)
      .values({ routeId: route.id, tagId, position: i + 1 })
      .returning({ id: tagToRoutes.id });
    await db.insert(schedulePlanTags).values({
      schedulePlanId: open.id,
      tagId,
      tagToRouteId: line.id,
      position: i + 1,
      estimatedScanAt: plan.tags[i].expectedAt,
    });
  }
}

const journey = { contexts: [] } as unknown as Journey;
let dataDir: string;
let prepared: Prepared;
beforeAll(async () => {
  dataDir = dataDirFromTemplate('patrol-control-room-');
  prepared = await prepare(dataDir);
  const [server, browser] = await Promise.all([
    startServerProcess('compiled', dataDir, { LIVE_WATCH_INTERVAL_MS: '1000' }),
    launchBrowser(),
  ]);
  Object.assign(journey, { server, browser });
});
afterAll(async () => {
  await Promise.all(journey.contexts.map((context) => context.close()));
  await journey.browser?.close();
  await journey.server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const ALERTS = 'company/alerts';

/**
 * Chrome's autoplay rule for Web Audio ('document-user-activation-required'): an AudioContext starts suspended and
 * cannot resume until the page has had a click or a key press. Headless Chromium plays sound regardless (its
 * autoplay switch has no effect there, and a scripted navigation counts as a gesture), so the rule is put back
 * around the real AudioContext, counting only the page's own trusted clicks and key presses.
 */
const AUTOPLAY_POLICY = `(() => {
  let clicked = false;
  for (const gesture of ['pointerdown', 'keydown']) {
    window.addEventListener(gesture, (event) => { if (event.isTrusted) clicked = true; }, true);
  }
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      if (!clicked) void this.suspend();
    }
    resume() {
      return clicked ? super.resume() : new Promise(() => {});
    }
  };
})();`;
const now = () => Math.floor(Date.now() / 1000);
const box = (page: Page, alertClass: string) => page.getByTestId(`alert-box-${alertClass}`);
const row = (page: Page, guid: string) => page.locator(`[data-testid="alert-item"][data-guid="${guid}"]`);
const loadedCount = async (page: Page, alertClass: string) => {
  const counter = page.locator(`[data-testid="counter-${alertClass}"][data-count]`);
  await counter.waitFor();
  return Number(await counter.getAttribute('data-count'));
};
const at1024 = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, name);
  await page.setViewportSize({ width: 1440, height: 900 });
};

describe('the first load', () => {
  it('shows loading in every box and counter while the alerts are on their way, never "No alerts"', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    journey.contexts.push(context);
    const gate: { open?: () => void } = {};
    const held = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
    const release = () => gate.open?.();
    await context.route('**/api/v1/alert/byDateRange**', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/login`);
    await page.getByLabel('Email address').fill('controller@guardforce.co.za');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(`**/${ALERTS}`);
    await expect.poll(() => page.getByTestId('alert-box-loading').count()).toBe(4);
    expect(await page.getByText('No alerts').count()).toBe(0);
    expect(await page.getByTestId('counter-red').textContent()).toBe('…');
    await screenshot(page, 'control-room-loading-1440');
    await at1024(page, 'control-room-loading-1024');

    release();
    await loadedCount(page, 'red');
    await expect.poll(() => page.getByTestId('alert-box-loading').count()).toBe(0);
    await screenshot(page, 'control-room-loaded-1440');
    await context.close();
  });
});

describe('routine alerts', () => {
  it('show an early scan as one row that says so, and leave every console at once when acknowledged', async () => {
    const [admin, controller] = await Promise.all([
      openConsole(journey, 'admin@guardforce.co.za', ALERTS),
      openConsole(journey, 'controller@guardforce.co.za', ALERTS),
    ]);
    await Promise.all([loadedCount(admin, 'red'), loadedCount(controller, 'red')]);
    const scan = {
      type: 'nfcTagScan',
      eventGuid: randomUUID(),
      sentAt: prepared.scanAt,
      serialNumber: TAG.serialNumber,
    };
    const clockIn = { type: 'attendance', eventGuid: randomUUID(), sentAt: now(), clockType: 'clockIn' };
    const panic = { type: 'panic', eventGuid: randomUUID(), sentAt: now() };
    await postHandsetEvents(journey.server.url, [scan, clockIn, panic]);

    const early = `${TAG.name} scanned early by 8 minutes (Visitor Loop)`;
    for (const page of [admin, controller]) {
      await box(page, 'green').getByText(early).waitFor();
      await row(page, clockIn.eventGuid).waitFor();
      await row(page, panic.eventGuid).waitFor();
      // The scan and its judgement are one row: the scan has none of its own.
      expect(await row(page, scan.eventGuid).count()).toBe(0);
    }
    const earlyRow = box(admin, 'green').getByTestId('alert-item').filter({ hasText: early });
    await earlyRow.getByText('Guard: Bongani Khumalo').waitFor();
    await screenshot(admin, 'control-room-rows-1440');
    await at1024(admin, 'control-room-rows-1024');

    const green = box(admin, 'green');
    await green.getByRole('button', { name: 'Acknowledge all' }).click();
    const confirm = admin.getByRole('dialog', {
      name: /Are you sure you would like to acknowledge all \d+ Green alerts/,
    });
    await confirm.getByText(MESSAGES.alert.acknowledged, { exact: false }).waitFor();
    await screenshot(admin, 'control-room-acknowledge-confirm');
    await confirm.getByRole('button', { name: 'Continue' }).click();

    for (const page of [admin, controller]) {
      await box(page, 'green').getByText('No alerts').waitFor();
      await page.locator('[data-testid="counter-green"][data-count="0"]').waitFor();
      // A red alert is never acknowledged in bulk.
      await row(page, panic.eventGuid).waitFor();
    }
    await screenshot(controller, 'control-room-acknowledged-second-console');
    await Promise.all([admin.context().close(), controller.context().close()]);
  });
});

describe('a panic', () => {
  it('waits in view: the waiting time grows, the tab counts it, its dialog shows the guard and where', async () => {
    const page = await openConsole(journey, 'controller@guardforce.co.za', ALERTS, { clock: true });
    const before = await loadedCount(page, 'red');
    const { latitude, longitude } = prepared.site;
    const place = { latitude: Number(latitude.toFixed(4)), longitude: Number(longitude.toFixed(4)) };
    const panic = { type: 'panic', eventGuid: randomUUID(), sentAt: now() - 50, ...place };
    await postHandsetEvents(journey.server.url, [panic]);

    const panicRow = row(page, panic.eventGuid);
    await panicRow.waitFor();
    await page.locator(`[data-testid="counter-red"][data-count="${before + 1}"]`).waitFor();
    await expect.poll(() => page.title()).toBe(`(${before + 1}) Alerts · Patrol Console`);
    await panicRow.getByText('unanswered just now').waitFor();
    // The rows' clock ticks every 10 s: the page's clock runs on past the panic's first minute (sent 50 s ago) and
    // two ticks, rather than the journey waiting for the wall clock's.
    await page.clock.runFor(20_000);
    await panicRow.getByText('unanswered 1 min').waitFor();
    const coordinates = `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`;
    await panicRow.getByText(`Location ${coordinates}`).waitFor();
    await screenshot(page, 'control-room-panic-waiting');

    await panicRow.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Bongani Khumalo', { exact: true }).waitFor();
    await dialog.getByRole('region', { name: 'Location' }).waitFor();
    await dialog.getByTestId('alert-coordinates').getByText(coordinates).waitFor();
    const link = dialog.getByRole('link', { name: 'Open in a map application' });
    expect(await link.getAttribute('href')).toBe(
      `https://www.google.com/maps?q=${place.latitude.toFixed(5)},${place.longitude.toFixed(5)}`,
    );
    await dialog.locator('.leaflet-interactive').first().waitFor();
    await screenshot(page, 'control-room-panic-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The tab title follows the count as it changes.
    await postHandsetEvents(journey.server.url, [{ type: 'panic', eventGuid: randomUUID(), sentAt: now() }]);
    await expect.poll(() => page.title()).toBe(`(${before + 2}) Alerts · Patrol Console`);
    await page.context().close();
  });

  it('says when the browser blocks the alarm sound, and one click restores it', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    journey.contexts.push(context);
    await context.addInitScript(AUTOPLAY_POLICY);
    const signedIn = await context.newPage();
    await signIn(signedIn, journey.server.url, 'admin@guardforce.co.za');
    await signedIn.waitForURL(`**/${ALERTS}`);
    await postHandsetEvents(journey.server.url, [{ type: 'panic', eventGuid: randomUUID(), sentAt: now() }]);
    // As after a reload: the console opens again in a page that has had no click yet (the session is kept), and
    // the browser refuses sound until the first one.
    await signedIn.close();
    // Before any red alert waits, a page that has had no click asks for the one that arms the alarm.
    const quietPage = await context.newPage();
    await quietPage.goto(`${journey.server.url}/company/employees`);
    await quietPage
      .getByRole('button', { name: 'Click to arm the alarm' })
      .getByText('Click to arm the alarm')
      .waitFor();
    await screenshot(quietPage, 'control-room-arm-alarm-1440');
    await at1024(quietPage, 'control-room-arm-alarm-1024');
    await quietPage.close();
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/${ALERTS}`);
    const banner = page.getByTestId('sound-blocked');
    await banner.getByText('Click to enable the alarm sound', { exact: false }).waitFor();
    await page.locator('[data-testid="alarm-state"][data-sound="blocked"]').waitFor();
    await screenshot(page, 'control-room-sound-blocked-1440');
    await at1024(page, 'control-room-sound-blocked-1024');

    await banner.getByRole('button', { name: 'Enable sound' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByTestId('arm-alarm').waitFor({ state: 'detached' });
    await page.locator('[data-testid="alarm-state"][data-sound="free"][data-state="on"]').waitFor();
    await screenshot(page, 'control-room-sound-restored');
    await context.close();
  });

  it('sounds and is announced over the dialog of another alert being answered, and opens from there', async () => {
    const page = await openConsole(journey, 'admin@guardforce.co.za', ALERTS);
    await loadedCount(page, 'red');
    // Clocked in earlier in this journey: off duty first, as one clock-in at a time asks.
    const clockOut = { type: 'attendance', eventGuid: randomUUID(), sentAt: now() - 1, clockType: 'clockOut' };
    const clockIn = { type: 'attendance', eventGuid: randomUUID(), sentAt: now(), clockType: 'clockIn' };
    await postHandsetEvents(journey.server.url, [clockOut, clockIn]);
    await row(page, clockIn.eventGuid).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Response Message').fill('Clock-in seen, photo checked');
    await page.locator('[data-testid="alarm-state"][data-state="off"]').waitFor();

    const panic = { type: 'panic', eventGuid: randomUUID(), sentAt: now() };
    await postHandsetEvents(journey.server.url, [panic]);
    const announced = dialog.getByRole('alert').filter({ hasText: `New: Panic at ${prepared.site.name}` });
    await announced.waitFor();
    await page.locator('[data-testid="alarm-state"][data-state="on"]').waitFor();
    await screenshot(page, 'control-room-panic-over-dialog-1440');
    await at1024(page, 'control-room-panic-over-dialog-1024');

    await announced.getByRole('button', { name: 'Open it' }).click();
    await dialog.getByRole('heading').getByText('Panic').waitFor();
    await page.locator('[data-testid="alarm-state"][data-state="off"]').waitFor();
    expect(await dialog.getByLabel('Response Message').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Back to the clock-in: the note typed before 'Open it' is still there.
    await row(page, clockIn.eventGuid).click();
    expect(await dialog.getByLabel('Response Message').inputValue()).toBe('Clock-in seen, photo checked');
    await screenshot(page, 'control-room-draft-kept-1440');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  it("says 'not sent' within seconds when the operator's network is down, keeps the text, and sends nothing later", async () => {
    const page = await openConsole(journey, 'admin@guardforce.co.za', ALERTS);
    await loadedCount(page, 'red');
    const panic = { type: 'panic', eventGuid: randomUUID(), sentAt: now() };
    await postHandsetEvents(journey.server.url, [panic]);
    await row(page, panic.eventGuid).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('Response Message') });
    await dialog.getByLabel('Response Message').fill('Reaction unit on its way');
    const answers: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/alarmAlert/respond')) answers.push(request.url());
    });

    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page
      .getByRole('dialog', { name: /respond to that message/ })
      .getByRole('button', { name: 'Continue' })
      .click();
    await dialog.getByTestId('answer-not-sent').waitFor({ timeout: 10_000 });
    expect(await dialog.getByLabel('Response Message').inputValue()).toBe('Reaction unit on its way');
    await screenshot(page, 'control-room-answer-not-sent-1440');
    const tried = answers.length;

    // The network returns: nothing goes out by itself, the panic still waits, here and on the server.
    await page.context().setOffline(false);
    await page.waitForTimeout(5_000);
    expect(answers).toHaveLength(tried);
    expect(await row(page, panic.eventGuid).isVisible()).toBe(true);

    // Send pressed again: it goes, once, and the panic leaves the box.
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page
      .getByRole('dialog', { name: /respond to that message/ })
      .getByRole('button', { name: 'Continue' })
      .click();
    await row(page, panic.eventGuid).waitFor({ state: 'detached' });
    expect(answers).toHaveLength(tried + 1);
    await page.context().close();
  });

  it("reaches an admin on 'My account' with the live header, the counters and the alarm", async () => {
    const page = await openConsole(journey, 'admin@guardforce.co.za', ALERTS);
    await loadedCount(page, 'red');
    await page.getByRole('link', { name: 'Signed in as' }).click();
    await page.waitForURL('**/account');
    const before = await loadedCount(page, 'red');
    const panic = { type: 'panic', eventGuid: randomUUID(), sentAt: now() };
    await postHandsetEvents(journey.server.url, [panic]);
    await page.locator(`[data-testid="counter-red"][data-count="${before + 1}"]`).waitFor();
    await page.locator('[data-testid="alarm-state"][data-state="on"]').waitFor();
    await screenshot(page, 'control-room-my-account-panic-1440');
    await page.context().close();
  });

  it("shows two operators who handles what, and a colleague's answer without losing what one typed", async () => {
    const [admin, controller] = await Promise.all([
      openConsole(journey, 'admin@guardforce.co.za', ALERTS),
      openConsole(journey, 'controller@guardforce.co.za', ALERTS),
    ]);
    await Promise.all([loadedCount(admin, 'red'), loadedCount(controller, 'red')]);
    const panic = { type: 'panic', eventGuid: randomUUID(), sentAt: now() };
    await postHandsetEvents(journey.server.url, [panic]);
    await Promise.all([row(admin, panic.eventGuid).waitFor(), row(controller, panic.eventGuid).waitFor()]);

    await row(admin, panic.eventGuid).click();
    const handled = row(controller, panic.eventGuid).getByText('Being handled by Thandi Mokoena');
    await handled.waitFor();
    await screenshot(controller, 'control-room-being-handled-1440');
    await row(controller, panic.eventGuid).click();
    const mine = controller.getByRole('dialog');
    await mine.getByLabel('Response Message').fill('Sending the reaction unit');

    const theirs = admin.getByRole('dialog');
    await theirs.getByLabel('Response Message').fill('Called the guard: false alarm.');
    await theirs.getByRole('button', { name: 'Send' }).click();
    await admin
      .getByRole('dialog', { name: /respond to that message/ })
      .getByRole('button', { name: 'Continue' })
      .click();

    const said = mine.getByTestId('colleague-answer');
    await said
      .getByText(/^Thandi Mokoena answered at \d\d:\d\d \d\d\/\d\d: Called the guard: false alarm\.$/)
      .waitFor();
    expect(await mine.getByLabel('Response Message').inputValue()).toBe('Sending the reaction unit');
    expect(await mine.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await screenshot(controller, 'control-room-colleague-answered-1440');
    await mine.getByRole('button', { name: 'Close' }).click();
    await Promise.all([admin.context().close(), controller.context().close()]);
  });

  it('is announced on the desktop while the tab is in the background', async () => {
    const page = await openConsole(journey, 'controller@guardforce.co.za', ALERTS);
    await page.context().grantPermissions(['notifications']);
    await loadedCount(page, 'red');
    // The tab goes to the background; each notification the page makes is noted before it is shown.
    await page.evaluate(() => {
      const shown: string[] = [];
      const Real = window.Notification;
      class Noted extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push(`${title} | ${options?.body ?? ''}`);
        }
      }
      Object.defineProperty(window, 'Notification', { value: Noted, configurable: true });
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      (window as unknown as { shown: string[] }).shown = shown;
    });
    await postHandsetEvents(journey.server.url, [{ type: 'panic', eventGuid: randomUUID(), sentAt: now() }]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shown: string[] }).shown))
      .toEqual([expect.stringMatching(new RegExp(`^Panic at ${prepared.site.name} \\| Panic button pressed on `))]);
  });
});

describe('a patrol under way and a guard asking for a tag', () => {
  it('show a tag overdue in Yellow until its late scan, and a tag enrollment request in Misc that opens its page', async () => {
    const [admin, controller] = await Promise.all([
      openConsole(journey, 'admin@guardforce.co.za', ALERTS),
      openConsole(journey, 'controller@guardforce.co.za', ALERTS),
    ]);
    await admin.setViewportSize({ width: 1440, height: 900 });
    await Promise.all([loadedCount(admin, 'yellow'), loadedCount(controller, 'yellow')]);
    const [gate, pool] = NIGHT_TAGS;
    // The guard starts the patrol at its first tag; the second's time passed 7 minutes ago (5 minutes' tolerance).
    await postHandsetEvents(journey.server.url, [
      { type: 'nfcTagScan', eventGuid: randomUUID(), sentAt: now(), serialNumber: gate.serialNumber },
    ]);
    const request = {
      type: 'tagEnrollment',
      eventGuid: randomUUID(),
      sentAt: now(),
      name: 'Generator Door',
      serialNumber: `E2E-GD-${randomUUID().slice(0, 8)}`,
    };
    await postHandsetEvents(journey.server.url, [request]);

    const overdueRow = (page: Page) =>
      box(page, 'yellow')
        .getByTestId('alert-item')
        .filter({ hasText: `Tag overdue: ${pool.name}` });
    const requestRow = (page: Page) => row(page, request.eventGuid);
    for (const page of [admin, controller]) {
      await overdueRow(page)
        .getByText(/^Night Loop: due by \d{2}:\d{2}, not scanned$/)
        .waitFor();
      await overdueRow(page).getByText('Guard: Bongani Khumalo').waitFor();
      await requestRow(page).getByText('Tag enrollment requested: Generator Door').waitFor();
    }
    expect(await overdueRow(admin).count()).toBe(1);
    await screenshot(admin, 'control-room-overdue-enrollment-1440');
    await at1024(admin, 'control-room-overdue-enrollment-1024');

    await overdueRow(admin).click();
    const dialog = admin.getByRole('dialog');
    await dialog
      .getByText(`Tag ${pool.name} of patrol Night Loop at ${prepared.site.name} was due by`, { exact: false })
      .waitFor();
    await screenshot(admin, 'control-room-overdue-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Scanned late: the row leaves every console, and the watch raises it no more.
    await postHandsetEvents(journey.server.url, [
      { type: 'nfcTagScan', eventGuid: randomUUID(), sentAt: now(), serialNumber: pool.serialNumber },
    ]);
    for (const page of [admin, controller]) await overdueRow(page).waitFor({ state: 'detached' });

    await requestRow(admin).click();
    const requestDialog = admin.getByRole('dialog');
    await requestDialog.getByText(request.serialNumber, { exact: true }).waitFor();
    await screenshot(admin, 'control-room-enrollment-dialog');
    await requestDialog.getByRole('link', { name: 'Open Tag Enrollment' }).click();
    await admin.waitForURL('**/company/tag/enrollment');
    const listed = admin.locator('tbody tr').filter({ hasText: 'Generator Door' });
    await listed.getByRole('button', { name: 'Accept' }).waitFor();
    await screenshot(admin, 'control-room-enrollment-page-1440');
    await at1024(admin, 'control-room-enrollment-page-1024');
    await Promise.all([admin.context().close(), controller.context().close()]);
  });
});
