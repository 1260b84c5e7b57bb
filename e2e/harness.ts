/**
 * Browser journeys: the real server (built console, embedded PGlite with demo data, a free port)
 * driven through Debian's Chromium with playwright-core. Screenshots land in test-results/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { freePort, startServerProcess } from '../server/src/test/serverProcess';

export const PASSWORD = 'Patrol123!';
export const RESULTS = join(process.cwd(), 'test-results');

export { freePort };

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** The real server through tsx on a fresh data folder (removed when stopped). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'patrol-e2e-'));
  const server = await startServerProcess('tsx', dataDir, env);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium with the flags this closed network needs; playwright gives each launch a fresh profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `${name}.png`), fullPage: true });
}

/** Signs in through the Sign In page. */
export async function signIn(page: Page, url: string, emailAddress: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email address').fill(emailAddress);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** The demo guard and the app instance of their handset (demo data). */
export const DEMO_GUARD = { emailAddress: 'bongani.khumalo@guardforce.co.za', appInstanceId: 'demo-app-0-1' };

/** Posts a batch of handset events as the demo guard's handset would (POST /api/v1/handset/events). */
export async function postHandsetEvents(url: string, events: Record<string, unknown>[]): Promise<unknown> {
  const login = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: DEMO_GUARD.emailAddress, password: PASSWORD }),
  });
  const token = login.headers.get('x-access-token');
  if (!login.ok || !token) throw new Error(`the demo guard could not sign in: ${login.status}`);
  const response = await fetch(`${url}/api/v1/handset/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-access-token': token,
      'x-app-instance-id': DEMO_GUARD.appInstanceId,
    },
    body: JSON.stringify({ events }),
  });
  const answer = (await response.json()) as { results?: { status: string }[] };
  if (!response.ok || answer.results?.some((result) => result.status !== 'accepted')) {
    throw new Error(`handset events refused: ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer;
}
