/**
 * The client's window (issue 33): the company's admin adds a client for one demo site and makes a sign-in link; a
 * phone-sized browser opens it and sees that site's Today and nothing of another site; revoking the client ends the
 * session, and the portal says so on its next load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { launchBrowser, PASSWORD, type RunningServer, screenshot, startServer } from './harness';

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

    await asAdmin(`clients/${id}/revoke`, {});
    await page.reload();
    await page.getByText(MESSAGES.portal.sessionEnded).waitFor();
    await page.getByRole('button', { name: 'Send me a new link' }).waitFor();
    await screenshot(page, 'portal-ended');
    await context.close();
  });
});
