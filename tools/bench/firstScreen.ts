/**
 * The first screens in Chromium, with the cache disabled and, when asked, on an emulated slow link:
 * /login timed until the e-mail field is visible and enabled (the page can be used), then, signed in,
 * until the Alerts page shows its boxes. Each with every byte the browser received for it (headers and
 * bodies as sent, compressed or not), and its scripts alone.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';

/** A slow branch-office link: 400 ms latency, 1.6 Mbit/s each way. */
const SLOW_LINK = { latency: 400, downloadThroughput: 1_600_000 / 8, uploadThroughput: 1_600_000 / 8 };

export interface ScreenLoad {
  /** Milliseconds until the screen can be used. */
  ms: number;
  /** Bytes received for every request of the screen, and for its scripts alone. */
  bytes: number;
  scriptBytes: number;
  requests: number;
  scripts: number;
}

export interface FirstScreens {
  signIn: ScreenLoad;
  /** Pressing Sign In to the Alerts page: the shell, the page and their data (bytes from focusing the form). */
  alerts: ScreenLoad;
}

interface Options {
  /** Accept-Encoding: identity, so the server sends every file as it is. */
  uncompressed?: boolean;
  throttled?: boolean;
  /** A demo account that lands on the Alerts page. */
  emailAddress: string;
  /** How long a person takes to type the e-mail address and password, from focusing the field to Sign In. */
  typingMs: number;
}

/** Counts what the page receives from the moment it is made; `since()` marks where a screen starts. */
function traffic(cdp: CDPSession) {
  const sent: string[] = [];
  const failed = new Set<string>();
  const types = new Map<string, string>();
  const received = new Map<string, number>();
  // The live socket's long polls stay open: they are not part of loading a screen.
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.includes('/socket.io/')) sent.push(event.requestId);
  });
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => received.set(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => failed.add(event.requestId));
  return {
    mark: () => sent.length,
    /** What was asked for between two marks, counted once it has all arrived (10 s at most). */
    async load(page: Page, from: number, to: number, ms: number): Promise<ScreenLoad> {
      const asked = sent.slice(from, to).filter((id) => !failed.has(id));
      for (let waited = 0; asked.some((id) => !received.has(id) && !failed.has(id)) && waited < 10_000; waited += 20) {
        await page.waitForTimeout(20);
      }
      const loaded = asked.filter((id) => received.has(id));
      const scripts = loaded.filter((id) => types.get(id) === 'Script');
      const sum = (ids: string[]) => ids.reduce((total, id) => total + (received.get(id) ?? 0), 0);
      return { ms, bytes: sum(loaded), scriptBytes: sum(scripts), requests: loaded.length, scripts: scripts.length };
    },
  };
}

export async function loadFirstScreens(browser: Browser, url: string, options: Options): Promise<FirstScreens> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (options.uncompressed) {
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    }
    if (options.throttled) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_LINK });
    const seen = traffic(cdp);

    let started = performance.now();
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    const email = page.getByLabel('Email address');
    await email.waitFor({ state: 'visible', timeout: 120_000 });
    while (!(await email.isEnabled())) await page.waitForTimeout(10);
    const signInMs = performance.now() - started;
    const signedOut = seen.mark();
    const signIn = await seen.load(page, 0, signedOut, signInMs);

    const typing = seen.mark();
    await email.click();
    await email.fill(options.emailAddress);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.waitForTimeout(options.typingMs);
    started = performance.now();
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByTestId('alert-box-red').waitFor({ state: 'visible', timeout: 120_000 });
    const alertsMs = performance.now() - started;
    // What came down while the person typed counts for the Alerts page too.
    const alerts = await seen.load(page, typing, seen.mark(), alertsMs);
    return { signIn, alerts };
  } finally {
    await context.close();
  }
}
