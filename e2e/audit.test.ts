/**
 * Journey of the audit log: an admin moves a guard to another site and sees the change, field by field with their
 * own name, from the guard's page (History) and on the Audit log page; a controller has no Audit log. And two-factor
 * sign-in, whose turning on the audit log records: an admin enrols from My account (the key read from the screen, the
 * code computed from it), signs out, cannot sign in without the code, and signs in with it.
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { openConsole, PASSWORD, screenshot, startJourney } from './harness';

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

/** The code of `secret` for the time step `steps` after the current one, as an authenticator app shows it. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** The page at 1440 and at 1024 px wide. */
async function screenshots(page: Page, name: string) {
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, `${name}-1024`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('two-factor sign-in', () => {
  it('an admin turns it on, and then cannot sign in without the code', async () => {
    const page = await openConsole(journey, 'admin@capeshield.co.za', 'company/alerts');
    await page.getByRole('link', { name: 'Signed in as' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    const key = page.getByTestId('two-factor-secret');
    await key.waitFor();
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshots(page, 'two-factor-1-enrol');
    await page.getByLabel('Code', { exact: true }).fill(codeOf(secret));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    expect(await page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await page.getByText('Two-factor sign-in is on. Signing in asks for a code').waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email address').fill('admin@capeshield.co.za');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await screenshots(page, 'two-factor-2-code');
    // No session yet: the console's pages send back to Sign In.
    expect(await page.evaluate(() => localStorage.getItem('patrol.token'))).toBeNull();
    await page.getByLabel('Code', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(MESSAGES.twoFactor.wrongCode).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('Code', { exact: true }).fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/company/alerts');
  });
});
