/**
 * Journeys of Tag Enrollment (spec part 2 §2, §4): a handset asks for a new tag, the request reaches the
 * sys-admin's open list live, the sys-admin accepts it and the tag is then one of the site's tags. A controller
 * reads the list without Accept or Decline; an admin, who has no sidebar link, opens it and declines. The request's
 * Misc alert on another console leaves it once the request is accepted (one job, answered once).
 * Incident reports (issue 34) share this server: a handset's incident with a photo, sent twice, is listed once; a
 * controller opens it and approves it for the client.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openConsole, postHandsetEvents, screenshot, startJourney, uploadHandsetPhoto } from './harness';

const journey = startJourney();

const SITE = 'Sandton Office Park';
const CONNECTION_FINE = /Server connection fine \(\d{2}:\d{2}:\d{2}\)/;

/** The demo guard's handset (at Sandton Office Park) asks for a new tag. */
const requestTag = (name: string, serialNumber: string) =>
  postHandsetEvents(journey.server.url, [
    {
      type: 'tagEnrollment',
      eventGuid: randomUUID(),
      sentAt: Math.floor(Date.now() / 1000),
      name,
      serialNumber,
      latitude: -26.1079,
      longitude: 28.0571,
    },
  ]);

const sidebarLink = (page: Page) => page.getByRole('menuitem', { name: 'Tag Enrollment' });
const rowOf = (page: Page, name: string): Locator => page.locator('tbody tr').filter({ hasText: name });
const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

