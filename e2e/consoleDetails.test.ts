/**
 * Journeys of the console's smaller details: a controller's read-only employee page (the Site greyed like the rest),
 * the Role column of the employees list, the company name in full at 1024 px, 24-hour schedule times in a Chromium
 * that speaks en-US, the generated plans grouped by day and filtered to one day on the server, Cancel in the confirm
 * dialog, the route hint that says where the tags are, and the employee info PDF carrying the employee's QR code
 * (read back from the PDF with pdf.js and compared, module by module, with the code of the employee's user id).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { create as createQr } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { QR_CODE } from '../contract/constants';
import { dayText } from '../src/common/dayField/dayText';
import { openConsole, PASSWORD, screenshot, startJourney } from './harness';

const journey = startJourney();

/** Polls for visible state (never a fixed wait): long enough for a loaded machine. */
const POLL = { timeout: 30_000, interval: 200 };

const ADMIN = 'admin@guardforce.co.za';
const CONTROLLER = 'controller@guardforce.co.za';
const GUARD = 'Bongani Khumalo';
const SITE = 'Sandton Office Park';

/** A console on its own context in an en-US Chromium (which shows a native time input as AM/PM), South African time. */
async function openUsConsole(emailAddress: string, width: number): Promise<Page> {
  const context = await journey.browser.newContext({
    viewport: { width, height: 900 },
    timezoneId: 'Africa/Johannesburg',
    locale: 'en-US',
    acceptDownloads: true,
  });
  journey.contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${journey.server.url}/login`);
  await page.getByLabel('Email address').fill(emailAddress);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/company/alerts');
  return page;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function openEmployee(page: Page, name: string) {
  await page.goto(`${journey.server.url}/company/employees`);
  await page.getByRole('cell', { name, exact: true }).click();
  await page.getByRole('heading', { name }).waitFor();
}

async function openSiteTile(page: Page, tile: string, path: string) {
  await page.goto(`${journey.server.url}/company/sites`);
  await page.getByRole('cell', { name: SITE, exact: true }).click();
  await page.waitForURL('**/company/site/xtra/details');
  await page.getByRole('navigation', { name: 'Site area' }).getByRole('link', { name: tile }).click();
  await page.waitForURL(`**/company/site/xtra/${path}`);
}

/** Whether the company name in the header is shown whole (nothing clipped or ellipsed). */
const companyNameWhole = (page: Page) =>
  page.getByTestId('company-name').evaluate((element) => ({
    text: element.textContent,
    whole: element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
  }));

describe('employees', () => {
  it('lists each employee with the role in words, and shows the company name whole at 1440 and 1024 px', async () => {
    const page = await openConsole(journey, CONTROLLER, 'company/alerts');
    await page.goto(`${journey.server.url}/company/employees`);
    await page.getByRole('columnheader', { name: 'Role' }).waitFor();
    const guardRow = page.getByRole('row').filter({ hasText: GUARD });
    await expect.poll(() => guardRow.getByRole('cell').allTextContents(), POLL).toContain('Security Guard');
    const roles = await page.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const headers = [...(row.closest('table')?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent);
        return row.querySelectorAll('td')[headers.indexOf('Role')]?.textContent ?? '';
      }),
    );
    expect(roles.length).toBeGreaterThan(1);
    for (const role of roles) expect(['Admin', 'Controller', 'Security Guard', 'Sys Admin']).toContain(role);
    expect(roles).toContain('Admin');
    await expect(companyNameWhole(page)).resolves.toEqual({ text: 'GuardForce Security Services', whole: true });
    await shot(page, 'console-details-1-employees-1440');

    await page.setViewportSize({ width: 1024, height: 768 });
    await expect
      .poll(() => companyNameWhole(page), POLL)
      .toEqual({ text: 'GuardForce Security Services', whole: true });
    await page.getByRole('columnheader', { name: 'Role' }).waitFor();
    // The list fits the window: no sideways scroll.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), POLL)
      .toBe(true);
    await shot(page, 'console-details-2-employees-1024');
  });

  it("greys a controller's Site like every other field, and it cannot be opened", async () => {
    const page = await openConsole(journey, CONTROLLER, 'company/alerts');
    await openEmployee(page, GUARD);
    const site = page.getByRole('combobox', { name: 'Site' });
    await expect.poll(() => site.textContent(), POLL).toBe(SITE);
    await expect(site.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(page.getByLabel('Name', { exact: true }).getAttribute('readonly')).resolves.not.toBeNull();
    // The two fields are drawn alike: the same colour for their text and their labels.
    const look = (field: string) =>
      page.evaluate((label) => {
        const labelElement = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
        const root = labelElement?.parentElement as HTMLElement;
        const text = root.querySelector('input:not([aria-hidden]), [role="combobox"]') as HTMLElement;
        return { label: getComputedStyle(labelElement as Element).color, text: getComputedStyle(text).color };
      }, field);
    await expect(look('Site')).resolves.toEqual(await look('Surname'));
    await site.click({ force: true });
    await expect(page.getByRole('listbox').count()).resolves.toBe(0);
    await shot(page, 'console-details-3-controller-employee-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'console-details-4-controller-employee-1024');
  });

  it("puts the employee's QR code in the Employee Info PDF", async () => {
    const page = await openUsConsole(ADMIN, 1440);
    await openEmployee(page, GUARD);
    await page.getByRole('img', { name: 'QR code' }).waitFor();
    const userId = await page.evaluate(async (id) => {
      const token = JSON.parse(localStorage.getItem('patrol.token') ?? '""') as string;
      const response = await fetch(`/api/v1/employee/${id}`, { headers: { 'x-access-token': token } });
      return ((await response.json()) as { userId: number }).userId;
    }, page.url().split('/').pop());
    expect(userId).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Employee Info' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${GUARD}.pdf`);
    const pdf = readFileSync((await download.path()) as string);
    const { text, paths } = await readPdf(pdf);
    expect(text).toContain('Employee Info');
    expect(text).toContain('Bongani');
    expect(text).toContain(SITE);
    expect(text).toContain('QR code');

    // The QR code is the path of many small boxes; it covers exactly the dark modules of the user id's code.
    const expected = createQr(String(userId).padStart(QR_CODE.digits, '0'), { errorCorrectionLevel: QR_CODE.level });
    const size = expected.modules.size;
    const qr = paths.reduce((most, path) => (path.length > most.length ? path : most), []);
    expect(qr.length).toBeGreaterThan(size);
    const want = Array.from({ length: size }, (_, row) =>
      Array.from({ length: size }, (_, column) => Boolean(expected.modules.get(row, column))),
    );
    expect(modulesOf(qr, size)).toEqual(want);
  });
});

