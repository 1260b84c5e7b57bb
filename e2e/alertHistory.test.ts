/**
 * Journey of the alert history (company/alerts/history): the demo guard's handset raises a panic, a please-call-me
 * and a scan of an unknown tag on a past day; the control room answers the panic. A controller opens the history
 * from the alerts page, narrows it to that day and site, filters by state and type, sorts by response time, and
 * downloads the CSV of the filtered list, which reads back as the rows shown. Loading, empty and error states are
 * looked at, at 1440 and 1024 px.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../contract/constants';
import { MESSAGES } from '../contract/messages';
import { reportTime as reportTimeIn } from '../contract/reports';
import { dayText } from '../src/common/dayField/dayText';
import { openConsole, PASSWORD, postHandsetEvents, screenshot, startJourney } from './harness';

const reportTime = (epochSeconds: number) => reportTimeIn(epochSeconds, DEFAULT_TIME_ZONE);

const journey = startJourney();

const SITE = 'Sandton Office Park';
const ANSWER = 'Called the guard: a false alarm, all is well.';
const DAY = 86_400;
/** Three days ago (UTC), 08:00 to 09:00 UTC: inside that shift day, all of it in the past. */
const D = Math.floor(Date.now() / 1000 / DAY) * DAY - 3 * DAY;
const day = new Date(D * 1000).toISOString().slice(0, 10);
const event = (type: string, sentAt: number, extra: Record<string, unknown> = {}) => ({
  type,
  eventGuid: randomUUID(),
  sentAt,
  ...extra,
});
const panic = event('panic', D + 8 * 3_600, { latitude: -26.107612, longitude: 28.056731 });
const pleaseCall = event('pleaseCallMe', D + 8 * 3_600 + 600);
const unknownTag = event('nfcTagScan', D + 8 * 3_600 + 1_200, { serialNumber: 'E2E-HISTORY-UNKNOWN' });

