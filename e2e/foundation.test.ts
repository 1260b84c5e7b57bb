/** Journeys of the foundation: signing in as each role, managing employees, and the controller's read-only view. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../contract/messages';
import { launchBrowser, type RunningServer, screenshot, signIn, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function page(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  return context.newPage();
}

describe('signing in', () => {
  it('takes a sys-admin to Select a Company', async () => {
    const p = await page();
    await signIn(p, server.url, 'sysadmin@patrol.local');
    await p.waitForURL('**/companies');
    await p.getByText('GuardForce Security Services').waitFor();
    await screenshot(p, 'foundation-sysadmin-companies');
    await p.getByText('GuardForce Security Services').click();
    await p.waitForURL('**/company/sites');
    await p.getByText('Sandton Office Park').waitFor();
    await screenshot(p, 'foundation-sysadmin-company-sites');
    await p.context().close();
  });

  it.each([
    ['admin@guardforce.co.za', 'Thandi Mokoena', 'Admin'],
    ['controller@guardforce.co.za', 'Sipho Dlamini', 'Controller'],
  ])('takes %s to the alerts of their own company', async (email, name, role) => {
    const p = await page();
    await signIn(p, server.url, email);
    await p.waitForURL('**/company/alerts');
    await p.getByText('GuardForce Security Services').first().waitFor();
    await p.getByText(name).waitFor();
    await p.getByText(role, { exact: true }).waitFor();
    await screenshot(p, `foundation-landing-${role.toLowerCase()}`);
    await p.context().close();
  });

  it('keeps a security guard out of the console and says why', async () => {
    const p = await page();
    await signIn(p, server.url, 'bongani.khumalo@guardforce.co.za');
    await p.getByText(MESSAGES.auth.consoleOnly).waitFor();
    expect(p.url()).toContain('/login');
    await screenshot(p, 'foundation-guard-refused');
    await p.context().close();
  });

  it('answers a wrong password with a message and stays on Sign In', async () => {
    const p = await page();
    await p.goto(`${server.url}/login`);
    await p.getByLabel('Email address').fill('admin@guardforce.co.za');
    await p.getByLabel('Password', { exact: true }).fill('not-the-password');
    await p.getByLabel('Password', { exact: true }).press('Enter');
    await p.getByText(MESSAGES.auth.wrongCredentials).waitFor();
    expect(p.url()).toContain('/login');
    await p.context().close();
  });
});

describe('managing employees', () => {
  it('creates an employee after showing a validation error, then edits them', async () => {
    const p = await page();
    await signIn(p, server.url, 'admin@guardforce.co.za');
    await p.waitForURL('**/company/alerts');
    await p.goto(`${server.url}/company/employees`);
    await p
      .getByRole('button', { name: 'Add a new Employee' })
      .or(p.getByRole('link', { name: 'Add a new Employee' }))
      .click();
    await p.waitForURL('**/company/employee/new');
    await p.getByLabel('Name', { exact: true }).fill('Zo');
    await p.getByLabel('Surname').fill('Mahlangu');
    await p.getByLabel('Email Address').fill('zodwa.mahlangu@guardforce.co.za');
    await p.getByLabel('Contact Number').fill('0821239999');
    await p.getByLabel('Password', { exact: true }).fill('Str0ngPassword!');
    await p.getByLabel('Confirm Password').fill('Str0ngPassword!');
    await p.getByRole('button', { name: 'Save Employee' }).click();
    await p.getByText(MESSAGES.employee.nameTooShort).first().waitFor();
    await screenshot(p, 'foundation-employee-validation');
    await p.getByLabel('Name', { exact: true }).fill('Zodwa');
    await p.getByRole('button', { name: 'Save Employee' }).click();
    await p.getByText(MESSAGES.employee.saved).waitFor();
    await p.waitForURL('**/company/employees');
    await p.getByText('Zodwa Mahlangu').click();
    await p.waitForURL(/\/company\/employee\/\d+$/);
    await p.getByText('QR code').waitFor();
    await p.getByLabel('Contact Number').fill('0831112222');
    await p.getByRole('button', { name: 'Save Employee' }).click();
    await p.getByText(MESSAGES.employee.saved).waitFor();
    await p.getByText('0831112222').waitFor();
    await screenshot(p, 'foundation-employee-edited');
    await p.context().close();
  });
});

describe('a controller', () => {
  it('sees employees and areas read-only', async () => {
    const p = await page();
    await signIn(p, server.url, 'controller@guardforce.co.za');
    await p.waitForURL('**/company/alerts');
    await p.goto(`${server.url}/company/employees`);
    await p.getByText('Bongani Khumalo').waitFor();
    expect(await p.getByText('Add a new Employee').count()).toBe(0);
    await p.getByText('Bongani Khumalo').click();
    await p.getByText('QR code').waitFor();
    expect(await p.getByRole('button', { name: 'Save Employee' }).count()).toBe(0);
    expect(await p.getByRole('button', { name: 'Delete Employee' }).count()).toBe(0);
    await screenshot(p, 'foundation-controller-employee');
    await p.goto(`${server.url}/company/areas`);
    await p.getByText('Johannesburg North').waitFor();
    expect(await p.getByText('Add a new Area').count()).toBe(0);
    await p.getByText('Johannesburg North').click();
    await p.getByLabel('Area Name').waitFor();
    expect(await p.getByRole('button', { name: 'Save Area' }).count()).toBe(0);
    await screenshot(p, 'foundation-controller-area');
    await p.goto(`${server.url}/company/employee/new`);
    await p.waitForURL('**/company/sites');
    await p.context().close();
  });
});

describe('unknown addresses', () => {
  it("show 'Page not found'", async () => {
    const p = await page();
    await signIn(p, server.url, 'admin@guardforce.co.za');
    await p.waitForURL('**/company/alerts');
    await p.goto(`${server.url}/company/nowhere`);
    await p.getByText('Page not found').waitFor();
    await p.context().close();
  });
});
