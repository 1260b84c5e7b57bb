/**
 * Journeys of a site's contacts: at 1024 px every flag of a contact can be clicked and its e-mail address read in
 * full; a Telegram flag ticked before the contact links says nothing is sent there yet; 'Connect Telegram' shows a one-time link and QR code, and once
 * the contact presses Start (an update the fake Bot API hands the server) the row says 'Telegram connected'.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FLAG_CHANNELS, CONTACT_FLAG_TOPICS } from '../contract/constants';
import { MESSAGES } from '../contract/messages';
import { type FakeTelegram, startFakeTelegram } from '../server/src/test/fakeTelegram';
import { launchBrowser, type RunningServer, screenshot, signIn, startServer } from './harness';

const SITE = 'Sandton Office Park';
const MANAGER = { name: 'Naledi Mahlaba', emailAddress: 'facilities@sandtonofficepark.co.za' };
const TOPICS: Record<string, string> = {
  Reports: 'Reports',
  Panics: 'Panics',
  PleaseCalls: 'Please Calls',
  FailedPatrols: 'Failed Patrols',
  BatteryLow: 'Battery Low',
  Boundry: 'Boundary',
};
const POLL = { timeout: 15_000, interval: 100 };

let fake: FakeTelegram;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  fake = await startFakeTelegram();
  [server, browser] = await Promise.all([
    startServer({
      TELEGRAM_BOT_TOKEN: fake.botToken,
      TELEGRAM_API_URL: fake.apiUrl,
      TILE_URL: '/no-tiles/{z}/{x}/{y}.png',
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function openSite(emailAddress: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    timezoneId: 'Africa/Johannesburg',
    locale: 'en-ZA',
  });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, server.url, emailAddress);
  await page.waitForURL('**/company/alerts');
  await page.goto(`${server.url}/company/sites`);
  await page.getByRole('cell', { name: SITE, exact: true }).click();
  await page.waitForURL('**/company/site/xtra/details');
  await contactRow(page, 1).waitFor();
  return page;
}

const contactRow = (page: Page, n: number) => page.getByRole('listitem', { name: `Contact ${n}`, exact: true });
const flag = (page: Page, topic: string, channel: string, n: number) =>
  page.getByRole('checkbox', { name: `${TOPICS[topic]} by ${channel} for contact ${n}` });

/** A full-page screenshot from the top (fixed bars are drawn where the page is scrolled to). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe('site contacts', () => {
  it('at 1024 px every flag of a contact is clickable and its e-mail address readable in full', async () => {
    const page = await openSite('admin@guardforce.co.za', 1024);
    const email = contactRow(page, 1).getByLabel('Email Address');
    await expect.poll(() => email.inputValue(), POLL).toBe(MANAGER.emailAddress);
    expect(await email.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await shot(page, 'contacts-1024');
    for (const topic of CONTACT_FLAG_TOPICS) {
      for (const channel of CONTACT_FLAG_CHANNELS) {
        const box = flag(page, topic, channel, 1);
        const before = await box.isChecked();
        await box.click();
        expect(await box.isChecked()).toBe(!before);
        const bounds = await box.boundingBox();
        expect(bounds && bounds.x + bounds.width).toBeLessThanOrEqual(1024);
        await box.click();
      }
    }
  });

  it('saves a ticked Telegram flag before the contact is linked, and the row says nothing is sent there yet', async () => {
    const page = await openSite('admin@guardforce.co.za', 1440);
    await flag(page, 'Boundry', 'Telegram', 2).click();
    const waiting = contactRow(page, 2).getByText(MESSAGES.telegram.notConnected);
    await waiting.waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MESSAGES.site.saved).first().waitFor();
    await page.reload();
    await contactRow(page, 2).getByText(MESSAGES.telegram.notConnected).waitFor();
    expect(await flag(page, 'Boundry', 'Telegram', 2).isChecked()).toBe(true);
    await contactRow(page, 2).getByRole('button', { name: 'Connect Telegram' }).waitFor();
    await contactRow(page, 2).scrollIntoViewIfNeeded();
    await screenshot(page, 'contacts-telegram-waiting');
  });

  it('links a contact through the bot until the row says Telegram connected, then keeps its Telegram flags', async () => {
    const page = await openSite('admin@guardforce.co.za', 1440);
    await shot(page, 'contacts-1440');
    await contactRow(page, 1).getByRole('button', { name: 'Connect Telegram' }).click();
    const dialog = page.getByRole('dialog', { name: `Connect Telegram for ${MANAGER.name}` });
    const link = dialog.getByRole('link', { name: /^https:\/\/t\.me\/PatrolTestBot\?start=/ });
    await link.waitFor();
    await expect.poll(() => dialog.locator('svg title').count(), POLL).toBe(1);
    await screenshot(page, 'contacts-telegram-dialog');
    const code = new URL((await link.textContent()) ?? '').searchParams.get('start') as string;
    fake.pressStart(7771001, code);
    await dialog.getByText(`Telegram connected: ${MANAGER.name}`).waitFor();
    await screenshot(page, 'contacts-telegram-dialog-linked');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await contactRow(page, 1).getByText('Telegram connected').waitFor();

    await flag(page, 'Panics', 'Telegram', 1).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.site.saved }).waitFor();
    await page.reload();
    await contactRow(page, 1).getByText('Telegram connected').waitFor();
    await expect.poll(() => flag(page, 'Panics', 'Telegram', 1).isChecked(), POLL).toBe(true);
    await shot(page, 'contacts-telegram-connected');
  });

  it('shows a controller the contacts read-only, Telegram state included', async () => {
    const page = await openSite('controller@guardforce.co.za', 1024);
    await contactRow(page, 1).getByText('Telegram connected').waitFor();
    expect(await flag(page, 'Panics', 'Telegram', 1).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Unlink' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Connect Telegram' }).count()).toBe(0);
    await shot(page, 'contacts-controller-1024');
  });
});
