/**
 * Journeys of the Reports page's PDF area (spec part 1 §2 'Reports screen', §4, §8): the morning after a night
 * at Sandton Office Park (yesterday's plans; one patrol walked in full and one in part through the handset API;
 * the rest failed), an admin generates and e-mails the site's daily report. A real SMTP peer on loopback receives
 * it with the PDF attached; the PDF's text holds the site's name and the figures the dashboard API gives for
 * that shift, which are the figures of what the handset sent; the card shows its delivery and opens the PDF
 * without a session. A controller asks for the month's report the same way.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER } from '../contract/handset';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { loadDemoIfEmpty } from '../server/src/db/demo/seed';
import { routeTags, schedulePlans, schedulePlanTags, schedules, sites } from '../server/src/db/schema';
import { closeEndedPlans } from '../server/src/modules/patrols/close';
import { makePlans } from '../server/src/modules/schedule/plans';
import { startServerProcess } from '../server/src/test/serverProcess';
import { type SmtpPeer, startSmtpPeer } from '../server/src/test/smtp';
import {
  DEMO_GUARD,
  dataDirFromTemplate,
  type Journey,
  launchBrowser,
  openConsole,
  PASSWORD,
  screenshot,
} from './harness';

const SITE = 'Sandton Office Park';
/** Sandton's report recipients in the demo data: its area's address and its site manager. */
const RECIPIENTS = ['north@guardforce.co.za', 'facilities@sandtonofficepark.co.za'];
const DAY = 86_400;
const SHIFT_START = 4 * 3_600;
/** Yesterday's shift day, the page's default: the latest 04:00 UTC to 04:00 UTC day that has ended. */
const shiftEnd = Math.floor((Date.now() / 1000 - SHIFT_START) / DAY) * DAY + SHIFT_START;
const shiftStart = shiftEnd - DAY;

/** What the handset's traffic makes of the shift, counted here from the plans and the scans sent. */
interface Expected {
  planned: number;
  complete: number;
  tagsExpected: number;
  tagsScanned: number;
}

/**
 * Prepares the data folder as the morning after the shift: the demo data, Sandton's plans of yesterday (made by the
 * plan generator as of the shift's eve), scans through the handset API (every tag of one evening patrol, the first
 * tag of the next) and the patrols closed by the closing job, all before the journey's server opens the folder.
 */
async function prepareShift(dataDir: string): Promise<Expected> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', CONSOLE_DIR: join(dataDir, 'no-console') });
  const database = await openDatabase(config);
  const { db } = database;
  const app = await buildApp(config, database);
  try {
    await loadDemoIfEmpty(db);
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.name, SITE));
    const siteSchedules = await db.select().from(schedules).where(eq(schedules.siteId, site.id));
    await makePlans(
      db,
      siteSchedules.map((schedule) => schedule.id),
      new Date((shiftStart - 3_600) * 1000),
      false,
    );
    const plans = await db
      .select()
      .from(schedulePlans)
      .where(
        and(
          eq(schedulePlans.siteId, site.id),
          gte(schedulePlans.startTime, new Date(shiftStart * 1000)),
          lt(schedulePlans.startTime, new Date(shiftEnd * 1000)),
        ),
      )
      .orderBy(asc(schedulePlans.startTime));
    const planTags = await db
      .select({
        planId: schedulePlanTags.schedulePlanId,
        at: schedulePlanTags.estimatedScanAt,
        serial: routeTags.serialNumber,
      })
      .from(schedulePlanTags)
      .innerJoin(routeTags, eq(routeTags.id, schedulePlanTags.tagId))
      .where(
        inArray(
          schedulePlanTags.schedulePlanId,
          plans.map((plan) => plan.id),
        ),
      )
      .orderBy(asc(schedulePlanTags.position));
    // Evening patrols of the hourly route: no other route's plan runs then (the other is a day route).
    const nightRoute = siteSchedules.find((schedule) => schedule.startTimeNight !== schedule.endTimeNight);
    const evening = plans.filter(
      (plan) => plan.scheduleId === nightRoute?.id && plan.startTime.getTime() / 1000 >= shiftStart + 13 * 3_600,
    );
    const tagsOf = (planId: number) => planTags.filter((tag) => tag.planId === planId);
    const walked = [...tagsOf(evening[0].id), tagsOf(evening[1].id)[0]];
    await postScans(
      app,
      walked.map((tag) => ({
        type: 'nfcTagScan',
        eventGuid: randomUUID(),
        sentAt: Math.floor(tag.at.getTime() / 1000),
        serialNumber: tag.serial,
      })),
    );
    while ((await closeEndedPlans(db, new Date(), config.patrolGraceMinutes, 200)).length > 0);
    return { planned: plans.length, complete: 1, tagsExpected: planTags.length, tagsScanned: walked.length };
  } finally {
    await app.close();
    await database.close();
  }
}

