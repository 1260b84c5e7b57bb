/**
 * Journeys of the site chat (spec part 2 §2, §4): two consoles of the demo company talk about a site, a text
 * and an image arrive live in the other console, a message for a site not open raises its badge and re-sorts
 * the list, a handset's message shows up too, and the site area's chat shows the same pane.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { postHandsetEvents, screenshot, signIn, startJourney } from './harness';

const journey = startJourney();

const CONNECTION_FINE = /Server connection fine \(\d{2}:\d{2}:\d{2}\)/;
const SANDTON = 'Sandton Office Park';
const ROSEBANK = 'Rosebank Corporate Campus';
const CHAT_TIME = /\d{2}:\d{2} \d{2}\/\d{2}/;

/** A console on its own browser context, on the Chats page, with the live connection up. */
async function openChats(emailAddress: string): Promise<Page> {
  const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
  journey.contexts.push(context);
  const page = await context.newPage();
  await signIn(page, journey.server.url, emailAddress);
  await page.waitForURL('**/company/alerts');
  await page.goto(`${journey.server.url}/company/chats`);
  await page.getByText(CONNECTION_FINE).waitFor();
  return page;
}

/** A small PNG made here: a picture of a note, taken by the browser. */
async function makePng(): Promise<Buffer> {
  const page = await journey.browser.newPage({ viewport: { width: 200, height: 120 } });
  await page.setContent(
    '<div id="note" style="width:160px;height:96px;background:#1565c0;color:#fff;font:bold 20px sans-serif;' +
      'display:flex;align-items:center;justify-content:center">Gate 3</div>',
  );
  const png = await page.locator('#note').screenshot({ type: 'png' });
  await page.close();
  return png;
}

const siteList = (page: Page) => page.getByRole('list', { name: 'Sites' });
const site = (page: Page, name: string) => siteList(page).getByRole('button').filter({ hasText: name });
const unreadOf = (page: Page, name: string, count: number) =>
  siteList(page).locator(`[data-unread="${count}"]`).filter({ hasText: name });
const siteOrder = async (page: Page) =>
  (await siteList(page).getByRole('button').allTextContents()).map((text) => text.replace(/\d+$/, ''));
const messages = (page: Page, name: string) => page.getByRole('list', { name: `Messages of ${name}` });
const message = (page: Page, name: string, text: string) =>
  messages(page, name).getByRole('listitem').filter({ hasText: text });
const paneOf = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Whether a site's message list is scrolled to its end. */
const atBottom = (page: Page, name: string) =>
  messages(page, name).evaluate((list) => {
    const scroller = list.parentElement as HTMLElement;
    return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 24;
  });

async function openSite(page: Page, name: string) {
  await site(page, name).click();
  await paneOf(page, name).waitFor();
}

/** Whether an image on the page has been drawn from its data (a stored file fetched with the token). */
const imageShown = (page: Page, name: RegExp) =>
  page
    .getByRole('img', { name })
    .last()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