/**
 * The text of the PDF's first page and the filled paths it draws, each as its subpaths' bounding boxes in the path's
 * own units (pdf.js's constructPath: move 0 (x y), line 1 (x y), curve 2 (6 numbers), quadratic 3 (4), close 4).
 */
async function readPdf(pdf: Buffer) {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const page = await document.getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    const operators = await page.getOperatorList();
    const paths: Box[][] = [];
    for (const [index, fn] of operators.fnArray.entries()) {
      if (fn === OPS.constructPath) paths.push(subpathBoxes(Array.from(operators.argsArray[index][1][0] as number[])));
    }
    return { text, paths };
  } finally {
    await document.destroy();
  }
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const COORDINATES: Record<number, number> = { 0: 2, 1: 2, 2: 6, 3: 4, 4: 0 };

function subpathBoxes(data: number[]): Box[] {
  const boxes: Box[] = [];
  let points: number[][] = [];
  const close = () => {
    if (!points.length) return;
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    boxes.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
    points = [];
  };
  for (let at = 0; at < data.length; ) {
    const op = data[at++];
    if (op === 0) close();
    const count = COORDINATES[op];
    if (count === undefined) throw new Error(`unknown path operation ${op}`);
    for (let n = 0; n < count; n += 2) points.push([data[at + n], data[at + n + 1]]);
    at += count;
    if (op === 4) close();
  }
  close();
  return boxes;
}

/** The modules a path of unit-high runs covers, as rows of booleans. */
function modulesOf(boxes: Box[], size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const { x0, y0, x1, y1 } of boxes) {
    for (let y = Math.round(y0); y < Math.round(y1); y++) {
      for (let x = Math.round(x0); x < Math.round(x1); x++) grid[y][x] = true;
    }
  }
  return grid;
}

