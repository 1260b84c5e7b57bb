/**
 * Browser journeys: the real server (built console, embedded PGlite with demo data, a free port)
 * driven through Debian's Chromium with playwright-core. Screenshots land in test-results/.
 */
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEMO_PASSWORD } from '../server/src/db/demo/password';
import { type RunningServer, startServer as startServerOn } from '../server/src/test/serverProcess';
import { launchBrowser } from '../tools/browser';

export type { RunningServer } from '../server/src/test/serverProcess';
export { launchBrowser };

/**
 * The built server (dist-server/main.js, as `npm start` runs it; the journeys run after the build) on a fresh data
 * folder, made from the run's migrated template (./databaseTemplate.ts).
 */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServerOn(env, inject('pgdataTemplate'), 'compiled');
}

/** A fresh data folder holding a copy of the run's migrated PGlite template, for a journey that prepares its data. */
export function dataDirFromTemplate(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = inject('pgdataTemplate');
  if (template) cpSync(template, join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

export const PASSWORD = DEMO_PASSWORD;
const RESULTS = join(process.cwd(), 'test-results');

/** The whole page by default; `fullPage: false` for a page too long to draw whole (the API docs). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(RESULTS, { recursive: true });
  await page.screenshot({ path: join(RESULTS, `${name}.png`), fullPage });
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
/** A second guard of the company and their handset, at the next demo site (Rosebank Corporate Campus). */
export const SECOND_GUARD = { emailAddress: 'johannes.botha@guardforce.co.za', appInstanceId: 'demo-app-1-1' };
type Handset = typeof DEMO_GUARD;

/** A running server and browser for one file's journeys; every context opened is kept here to be closed. */
export interface Journey {
  server: RunningServer;
  browser: Browser;
  contexts: BrowserContext[];
}

/** Starts the server (with `env`) and the browser before the file's journeys; closes them and its contexts after. */
export function startJourney(env: Record<string, string> = {}): Journey {
  const journey = { contexts: [] as BrowserContext[] } as Journey;
  beforeAll(async () => {
    [journey.server, journey.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(journey.contexts.map((context) => context.close()));
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}

/**
 * A console signed in on its own context (1440 px, South African time), once it has reached `landing`. With `clock`,
 * the page's timers and Date run on Playwright's clock from the start (flowing as the wall clock does), so the
 * journey can run them on with `page.clock.runFor` instead of waiting.
 */
export async function openConsole(
  journey: Journey,
  emailAddress: string,
  landing: string,
  { clock = false }: { clock?: boolean } = {},
): Promise<Page> {
  const context = await journey.browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Africa/Johannesburg',
    locale: 'en-ZA',
  });
  journey.contexts.push(context);
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await signIn(page, journey.server.url, emailAddress);
  await page.waitForURL(`**/${landing}`);
  return page;
}

/** Each guard's token on each server, signed in once: a journey posting many batches stays under the sign-in limit. */
const tokens = new Map<string, string>();

/** The demo guard's handset headers, signed in (no content type). */
async function handsetHeaders(url: string, guard: Handset = DEMO_GUARD): Promise<Record<string, string>> {
  const key = `${url} ${guard.emailAddress}`;
  let token = tokens.get(key);
  if (!token) {
    const login = await fetch(`${url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: guard.emailAddress, password: PASSWORD }),
    });
    token = login.headers.get('x-access-token') ?? undefined;
    if (!login.ok || !token) throw new Error(`the demo guard could not sign in: ${login.status}`);
    tokens.set(key, token);
  }
  return { 'x-access-token': token, 'x-app-instance-id': guard.appInstanceId };
}

/** A handset call; a token the server no longer takes (the guard's record changed) is replaced once, as a handset would. */
async function handsetFetch(url: string, path: string, init: RequestInit, guard: Handset = DEMO_GUARD) {
  const call = async () =>
    fetch(`${url}${path}`, { ...init, headers: { ...init.headers, ...(await handsetHeaders(url, guard)) } });
  const response = await call();
  if (response.status !== 401) return response;
  tokens.delete(`${url} ${guard.emailAddress}`);
  return call();
}

/** Uploads an image as the demo guard's handset does a clock-in photo (POST /api/v1/handset/photo); answers its imageUrl. */
export async function uploadHandsetPhoto(url: string, content: Uint8Array, filename = 'clock-in.png'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), filename);
  const response = await handsetFetch(url, '/api/v1/handset/photo', { method: 'POST', body: form });
  if (!response.ok) throw new Error(`photo upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { imageUrl: string }).imageUrl;
}

/** A handset GET (`path` under /api/v1/) as the demo guard's handset, answered 200. */
export async function handsetGet<T>(url: string, path: string, guard: Handset = DEMO_GUARD): Promise<T> {
  const response = await handsetFetch(url, `/api/v1/${path}`, { method: 'GET' }, guard);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Posts a batch of handset events as the demo guard's handset (or another's) would (POST /api/v1/handset/events). */
export async function postHandsetEvents(
  url: string,
  events: Record<string, unknown>[],
  guard: Handset = DEMO_GUARD,
): Promise<unknown> {
  const response = await handsetFetch(
    url,
    '/api/v1/handset/events',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events }) },
    guard,
  );
  const answer = (await response.json()) as { results?: { status: string }[] };
  if (!response.ok || answer.results?.some((result) => result.status !== 'accepted')) {
    throw new Error(`handset events refused: ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer;
}
