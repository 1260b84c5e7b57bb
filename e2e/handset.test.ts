/**
 * The guard's handset web app (/handset) in a phone-sized Chromium with touch: Web NFC from a stand-in installed
 * before the page loads (it dispatches `reading` with a serialNumber), the position from Chromium's geolocation
 * override, the front camera from Chromium's fake media stream. The control room is the API and a live socket
 * signed in as the company's admin. One server, one browser, one phone for every journey here, in order.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '../contract/events';
import type { HandsetPatrols } from '../contract/handsetPatrols';
import { MESSAGES } from '../contract/messages';
import { wallText } from '../contract/timeZone';
import type { HandsetWelfare } from '../contract/welfare';
import {
  DEMO_GUARD,
  handsetGet,
  launchBrowser,
  PASSWORD,
  postHandsetEvents,
  type RunningServer,
  SECOND_GUARD,
  screenshot,
  signIn,
  startServer,
} from './harness';

const ADMIN = 'admin@guardforce.co.za';
const POSITION = { latitude: -26.1076, longitude: 28.0567, accuracy: 8 };
/** A Pixel-class phone. */
const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  timezoneId: 'Africa/Johannesburg',
  locale: 'en-ZA',
};
/** Web NFC's NDEFReader as Chrome on Android has it; window.tapTag(serial) is a tag held to the phone. */
const NFC_STAND_IN = `
  window.__readers = [];
  class NDEFReader extends EventTarget {
    constructor() { super(); this.onreading = null; this.onreadingerror = null; }
    async scan() { window.__readers.push(this); }
  }
  window.NDEFReader = NDEFReader;
  window.tapTag = (serialNumber) => {
    for (const reader of window.__readers) {
      const event = new Event('reading');
      event.serialNumber = serialNumber;
      event.message = { records: [] };
      reader.dispatchEvent(event);
      if (reader.onreading) reader.onreading(event);
    }
  };
`;

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let phone: BrowserContext;
let page: Page;
let socket: Socket;
let adminToken: string;
let siteId: number;
let siteName: string;
/** The control room's console, signed in as the company's admin at 1440 px. */
let control: Page;
const heard: { event: string; payload: Record<string, unknown> }[] = [];

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers['x-access-token'] = init.token;
  const response = await fetch(`${server.url}/api/v1/${path}`, { ...init, headers: { ...headers, ...init.headers } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
async function login(emailAddress: string) {
  const response = await fetch(`${server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress, password: PASSWORD }),
  });
  return response.headers.get('x-access-token') as string;
}
/** The live events of the company over the last hour, as the console's alerts read them. */
const recentAlerts = () => {
  const now = Math.floor(Date.now() / 1000);
  return call<Record<string, unknown>[]>(`alert/byDateRange?startDate=${now - 3600}&endDate=${now + 600}`, {
    token: adminToken,
  });
};
const mentioning = (rows: unknown[], text: string) => rows.filter((row) => JSON.stringify(row).includes(text));
const outbox = () => page.getByTestId('outbox');
/** What the phone says of the guard's own panic. */
const alarmSaid = () => page.getByTestId('alarm-state').locator('.alarm-said');
/** Holds PANIC until the phone says `said` of it. */
async function holdPanic(said: string) {
  const box = await page.getByRole('button', { name: /PANIC/ }).boundingBox();
  if (!box) throw new Error('no panic button');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect.poll(() => alarmSaid().textContent()).toBe(said);
  await page.mouse.up();
}
/** What the handset shows for a scan the server judged. */
const JUDGED = /^(on time|(late|early) by \d+ min|not on a patrol)$/;
/** South African time (UTC+2), as the console shows a clock. */
const sast = (epochSeconds: number) => {
  const iso = new Date((epochSeconds + 2 * 3_600) * 1000).toISOString();
  return `${iso.slice(11, 16)} ${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer(),
    launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']),
  ]);
  adminToken = await login(ADMIN);
  const guardToken = await login(DEMO_GUARD.emailAddress);
  siteId = (await call<{ siteId: number }>('employee/me', { token: guardToken })).siteId;
  siteName = (await call<{ name: string }>(`site/${siteId}`, { token: adminToken })).name;
  socket = connect(server.url, { auth: { token: adminToken }, transports: ['websocket'] });
  socket.onAny((event, payload) => heard.push({ event, payload }));
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  phone = await browser.newContext({
    ...PHONE,
    permissions: ['geolocation', 'camera'],
    geolocation: POSITION,
  });
  await phone.addInitScript(NFC_STAND_IN);
  page = await phone.newPage();
  const desk = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Africa/Johannesburg',
    locale: 'en-ZA',
  });
  control = await desk.newPage();
  await signIn(control, server.url, ADMIN);
  await control.waitForURL('**/company/alerts');
});
afterAll(async () => {
  socket?.close();
  await phone?.close();
  await browser?.close();
  await server?.stop();
});

