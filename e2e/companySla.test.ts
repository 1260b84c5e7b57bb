/**
 * Journeys of a sys-admin's companies: the list says each company's unanswered panics and how long the oldest has
 * waited; 'Company info' sets a company's SLA threshold, and refuses a value out of 0–100 there.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { openConsole, PASSWORD, postHandsetEvents, screenshot, startJourney } from './harness';

const journey = startJourney();

/** The companies as the server lists them to the sys-admin. */
async function listedCompanies(): Promise<{ name: string; openRedAlerts: number; oldestOpenRedAt: number | null }[]> {
  const login = await fetch(`${journey.server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'sysadmin@patrol.local', password: PASSWORD }),
  });
  const response = await fetch(`${journey.server.url}/api/v1/company`, {
    headers: { 'x-access-token': login.headers.get('x-access-token') ?? '' },
  });
  return response.json();
}

/** 'for 25 min' or 'for 3 h 5 min' in minutes. */
const waitedMinutes = (text: string) => {
  const match = /^for (?:(\d+) h )?(\d+) min$/.exec(text);
  return match ? Number(match[1] ?? 0) * 60 + Number(match[2]) : Number.NaN;
};

it("lists each company's unanswered panics and how long the oldest has waited", async () => {
  const sentAt = Math.floor(Date.now() / 1000) - 25 * 60;
  await postHandsetEvents(journey.server.url, [
    { type: 'panic', eventGuid: randomUUID(), sentAt, latitude: -26.107612, longitude: 28.056731 },
  ]);
  const page = await openConsole(journey, 'sysadmin@patrol.local', 'companies');
  const guardForce = page.getByRole('row', { name: /GuardForce Security Services/ });
  await guardForce.getByText(/^\d+ unanswered$/).waitFor();
  const listed = (await listedCompanies()).find((c) => c.name === 'GuardForce Security Services');
  expect(listed?.openRedAlerts).toBeGreaterThan(0);
  await guardForce.getByText(`${listed?.openRedAlerts} unanswered`).waitFor();
  // The oldest has waited at least as long as the panic just raised (the demo history may hold older ones).
  const age = await guardForce.getByText(/^for /).textContent();
  expect(waitedMinutes(age ?? '')).toBeGreaterThanOrEqual(25);
  const computed = Math.floor((Date.now() / 1000 - (listed?.oldestOpenRedAt ?? 0)) / 60);
  expect(Math.abs(waitedMinutes(age ?? '') - computed)).toBeLessThanOrEqual(1);
  // Sorted by the count, most first: the company with the most unanswered panics heads the list.
  await page.getByRole('columnheader', { name: 'Open red alerts' }).getByRole('button').click();
  await page.getByRole('columnheader', { name: 'Open red alerts' }).getByRole('button').click();
  await page.waitForURL(/order=DESC/);
  const most = Math.max(...(await listedCompanies()).map((c) => c.openRedAlerts));
  await page.locator('tbody tr').first().getByText(`${most} unanswered`).waitFor();
  await page.mouse.move(0, 0);
  await screenshot(page, 'companies-open-red-1440');
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, 'companies-open-red-1024');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

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
