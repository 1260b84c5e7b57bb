/**
 * Journey: an admin changes the company's panic ladder on 'Escalation' (a negative delay is refused with the
 * server's message); a panic then escalates at once (its first step at 0 minutes, the job ticking every half
 * second) and the alert dialog's 'Notifications' lists the first word and the escalation step. A sys-admin sees
 * the section on 'Company info'.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { fill, MESSAGES } from '../contract/messages';
import { openConsole, postHandsetEvents, screenshot, startJourney } from './harness';

const journey = startJourney({ ESCALATION_INTERVAL_MS: '500', OUTBOX_INTERVAL_MS: '500' });

it('lets an admin set the panic ladder, refuses a negative delay, and lists the step a panic escalated to', async () => {
  const page = await openConsole(journey, 'admin@guardforce.co.za', 'company/alerts');
  await page.getByRole('menuitem', { name: 'Escalation' }).click();
  await page.waitForURL('**/company/escalation');
  const panic = page.getByRole('region', { name: 'Unanswered panic' });
  await expect.poll(() => panic.getByLabel('Step 1: After (minutes)').inputValue()).toBe('2');
  await screenshot(page, 'escalation-default-1440');

  await panic.getByRole('switch', { name: 'Use default' }).click();
  await panic.getByLabel('Step 1: After (minutes)').fill('-1');
  await page.getByRole('button', { name: 'Save escalation' }).click();
  const refused = fill(MESSAGES.escalation.negativeDelay, { n: 1 });
  await page.getByTestId('escalation-refused').getByText(refused).waitFor();
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'escalation-refused-1024');

  await panic.getByLabel('Step 1: After (minutes)').fill('0');
  await page.getByRole('button', { name: 'Save escalation' }).click();
  await page.getByText(MESSAGES.escalation.saved).waitFor();
  await page.reload();
  await expect.poll(() => panic.getByLabel('Step 1: After (minutes)').inputValue()).toBe('0');
  await expect(panic.getByRole('switch', { name: 'Use default' }).isChecked()).resolves.toBe(false);

  const event = { type: 'panic', eventGuid: randomUUID(), sentAt: Math.floor(Date.now() / 1000) };
  await postHandsetEvents(journey.server.url, [event]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('menuitem', { name: 'Alerts' }).click();
  await page.locator(`[data-testid="alert-box-red"] [data-guid="${event.eventGuid}"]`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Notifications' }).click();
  const table = dialog.getByRole('table', { name: 'Notifications' });
  // The job runs the 0-minute step within a tick; the open dialog asks again every 10 s.
  await table.locator('tr[data-step="1"]').first().waitFor({ timeout: 30_000 });
  await table.locator('tr[data-step="0"]').first().waitFor();
  await expect(table.textContent()).resolves.toMatch(/co•••@guardforce\.co\.za/);
  await dialog.getByRole('table', { name: 'Notifications' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'escalation-dialog-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'escalation-dialog-1024');
});

it("shows a company's escalation to a sys-admin on 'Company info'", async () => {
  const page = await openConsole(journey, 'sysadmin@patrol.local', 'companies');
  await page
    .getByRole('row', { name: /GuardForce Security Services/ })
    .getByRole('link', { name: 'Edit company' })
    .click();
  await page.waitForURL(/\/companies\/edit$/);
  const panic = page.getByRole('region', { name: 'Unanswered panic' });
  await expect.poll(() => panic.getByLabel('Step 1: After (minutes)').inputValue()).toBe('0');
  await page.getByRole('region', { name: 'Unanswered please call me' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'escalation-company-info-1440');
});