/** Posts the demo guard's handset events to the in-process server; every one must be accepted. */
async function postScans(app: Awaited<ReturnType<typeof buildApp>>, events: Record<string, unknown>[]) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { emailAddress: DEMO_GUARD.emailAddress, password: PASSWORD },
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/handset/events',
    headers: {
      'x-access-token': String(login.headers['x-access-token']),
      [APP_INSTANCE_HEADER]: DEMO_GUARD.appInstanceId,
    },
    payload: { events },
  });
  const results = (response.json().results ?? []) as { status: string }[];
  if (response.statusCode !== 200 || results.some((result) => result.status !== 'accepted')) {
    throw new Error(`scans refused: ${response.statusCode} ${response.body}`);
  }
}

const journey = { contexts: [] } as unknown as Journey;
let smtp: SmtpPeer;
let expected: Expected;
let dataDir: string;
beforeAll(async () => {
  dataDir = dataDirFromTemplate('patrol-reports-');
  smtp = await startSmtpPeer();
  expected = await prepareShift(dataDir);
  const [server, browser] = await Promise.all([
    startServerProcess('compiled', dataDir, { SMTP_URL: smtp.url, MAIL_FROM: 'Patrol Console <reports@patrol.local>' }),
    launchBrowser(),
  ]);
  Object.assign(journey, { server, browser });
});
afterAll(async () => {
  await Promise.all(journey.contexts.map((context) => context.close()));
  await journey.browser?.close();
  await journey.server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// ---- Reading what the SMTP peer received ----

/** The PDF attachments of a received message (nodemailer's multipart/mixed, base64 parts). */
function pdfAttachments(text: string): Buffer[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(text)?.[1];
  if (!boundary) return [];
  return text
    .split(`--${boundary}`)
    .map((part) => part.split(/\r?\n\r?\n/))
    .filter(([headers]) => /content-type:\s*application\/pdf/i.test(headers) && /base64/i.test(headers))
    .map(([, ...body]) => Buffer.from(body.join('').replace(/[^A-Za-z0-9+/]/g, ''), 'base64'));
}

/** The text of every page of a PDF, its runs joined by single spaces. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The metrics of the 14 standard fonts (a report's Helvetica) ship with the library.
  const standardFontDataUrl = join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts/',
  );
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

// ---- The page ----

/** Polls for visible state (never a fixed wait): long enough for a loaded machine. */
const POLL = { timeout: 30_000, interval: 200 };
/** The card's delivery is asked again every 10 s while a message waits for the mail server. */
const DELIVERY_POLL = { timeout: 90_000, interval: 500 };

const saTime = (epochSeconds: number) => {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Johannesburg',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(epochSeconds * 1000))
      .map(({ type, value }) => [type, value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year} ${part.hour}:${part.minute}`;
};
const yesterdayLabel = `${saTime(shiftStart)} – ${saTime(shiftEnd)}`;

/**
 * A screenshot once the PDF previews have been drawn: the page is shown whole (so the capture itself resizes
 * nothing), each preview's viewer has loaded, and three captures in a row are alike.
 */
async function previewScreenshot(page: Page, name: string, width: number) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height });
  // A report opened in its own tab is one viewer; a page of cards has one per preview.
  const previews = Math.max(1, await page.locator('iframe').count());
  const viewers = () => page.frames().filter((frame) => frame.url().startsWith('chrome-extension://')).length;
  await expect.poll(viewers, POLL).toBeGreaterThanOrEqual(previews);
  let previous: Buffer = Buffer.alloc(0);
  // Bounded: the header's connection clock may tick meanwhile; a picture is taken regardless.
  for (let alike = 0, tries = 0; alike < 2 && tries < 50; tries++) {
    const shot = await page.screenshot();
    alike = shot.equals(previous) ? alike + 1 : 0;
    previous = shot;
  }
  await screenshot(page, name);
}

const pdfArea = (page: Page) => page.getByRole('region', { name: 'PDF reports' });
const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const requested = (area: Locator) => area.getByRole('article').filter({ hasText: 'at a user’s request' });

async function openReports(page: Page) {
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await page.waitForURL('**/company/reports');
}

async function chooseSite(area: Locator, name: string) {
  await area.getByRole('combobox', { name: 'Site' }).click();
  await area.page().getByRole('option', { name }).click();
  await expect.poll(() => area.getByRole('combobox', { name: 'Site' }).textContent(), POLL).toBe(name);
}

/** A signed-in API session's token, for the API's own figures. */
async function apiToken(emailAddress: string): Promise<string> {
  const login = await fetch(`${journey.server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress, password: PASSWORD }),
  });
  return login.headers.get('x-access-token') ?? '';
}

