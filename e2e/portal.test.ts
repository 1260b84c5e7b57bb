/**
 * The client's window (issue 33): the company's admin adds a client for one demo site and makes a sign-in link; a
 * phone-sized browser opens it and sees that site's Today and nothing of another site; revoking the client ends the
 * session, and the portal says so on its next load.
 */

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import type { PortalCopyResult } from '../contract/portalCopy';
import { PORTAL_MESSAGES } from '../contract/portalMessages';
import { wallText } from '../contract/timeZone';
import { TEXT } from '../portal/src/text';
import {
  launchBrowser,
  PASSWORD,
  postHandsetEvents,
  type RunningServer,
  screenshot,
  signIn,
  startServer,
  uploadHandsetPhoto,
} from './harness';

const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  // A phone set to UTC: the portal still shows the company's clock (the demo company's Africa/Johannesburg).
  timezoneId: 'UTC',
  locale: 'en-ZA',
};

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let admin: string;
beforeAll(async () => {
  // Checkpoints every second: a handset event posted below is signed at once.
  [server, browser] = await Promise.all([startServer({ CHECKPOINT_INTERVAL_MS: '1000' }), launchBrowser()]);
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
    // A site whose handsets' chains are signed already (the checkpoint job runs at start): its copy has something to check.
    await postHandsetEvents(server.url, [
      {
        type: 'deviceStatus',
        eventGuid: randomUUID(),
        sentAt: Math.floor(Date.now() / 1000),
        batteryStatus: 80,
        isCharging: false,
      },
    ]);
    const signedSite = async () => {
      const nowSeconds = Math.floor(Date.now() / 1000);
      const signed: { checkpoints: { chain: string; siteId: number | null }[] } = await asAdmin(
        `integrity/checkpoints?startDate=${nowSeconds - 3_600}&endDate=${nowSeconds + 60}`,
      );
      return signed.checkpoints.find((c) => c.chain === 'events' && c.siteId !== null)?.siteId;
    };
    await expect.poll(signedSite).toBeDefined();
    const signedSiteId = await signedSite();
    const granted = sites.find((site) => site.id === signedSiteId) ?? sites[0];
    const other = sites.find((site) => site.id !== granted.id) ?? sites[1];
    const { id } = await asAdmin('clients', {
      name: 'Sandton Office Park',
      emailAddress: 'manager@sandton-park.example',
      siteIds: [granted.id],
    });
    const link = await asAdmin(`clients/${id}/link`, {});
    const url = String(link.url).replace(/^https?:\/\/[^/]+/, server.url);

    const context = await browser.newContext({ ...PHONE, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: 'Sandton Office Park', level: 1 }).waitFor();
    await page.getByRole('region', { name: granted.name, exact: true }).waitFor();
    expect(page.url()).not.toContain('token=');
    expect(await page.getByText(other.name).count()).toBe(0);
    await screenshot(page, 'portal-today');

    // The monthly SLA: last month by default, the figures the API gives the same client for that month.
    const sla = page.getByRole('region', { name: 'Monthly SLA', exact: true });
    const siteSheet = sla.getByRole('region', { name: `Monthly SLA: ${granted.name}` });
    await siteSheet.waitFor();
    const month = sla.getByLabel('Month', { exact: true });
    const shown = await month.inputValue();
    const clientToken = await page.evaluate(() => localStorage.getItem('portal.session') ?? '');
    const sheetOf = async (of: string) => {
      const response = await fetch(`${server.url}/api/v1/portal/sla?month=${of}`, {
        headers: { 'x-access-token': clientToken },
      });
      expect(response.status).toBe(200);
      return response.json();
    };
    const expected = (await sheetOf(shown)).sites[0];
    const figure = (term: string) => siteSheet.locator('div').filter({ has: page.getByText(term, { exact: true }) });
    expect(await figure('Patrols planned').locator('dd').textContent()).toBe(String(expected.patrols.planned));
    expect(await figure('Missed').locator('dd').textContent()).toBe(String(expected.patrols.failed));
    // A month with nothing due gives no percentage and no verdict; else the API's percentage and verdict.
    const compliance = async (tags: { expected: number; scannedPercentage: number }) =>
      tags.expected === 0
        ? siteSheet.getByText(TEXT.nothingDue).waitFor()
        : siteSheet.getByText(`${tags.scannedPercentage}%`, { exact: true }).waitFor();
    await compliance(expected.tags);
    await siteSheet.getByText(expected.record.text, { exact: true }).waitFor();
    expect(await page.getByText('Provisional until the month ends').count()).toBe(0);
    // Readable on the phone: nothing wider than its screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'portal-sla-412');
    // The month begun is provisional, and its figures are the API's for it.
    const current = await month.getAttribute('max');
    await month.fill(String(current));
    await sla.getByText('Provisional until the month ends').waitFor();
    const now = (await sheetOf(String(current))).sites[0];
    await expect.poll(() => figure('Patrols planned').locator('dd').textContent()).toBe(String(now.patrols.planned));
    await compliance(now.tags);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sla.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = readFileSync(String(await download.path()));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'portal-sla-1440');
    await page.setViewportSize(PHONE.viewport);

    // The client's copy of the evidence: the signed checkpoints as the API gives them, downloaded as JSON.
    const evidence = page.getByRole('region', { name: 'Your copy of the record' });
    const counted = Number(
      (await evidence.getByText(/signed checkpoints? in the last 7 days/).textContent())?.split(' ')[0],
    );
    const [kept] = await Promise.all([
      page.waitForEvent('download'),
      evidence.getByRole('button', { name: 'Download the checkpoints (JSON)' }).click(),
    ]);
    const copy = JSON.parse(readFileSync(String(await kept.path()), 'utf8'));
    expect(copy.publicKey).toMatch(/^[\w-]{43}$/);
    expect(copy.checkpoints).toHaveLength(counted);
    expect(counted).toBeGreaterThan(0);
    // 'Check a copy you kept': the file just downloaded, given back as it is, answers Record intact per handset.
    await page.getByText(TEXT.timesIn('Africa/Johannesburg'), { exact: true }).waitFor();
    const check = page.getByRole('region', { name: 'Check a copy you kept' });
    await check.getByLabel(TEXT.copyFile).setInputFiles(String(await kept.path()));
    const answer = check.getByRole('status');
    await answer.getByText(PORTAL_MESSAGES.recordIntact).first().waitFor();
    const checked = await fetch(`${server.url}/api/v1/portal/checkpoints/check`, {
      method: 'POST',
      headers: { 'x-access-token': clientToken, 'content-type': 'application/json' },
      body: readFileSync(String(await kept.path()), 'utf8'),
    });
    const result = (await checked.json()) as PortalCopyResult;
    expect(result.intact).toBe(true);
    // The last checkpoint's time as the company's clock reads it, not the phone's UTC.
    const [device] = result.devices;
    const answerText = (await answer.textContent()) ?? '';
    expect(answerText).toContain(wallText(device.lastCheckpointAt, 'Africa/Johannesburg').slice(11, 16));
    expect(answerText).not.toContain(wallText(device.lastCheckpointAt, 'UTC').slice(11, 16));
    await check.scrollIntoViewIfNeeded();
    await screenshot(page, 'portal-copy-check-412');
    await page.setViewportSize({ width: 1440, height: 900 });
    await check.scrollIntoViewIfNeeded();
    await screenshot(page, 'portal-copy-check-1440');
    await page.setViewportSize(PHONE.viewport);

    // The site reports: the morning report the server made at its start for the client's site (every demo site has a
    // report contact), listed with what the outbox says of its e-mails, and its PDF downloaded.
    const portalReports = async () => {
      const response = await fetch(`${server.url}/api/v1/portal/reports`, {
        headers: { 'x-access-token': clientToken },
      });
      expect(response.status).toBe(200);
      return (await response.json()).reports as {
        id: number;
        siteId: number | null;
        trigger: string;
        emailed: { sent: number; waiting: number };
      }[];
    };
    await expect
      .poll(async () => (await portalReports()).some((r) => r.trigger === 'morning' && r.siteId === granted.id), {
        timeout: 60_000,
      })
      .toBe(true);
    const listed = await portalReports();
    expect(listed.every((r) => r.siteId === null || r.siteId === granted.id)).toBe(true);
    await page.reload();
    const reportCard = page.getByRole('region', { name: TEXT.reports.title });
    // The site's daily report (an area's whose only site this is may be listed beside it).
    const daily = reportCard
      .getByRole('listitem')
      .filter({ hasText: granted.name })
      .filter({ hasText: TEXT.reports.daily })
      .first();
    await daily.waitFor();
    // No mail server here: the e-mails were not sent, and the card says so, never 'E-mailed'.
    const ofSite = listed.find((r) => r.siteId === granted.id && r.trigger === 'morning');
    expect(ofSite?.emailed.sent).toBe(0);
    const waiting = ofSite?.emailed.waiting ?? 0;
    await daily
      .getByText(waiting ? TEXT.reports.waiting(waiting) : TEXT.reports.notEmailed, { exact: false })
      .waitFor();
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      daily.getByRole('button', { name: TEXT.reports.download }).click(),
    ]);
    expect(
      readFileSync(String(await report.path()))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await reportCard.screenshot({ path: 'test-results/portal-reports-412.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await reportCard.screenshot({ path: 'test-results/portal-reports-1440.png' });
    await page.setViewportSize(PHONE.viewport);
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
    // The portal opened with neither a link nor a session: it says how to get in, not the server's 'Log in' refusal.
    const stranger = await browser.newContext(PHONE);
    const door = await stranger.newPage();
    await door.goto(`${server.url}/portal`);
    await door.getByText(PORTAL_MESSAGES.noSession).waitFor();
    await door.getByRole('button', { name: 'Send me a new link' }).waitFor();
    await stranger.close();
  });
});

