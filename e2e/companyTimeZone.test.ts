/**
 * Journeys of the company's time zone: the console writes times on the company's clock whatever the browser's zone.
 * The demo guard's handset raises a panic; the alert history shows its time as the site's activity CSV (the server's)
 * writes it for the company: a South African company's operator whose browser is set to UTC, then, with the company's
 * time zone set to Europe/London, an operator in London.
 */
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shiftDateAt } from '../contract/reports';
import { PASSWORD, postHandsetEvents, screenshot, signIn, startJourney } from './harness';

const journey = startJourney();

const SITE = 'Sandton Office Park';
const ADMIN = 'admin@guardforce.co.za';
const DAY = 86_400;
/** Twenty minutes ago, on a whole minute (and 7 s): the CSV and the page write it to the minute. */
const sentAt = Math.floor((Date.now() / 1000 - 1_200) / 60) * 60 + 7;
const panic = { type: 'panic', eventGuid: randomUUID(), sentAt, latitude: -26.107612, longitude: 28.056731 };

async function adminCall(path: string, init: RequestInit = {}) {
  const login = await fetch(`${journey.server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: ADMIN, password: PASSWORD }),
  });
  const response = await fetch(`${journey.server.url}/api/v1/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-access-token': login.headers.get('x-access-token') ?? '' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The panic's time as the site's activity CSV writes it for the company ('YYYY-MM-DD HH:mm'). */
async function csvTime(): Promise<string> {
  const me = await adminCall('employee/me');
  const sites = (await adminCall(`site/byCompany/${me.companyId}`)) as { id: number; name: string }[];
  const site = sites.find((candidate) => candidate.name === SITE);
  // The end of the shift day in progress: the period holds today's shift so far.
  const endDate = shiftDateAt(Date.now() / 1000) + DAY;
  const csv = await adminCall(`report/csv/activity/${site?.id}?startDate=${endDate - 2 * DAY}&endDate=${endDate}`);
  const rows = Papa.parse<string[]>(csv.panicAlertCsv).data.slice(1);
  const times = rows.map((cells) => cells[0]).filter(Boolean);
  expect(times.length).toBeGreaterThan(0);
  return times.at(-1) as string;
}

/** 'YYYY-MM-DD HH:mm' as the alert history writes a time: 'HH:mm DD/MM/YYYY'. */
const historyText = (csv: string) => `${csv.slice(11)} ${csv.slice(8, 10)}/${csv.slice(5, 7)}/${csv.slice(0, 4)}`;

async function historyRow(timezoneId: string): Promise<Page> {
  const context = await journey.browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId,
    locale: 'en-ZA',
  });
  journey.contexts.push(context);
  const page = await context.newPage();
  await signIn(page, journey.server.url, ADMIN);
  await page.waitForURL('**/company/alerts');
  await page.goto(`${journey.server.url}/company/alerts/history`);
  await page.locator(`tr[data-guid="${panic.eventGuid}"]`).waitFor();
  return page;
}

beforeAll(async () => {
  await postHandsetEvents(journey.server.url, [panic]);
});

describe("the company's time zone", () => {
  it('shows a South African company its times in South African time in a browser set to UTC', async () => {
    const page = await historyRow('UTC');
    const csv = await csvTime();
    expect(csv).toBe(new Date((sentAt + 7_200) * 1000).toISOString().slice(0, 16).replace('T', ' '));
    await expect(page.locator(`tr[data-guid="${panic.eventGuid}"]`).textContent()).resolves.toContain(historyText(csv));
    await screenshot(page, 'companyTimeZone-utc-browser');
  });

  it('shows a company in Europe/London its times in London time, as its CSV writes them', async () => {
    await adminCall('company/timeZone', { method: 'POST', body: JSON.stringify({ timeZone: 'Europe/London' }) });
    const page = await historyRow('Europe/London');
    const csv = await csvTime();
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(sentAt * 1000));
    expect(csv.slice(11)).toBe(london);
    await expect(page.locator(`tr[data-guid="${panic.eventGuid}"]`).textContent()).resolves.toContain(historyText(csv));
    await screenshot(page, 'companyTimeZone-london');
  });
});
