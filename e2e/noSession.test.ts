/**
 * A console address opened with no session lands on Sign In saying why ('Unauthorized. Log in with correct
 * credentials.'); Sign In opened by itself, and Sign In reached by Sign Out, say nothing.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { launchBrowser, type RunningServer, screenshot, signIn, startServer } from './harness';

const POLL = { timeout: 15_000 };
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ TILE_URL: '/no-tiles/{z}/{x}/{y}.png' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('no session', () => {
  it('sends a console address to Sign In with the spec’s message', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/company/alerts`);
    await page.waitForURL('**/login', POLL);
    await page.getByText(MESSAGES.auth.missingToken).waitFor(POLL);
    await screenshot(page, 'no-session');
  });

  it('says nothing on Sign In opened by itself, nor after Sign Out', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email address').waitFor(POLL);
    await signIn(page, server.url, 'admin@guardforce.co.za');
    await page.waitForURL('**/company/alerts', POLL);
    await page.getByRole('button', { name: /sign out/i }).click();
    await page.waitForURL('**/login', POLL);
    await page.getByLabel('Email address').waitFor(POLL);
    expect(await page.getByText(MESSAGES.auth.missingToken).count()).toBe(0);
  });
});
