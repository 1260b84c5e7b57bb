/**
 * Browser journeys: the real server (built console, embedded PGlite with demo data, a free port)
 * driven through Debian's Chromium with playwright-core. Screenshots land in test-results/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/src/db/demo/password';

export { freePort, type RunningServer, startServer } from '../server/src/test/serverProcess';
export { launchBrowser } from '../tools/browser';

export const PASSWORD = DEMO_PASSWORD;
const RESULTS = join(process.cwd(), 'test-results');

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
