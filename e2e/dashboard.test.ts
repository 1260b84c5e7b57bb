/**
 * Journeys of the dashboard (spec part 1 §2 'Dashboard', §7): the admin reads yesterday's shift and today's so far
 * and finds on the page exactly what the four dashboard calls answer for the same period; looks back a day; opens a
 * site from a sunburst; a controller and a sys-admin (in the selected company) read it too.
 *
 * The demo makes plans only from the server's start onwards, so yesterday has no plans: its gauges read 0 / 0
 * (100%) and both sunbursts are empty, while the alerts the demo guard's handset posts at yesterday's times are
 * counted. Patrols are judged on today's shift so far: the journey adds two one-minute routes of new tags at
 * Sandton Office Park, each scheduled every minute. The server's test clock (TEST_CLOCK=1) is told instead of
 * waited for: its plan job runs as at three minutes ago, so the routes have plans that have already ended; the guard's
 * handset scans both tags of the first route's plan of two minutes ago, each at its estimate; and the live watch,
 * which never runs on its own here, runs once now and closes them (no grace): that patrol is complete, the others
 * have failed.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type CompanyAlerts,
  type CompanyPatrols,
  type CompanyTagsScanned,
  percentage,
  type SitesTagsScanned,
} from '../contract/dashboard';
import { dayText } from '../src/common/dayField/dayText';
import { openConsole, PASSWORD, postHandsetEvents, screenshot, startJourney } from './harness';

// The live watch runs only when the journey runs it (its interval is an hour).
const journey = startJourney({ PATROL_GRACE_MINUTES: '0', LIVE_WATCH_INTERVAL_MS: '3600000', TEST_CLOCK: '1' });

const DAY = 86_400;
const MINUTE = 60;
const SHIFT_START = 4 * 3_600;
const COMPANY = 'GuardForce Security Services';
const SITE = 'Sandton Office Park';
const now = () => Math.floor(Date.now() / 1000);
/** 04:00 UTC of the shift day running now (it starts at 04:00 UTC, 06:00 South African time). */
const todayStart = () => Math.floor((now() - SHIFT_START) / DAY) * DAY + SHIFT_START;
const dateOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);
const count = (n: number) => n.toLocaleString('en');
/** Polls for visible state (never a fixed wait): long enough for a loaded machine. */
const POLL = { timeout: 20_000, interval: 200 };

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${journey.server.url}/api/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function tokenOf(emailAddress: string) {
  const response = await fetch(`${journey.server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress, password: PASSWORD }),
  });
  const token = response.headers.get('x-access-token');
  if (!response.ok || !token) throw new Error(`sign-in of ${emailAddress}: ${response.status}`);
  return { token, ...((await response.json()) as { employeeId: number }) };
}

async function signInApi(emailAddress: string) {
  const { token, employeeId } = await tokenOf(emailAddress);
  const { companyId } = await api<{ companyId: number }>(`employee/${employeeId}`, token);
  return { token, companyId };
}

const event = (type: string, sentAt: number, fields: Record<string, unknown> = {}) => ({
  type,
  eventGuid: crypto.randomUUID(),
  sentAt,
  ...fields,
});

let admin: { token: string; companyId: number };
const SWEEP = ['04:DA:5B:00:00:00:01', '04:DA:5B:00:00:00:02'];
const SPARE = ['04:DA:5B:00:00:00:03'];

/** A one-minute route of new tags at Sandton, planned every minute of the day and night windows (UTC). */
async function addMinuteRoute(siteId: number, name: string, serials: string[]) {
  const tags = [];
  for (const serialNumber of serials) {
    tags.push(
      await api<{ id: number }>('routeTag', admin.token, { siteId, name: `${name} ${serialNumber}`, serialNumber }),
    );
  }
  const route = await api<{ id: number }>('route', admin.token, {
    siteId,
    name,
    durationMinutes: 1,
    tagToRouteList: tags.map((tag, i) => ({ tagId: tag.id, position: i + 1 })),
  });
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  await api('schedule', admin.token, {
    siteId,
    routeId: route.id,
    repeatMinutes: 1,
    ...Object.fromEntries(days.map((day) => [day, true])),
    startTimeDay: '04:00',
    endTimeDay: '15:59',
    startTimeNight: '16:00',
    endTimeNight: '03:59',
  });
}

/** The dashboard call's answer for the company over a period. */
const dashboard = <T>(path: string, period: { startDate: number; endDate: number }) =>
  api<T>(
    `report/dashboard/${path}/${admin.companyId}?startDate=${period.startDate}&endDate=${period.endDate}${path.endsWith('patrols') ? '&status=complete' : ''}`,
    admin.token,
  );

beforeAll(async () => {
  admin = await signInApi('admin@guardforce.co.za');
  const sites = await api<{ id: number; name: string }[]>(`site/byCompany/${admin.companyId}`, admin.token);
  const sandton = sites.find((site) => site.name === SITE);
  if (!sandton) throw new Error('no Sandton Office Park in the demo');
  const yesterday = todayStart() - DAY;
  await postHandsetEvents(journey.server.url, [
    event('panic', yesterday + 6 * 3_600),
    event('pleaseCallMe', yesterday + 7 * 3_600),
    event('pleaseCallMe', yesterday + 8 * 3_600),
  ]);
  // Today's plans of three minutes ago must lie in today's shift: in its first minutes there are none yet.
  await vi.waitFor(() => expect(now() - todayStart()).toBeGreaterThan(4 * MINUTE), {
    timeout: 300_000,
    interval: 5_000,
  });
  await addMinuteRoute(sandton.id, 'Dashboard Sweep', SWEEP);
  await addMinuteRoute(sandton.id, 'Dashboard Spare', SPARE);
  const sysAdmin = (await tokenOf('sysadmin@patrol.local')).token;
  const minute = Math.floor(now() / MINUTE) * MINUTE;
  // Plans of the last three minutes, made as the plan job would have made them then.
  await api('test/jobs/planHorizon', sysAdmin, { at: minute - 3 * MINUTE - 1 });
  // The guard scans the sweep's two tags in its plan of two minutes ago, each at its estimate (30 s apart).
  const sweepPlan = minute - 2 * MINUTE;
  await postHandsetEvents(
    journey.server.url,
    SWEEP.map((serialNumber, i) => event('nfcTagScan', sweepPlan + i * 30, { serialNumber })),
  );
  // The live watch closes every plan that has ended: the sweep's scanned patrol is complete, the others failed.
  await api('test/jobs/liveWatch', sysAdmin, {});
  // The spare's tag, scanned at its estimate in the plan of two minutes ago, arrives after that plan was judged
  // failed (a handset without signal): the verdict is revised to complete, on record.
  await postHandsetEvents(journey.server.url, [event('nfcTagScan', sweepPlan, { serialNumber: SPARE[0] })]);
  const answer = await dashboard<CompanyPatrols>('company/patrols', { startDate: todayStart(), endDate: now() });
  expect(answer.patrols).toBeGreaterThanOrEqual(1);
  expect(answer.totalPatrols).toBeGreaterThanOrEqual(6);
}, 360_000);

/** The four calls the page made for a period starting at `startDate`: their paths and query. */
function dashboardCalls(page: Page) {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/report/dashboard/')) urls.push(url);
  });
  return (startDate: number) => {
    const asked = urls.filter((url) => url.searchParams.get('startDate') === String(startDate));
    const periods = new Set(
      asked.map((url) => `${url.searchParams.get('startDate')}-${url.searchParams.get('endDate')}`),
    );
    if (periods.size !== 1) throw new Error(`the page asked ${periods.size} periods from ${startDate}`);
    return {
      paths: asked.map((url) => `${url.pathname}${url.search}`).sort(),
      period: { startDate, endDate: Number(asked[0].searchParams.get('endDate')) },
    };
  };
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const gaugeName = (page: Page, title: string) =>
  region(page, title).getByRole('img').getAttribute('aria-label') as Promise<string>;
const siteLinks = async (section: Locator) =>
  Promise.all((await section.getByRole('link').all()).map((link) => link.getAttribute('aria-label')));

/** Waits until every figure has its answer (no placeholder left). */
async function figuresShown(page: Page) {
  await expect.poll(() => page.getByRole('progressbar').count(), POLL).toBe(0);
  await page.getByText(/to pass the SLA/).waitFor();
}

/** What the page shows against what the four calls answer for the same period. */
async function expectFiguresOf(page: Page, period: { startDate: number; endDate: number }) {
  const [tags, patrols, alerts, sites] = await Promise.all([
    dashboard<CompanyTagsScanned>('company/tagsScanned', period),
    dashboard<CompanyPatrols>('company/patrols', period),
    dashboard<CompanyAlerts>('company/alerts', period),
    dashboard<SitesTagsScanned>('sites/tagsScanned', period),
  ]);
  const percent = (n: number, total: number) => percentage(n, total);
  expect(await gaugeName(page, 'Tags Scanned')).toBe(
    `Tags Scanned: ${count(tags.tagsScanned)} of ${count(tags.tagsShouldveBeenScanned)}, ${percent(tags.tagsScanned, tags.tagsShouldveBeenScanned)}%`,
  );
  expect(await gaugeName(page, 'Completed Patrols')).toBe(
    `Completed Patrols: ${count(patrols.patrols)} of ${count(patrols.totalPatrols)}, ${percent(patrols.patrols, patrols.totalPatrols)}%`,
  );
  const cards: [string, number][] = [
    ['Panic Alerts', alerts.panicAlerts],
    ['Please Call Me Alerts', alerts.pleaseCallMeAlerts],
    ['Low Battery Alerts', alerts.lowBatteryAlerts],
    ['Device Offline Alerts', alerts.deviceOfflineAlerts],
  ];
  for (const [name, n] of cards) expect(await region(page, name).textContent()).toBe(`${count(n)}${name}`);
  const provisional = page.getByText(/patrol verdicts? (is|are) provisional/);
  if (patrols.provisionalPatrols)
    expect(await provisional.textContent()).toMatch(
      new RegExp(`^${patrols.provisionalPatrols} patrol verdicts? (is|are) provisional`),
    );
  else expect(await provisional.count()).toBe(0);
  await page.getByText(`A site must have more than ${sites.slaThreshold}% tags scanned to pass the SLA`).waitFor();
  const links = (list: SitesTagsScanned['sitesAboveThreshold']) =>
    list.map((site) => `Open ${site.name}: ${site.tagsScannedPercentage}% tags scanned`).sort();
  const above = region(page, 'Sites above SLA Threshold');
  const below = region(page, 'Sites Below SLA Threshold');
  expect((await siteLinks(above)).sort()).toEqual(links(sites.sitesAboveThreshold));
  expect((await siteLinks(below)).sort()).toEqual(links(sites.sitesBelowThreshold));
  expect(await above.getByText('No Sites above SLA Threshold').count()).toBe(sites.sitesAboveThreshold.length ? 0 : 1);
  expect(await below.getByText('No Sites Below SLA Threshold').count()).toBe(sites.sitesBelowThreshold.length ? 0 : 1);
  return { tags, patrols, alerts, sites };
}

const PATHS = (companyId: number, { startDate, endDate }: { startDate: number; endDate: number }) => [
  `/api/v1/report/dashboard/company/alerts/${companyId}?startDate=${startDate}&endDate=${endDate}`,
  `/api/v1/report/dashboard/company/patrols/${companyId}?status=complete&startDate=${startDate}&endDate=${endDate}`,
  `/api/v1/report/dashboard/company/tagsScanned/${companyId}?startDate=${startDate}&endDate=${endDate}`,
  `/api/v1/report/dashboard/sites/tagsScanned/${companyId}?startDate=${startDate}&endDate=${endDate}`,
];

describe('dashboard', () => {
  it("shows the admin yesterday's shift and today's so far as the four calls answer them, and opens a site", async () => {
    const page = await openConsole(journey, 'admin@guardforce.co.za', 'company/alerts');
    // The spare's revised verdict waits in the Yellow box, from what to what.
    await region(page, 'Yellow alerts')
      .getByText('Dashboard Spare: verdict revised from failed to complete, 1 of 1 tags scanned')
      .first()
      .waitFor();
    // Its first verdict's row stays, saying what it was revised to.
    await region(page, 'Yellow alerts')
      .getByTestId('alert-revised')
      .filter({ hasText: /^Revised to complete at \d\d:\d\d: 1 of 1 tags scanned$/ })
      .first()
      .waitFor();
    await screenshot(page, 'dashboard-0-verdict-revised');
    const callsFrom = dashboardCalls(page);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/company/dashboard');
    const yesterday = { startDate: todayStart() - DAY, endDate: todayStart() };
    await page
      .getByRole('heading', { name: `${COMPANY} - Yesterday's Shift Performance - ${dateOf(yesterday.startDate)}` })
      .waitFor();
    await figuresShown(page);
    expect(callsFrom(yesterday.startDate)).toEqual({ paths: PATHS(admin.companyId, yesterday), period: yesterday });
    const before = await expectFiguresOf(page, yesterday);
    expect(before.alerts).toMatchObject({ panicAlerts: 1, pleaseCallMeAlerts: 2 });
    expect(before.patrols).toEqual({ patrols: 0, totalPatrols: 0, provisionalPatrols: 0 });
    await screenshot(page, 'dashboard-1-yesterday-1440');

    await page.getByRole('button', { name: 'Previous shift day' }).click();
    const dayBefore = { startDate: yesterday.startDate - DAY, endDate: yesterday.startDate };
    await page
      .getByRole('heading', { name: `${COMPANY} - Shift Performance - ${dateOf(dayBefore.startDate)}` })
      .waitFor();
    await figuresShown(page);
    expect(callsFrom(dayBefore.startDate).period).toEqual(dayBefore);
    expect((await expectFiguresOf(page, dayBefore)).alerts.panicAlerts).toBe(0);
    expect(page.url()).toContain(`?day=${dateOf(dayBefore.startDate)}`);

    const today = todayStart();
    await page.getByLabel('Shift day', { exact: true }).fill(dayText(dateOf(today)));
    await page.getByLabel('Shift day', { exact: true }).blur();
    await page
      .getByRole('heading', { name: `${COMPANY} - Today's Shift Performance So Far - ${dateOf(today)}` })
      .waitFor();
    await figuresShown(page);
    const { period } = callsFrom(today);
    expect(period.endDate).toBeGreaterThan(today);
    expect(period.endDate).toBeLessThanOrEqual(now());
    const figures = await expectFiguresOf(page, period);
    expect(figures.patrols.patrols).toBeGreaterThanOrEqual(1);
    expect(figures.patrols.totalPatrols).toBeGreaterThan(figures.patrols.patrols);
    // Every verdict of today's shift may still be revised: they ended minutes ago.
    expect(figures.patrols.provisionalPatrols).toBe(figures.patrols.totalPatrols);
    const sandton = [...figures.sites.sitesAboveThreshold, ...figures.sites.sitesBelowThreshold].find(
      (site) => site.name === SITE,
    );
    expect(sandton?.tagsScannedPercentage).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Next shift day' }).isDisabled()).toBe(true);
    await screenshot(page, 'dashboard-2-today-1440');

    const link = page.getByRole('link', { name: new RegExp(`^Open ${SITE}:`) });
    expect(await link.textContent()).toBe('Sandton Office…');
    // Sandton is the only site judged today: its share is the whole outer ring, whose top is clear of the hole.
    const ring = page.locator(`path.recharts-sector[name="${SITE}"]`);
    const box = await ring.boundingBox();
    await ring.hover({ position: { x: (box?.width ?? 0) / 2 + 12, y: 14 } });
    await page.getByText(`${SITE}: ${sandton?.tagsScannedPercentage}% tags scanned`).waitFor();
    await screenshot(page, 'dashboard-3-tooltip');

    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'dashboard-4-today-1024');

    await link.click();
    await page.waitForURL('**/company/site/xtra/details');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(SITE).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: /Today's Shift Performance So Far/ }).waitFor();
  });

  it('says which figure failed and asks again; draws many sites with labels that do not overlap', async () => {
    const page = await openConsole(journey, 'admin@guardforce.co.za', 'company/alerts');
    await page.route('**/api/v1/report/dashboard/company/tagsScanned/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }),
    );
    const many: SitesTagsScanned = {
      slaThreshold: 90,
      sitesAboveThreshold: Array.from({ length: 18 }, (_, i) => ({
        id: 1000 + i,
        name: `${['Sandton', 'Rosebank', 'Midrand', 'Melrose'][i % 4]} Business Park ${i + 1}`,
        tagsScannedPercentage: Math.round((90.5 + (i * 9.5) / 17) * 100) / 100,
      })),
      sitesBelowThreshold: Array.from({ length: 5 }, (_, i) => ({
        id: 2000 + i,
        name: i === 0 ? 'Fourways Mall' : `Northcliff Residential Estate ${i}`,
        tagsScannedPercentage: [12.5, 37, 55.55, 71, 89.99][i],
      })),
    };
    await page.route('**/api/v1/report/dashboard/sites/tagsScanned/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(many) }),
    );
    await page.goto(`${journey.server.url}/company/dashboard`);
    const failed = region(page, 'Tags Scanned').getByRole('alert');
    await failed.getByText('The tags scanned could not be loaded: Database unavailable').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: /Fourways Mall: 12.5%/ }).waitFor();
    expect(await region(page, 'Sites above SLA Threshold').getByRole('link').count()).toBe(18);
    await screenshot(page, 'dashboard-5-failed-and-many-sites-1440');

    await page.unroute('**/api/v1/report/dashboard/company/tagsScanned/**');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => gaugeName(page, 'Tags Scanned'), POLL).toMatch(/^Tags Scanned: 0 of 0, 100%$/);
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'dashboard-6-many-sites-1024');
  });

  it('shows a controller the same figures, and a sys-admin those of the company it selected', async () => {
    const yesterday = { startDate: todayStart() - DAY, endDate: todayStart() };
    const controller = await openConsole(journey, 'controller@guardforce.co.za', 'company/alerts');
    await controller.setViewportSize({ width: 1024, height: 768 });
    await controller.goto(`${journey.server.url}/company/dashboard`);
    await controller
      .getByRole('heading', { name: new RegExp(`^${COMPANY} - Yesterday's Shift Performance`) })
      .waitFor();
    await figuresShown(controller);
    await expectFiguresOf(controller, yesterday);
    await screenshot(controller, 'dashboard-7-controller-1024');

    const sysAdmin = await openConsole(journey, 'sysadmin@patrol.local', 'companies');
    await sysAdmin.getByText(COMPANY).click();
    await sysAdmin.waitForURL('**/company/sites');
    await sysAdmin.getByRole('menuitem', { name: 'Dashboard' }).click();
    await sysAdmin
      .getByRole('heading', { name: `${COMPANY} - Yesterday's Shift Performance - ${dateOf(yesterday.startDate)}` })
      .waitFor();
    await figuresShown(sysAdmin);
    await expectFiguresOf(sysAdmin, yesterday);
  });
});
