/**
 * The client's window (issue 33): the company's admin adds a client for one demo site and makes a sign-in link; a
 * phone-sized browser opens it and sees that site's Today and nothing of another site; revoking the client ends the
 * session, and the portal says so on its next load.
 */

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { launchBrowser, PASSWORD, type RunningServer, screenshot, signIn, startServer } from './harness';

const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  timezoneId: 'Africa/Johannesburg',
  locale: 'en-ZA',
};

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let admin: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const login = await fetch(`${server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'admin@guardforce.co.za', password: PASSWORD }),
  });
  admin = login.headers.get('x-access-token') ?? '';
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const asAdmin = async (path: string, body?: unknown) => {
  const response = await fetch(`${server.url}/api/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-access-token': admin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
};

describe('the portal on a phone', () => {
  it("opens a link, shows the client's one site, and ends when the client is revoked", async () => {
    const me = await asAdmin('employee/me');
    const sites: { id: number; name: string }[] = await asAdmin(`site/byCompany/${me.companyId}`);
    const [granted, other] = sites;
    const { id } = await asAdmin('clients', {
      name: 'Sandton Office Park',
      emailAddress: 'manager@sandton-park.example',
      siteIds: [granted.id],
    });
    const link = await asAdmin(`clients/${id}/link`, {});
    const url = String(link.url).replace(/^https?:\/\/[^/]+/, server.url);

    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Sandton Office Park' }).waitFor();
    await page.getByRole('region', { name: granted.name }).waitFor();
    expect(page.url()).not.toContain('token=');
    expect(await page.getByText(other.name).count()).toBe(0);
    await screenshot(page, 'portal-today');

    // Messages: the client turns the site reports off; 'Saved' once the server said so, and a reload shows it off.
    const messages = page.getByRole('region', { name: 'Messages' });
    const reports = messages.getByRole('switch', { name: 'Daily and weekly site reports' });
    expect(await reports.isChecked()).toBe(true);
    await reports.click();
    await messages.getByRole('status').getByText('Saved').waitFor();
    await messages.scrollIntoViewIfNeeded();
    await screenshot(page, 'portal-messages');
    await page.reload();
    await page.getByRole('region', { name: 'Messages' }).getByRole('switch').first().waitFor();
    expect(await reports.isChecked()).toBe(false);
    expect(await messages.getByRole('switch', { name: 'Panics', exact: true }).isChecked()).toBe(true);

    await asAdmin(`clients/${id}/revoke`, {});
    await page.reload();
    await page.getByText(MESSAGES.portal.sessionEnded).waitFor();
    await page.getByRole('button', { name: 'Send me a new link' }).waitFor();
    await screenshot(page, 'portal-ended');
    await context.close();
  });
});

/** The page at 1440 and at 1024 px wide. */
async function bothWidths(page: Page, name: string) {
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, `${name}-1024`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe("the console's Clients page", () => {
  it('an admin adds a client, sends a sign-in link, the client opens it, and Revoke ends that session', async () => {
    const me = await asAdmin('employee/me');
    const sites: { id: number; name: string }[] = await asAdmin(`site/byCompany/${me.companyId}`);
    const granted = sites[1];
    const consoleContext = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      timezoneId: 'Africa/Johannesburg',
      locale: 'en-ZA',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const desk = await consoleContext.newPage();
    await signIn(desk, server.url, 'admin@guardforce.co.za');
    await desk.waitForURL('**/company/alerts');
    await desk.getByRole('menuitem', { name: 'Clients' }).click();
    await desk.waitForURL('**/company/clients');
    await desk.getByRole('link', { name: 'Add a new Client' }).click();
    await desk.getByLabel('Name', { exact: true }).fill('Rosebank Campus Manager');
    await desk.getByLabel('Email Address').fill('manager@rosebank-campus.example');
    await desk.getByRole('combobox', { name: /Sites/ }).click();
    await desk.getByRole('option', { name: granted.name }).click();
    await desk.keyboard.press('Escape');
    await desk.getByRole('button', { name: 'Save Client' }).click();
    await desk.getByRole('heading', { name: 'Rosebank Campus Manager' }).waitFor();
    await desk.getByText('Active').waitFor();
    await desk.getByText('Last signed in: Never').waitFor();

    await desk.getByRole('button', { name: 'Send sign-in link' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Sign-in link' });
    await dialog.getByText(/It was not e-mailed/).waitFor();
    await bothWidths(desk, 'console-client-link');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    const copied = await desk.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await dialog.getByLabel('Sign-in link').inputValue());
    expect(copied).toContain('/portal#token=');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const phone = await browser.newContext(PHONE);
    const portal = await phone.newPage();
    await portal.goto(copied.replace(/^https?:\/\/[^/]+/, server.url));
    await portal.getByRole('region', { name: granted.name }).waitFor();

    await desk.getByRole('button', { name: 'Revoke' }).click();
    await desk.getByText(/ends every session of this client at once/).waitFor();
    await desk.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await desk.getByText("Rosebank Campus Manager's sessions and sign-in links have ended.").waitFor();
    await desk.getByText('Revoked', { exact: true }).waitFor();
    await bothWidths(desk, 'console-client-revoked');

    await portal.reload();
    await portal.getByText(MESSAGES.portal.sessionEnded).waitFor();

    await desk.goto(`${server.url}/company/clients`);
    await desk.getByRole('cell', { name: 'Rosebank Campus Manager' }).waitFor();
    await bothWidths(desk, 'console-clients');
    await phone.close();
    await consoleContext.close();
  });
});
