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
import { MESSAGES } from '../contract/messages';
import { DEMO_GUARD, launchBrowser, PASSWORD, type RunningServer, screenshot, startServer } from './harness';

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

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer(),
    launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']),
  ]);
  adminToken = await login(ADMIN);
  const guardToken = await login(DEMO_GUARD.emailAddress);
  siteId = (await call<{ siteId: number }>('employee/me', { token: guardToken })).siteId;
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
  });

  it('refuses an admin at sign-in: the handset is for guards', async () => {
    await page.getByLabel('E-mail address').fill(ADMIN);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(MESSAGES.activation.guardsOnly);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
  });

  it('signs a guard in and activates the phone with the code the console asked for', async () => {
    const device = await call<{ id: number; deviceName: string }>('device', {
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
    const { code } = await call<{ code: string }>(`device/${device.id}/activationCode`, {
      method: 'POST',
      token: adminToken,
      body: '{}',
    });
    await page.getByLabel('E-mail address').fill(DEMO_GUARD.emailAddress);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Activation code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect.poll(() => page.locator('header').textContent()).toContain('Web Handset');
    const state = await call<{ activatedAt: number | null }>(`device/${device.id}/activation`, { token: adminToken });
    expect(state.activatedAt).not.toBeNull();
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
    await expect.poll(async () => mentioning(await recentAlerts(), tag.serialNumber).length).toBeGreaterThan(0);
  });

  it('sends a panic held for 2 seconds to the console with the position, and a short press sends nothing', async () => {
    const panic = page.getByRole('button', { name: /PANIC/ });
    const box = await panic.boundingBox();
    if (!box) throw new Error('no panic button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.up();
    await page.mouse.down();
    await expect.poll(() => page.getByText(/Panic sent/).count()).toBe(1);
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
    await expect.poll(() => outbox().textContent()).toMatch(/\d+ waiting to send/);
    expect(mentioning(await recentAlerts(), '04:E0:00:00:00')).toEqual([]);
    await screenshot(page, 'handset-offline-412');
    await phone.setOffline(false);
    await expect.poll(() => outbox().textContent()).toBe('All sent');
    const rows = await recentAlerts();
    expect(serials.map((serial) => mentioning(rows, serial).length)).toEqual([1, 1, 1]);
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

  it("clocks in with a photo from the front camera: the console's attendance event carries it, photo served", async () => {
    await page.getByRole('button', { name: 'Clock', exact: true }).click();
    const take = page.getByRole('button', { name: 'Take photo' });
    await expect.poll(() => take.isEnabled()).toBe(true);
    await take.click();
    await page.getByRole('button', { name: 'Clock in' }).click();
    await expect.poll(() => page.getByText(/Clocked in/).count()).toBe(1);
    // Attendance lists the shift window 04:00–21:59 UTC, whatever the hour of the run: the console's live
    // attendance event carries the clock-in and its photo, which the server serves to the company.
    const clockIn = () =>
      heard.find((h) => h.event === SOCKET_EVENTS.attendance && JSON.stringify(h.payload).includes('/files/'));
    await expect.poll(() => clockIn() !== undefined).toBe(true);
    const imageUrl = JSON.stringify(clockIn()?.payload).match(/\/files\/[\w-]+\.(jpg|png|webp)/)?.[0];
    const photo = await fetch(`${server.url}${imageUrl}`, { headers: { 'x-access-token': adminToken } });
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
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
