/**
 * The console under its security headers: the answers carry the Content-Security-Policy (no framing),
 * nosniff and the referrer policy, and nothing the console does is refused by the policy — signing in,
 * the live socket, the alarm sound starting on a panic, a guard's clock-in photo, a site's map with tiles from the configured tile
 * host and its address search on the configured geocoder, the employee info PDF, the API docs. A host
 * that is not configured is refused, so the policy is in force and not merely present.
 *
 * The tile host and geocoder are a small local server on another port (another origin), so nothing
 * leaves the machine.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import {
  launchBrowser,
  postHandsetEvents,
  type RunningServer,
  screenshot,
  signIn,
  startServer,
  uploadHandsetPhoto,
} from './harness';

/** A 1×1 PNG: every tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const FOUND = { lat: '-26.1076', lon: '28.0567' };

let mapServices: Server;
let mapPort: number;
const served = { tiles: 0, searches: 0 };
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mapServices = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path.startsWith('/tiles/')) {
      served.tiles += 1;
      response.writeHead(200, { 'content-type': 'image/png' }).end(TILE);
    } else if (path === '/search') {
      served.searches += 1;
      response
        .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
        .end(JSON.stringify([FOUND]));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => mapServices.listen(0, '127.0.0.1', resolve));
  mapPort = (mapServices.address() as AddressInfo).port;
  [server, browser] = await Promise.all([
    startServer({
      TILE_URL: `http://127.0.0.1:${mapPort}/tiles/{z}/{x}/{y}.png`,
      GEOCODE_URL: `http://127.0.0.1:${mapPort}/search`,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => mapServices?.close(resolve));
});

interface Violation {
  directive: string;
  blockedURI: string;
}

/** The page's window with what openPage's init script records in it. */
type Recording = typeof window & { violations: Violation[]; tones: number };

/**
 * A console page that records every policy violation (the DOM event, and Chromium's console report) and
 * every alarm tone started (the Web Audio oscillators the siren is made of).
 */
async function openPage(): Promise<{ page: Page; violations: () => Promise<Violation[]>; reports: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  contexts.push(context);
  await context.addInitScript(() => {
    const w = window as Recording;
    w.violations = [];
    w.tones = 0;
    document.addEventListener('securitypolicyviolation', (event) => {
      w.violations.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI });
    });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.tones += 1;
      return start.apply(this, args);
    };
  });
  const page = await context.newPage();
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) reports.push(message.text());
  });
  const violations = () => page.evaluate(() => (window as Recording).violations);
  return { page, violations, reports };
}

/** The policy as directive -> sources. */
const policy = (header = '') =>
  new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources] as const),
  );

describe('the console under its Content-Security-Policy', () => {
  it('is served with the security headers', async () => {
    const { page } = await openPage();
    const response = await page.goto(`${server.url}/login`);
    const headers = response?.headers() ?? {};
    const csp = policy(headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('img-src')).toContain(`http://127.0.0.1:${mapPort}`);
    expect(csp.get('connect-src')).toContain(`http://127.0.0.1:${mapPort}`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('signs in, keeps its live socket, and sounds the alarm on a panic, with nothing refused', async () => {
    const { page, violations, reports } = await openPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await signIn(page, server.url, 'admin@guardforce.co.za');
    await page.waitForURL('**/company/alerts');
    await page.getByText(/Server connection fine \(\d{2}:\d{2}:\d{2}\)/).waitFor();
    // The first click lets the page make sound (browsers allow audio only after a gesture).
    await page.getByTestId('alarm-state').click();
    const panic = { type: 'panic', eventGuid: randomUUID(), sentAt: Math.floor(Date.now() / 1000) };
    await postHandsetEvents(server.url, [panic]);
    await page.locator(`[data-testid="alert-box-red"] [data-guid="${panic.eventGuid}"]`).waitFor();
    await page.locator('[data-testid="alarm-state"][data-state="on"]').waitFor();
    await page.waitForFunction(() => (window as Recording).tones > 0);
    expect(sockets.some((url) => url.includes('/socket.io/'))).toBe(true);
    await screenshot(page, 'security-alerts');
    expect(await violations()).toEqual([]);
    expect(reports).toEqual([]);
  });

  it("shows a guard's clock-in photo (served only with the console's session) in the alert, with nothing refused", async () => {
    const imageUrl = await uploadHandsetPhoto(server.url, TILE);
    const clockIn = {
      type: 'attendance',
      clockType: 'clockIn',
      eventGuid: randomUUID(),
      sentAt: Math.floor(Date.now() / 1000),
      imageUrl,
    };
    await postHandsetEvents(server.url, [clockIn]);
    expect((await fetch(`${server.url}${imageUrl}`)).status).toBe(401);

    const { page, violations, reports } = await openPage();
    await signIn(page, server.url, 'admin@guardforce.co.za');
    await page.waitForURL('**/company/alerts');
    await page.locator(`[data-guid="${clockIn.eventGuid}"]`).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clock in picture' }).click();
    const picture = page.getByRole('dialog').getByRole('img', { name: 'Clock in picture' });
    await picture.waitFor();
    await page.waitForFunction((image) => (image as HTMLImageElement | null)?.complete, await picture.elementHandle());
    expect(
      await picture.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.src.startsWith('blob:')]),
    ).toEqual([1, true]);
    await screenshot(page, 'security-clock-in-photo');
    expect(await violations()).toEqual([]);
    expect(reports).toEqual([]);
  });

  it("shows a site's map with tiles from the tile host and finds its address on the geocoder, with nothing refused", async () => {
    const { page, violations, reports } = await openPage();
    await signIn(page, server.url, 'admin@guardforce.co.za');
    await page.waitForURL('**/company/alerts');
    await page.goto(`${server.url}/company/sites`);
    await page.getByRole('cell', { name: 'Sandton Office Park', exact: true }).click();
    await page.waitForURL('**/company/site/xtra/details');
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    expect(served.tiles).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Set address location on map' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.site.addressSet }).waitFor();
    expect(served.searches).toBe(1);
    await screenshot(page, 'security-site-map');
    expect(await violations()).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('downloads the employee info PDF, with nothing refused', async () => {
    const { page, violations, reports } = await openPage();
    await signIn(page, server.url, 'admin@guardforce.co.za');
    await page.waitForURL('**/company/alerts');
    await page.goto(`${server.url}/company/employees`);
    await page.getByText('Bongani Khumalo').click();
    await page.getByText('QR code').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Employee Info' }).click(),
    ]);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toBe('Bongani Khumalo.pdf');
    expect(await violations()).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('shows the API docs, with nothing refused', async () => {
    const { page, violations, reports } = await openPage();
    await page.goto(`${server.url}/api/docs`);
    await page.getByText('Patrol Console API').first().waitFor();
    await page.locator('.opblock').first().waitFor();
    // What a reader sees first: the whole page is every operation, tens of thousands of pixels long.
    await screenshot(page, 'security-api-docs', { fullPage: false });
    expect(await violations()).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('refuses a host that is not configured: the policy is in force', async () => {
    const { page, violations } = await openPage();
    await page.goto(`${server.url}/login`);
    const elsewhere = `http://localhost:${mapPort}/tiles/0/0/0.png`;
    const before = served.tiles;
    await page.evaluate((src) => {
      const image = document.createElement('img');
      image.src = src;
      document.body.append(image);
    }, elsewhere);
    await page.waitForFunction(() => (window as Recording).violations.length > 0);
    expect(await violations()).toEqual([{ directive: 'img-src', blockedURI: elsewhere }]);
    expect(served.tiles).toBe(before);
  });
});