/** Answers an alert; the answer's time is the server's (respondedAt is only the call's shape). */
async function respond(guid: string, type: string, topic: string, respondedAt: number): Promise<number> {
  const login = await fetch(`${journey.server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'admin@guardforce.co.za', password: PASSWORD }),
  });
  const response = await fetch(`${journey.server.url}/api/v1/alarmAlert/respond`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': login.headers.get('x-access-token') ?? '' },
    body: JSON.stringify({ message: ANSWER, respondedAt, respondedToType: type, respondedToGuid: guid, topic }),
  });
  if (!response.ok) throw new Error(`respond: ${response.status} ${await response.text()}`);
  return (await response.json()).respondedAt;
}

let answeredAt = 0;
beforeAll(async () => {
  await postHandsetEvents(journey.server.url, [
    panic,
    pleaseCall,
    unknownTag,
    event('deviceStatus', D + 8 * 3_600 + 60, { batteryStatus: 70, isCharging: true }),
  ]);
  // Answered now, days after it was raised: the server stamps the answer.
  answeredAt = await respond(panic.eventGuid, 'panic', 'critical-qa', panic.sentAt + 125);
});

const row = (page: Page, guid: string) => page.locator(`tr[data-guid="${guid}"]`);
const guidsShown = (page: Page) =>
  page.locator('tbody tr[data-guid]').evaluateAll((rows) => rows.map((tr) => tr.getAttribute('data-guid')));
const ours = [panic.eventGuid, pleaseCall.eventGuid, unknownTag.eventGuid];

/** Picks an option of a select; its menu (labelled like the select while it closes) is gone before the next one. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function settle(page: Page) {
  await page.locator('[data-testid="history-table"][aria-busy="false"]').waitFor();
}

describe('the alert history', () => {
  it('filters a past day by site, state and type, sorts by response time, and exports the filtered list', async () => {
    const page = await openConsole(journey, 'controller@guardforce.co.za', 'company/alerts');
    await page.getByRole('link', { name: 'Alert History' }).click();
    await page.waitForURL('**/company/alerts/history');
    await page.getByRole('heading', { name: 'Alert History' }).waitFor();
    await settle(page);
    await screenshot(page, 'alertHistory-opened-1440');

    await page.getByLabel('Start date').fill(dayText(day));
    await page.getByLabel('End date').fill(dayText(day));
    await choose(page, 'Site', SITE);
    await row(page, panic.eventGuid).waitFor();
    await settle(page);
    const all = await guidsShown(page);
    for (const guid of ours) expect(all).toContain(guid);
    await expect(row(page, panic.eventGuid).textContent()).resolves.toContain('Panic raised at -26.10761, 28.05673');
    await expect(row(page, panic.eventGuid).textContent()).resolves.toContain(ANSWER);
    // Answered days after it was raised (the answer is stamped when it was taken).
    const took = answeredAt - panic.sentAt;
    const waited = `${Math.floor(took / DAY)} d ${Math.floor((took % DAY) / 3_600)} h`;
    await expect(row(page, panic.eventGuid).textContent()).resolves.toContain(waited);
    await expect(row(page, pleaseCall.eventGuid).textContent()).resolves.toContain('Not answered');
    await screenshot(page, 'alertHistory-day-1440');

    await choose(page, 'State', 'Not answered');
    await row(page, panic.eventGuid).waitFor({ state: 'detached' });
    await settle(page);
    expect(await guidsShown(page)).toEqual(expect.arrayContaining([pleaseCall.eventGuid, unknownTag.eventGuid]));

    await choose(page, 'State', 'Answered');
    await row(page, panic.eventGuid).waitFor();
    await settle(page);
    expect(await guidsShown(page)).not.toContain(pleaseCall.eventGuid);
    await choose(page, 'Type', 'Panic');
    await settle(page);
    await page.getByRole('button', { name: 'Response time' }).click();
    await settle(page);
    expect(await guidsShown(page)).toContain(panic.eventGuid);
    await screenshot(page, 'alertHistory-answered-panics-1440');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Alert history ${day} to ${day}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = Papa.parse<string[]>(bytes.subarray(3).toString('utf8').trim()).data;
    expect(header).toEqual(Object.values(MESSAGES.alertHistory.columns));
    expect(rows.length).toBe(await page.locator('tbody tr[data-guid]').count());
    expect(rows.every((cells) => cells[1] === 'Panic' && cells[2] === SITE && cells[6] === 'Yes')).toBe(true);
    expect(rows).toContainEqual([
      reportTime(panic.sentAt),
      'Panic',
      SITE,
      expect.any(String),
      'Bongani Khumalo',
      'Panic raised at -26.10761, 28.05673',
      'Yes',
      'Thandi Mokoena',
      reportTime(answeredAt),
      ANSWER,
      String(answeredAt - panic.sentAt),
    ]);

    await page.setViewportSize({ width: 1024, height: 800 });
    // The page fits the window, the filters wrap, and the table fits its box: nothing scrolls sideways.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { timeout: 10_000 })
      .toBe(true);
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const box = document.querySelector('table[aria-label="Alert History"]')?.parentElement;
            return box ? box.scrollWidth - box.clientWidth : Number.NaN;
          }),
        { timeout: 10_000 },
      )
      .toBe(0);
    // No heading or cell is cut: each shows all its text ('Response time', not 'Respo…').
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('table[aria-label="Alert History"] th, table[aria-label="Alert History"] td')]
            .filter((cell) => cell.scrollWidth > cell.clientWidth)
            .map((cell) => cell.textContent),
        ),
      )
      .toEqual([]);
    await screenshot(page, 'alertHistory-answered-panics-1024');
    await page.context().close();
  });

  it('shows loading, then an empty list, and an error with a retry that recovers', async () => {
    const page = await openConsole(journey, 'admin@guardforce.co.za', 'company/alerts');
    await page.setViewportSize({ width: 1024, height: 800 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/alarmAlert/history?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Alert History' }).click();
    await page.getByRole('progressbar', { name: 'Loading the alert history…' }).waitFor();
    expect(await page.getByTestId('history-empty').count()).toBe(0);
    await screenshot(page, 'alertHistory-loading-1024');
    release();
    await settle(page);
    await page.unroute('**/api/v1/alarmAlert/history?**');

    await page.getByLabel('Start date').fill('01/01/2021');
    await page.getByLabel('End date').fill('02/01/2021');
    await page.getByTestId('history-empty').waitFor();
    await expect(page.getByRole('button', { name: 'Download CSV' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'alertHistory-empty-1024');

    await page.getByLabel('End date').fill('01/12/2020');
    await page.getByText("The end date can't be before the start date.").waitFor();
    await screenshot(page, 'alertHistory-bad-days-1024');

    await page.route('**/api/v1/alarmAlert/history?**', (route) => route.abort());
    await page.getByLabel('End date').fill(dayText(day));
    await page.getByLabel('Start date').fill(dayText(day));
    await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'alertHistory-error-1024');
    await page.unroute('**/api/v1/alarmAlert/history?**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await row(page, panic.eventGuid).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.context().close();
  });
});
