/**
 * Journey of the audit log: an admin moves a guard to another site and sees the change, field by field with their
 * own name, from the guard's page (History) and on the Audit log page; a controller has no Audit log.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { openConsole, screenshot, startJourney } from './harness';

const journey = startJourney();
const CHANGE = 'Site: Sandton Office Park → Rosebank Corporate Campus';

describe('audit log', () => {
  it("shows an admin's edit of a guard's site on the guard's history and the Audit log page", async () => {
    const page = await openConsole(journey, 'admin@guardforce.co.za', 'company/alerts');
    await page.goto(`${journey.server.url}/company/employees`);
    await page.getByText('Bongani Khumalo').click();
    await page.waitForURL(/\/company\/employee\/\d+$/);
    await page.getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name: 'Rosebank Corporate Campus' }).click();
    await page.getByRole('button', { name: 'Save Employee' }).click();
    await page.getByText(MESSAGES.employee.saved).waitFor();
    await page.waitForURL('**/company/employees');

    await page.getByText('Bongani Khumalo').click();
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/\/company\/audit\?filter=/);
    const row = page.locator('tbody tr').filter({ hasText: CHANGE });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('Thandi Mokoena');
    expect(text).toContain('Admin');
    expect(text).toContain('Employee: Bongani Khumalo');
    await page.getByText('This record only: Employee Bongani Khumalo').waitFor();
    await screenshot(page, 'audit-1-guard-history');

    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await page.waitForURL(/\/company\/audit(\?(?!.*entityId).*)?$/);
    await page.locator('tbody tr').filter({ hasText: CHANGE }).first().waitFor();
    expect(await page.getByText(/This record only/).count()).toBe(0);
    await screenshot(page, 'audit-2-company-log');
  });

  it('has no Audit log for a controller', async () => {
    const page = await openConsole(journey, 'controller@guardforce.co.za', 'company/alerts');
    await page.getByRole('menuitem', { name: 'Alerts' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Audit log' }).count()).toBe(0);
  });
});
