/**
 * The Tracking screen in Chromium with the benchmark's day: from the Refresh click to the answer received and to
 * the path stroked on the map's canvas; meanwhile a click on Pause every 100 ms (sent as raw input, so it waits
 * in the queue like a person's click while the page is busy), the slowest of them from input to next frame, and
 * the longest task on the main thread; once drawn, from a click on Play to the status saying 'Playing'.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';
import { instrument, type PageRecord } from './trackingPage';
import { ADMIN } from './trackingServer';

export interface ConsoleRun {
  /** From the Refresh click, milliseconds. */
  answered: number;
  drawn: number;
  /** Pause clicks sent while drawing, and the slowest from input to next frame (null: all under 16 ms). */
  clicks: number;
  slowestClick: number | null;
  longestTask: number;
  /** From the Play click to the status saying so. */
  play: number;
}

const record = (page: Page) => page.evaluate(() => window.__bench);
const CALL = 'GetHistoryDeviceLocationsByDate';

async function openTracking(page: Page, url: string, site: string, device: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email address').fill(ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL('**/company/alerts');
  await page.goto(`${url}/company/sites`);
  await page.getByRole('cell', { name: site, exact: true }).click();
  await page.getByRole('navigation', { name: 'Site area' }).getByRole('link', { name: 'Tracking' }).click();
  await page.getByRole('combobox', { name: 'Device' }).click();
  await page.getByRole('option', { name: device }).click();
}

/** When the answer to the request made after `since` ended, and the first stroke after it. */
async function drawnAfter(page: Page, since: number) {
  return page.evaluate(
    ({ since, call }) => {
      const answer = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes(call) && entry.startTime > since)
        .at(-1) as PerformanceResourceTiming | undefined;
      const end = answer?.responseEnd;
      const stroke = end ? window.__bench.strokes.find((at) => at > end) : undefined;
      return end && stroke ? { answered: end, drawn: stroke } : null;
    },
    { since, call: CALL },
  );
}

const centre = async (page: Page, name: string) => {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  if (!box) throw new Error(`no ${name} button`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

async function measure(page: Page): Promise<ConsoleRun> {
  const pause = await centre(page, 'Pause');
  const play = await centre(page, 'Play');
  const since = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Refresh' }).click();
  let clicks = 0;
  let done: { answered: number; drawn: number } | null = null;
  while (!done) {
    await page.mouse.click(pause.x, pause.y);
    clicks++;
    await page.waitForTimeout(100);
    done = await drawnAfter(page, since);
  }
  const before: PageRecord = await record(page);
  const refreshed = before.clicks.find((click) => click.at > since && click.label === 'Refresh')?.at ?? since;
  const during = (start: number) => start >= refreshed && start <= done.drawn;
  const slow = before.interactions.filter((entry) => entry.label === 'Pause' && during(entry.start));
  const tasks = before.longTasks.filter((task) => during(task.start) || during(task.start + task.duration));

  await page.waitForTimeout(1000);
  await page.mouse.click(play.x, play.y);
  await page.waitForFunction(() => window.__bench.status.at(-1)?.text.startsWith('Playing'));
  const after: PageRecord = await record(page);
  const played = after.clicks.filter((click) => click.label === 'Play').at(-1)?.at ?? 0;
  const shown = after.status.find((status) => status.at > played && status.text.startsWith('Playing'))?.at ?? 0;
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  return {
    answered: done.answered - refreshed,
    drawn: done.drawn - refreshed,
    clicks,
    slowestClick: slow.length ? Math.max(...slow.map((entry) => entry.duration)) : null,
    longestTask: tasks.length ? Math.max(...tasks.map((task) => task.duration)) : 0,
    play: shown - played,
  };
}

/** `runs` Refreshes of the same day on one page (each reads and draws it anew). */
export async function consoleRuns(browser: Browser, url: string, runs: number, site: string, device: string) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Africa/Johannesburg',
  });
  try {
    // tsx keeps function names with a `__name` helper that the page lacks: a no-op stands in for it.
    await context.addInitScript({ content: 'window.__name = (target) => target;' });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await openTracking(page, url, site, device);
    const results: ConsoleRun[] = [];
    for (let run = 0; run < runs; run++) results.push(await measure(page));
    return results;
  } finally {
    await context.close();
  }
}
