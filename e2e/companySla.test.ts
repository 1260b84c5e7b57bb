/** Journey: a sys-admin sets a company's SLA threshold on 'Company info'; a value out of 0–100 is refused there. */
import { expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { openConsole, screenshot, startJourney } from './harness';

const journey = startJourney();

it('shows the SLA threshold of a company, saves a new one and refuses one above 100', async () => {
  const page = await openConsole(journey, 'sysadmin@patrol.local', 'companies');
  await page.getByRole('link', { name: 'Edit company' }).first().waitFor();
  await page
    .getByRole('row', { name: /GuardForce Security Services/ })
    .getByRole('link', { name: 'Edit company' })
    .click();
  await page.waitForURL(/\/companies\/edit$/);
  const field = page.getByLabel('SLA threshold (%)');
  await expect.poll(() => field.inputValue()).toBe('90');
  await page.getByText('A site passes the SLA with more than this percentage').waitFor();
  await screenshot(page, 'company-sla-1440');

  await field.fill('120');
  await page.getByRole('button', { name: 'Save Company' }).click();
  await page.getByText(MESSAGES.dashboard.slaThresholdRange).waitFor();
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'company-sla-refused-1024');
  // The form's 'not valid' notice covers the buttons until it is dismissed.
  await page.getByRole('alert').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('alert').waitFor({ state: 'detached' });

  await field.fill('92.5');
  await page.getByRole('button', { name: 'Save Company' }).click();
  await page.getByText(MESSAGES.company.saved).waitFor();
  await page.waitForURL('**/companies');
  await page
    .getByRole('row', { name: /GuardForce Security Services/ })
    .getByRole('link', { name: 'Edit company' })
    .click();
  await expect.poll(() => page.getByLabel('SLA threshold (%)').inputValue()).toBe('92.5');
});