describe('the handset app', () => {
  it('is installable: a manifest for /handset, standalone, with 192 and 512 px icons, and no console code', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/handset`);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(`${server.url}${href}`)).json();
    expect(manifest).toMatchObject({ start_url: '/handset', display: 'standalone', name: 'Patrol Handset' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(scripts.some((path) => /\/assets\/(console|vendor)-/.test(path))).toBe(false);
    // The QR reader's decoder comes only when the reader first opens.
    expect(scripts.some((path) => /\/assets\/jsQR-/.test(path))).toBe(false);
  });

  it('refuses an admin at sign-in: the handset is for guards', async () => {
    await page.getByLabel('E-mail address').fill(ADMIN);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MESSAGES.activation.guardsOnly);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
  });

  it("signs a guard in and activates the phone with the code the console's device page shows", async () => {
    await call('device', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({
        siteId,
        deviceName: 'Web Handset',
        serialNumber: 'WEB-HANDSET-1',
        appInstanceId: 'not-yet-activated',
        contactNumber: '0821234567',
      }),
    });
    // The control room: the site's devices, the new device's page, 'Activate a handset'.
    await control.goto(`${server.url}/company/sites`);
    await control.getByRole('cell', { name: siteName, exact: true }).click();
    await control.waitForURL('**/company/site/xtra/details');
    await control.getByRole('navigation', { name: 'Site area' }).getByRole('link', { name: 'Devices' }).click();
    await control.waitForURL('**/company/site/xtra/devices');
    await control.getByRole('cell', { name: 'Web Handset', exact: true }).click();
    await control.waitForURL('**/company/site/xtra/device/*');
    await control.getByRole('button', { name: 'Activate a handset' }).click();
    const shown = control.getByTestId('activation-code');
    await expect.poll(() => shown.textContent()).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = (await shown.textContent()) as string;
    await screenshot(control, 'handset-console-activation-code-1440');

    await page.getByLabel('E-mail address').fill(DEMO_GUARD.emailAddress);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The code as the guard reads it off the screen: the console's dash, in small letters.
    await page.getByLabel('Activation code').fill(code.toLowerCase());
    expect(await page.getByRole('button', { name: 'Scan the QR code' }).isVisible()).toBe(true);
    await screenshot(page, 'handset-activation-412');
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect.poll(() => page.locator('header').textContent()).toContain('Web Handset');
    // The console's card learns the phone used the code.
    await expect.poll(() => control.getByText(/^Activated /).count()).toBe(1);
    expect(await shown.count()).toBe(0);
    await screenshot(page, 'handset-activated-412');
  });

  it("shows a scanned tag at once by its name, and the scan reaches the console's alerts", async () => {
    const guardToken = await login(DEMO_GUARD.emailAddress);
    const tags = await call<{ serialNumber: string; name: string }[]>('handset/tags', {
      token: guardToken,
      headers: { 'x-app-instance-id': DEMO_GUARD.appInstanceId },
    });
    const tag = tags[0];
    await page.getByRole('button', { name: 'Start scanning' }).click();
    await page.evaluate(
      (serial) => (window as unknown as { tapTag(s: string): void }).tapTag(serial),
      tag.serialNumber.toLowerCase(),
    );
    const row = page.locator(`li[data-serial="${tag.serialNumber}"]`);
    await expect.poll(() => row.textContent()).toContain(tag.name);
    // Once the server took it, the line says how the patrol engine judged it.
    await expect.poll(() => row.getByTestId('judged').textContent()).toMatch(JUDGED);
    await expect.poll(async () => mentioning(await recentAlerts(), tag.serialNumber).length).toBeGreaterThan(0);
    await screenshot(page, 'handset-scan-judged-412');
  });

  it("offers the tag's printed QR where Web NFC is missing: the back camera's view opens; typing still works", async () => {
    const tag = (
      await call<{ serialNumber: string; name: string }[]>('handset/tags', {
        token: await login(DEMO_GUARD.emailAddress),
        headers: { 'x-app-instance-id': DEMO_GUARD.appInstanceId },
      })
    )[1];
    // The same phone in a browser without Web NFC (an iPhone, a desktop).
    const bare = await phone.newPage();
    await bare.addInitScript(() => {
      delete (window as { NDEFReader?: unknown }).NDEFReader;
    });
    await bare.goto(`${server.url}/handset`);
    await bare.getByText(/cannot read NFC tags/).waitFor();
    await bare.getByRole('button', { name: 'Scan the printed QR' }).click();
    const view = bare.getByRole('region', { name: 'QR reader' }).locator('video');
    await expect
      .poll(() => view.evaluate((video: HTMLVideoElement) => video.videoWidth > 0 && !video.paused))
      .toBe(true);
    await screenshot(bare, 'handset-qr-reader-412');
    await bare.getByRole('button', { name: 'Close' }).click();
    expect(await view.count()).toBe(0);
    await bare.getByLabel('Tag serial').fill(tag.serialNumber.replaceAll(':', '').toLowerCase());
    await bare.getByRole('button', { name: 'Send scan' }).click();
    const row = bare.locator(`li[data-serial="${tag.serialNumber}"]`);
    await expect.poll(() => row.textContent()).toContain(tag.name);
    await expect.poll(() => row.getByTestId('judged').textContent()).toMatch(JUDGED);
    await bare.close();
  });

  it('sends a panic held for 2 seconds to the console with the position, and a short press sends nothing', async () => {
    const panic = page.getByRole('button', { name: /PANIC/ });
    const box = await panic.boundingBox();
    if (!box) throw new Error('no panic button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await page.mouse.down();
    await expect.poll(() => alarmSaid().textContent()).toMatch(/^Received by the control room \d\d:\d\d$/);
    await page.mouse.up();
    await expect
      .poll(() => heard.filter((h) => h.event === SOCKET_EVENTS.critical && h.payload.type === 'panic'))
      .toHaveLength(1);
    const alarm = heard.find((h) => h.event === SOCKET_EVENTS.critical && h.payload.type === 'panic');
    expect(alarm?.payload).toMatchObject({ latitude: POSITION.latitude, longitude: POSITION.longitude });
  });

  it('keeps three scans made with no signal and sends them once when the signal is back', async () => {
    const serials = ['04:E0:00:00:00:01', '04:E0:00:00:00:02', '04:E0:00:00:00:03'];
    await phone.setOffline(true);
    for (const serial of serials) {
      await page.evaluate((s) => (window as unknown as { tapTag(s: string): void }).tapTag(s), serial.toLowerCase());
    }
    await expect.poll(() => page.locator('li[data-serial^="04:E0"]').count()).toBe(3);
    // The guard's three scans: the positions taken with them wait too, counted apart.
    await expect.poll(() => outbox().textContent()).toBe('3 waiting to send · No signal');
    await expect
      .poll(() => page.getByTestId('reports').textContent())
      .toMatch(/^\d+ position or battery reports? waits? too$/);
    expect(mentioning(await recentAlerts(), '04:E0:00:00:00')).toEqual([]);
    await screenshot(page, 'handset-offline-412');
    await phone.setOffline(false);
    await expect.poll(() => outbox().textContent()).toBe('All sent');
    const rows = await recentAlerts();
    expect(serials.map((serial) => mentioning(rows, serial).length)).toEqual([1, 1, 1]);
  });

  it("shows the patrol of the guard's site as the server has it: the route now and its tags with due times, else the next", async () => {
    const { now, plans } = await handsetGet<HandsetPatrols>(server.url, 'handset/patrols');
    const current = plans.find((plan) => !plan.closed && plan.startAt <= now && now < plan.endAt);
    const view = page.getByRole('region', { name: 'Current patrol' });
    if (current) {
      await expect.poll(() => view.locator('h2').textContent()).toContain(current.routeName);
      // Its tags in the route's order, each with its due time on the company's clock and how the server judged it.
      const rows = view.locator('.route-tag');
      await expect.poll(() => rows.count()).toBe(current.tags.length);
      for (const [index, tag] of current.tags.entries())
        expect(await rows.nth(index).textContent()).toContain(
          `${wallText(tag.dueAt, 'Africa/Johannesburg').slice(11, 16)} ${tag.name}`,
        );
    } else {
      const next = plans.find((plan) => plan.startAt > now);
      await expect
        .poll(() => view.getByTestId('no-patrol').textContent())
        .toBe(
          next
            ? `No patrol now — next: ${next.routeName} at ${wallText(next.startAt, 'Africa/Johannesburg').slice(11, 16)}`
            : 'No patrol now',
        );
    }
    await screenshot(page, 'handset-patrol-412');
  });

  it("asks a guard alone 'Are you OK?' when a welfare check falls due, and sends 'I'm OK'", async () => {
    // A check every 5 minutes at the guard's site; clocked in 6 minutes ago: one is due.
    const site = await call<Record<string, unknown>>(`site/${siteId}`, { token: adminToken });
    await call('site', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ ...site, welfareCheckMinutes: 5 }),
    });
    const clockedIn = Math.floor(Date.now() / 1000) - 6 * 60;
    // Off duty first (one clock-in at a time), then on duty 6 minutes ago.
    await postHandsetEvents(server.url, [
      { type: 'attendance', clockType: 'clockOut', eventGuid: crypto.randomUUID(), sentAt: clockedIn - 1 },
      { type: 'attendance', clockType: 'clockIn', eventGuid: crypto.randomUUID(), sentAt: clockedIn },
    ]);
    await page.reload();
    const ask = page.getByRole('button', { name: "I'm OK" });
    await expect.poll(() => ask.isVisible(), { timeout: 30_000 }).toBe(true);
    await screenshot(page, 'handset-welfare-412');
    const open = async () => (await handsetGet<HandsetWelfare>(server.url, 'handset/welfare')).open;
    expect(await open()).not.toBeNull();
    await ask.click();
    // The server has the answer: no check is open any more.
    await expect.poll(open).toBeNull();
    // Off again: no more checks for the rest of the journey.
    await call('site', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ ...site, welfareCheckMinutes: null }),
    });
  });

  it("raises 'Welfare check missed' on the console, with the alarm, when a check goes unanswered", async () => {
    // The second guard's site checks every 5 minutes, to be answered within 1; he is on duty since 7 minutes ago
    // (his handset's clock-in): the check due 2 minutes ago had its minute and no answer.
    const { siteId: hisSite } = await call<{ siteId: number }>('employee/me', {
      token: await login(SECOND_GUARD.emailAddress),
    });
    const site = await call<Record<string, unknown>>(`site/${hisSite}`, { token: adminToken });
    const save = (fields: Record<string, unknown>) =>
      call('site', { method: 'POST', token: adminToken, body: JSON.stringify({ ...site, ...fields }) });
    await save({ welfareCheckMinutes: 5, welfareAnswerMinutes: 1 });
    const clockedIn = Math.floor(Date.now() / 1000) - 7 * 60;
    await postHandsetEvents(
      server.url,
      [
        { type: 'attendance', clockType: 'clockOut', eventGuid: crypto.randomUUID(), sentAt: clockedIn - 1 },
        { type: 'attendance', clockType: 'clockIn', eventGuid: crypto.randomUUID(), sentAt: clockedIn },
      ],
      SECOND_GUARD,
    );
    // The control room's console, left on a device's page by the activation above, back on its Alerts page.
    await control.getByRole('menuitem', { name: 'Alerts' }).click();
    const missed = control
      .getByTestId('alert-box-red')
      .getByTestId('alert-item')
      .filter({ hasText: 'Welfare check missed' });
    await missed.first().waitFor({ timeout: 45_000 });
    await control.locator('[data-testid="alarm-state"][data-state="on"]').waitFor();
    expect(heard.some((h) => h.event === SOCKET_EVENTS.critical && h.payload.type === 'welfareCheckMissed')).toBe(true);
    await screenshot(control, 'handset-welfare-missed-console-1440');
    await save({ welfareCheckMinutes: null });
  });

  it("tells the truth of a panic: waiting with a call link, received once stored, then the control room's answer", async () => {
    await phone.setOffline(true);
    await holdPanic('Waiting — no signal');
    const dial = page.getByRole('link', { name: 'Call the control room' });
    expect(await dial.getAttribute('href')).toMatch(/^tel:\+?\d{9,}$/);
    const text = await page.getByRole('link', { name: 'Send a text' }).getAttribute('href');
    expect(decodeURIComponent(String(text))).toContain(`position ${POSITION.latitude.toFixed(5)}`);
    await screenshot(page, 'handset-panic-waiting-412');
    const before = heard.filter((h) => h.event === SOCKET_EVENTS.critical && h.payload.type === 'panic').length;
    await phone.setOffline(false);
    await expect.poll(() => alarmSaid().textContent()).toMatch(/^Received by the control room \d\d:\d\d$/);
    await screenshot(page, 'handset-panic-received-412');
    await expect
      .poll(() => heard.filter((h) => h.event === SOCKET_EVENTS.critical && h.payload.type === 'panic').length)
      .toBe(before + 1);
    const alarm = heard.filter((h) => h.event === SOCKET_EVENTS.critical && h.payload.type === 'panic').at(-1);
    await call('alarmAlert/respond', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({
        message: 'Armed response on the way.',
        respondedAt: Math.floor(Date.now() / 1000),
        respondedToType: 'panic',
        respondedToGuid: alarm?.payload.eventGuid,
        topic: 'critical-qa',
      }),
    });
    await expect.poll(() => alarmSaid().textContent()).toMatch(/^Answered by .+: Armed response on the way\.$/);
    await screenshot(page, 'handset-panic-answered-412');
    await page.getByTestId('alarm-state').getByRole('button', { name: 'Close' }).click();
  });

  it('chats both ways with the control room, a photo too', async () => {
    await page.getByRole('button', { name: 'Chat' }).click();
    await page.getByLabel('Message').fill('Gate 2 is open, checking.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect
      .poll(() =>
        heard.some((h) => h.event === SOCKET_EVENTS.chatMessage && h.payload.message === 'Gate 2 is open, checking.'),
      )
      .toBe(true);
    await call('chats', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ siteId, message: 'Copy, stay in touch.' }),
    });
    await expect.poll(() => page.getByText('Copy, stay in touch.').count()).toBe(1);
    await page.getByLabel('Send a photo').setInputFiles('public/handset/icon-192.png');
    await expect
      .poll(() =>
        heard.some((h) => h.event === SOCKET_EVENTS.chatMessage && String(h.payload.imageUrl).startsWith('/files/')),
      )
      .toBe(true);
  });

  it('files an incident with a photo with no signal: waiting, then received once, seen and approved in the console', async () => {
    const TEXT = 'Fire door 3 propped open at the loading dock';
    const mine = async () =>
      (
        await call<{ id: number; text: string; imageUrls: string[]; severity: string; latitude: number | null }[]>(
          `incidents?filter=${encodeURIComponent(JSON.stringify({ q: 'Fire door 3' }))}`,
          { token: adminToken },
        )
      ).filter((incident) => incident.text === TEXT);
    await page.getByRole('button', { name: 'Incident', exact: true }).click();
    await phone.setOffline(true);
    await page.getByLabel('Category').selectOption('Fire or hazard');
    await page.getByLabel('Medium').check();
    await page.getByLabel('What did you find?').fill(TEXT);
    await page.getByLabel(/Add a photo \(0 of 5\)/).setInputFiles('public/handset/icon-192.png');
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await expect.poll(() => page.getByTestId('incident-where').textContent()).toMatch(/^Position: ±8 m/);
    await screenshot(page, 'handset-incident-form-412');
    await page.getByRole('button', { name: 'Send the report' }).click();
    const state = page.getByTestId('incident-state');
    await expect.poll(() => state.textContent()).toBe('Waiting to send');
    await screenshot(page, 'handset-incident-waiting-412');
    expect(await mine()).toEqual([]);

    await phone.setOffline(false);
    await expect.poll(() => state.textContent(), { timeout: 30_000 }).toMatch(/^✓ Received \d\d:\d\d$/);
    await screenshot(page, 'handset-incident-received-412');
    const [stored, ...more] = await mine();
    expect(more).toEqual([]);
    expect([stored.severity, stored.imageUrls.length, stored.latitude]).toEqual(['medium', 1, POSITION.latitude]);

    await control.getByRole('menuitem', { name: 'Incidents' }).click();
    await control.waitForURL('**/company/incidents');
    const rows = control.locator('tbody tr').filter({ hasText: 'Fire or hazard' });
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    await control.waitForURL(`**/company/incidents/${stored.id}`);
    await control.getByTestId('incident-text').filter({ hasText: TEXT }).waitFor();
    await control.getByRole('img', { name: 'Photo 1 of the incident' }).waitFor();
    await control.getByRole('button', { name: 'Approve for the client' }).click();
    await control.getByText(/Approved for the client by/).waitFor();
    await screenshot(control, 'handset-incident-console-1440');
  });

  it("clocks in with a photo from the front camera: the console's Attendance list shows it with the photo", async () => {
    // Attendance lists yesterday 04:00 to today 21:59 UTC by default: a phone clock 3 hours behind puts the
    // clock-in inside that range whatever the hour of the run (the server keeps a handset's time up to 7 days old).
    await page.clock.setSystemTime(Date.now() - 3 * 3_600_000);
    // Off duty as the server has it (the demo guard may be on duty): clocked out now through his handset.
    await postHandsetEvents(server.url, [
      {
        type: 'attendance',
        clockType: 'clockOut',
        eventGuid: crypto.randomUUID(),
        sentAt: Math.floor(Date.now() / 1000),
      },
    ]);
    await page.getByRole('button', { name: 'Clock', exact: true }).click();
    await expect.poll(() => page.getByTestId('duty').textContent()).toBe('Off duty');
    const take = page.getByRole('button', { name: 'Take photo' });
    await expect.poll(() => take.isEnabled()).toBe(true);
    await take.click();
    // One button that knows: no clock-out for a guard off duty.
    expect(await page.getByRole('button', { name: /Clock out/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Clock in' }).click();
    await expect.poll(() => page.getByText(/Clocked in/).count()).toBe(1);
    const clockIn = () =>
      heard.find((h) => h.event === SOCKET_EVENTS.attendance && JSON.stringify(h.payload).includes('/files/'));
    await expect.poll(() => clockIn() !== undefined).toBe(true);
    const payload = clockIn()?.payload as { clockTime: number | string; imageUrl: string };
    const clockedAt =
      typeof payload.clockTime === 'number'
        ? payload.clockTime
        : Math.floor(Date.parse(String(payload.clockTime)) / 1000);
    const photo = await fetch(`${server.url}${payload.imageUrl}`, { headers: { 'x-access-token': adminToken } });
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    await control.getByRole('menuitem', { name: 'Attendance' }).click();
    await control.waitForURL('**/company/attendance');
    await control.getByRole('combobox', { name: 'Site' }).click();
    await control.getByRole('option', { name: siteName }).click();
    const row = control
      .locator('tbody tr')
      .filter({ hasText: `${sast(clockedAt)}` })
      .filter({ hasText: 'Bongani' });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Show the clock-in picture of Bongani Khumalo' }).click();
    const dialog = control.getByRole('dialog', { name: `Clock in picture: Bongani Khumalo, ${sast(clockedAt)}` });
    const picture = dialog.getByRole('img', { name: 'Clock in picture of Bongani Khumalo' });
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // The camera's picture, not the black of a camera not yet showing: Chromium's fake camera is green.
    const brightest = await picture.evaluate((image: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let green = 0;
      for (let i = 1; i < data.length; i += 4) green = Math.max(green, data[i]);
      return green;
    });
    expect(brightest).toBeGreaterThan(100);
    await screenshot(control, 'handset-attendance-photo-1440');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('opens again with no signal from its service worker', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await phone.setOffline(true);
    await page.reload();
    await expect.poll(() => page.locator('header').textContent()).toContain('Web Handset');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await phone.setOffline(false);
  });
});