describe('the site chat', () => {
  it('carries texts, images and handset messages live between consoles, with badges and ordering', async () => {
    const [admin, controller] = await Promise.all([
      openChats('admin@guardforce.co.za'),
      openChats('controller@guardforce.co.za'),
    ]);
    // Nothing unread yet: sorted by name, the first site open, an empty chat (once the list has loaded)
    await expect
      .poll(() => siteOrder(admin))
      .toEqual(['Melrose Arch Residences', 'Midrand Logistics Depot', ROSEBANK, SANDTON]);
    await paneOf(admin, 'Melrose Arch Residences').waitFor();
    await admin.getByText('... No Chats ...').waitFor();
    expect(await admin.getByRole('button', { name: 'Load earlier messages' }).count()).toBe(0);
    await screenshot(admin, 'chat-empty-1440');

    await Promise.all([openSite(admin, SANDTON), openSite(controller, SANDTON)]);

    // A text, sent with Enter, arrives in the other console
    const text = 'Please check gate 3, the boom is stuck open.';
    const input = admin.getByRole('textbox', { name: 'Message' });
    await input.fill(text);
    await input.press('Enter');
    await message(admin, SANDTON, text).waitFor();
    expect(await input.inputValue()).toBe('');
    await message(controller, SANDTON, text).waitFor();
    expect(await message(controller, SANDTON, text).textContent()).toMatch(CHAT_TIME);
    await controller.getByText('... No Prior Chats ...').waitFor();

    // An image: chosen, previewed, sent; the other console shows its thumbnail and opens it large
    await admin.getByRole('button', { name: 'Attach Image' }).click();
    const dialog = admin.getByRole('dialog', { name: `Send an image to ${SANDTON}` });
    await dialog.getByTestId('chat-image-input').setInputFiles({
      name: 'gate-3.png',
      mimeType: 'image/png',
      buffer: await makePng(),
    });
    await dialog.getByRole('img', { name: 'The image to send' }).waitFor();
    await screenshot(admin, 'chat-send-image-dialog');
    await dialog.getByRole('button', { name: 'Send Image' }).click();
    await admin.getByRole('alert').filter({ hasText: 'Successfully sent message' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const sentImage = /^Image sent by /;
    await controller.getByRole('img', { name: sentImage }).waitFor();
    await expect.poll(() => imageShown(controller, sentImage), { timeout: 15_000 }).toBe(true);
    await controller.getByRole('button', { name: 'Open the image' }).last().click();
    const preview = controller.getByRole('dialog', { name: /^Image from / });
    await preview.getByRole('img', { name: sentImage }).waitFor();
    await screenshot(controller, 'chat-image-preview');
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });

    // The controller answers (a controller may talk to a site)
    const reply = 'On my way to the gate.';
    await controller.getByRole('textbox', { name: 'Message' }).fill(reply);
    await controller.getByRole('button', { name: 'Send Message' }).click();
    await message(admin, SANDTON, reply).waitFor();
    await screenshot(admin, 'chat-admin-1440');
    await screenshot(controller, 'chat-controller-1440');

    // A message for a site the controller has not open: its badge rises and it moves to the top
    await openSite(admin, ROSEBANK);
    const fence = 'The fence at the loading bay is down.';
    await admin.getByRole('textbox', { name: 'Message' }).fill(fence);
    await admin.getByRole('textbox', { name: 'Message' }).press('Enter');
    await message(admin, ROSEBANK, fence).waitFor();
    await unreadOf(controller, ROSEBANK, 1).waitFor();
    await expect
      .poll(() => siteOrder(controller))
      .toEqual([ROSEBANK, 'Melrose Arch Residences', 'Midrand Logistics Depot', SANDTON]);
    expect(await message(controller, SANDTON, fence).count()).toBe(0);
    await screenshot(controller, 'chat-badge-1440');

    // A handset's message: in the open pane of the controller, a badge on the admin's list
    const guard = 'Gate 3 closed by hand, boom still broken.';
    await postHandsetEvents(journey.server.url, [
      { type: 'chatMessage', eventGuid: randomUUID(), sentAt: Math.floor(Date.now() / 1000), message: guard },
    ]);
    await message(controller, SANDTON, guard).waitFor();
    expect(await message(controller, SANDTON, guard).textContent()).toContain('Bongani Khumalo');
    await unreadOf(admin, SANDTON, 1).waitFor();
    await expect
      .poll(() => siteOrder(admin))
      .toEqual([SANDTON, 'Melrose Arch Residences', 'Midrand Logistics Depot', ROSEBANK]);

    // Opening a site reads it: its badge goes, and stays gone after a reload (the server keeps the marker)
    await openSite(controller, ROSEBANK);
    await message(controller, ROSEBANK, fence).waitFor();
    await unreadOf(controller, ROSEBANK, 0).waitFor();
    await controller.reload();
    await paneOf(controller, 'Melrose Arch Residences').waitFor();
    await unreadOf(controller, ROSEBANK, 0).waitFor();
    await unreadOf(controller, SANDTON, 0).waitFor();

    await admin.setViewportSize({ width: 1024, height: 768 });
    await openSite(admin, SANDTON);
    await message(admin, SANDTON, guard).waitFor();
    await screenshot(admin, 'chat-admin-1024');
  });

  it("shows the site area's chat for the selected site", async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    journey.contexts.push(context);
    const page = await context.newPage();
    await signIn(page, journey.server.url, 'admin@guardforce.co.za');
    await page.waitForURL('**/company/alerts');
    // More than a page: an hour of rounds reported by the handset, then a note
    const now = Math.floor(Date.now() / 1000);
    const rounds = Array.from({ length: 60 }, (_, round) => ({
      type: 'chatMessage',
      eventGuid: randomUUID(),
      sentAt: now - 3600 + round * 10,
      message: `Round ${round + 1} done, all in order.`,
    }));
    const note = 'Site chat: the night shift has started.';
    await postHandsetEvents(journey.server.url, [
      ...rounds,
      { type: 'chatMessage', eventGuid: randomUUID(), sentAt: now, message: note },
    ]);
    await page.goto(`${journey.server.url}/company/sites`);
    await page.getByRole('cell', { name: SANDTON, exact: true }).click();
    await page.waitForURL('**/company/site/xtra/details');
    await page.getByRole('navigation', { name: 'Site area' }).getByRole('link', { name: 'Chat' }).click();
    await page.waitForURL('**/company/site/xtra/chat');
    await paneOf(page, SANDTON).waitFor();
    await message(page, SANDTON, note).waitFor();
    expect(await page.getByRole('list', { name: 'Sites' }).count()).toBe(0);
    await screenshot(page, 'chat-site-area-1440');
    // A smaller window keeps the newest message in sight
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => atBottom(page, SANDTON), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'chat-site-area-1024');

    expect(await message(page, SANDTON, 'Round 1 done').count()).toBe(0);
    await page.getByRole('button', { name: 'Load earlier messages' }).click();
    await message(page, SANDTON, 'Round 1 done').waitFor();
    await page.getByText('... No Prior Chats ...').waitFor();
    expect(await page.getByRole('button', { name: 'Load earlier messages' }).count()).toBe(0);
    for (const round of [1, 2, 30, 59, 60]) expect(await message(page, SANDTON, `Round ${round} done`).count()).toBe(1);
    await screenshot(page, 'chat-site-area-earlier');
  });
});
