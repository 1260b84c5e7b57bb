/**
 * Scan and panic to console: `npm run bench:handsetScan` (which builds the console, the handset app and the server
 * first). The handset web app in a phone-sized Chromium, activated as a device of the demo guard's site, reads tags
 * from a Web NFC stand-in; the time from the tag read to the scan's live event on a console's socket (signed in as the
 * company's admin), beside the simulator's way: a direct POST of the same event to the handset API, to the same
 * socket. Then PANIC held on the screen: the time from the hold completing (the press plus HOLD_MS, when the app
 * sends it) to the panic on the console's socket, beside a direct POST of a panic. Prints a markdown table for
 * docs/performance.md.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'socket.io-client';
import { HOLD_MS } from '../../handset/src/HoldButton';
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';
import { startServerProcess } from '../../server/src/test/serverProcess';
import { launchBrowser } from '../browser';
import { percentile } from './stats';

const RUNS = Number(process.env.BENCH_SCANS ?? 40);
const PANICS = Number(process.env.BENCH_PANICS ?? 20);
const GUARD = { emailAddress: 'bongani.khumalo@guardforce.co.za', appInstanceId: 'demo-app-0-1' };
const NFC_STAND_IN = `
  window.__readers = [];
  window.NDEFReader = class extends EventTarget { async scan() { window.__readers.push(this); } };
  window.tapTag = (serialNumber) => {
    for (const reader of window.__readers) reader.onreading?.(Object.assign(new Event('reading'), { serialNumber }));
  };
`;

async function login(url: string, emailAddress: string) {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress, password: DEMO_PASSWORD }),
  });
  return response.headers.get('x-access-token') as string;
}

async function api<T>(url: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': token, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const serial = (run: number, way: number) =>
  `04:B${way}:00:00:${(run >> 8).toString(16).padStart(2, '0')}:${(run & 255).toString(16).padStart(2, '0')}`.toUpperCase();

async function main() {
  for (const built of ['dist/handset/index.html', 'dist-server/main.js']) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run npm run bench:handsetScan, which builds it`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-handset-'));
  const server = await startServerProcess('compiled', dataDir, { DEMO: '1', AUTH_RATE_LIMIT: '1000' });
  const browser = await launchBrowser();
  try {
    const url = server.url;
    const admin = await login(url, 'admin@guardforce.co.za');
    const guard = await login(url, GUARD.emailAddress);
    const { siteId } = await api<{ siteId: number }>(url, 'employee/me', guard);
    const device = await api<{ id: number }>(url, 'device', admin, {
      siteId,
      deviceName: 'Bench Web Handset',
      serialNumber: 'BENCH-WEB-1',
      appInstanceId: 'bench-not-activated',
      contactNumber: '0821234567',
    });
    const { code } = await api<{ code: string }>(url, `device/${device.id}/activationCode`, admin, {});

    const arrived = new Map<string, number>();
    /** When each of the web handset's panics reached the socket, in order. */
    const appPanics: number[] = [];
    const socket = connect(url, { auth: { token: admin }, transports: ['websocket'] });
    socket.onAny((_event, payload) => {
      if (payload?.type === 'panic') {
        if (payload.deviceId === device.id) appPanics.push(performance.now());
        else if (!arrived.has(payload.eventGuid)) arrived.set(payload.eventGuid, performance.now());
        return;
      }
      const match = JSON.stringify(payload).match(/04:B[12]:00:00:[0-9A-F]{2}:[0-9A-F]{2}/);
      if (match && !arrived.has(match[0])) arrived.set(match[0], performance.now());
    });
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));

    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      isMobile: true,
      hasTouch: true,
      permissions: ['geolocation'],
      geolocation: { latitude: -26.1076, longitude: 28.0567 },
    });
    await context.addInitScript(NFC_STAND_IN);
    const page = await context.newPage();
    await page.goto(`${url}/handset`);
    await page.getByLabel('E-mail address').fill(GUARD.emailAddress);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Activation code').fill(code);
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('button', { name: 'Start scanning' }).click();

    const wait = async (key: string) => {
      for (let i = 0; i < 500 && !arrived.has(key); i++) await new Promise((resolve) => setTimeout(resolve, 5));
      return arrived.get(key);
    };
    const app: number[] = [];
    const direct: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const read = serial(run, 1);
      const tapped = performance.now();
      await page.evaluate((s) => (window as unknown as { tapTag(s: string): void }).tapTag(s), read.toLowerCase());
      const at = await wait(read);
      if (at !== undefined) app.push(at - tapped);

      const posted = serial(run, 2);
      const sent = performance.now();
      await api(
        url,
        'handset/events',
        guard,
        {
          events: [
            {
              type: 'nfcTagScan',
              eventGuid: crypto.randomUUID(),
              sentAt: Math.floor(Date.now() / 1000),
              serialNumber: posted,
            },
          ],
        },
        { 'x-app-instance-id': GUARD.appInstanceId },
      );
      const postedAt = await wait(posted);
      if (postedAt !== undefined) direct.push(postedAt - sent);
    }

    // PANIC (on the Patrol tab) held until it goes; the next press once the console has it. The button is found
    // again each time: the panic's state shown above it moves it down.
    const appPanic: number[] = [];
    const directPanic: number[] = [];
    for (let run = 0; run < PANICS; run++) {
      const before = appPanics.length;
      const panicButton = page.getByRole('button', { name: /PANIC/ });
      await panicButton.scrollIntoViewIfNeeded();
      const button = await panicButton.boundingBox();
      if (!button) throw new Error('no panic button');
      await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
      const pressed = performance.now();
      await page.mouse.down();
      for (let i = 0; i < 1000 && appPanics.length === before; i++) await new Promise((r) => setTimeout(r, 5));
      await page.mouse.up();
      if (appPanics.length > before) appPanic.push(appPanics[before] - (pressed + HOLD_MS));

      const eventGuid = crypto.randomUUID();
      const sent = performance.now();
      const panic = { type: 'panic', eventGuid, sentAt: Math.floor(Date.now() / 1000) };
      await api(url, 'handset/events', guard, { events: [panic] }, { 'x-app-instance-id': GUARD.appInstanceId });
      const at = await wait(eventGuid);
      if (at !== undefined) directPanic.push(at - sent);
    }
    socket.close();
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const figures = (values: number[], of: number) =>
      `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))} (${values.length} of ${of})`;
    console.log("| measure | handset web app | simulator's direct POST (same run) |\n|---|---|---|");
    console.log(`| tag read → scan on a console's socket | ${figures(app, RUNS)} | ${figures(direct, RUNS)} |`);
    console.log(
      `| PANIC hold complete → panic on a console's socket | ${figures(appPanic, PANICS)} | ${figures(directPanic, PANICS)} |`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