describe('schedules', () => {
  it('shows schedule times in 24 hours on the detail and the list, in an en-US browser at 1440 and 1024 px', async () => {
    const page = await openUsConsole(ADMIN, 1440);
    await openSiteTile(page, 'Schedules', 'schedule');
    const row = page.locator('table').first().getByRole('row').filter({ hasText: 'Perimeter Patrol' });
    await expect.poll(() => row.getByRole('cell').nth(1).textContent(), POLL).toBe('08:00');
    await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('18:00');
    await row.getByRole('cell').first().click();
    await page.getByRole('button', { name: 'Save Schedule' }).waitFor();
    const times = {
      'Start Time Day': '08:00',
      'End Time Day': '17:00',
      'Start Time Night': '18:00',
      'End Time Night': '05:00',
    };
    for (const [label, value] of Object.entries(times)) {
      await expect.poll(() => page.getByLabel(label).inputValue(), POLL).toBe(value);
    }
    await expect(page.locator('input[type="time"]').count()).resolves.toBe(0);
    await expect(page.locator('form').innerText()).resolves.not.toMatch(/\b(AM|PM)\b/);
    await shot(page, 'console-details-5-schedule-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(page.locator('form').innerText()).resolves.not.toMatch(/\b(AM|PM)\b/);
    await shot(page, 'console-details-6-schedule-1024');
  });

  it('asks before saving with Close, Cancel and Continue; Cancel saves nothing', async () => {
    const page = await openUsConsole(ADMIN, 1440);
    await openSiteTile(page, 'Schedules', 'schedule');
    await page.getByRole('cell', { name: 'Perimeter Patrol' }).first().click();
    await expect.poll(() => page.getByLabel('Start Time Day').inputValue(), POLL).toBe('08:00');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/schedule')) saves.push(request.url());
    });
    await page.getByLabel('Repeat Every (minutes)').fill('90');
    await page.getByRole('button', { name: 'Save Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you would like to save this schedule?' });
    await dialog.waitFor();
    const buttons = await dialog
      .getByRole('button')
      .evaluateAll((all) => all.map((button) => button.getAttribute('aria-label') ?? button.textContent));
    expect(buttons).toEqual(['Close', 'Cancel', 'Continue']);
    await shot(page, 'console-details-7-confirm-1440');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(saves).toEqual([]);
    await expect(page.getByLabel('Repeat Every (minutes)').inputValue()).resolves.toBe('90');
  });

  it('groups the generated plans by day and keeps one day when asked (filtered by the server)', async () => {
    const page = await openUsConsole(ADMIN, 1440);
    await openSiteTile(page, 'Schedules', 'schedule');
    const plans = page.locator('section[aria-labelledby^="plans-day-"]');
    await expect.poll(() => plans.count(), POLL).toBeGreaterThan(0);
    await page
      .getByRole('combobox', { name: /Rows per page/i })
      .last()
      .click();
    await page.getByRole('option', { name: '100' }).click();
    const days = () => page.locator('h4[id^="plans-day-"]').allTextContents();
    await expect.poll(async () => (await days()).length, POLL).toBeGreaterThan(0);
    // A page that runs over midnight: the first does unless the next 100 lines all start on one day (late evening).
    const nextPage = page.getByRole('button', { name: 'Go to next page' }).last();
    for (let turn = 0; turn < 4 && (await days()).length === 1; turn += 1) {
      const firstLine = () => plans.locator('tbody tr').first().textContent();
      const shown = await firstLine();
      await nextPage.click();
      await expect.poll(firstLine, POLL).not.toBe(shown);
    }
    expect((await days()).length).toBeGreaterThan(1);
    // Every line of a day's table starts on that day.
    const startsByDay = () =>
      plans.evaluateAll((sections) =>
        sections.map((section) => ({
          day: section.getAttribute('aria-labelledby')?.replace('plans-day-', ''),
          starts: [...section.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[2]?.textContent),
        })),
      );
    for (const { day, starts } of await startsByDay()) {
      expect(starts.length).toBeGreaterThan(0);
      // A start reads 'HH:mm DD/MM/YYYY'.
      for (const start of starts) expect(start?.slice(6, 16)).toBe(dayText(day ?? ''));
    }
    const pageCount = page.locator('.MuiTablePagination-displayedRows').last();
    const allTotal = await pageCount.textContent();
    await shot(page, 'console-details-8-plans-by-day-1440');

    const tomorrow = (await startsByDay())[1].day as string;
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/schedule/plans/generated/') && r.url().includes('startDate=')),
      page.getByLabel('Day', { exact: true }).fill(dayText(tomorrow)),
    ]);
    const query = new URL(request.url()).searchParams;
    expect(Number(query.get('endDate')) - Number(query.get('startDate'))).toBe(86_400);
    await expect.poll(days, POLL).toEqual([await page.locator(`#plans-day-${tomorrow}`).textContent()]);
    for (const { day } of await startsByDay()) expect(day).toBe(tomorrow);
    // 'a-b of N': fewer lines in all than over every day.
    const totalOf = (text: string | null) => Number(text?.split(' of ')[1]);
    await expect.poll(async () => totalOf(await pageCount.textContent()), POLL).toBeLessThan(totalOf(allTotal));
    await expect.poll(async () => totalOf(await pageCount.textContent()), POLL).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), POLL)
      .toBe(true);
    await shot(page, 'console-details-9-plans-one-day-1024');

    // Every day again, from the first page.
    await page.getByRole('button', { name: 'All days' }).click();
    await expect.poll(async () => totalOf(await pageCount.textContent()), POLL).toBe(totalOf(allTotal));
    await expect(page.getByLabel('Day', { exact: true }).inputValue()).resolves.toBe('');
  });
});

describe('route hint', () => {
  it('says the tags are on the right beside the form, and below it on a narrower screen', async () => {
    const page = await openConsole(journey, ADMIN, 'company/alerts');
    await openSiteTile(page, 'Routes', 'routes');
    await page.getByRole('cell', { name: 'Perimeter Patrol' }).click();
    await page.getByText('click on a tag on the right to add/remove it from the the route').waitFor();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.getByText('click on a tag below to add/remove it from the route').waitFor();
    await expect(page.getByText(/on the right/).count()).resolves.toBe(0);
    await shot(page, 'console-details-10-route-1024');
  });
});