async function dashboard<T>(token: string, path: string, companyId: number, query = ''): Promise<T> {
  const url = `${journey.server.url}/api/v1/report/dashboard/${path}/${companyId}?startDate=${shiftStart}&endDate=${shiftEnd}${query}`;
  const response = await fetch(url, { headers: { 'x-access-token': token } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('PDF reports', () => {
  it("e-mails yesterday's report of a site with the PDF attached, its figures the API's, and opens it", async () => {
    const token = await apiToken('admin@guardforce.co.za');
    const me = (await (
      await fetch(`${journey.server.url}/api/v1/employee/me`, { headers: { 'x-access-token': token } })
    ).json()) as { companyId: number };
    const patrols = await dashboard<{ patrols: number; totalPatrols: number; provisionalPatrols?: number }>(
      token,
      'company/patrols',
      me.companyId,
      '&status=complete',
    );
    const tags = await dashboard<{ tagsScanned: number; tagsShouldveBeenScanned: number }>(
      token,
      'company/tagsScanned',
      me.companyId,
    );
    // Only Sandton has plans yesterday, so the company's figures are the site's, and they are what was sent.
    // How many of yesterday's verdicts may still be revised depends on the hour (PATROL_SETTLE_HOURS after each plan).
    expect(patrols).toMatchObject({ patrols: expected.complete, totalPatrols: expected.planned });
    expect(patrols.provisionalPatrols).toBeLessThanOrEqual(expected.planned);
    expect(tags).toEqual({ tagsScanned: expected.tagsScanned, tagsShouldveBeenScanned: expected.tagsExpected });
    expect(expected.planned).toBeGreaterThan(2);

    const page = await openConsole(journey, 'admin@guardforce.co.za', 'company/alerts');
    await openReports(page);
    const area = pdfArea(page);
    // The first site by name is chosen once the sites have loaded; the period is yesterday's shift day.
    await expect
      .poll(() => area.getByRole('combobox', { name: 'Site' }).textContent(), POLL)
      .toBe('Melrose Arch Residences');
    await expect(area.getByText(yesterdayLabel, { exact: true }).count()).resolves.toBe(1);
    await expect(area.getByRole('button', { name: 'Next day' }).isDisabled()).resolves.toBe(true);
    await chooseSite(area, SITE);
    await area
      .getByText(/^(No reports|Made .*)$/)
      .first()
      .waitFor(POLL);
    await screenshot(page, 'reports-pdf-1-before-1440');

    await area.getByRole('button', { name: 'Generate and email report' }).click();
    await screenshot(page, 'reports-pdf-2-generating-1440');
    await snackbar(page, 'Report generated and emailed').waitFor(POLL);
    const card = requested(area);
    await card.waitFor(POLL);
    await expect(card.getByRole('heading', { name: SITE }).count()).resolves.toBe(1);
    await expect(card.getByText(`Daily report · ${yesterdayLabel}`).count()).resolves.toBe(1);
    await expect.poll(() => card.getByText('Sent to 2 recipients').count(), DELIVERY_POLL).toBe(1);

    // 'Open' opens the PDF in a new tab, by a signed link that needs no session.
    const open = card.getByRole('link', { name: 'Open' });
    const href = (await open.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/v1\/report\/file\/\d+\?/);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await expect.poll(() => tab.url(), POLL).toBe(`${journey.server.url}${href}`);
    await previewScreenshot(tab, 'reports-pdf-3-opened', 1024);
    const file = await fetch(`${journey.server.url}${href}`);
    expect(file.headers.get('content-type')).toMatch(/^application\/pdf/);
    const pdf = Buffer.from(await file.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await tab.close();
    // The preview embeds the same report (by the link it first loaded; each list answer signs anew).
    const preview = (await card.locator('iframe').getAttribute('src')) ?? '';
    expect(new URL(preview, journey.server.url).pathname).toBe(new URL(href, journey.server.url).pathname);

    // Both recipients received that very PDF by e-mail.
    const mailed = smtp.received.filter((mail) => pdfAttachments(mail.text).some((attached) => attached.equals(pdf)));
    expect(mailed.flatMap((mail) => mail.to).sort()).toEqual([...RECIPIENTS].sort());
    const text = await pdfText(pdf);
    expect(text).toContain(SITE);
    expect(text).toContain(`${expected.complete} of ${expected.planned} planned`);
    expect(text).toContain(`${expected.tagsScanned} of ${expected.tagsExpected} expected`);

    await previewScreenshot(page, 'reports-pdf-4-card-1440', 1440);
    await page.setViewportSize({ width: 1024, height: 768 });
    await previewScreenshot(page, 'reports-pdf-5-card-1024', 1024);
  });

  it("lets a controller generate the month's report of the same site", async () => {
    const page = await openConsole(journey, 'controller@guardforce.co.za', 'company/alerts');
    await page.setViewportSize({ width: 1024, height: 768 });
    await openReports(page);
    const area = pdfArea(page);
    await chooseSite(area, SITE);
    await requested(area).first().waitFor(POLL);
    await area.getByRole('radio', { name: 'Monthly' }).check();
    await expect(area.getByRole('button', { name: 'Next month' }).isDisabled()).resolves.toBe(true);
    await area.getByRole('button', { name: 'Generate and email report' }).click();
    await snackbar(page, 'Report generated and emailed').waitFor(POLL);
    const monthly = area.getByRole('article').filter({ hasText: 'Monthly report' });
    await monthly.first().waitFor(POLL);
    await expect.poll(() => monthly.first().getByText('Sent to 2 recipients').count(), DELIVERY_POLL).toBe(1);
    await previewScreenshot(page, 'reports-pdf-6-controller-monthly-1024', 1024);
  });
});