describe("an approved incident's photo", () => {
  it('shows in the portal as a thumbnail that opens large; an incident not approved is not there', async () => {
    const imageUrl = await uploadHandsetPhoto(server.url, readFileSync('public/handset/icon-192.png'), 'fence.png');
    const incident = (text: string) => ({
      type: 'incident',
      eventGuid: randomUUID(),
      sentAt: Math.floor(Date.now() / 1000),
      category: 'Break-in or damage',
      severity: 'medium',
      text,
      imageUrls: [imageUrl],
    });
    await postHandsetEvents(server.url, [incident('Fence cut at the north gate'), incident('Not yet looked at')]);
    const listed: { id: number; siteId: number; text: string }[] = await asAdmin('incidents');
    const cut = listed.find((row) => row.text === 'Fence cut at the north gate');
    if (!cut) throw new Error('the incident was not listed');
    await asAdmin(`incidents/${cut.id}/approve`, {});
    const { id } = await asAdmin('clients', {
      name: 'Gate Owner',
      emailAddress: 'owner@gate.example',
      siteIds: [cut.siteId],
    });
    const link = await asAdmin(`clients/${id}/link`, {});
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(String(link.url).replace(/^https?:\/\/[^/]+/, server.url));
    await page.getByText('Fence cut at the north gate').waitFor();
    expect(await page.getByText('Not yet looked at').count()).toBe(0);
    const thumb = page.getByRole('img', { name: 'Photo 1 of 1' });
    await expect
      .poll(() => thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await page.getByRole('button', { name: 'Photo 1 of 1' }).click();
    const large = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await large.waitFor();
    await screenshot(page, 'portal-incident-photo');
    await page.keyboard.press('Escape');
    await expect.poll(() => large.count()).toBe(0);
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
    const clientPage = desk.url();

    // The site's page lists the clients who see it; 'Add a client for this site' opens the form with the site chosen.
    await desk.goto(`${server.url}/company/sites`);
    await desk.getByRole('cell', { name: granted.name, exact: true }).click();
    await desk.waitForURL('**/company/site/xtra/details');
    const ofSite = desk.getByRole('region', { name: 'Clients of this site' });
    await ofSite.getByRole('link', { name: 'Rosebank Campus Manager' }).waitFor();
    await ofSite.getByText('Never', { exact: true }).waitFor();
    await ofSite.scrollIntoViewIfNeeded();
    await bothWidths(desk, 'console-site-clients');
    await ofSite.getByRole('link', { name: 'Add a client for this site' }).click();
    await desk.waitForURL('**/company/client/new?source=*');
    await desk.locator('form').getByText(granted.name, { exact: true }).waitFor();
    await desk.goto(clientPage);
    await desk.getByRole('heading', { name: 'Rosebank Campus Manager' }).waitFor();

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
    await portal.getByRole('region', { name: granted.name, exact: true }).waitFor();

    // The company's colour, chosen on My account, heads the portal from its next load.
    await desk.goto(`${server.url}/account`);
    await desk.getByLabel('Client portal colour').fill('#8b0000');
    await desk.getByRole('button', { name: 'Save portal colour' }).click();
    await desk.getByText(MESSAGES.company.saved).waitFor();
    await screenshot(desk, 'console-portal-colour-1440');
    await portal.reload();
    const header = portal.locator('header.brand');
    await expect
      .poll(() =>
        header.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]),
      )
      .toEqual(['rgb(139, 0, 0)', 'rgb(255, 255, 255)']);
    await screenshot(portal, 'portal-colour');
    await desk.goto(clientPage);
    await desk.getByRole('heading', { name: 'Rosebank Campus Manager' }).waitFor();

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