describe('tag enrollment', () => {
  it('a request reaches the open list live; the sys-admin accepts it and the site has the tag', async () => {
    const [page, admin] = await Promise.all([
      openConsole(journey, 'sysadmin@patrol.local', 'companies'),
      openConsole(journey, 'admin@guardforce.co.za', 'company/alerts'),
    ]);
    await page.getByText('GuardForce Security Services').click();
    await page.waitForURL('**/company/sites');
    await sidebarLink(page).click();
    await page.waitForURL('**/company/tag/enrollment');
    await page.getByText('No tags are waiting to be enrolled.').waitFor();
    await page.getByText(CONNECTION_FINE).waitFor();
    await screenshot(page, 'enrollment-1-empty');

    await requestTag('Loading Dock Door', '04:AB:CD:EF:12:34:56');
    const row = rowOf(page, 'Loading Dock Door');
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'Loading Dock Door',
      '04:AB:CD:EF:12:34:56',
      SITE,
      expect.stringMatching(/^Bongani Khumalo · Sandton Handset 1\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/),
      'AcceptDecline',
    ]);
    await screenshot(page, 'enrollment-2-pending-1440');
    // The same request waits on the admin's Alerts page as a Misc row, until it is decided.
    const misc = admin
      .getByTestId('alert-box-misc')
      .getByTestId('alert-item')
      .filter({ hasText: 'Tag enrollment requested: Loading Dock Door' });
    await misc.waitFor();

    await row.getByRole('button', { name: 'Accept' }).click();
    await snackbar(page, 'Tag succesfully enrolled').waitFor();
    // Accepting answered it: gone from the admin's console without a second job there.
    await misc.waitFor({ state: 'detached' });
    await row.getByText('Accepted').waitFor();
    await row.getByText(/^System Administrator, \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await expect(row.getByRole('button').count()).resolves.toBe(0);
    await screenshot(page, 'enrollment-3-accepted');

    await page.getByRole('menuitem', { name: 'Sites' }).click();
    await page.getByRole('cell', { name: SITE, exact: true }).click();
    await page.waitForURL('**/company/site/xtra/details');
    await page.getByRole('navigation', { name: 'Site area' }).getByRole('link', { name: 'Tags' }).click();
    await page.waitForURL('**/company/site/xtra/tags');
    const tag = rowOf(page, 'Loading Dock Door');
    await tag.waitFor();
    await expect(tag.getByRole('cell').nth(1).textContent()).resolves.toBe('04:AB:CD:EF:12:34:56');
    await screenshot(page, 'enrollment-4-site-tags');
  });

  it('a controller reads the list without Accept or Decline, and has no sidebar link', async () => {
    await requestTag('Roof Hatch', '04:AB:CD:EF:12:34:57');
    const page = await openConsole(journey, 'controller@guardforce.co.za', 'company/alerts');
    await page.getByRole('menuitem', { name: 'Attendance' }).waitFor();
    await expect(sidebarLink(page).count()).resolves.toBe(0);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${journey.server.url}/company/tag/enrollment`);
    const pending = rowOf(page, 'Roof Hatch');
    await pending.waitFor();
    await expect(pending.getByRole('cell').nth(4).textContent()).resolves.toBe('Pending');
    await rowOf(page, 'Loading Dock Door').getByText('Accepted').waitFor();
    await expect(page.getByRole('button', { name: 'Accept' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Decline' }).count()).resolves.toBe(0);
    await screenshot(page, 'enrollment-5-controller-1024');
  });

  it('an admin, without the sidebar link, opens the list for a site and declines a request', async () => {
    const page = await openConsole(journey, 'admin@guardforce.co.za', 'company/alerts');
    await page.getByRole('menuitem', { name: 'Attendance' }).waitFor();
    await expect(sidebarLink(page).count()).resolves.toBe(0);
    await page.goto(`${journey.server.url}/company/tag/enrollment`);
    await page.getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name: 'Rosebank Corporate Campus' }).click();
    await page.getByText('No tags are waiting to be enrolled.').waitFor();
    await page.getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name: SITE }).click();
    const pending = rowOf(page, 'Roof Hatch');
    await pending.getByRole('button', { name: 'Decline' }).click();
    await snackbar(page, 'Tag succesfully declined').waitFor();
    await pending.getByText('Declined').waitFor();
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'enrollment-6-admin-declined-1024');
  });
});

describe('incident reports', () => {
  it("a handset's incident with a photo, sent twice, is listed once; a controller approves it for the client", async () => {
    const url = journey.server.url;
    const imageUrl = await uploadHandsetPhoto(url, readFileSync('public/handset/icon-192.png'), 'fence.png');
    const incident = {
      type: 'incident',
      eventGuid: randomUUID(),
      sentAt: Math.floor(Date.now() / 1000),
      category: 'Break-in or damage',
      severity: 'medium',
      text: 'Fence cut behind the loading dock',
      imageUrls: [imageUrl],
      latitude: -26.1079,
      longitude: 28.0571,
    };
    await postHandsetEvents(url, [incident]);
    // The phone did not hear the answer and sends the batch again: stored once.
    const retry = await postHandsetEvents(url, [incident]).catch((error: Error) => error.message);
    expect(retry).toContain('"status":"duplicate"');
    const page = await openConsole(journey, 'controller@guardforce.co.za', 'company/alerts');
    await page.getByRole('menuitem', { name: 'Incidents' }).click();
    await page.waitForURL('**/company/incidents');
    const rows = page.locator('tbody tr').filter({ hasText: 'Break-in or damage' });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain(SITE);
    await screenshot(page, 'incidents-list-1440');
    await page.setViewportSize({ width: 1024, height: 800 });
    await screenshot(page, 'incidents-list-1024');
    await rows.first().click();
    await page.waitForURL(/\/company\/incidents\/\d+$/);
    await page.getByTestId('incident-text').filter({ hasText: 'Fence cut behind the loading dock' }).waitFor();
    await page.getByRole('img', { name: 'Photo 1 of the incident' }).waitFor();
    await screenshot(page, 'incident-detail-1024');
    await page.getByRole('button', { name: 'Approve for the client' }).click();
    await page.getByText(/Approved for the client by Sipho Dlamini/).waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'incident-detail-1440');
  });
});
