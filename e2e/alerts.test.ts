/**
 * Journeys of live operations: a panic posted through the handset API reaches every open console and sounds
 * the alarm; answered in one console, it leaves them all. A console that lost its connection catches up
 * without a reload.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { launchBrowser, postHandsetEvents, type RunningServer, screenshot, signIn, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const CONNECTION_FINE = /Server connection fine \(\d{2}:\d{2}:\d{2}\)/;

/** A console signed in on its own browser context, on the alerts page, with the live connection up. */
async function openConsole(emailAddress: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, emailAddress);
  await page.waitForURL('**/company/alerts');
  await page.getByText(CONNECTION_FINE).waitFor();
  return page;
}

const panic = (extra: Record<string, unknown> = {}) => ({
  type: 'panic',
  eventGuid: randomUUID(),
  sentAt: Math.floor(Date.now() / 1000),
  ...extra,
});

const redItem = (page: Page, guid: string) => page.locator(`[data-testid="alert-box-red"] [data-guid="${guid}"]`);
const alarm = (page: Page, state: 'on' | 'off') => page.locator(`[data-testid="alarm-state"][data-state="${state}"]`);
const redCounter = (page: Page, count: number) => page.locator(`[data-testid="counter-red"][data-count="${count}"]`);
const redCount = async (page: Page) => Number(await page.getByTestId('counter-red').getAttribute('data-count'));

describe('a panic', () => {
  it('reaches the admin and the controller, is answered by the admin, and leaves both consoles', async () => {
    const [admin, controller] = await Promise.all([
      openConsole('admin@guardforce.co.za'),
      openConsole('controller@guardforce.co.za'),
    ]);
    const before = await redCount(admin);
    expect(await redCount(controller)).toBe(before);

    const event = panic();
    await postHandsetEvents(server.url, [event]);
    for (const page of [admin, controller]) {
      await redItem(page, event.eventGuid).waitFor();
      await redCounter(page, before + 1).waitFor();
      await alarm(page, 'on').waitFor();
    }
    await expect(redItem(admin, event.eventGuid).textContent()).resolves.toContain('Panic');
    await screenshot(admin, 'alerts-panic-admin');
    await screenshot(controller, 'alerts-panic-controller');

    await redItem(admin, event.eventGuid).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText('A panic was raised on').waitFor();
    await dialog.getByText('Naledi Mahlaba').waitFor();
    await alarm(admin, 'off').waitFor();
    await alarm(controller, 'on').waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText(MESSAGES.alert.explain).waitFor();
    await dialog.getByLabel('Response Message').fill('Called the guard: a false alarm, all is well.');
    await screenshot(admin, 'alerts-dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const confirm = admin.getByRole('dialog', { name: /Are you sure you would like to respond to that message/ });
    await confirm.waitFor();
    await screenshot(admin, 'alerts-confirm');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await admin.getByText(MESSAGES.alert.responded).waitFor();

    for (const page of [admin, controller]) {
      await redItem(page, event.eventGuid).waitFor({ state: 'detached' });
      await redCounter(page, before).waitFor();
      if (before === 0) await alarm(page, 'off').waitFor();
    }
    await screenshot(admin, 'alerts-answered-admin');
    await screenshot(controller, 'alerts-answered-controller');
    await Promise.all([admin.context().close(), controller.context().close()]);
  });

  it('posted while a console is offline appears there once it reconnects, without a reload', async () => {
    const page = await openConsole('controller@guardforce.co.za');
    await page.evaluate(() => {
      (window as typeof window & { sameDocument: boolean }).sameDocument = true;
    });
    await page.context().setOffline(true);
    await page.getByText(/Server connection down!/).waitFor();
    await screenshot(page, 'alerts-offline');

    const event = panic({ latitude: -26.1076, longitude: 28.0567 });
    await postHandsetEvents(server.url, [event]);
    await page.context().setOffline(false);
    await redItem(page, event.eventGuid).waitFor();
    await expect(redItem(page, event.eventGuid).textContent()).resolves.toContain('Location -26.10760, 28.05670');
    await page.getByText(CONNECTION_FINE).waitFor();
    await alarm(page, 'on').waitFor();
    expect(await page.evaluate(() => (window as typeof window & { sameDocument?: boolean }).sameDocument)).toBe(true);
    await screenshot(page, 'alerts-resynced');
    await page.context().close();
  });
});

describe('the header', () => {
  it('shows the server connection to everyone, and the counters and the alarm only to alert users', async () => {
    const admin = await openConsole('admin@guardforce.co.za');
    await expect(admin.getByText(CONNECTION_FINE).isVisible()).resolves.toBe(true);
    await expect(admin.getByTestId('counter-red').isVisible()).resolves.toBe(true);
    await expect(admin.getByRole('button', { name: /Mute the alarm/ }).isVisible()).resolves.toBe(true);
    await admin.context().close();

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const sysAdmin = await context.newPage();
    await signIn(sysAdmin, server.url, 'sysadmin@patrol.local');
    await sysAdmin.waitForURL('**/companies');
    await sysAdmin.getByText('GuardForce Security Services').click();
    await sysAdmin.waitForURL('**/company/sites');
    await sysAdmin.getByText(CONNECTION_FINE).waitFor();
    expect(await sysAdmin.getByTestId('counter-red').count()).toBe(0);
    expect(await sysAdmin.getByTestId('alarm-state').count()).toBe(0);
    await screenshot(sysAdmin, 'alerts-header-sysadmin');
    await context.close();
  });
});
