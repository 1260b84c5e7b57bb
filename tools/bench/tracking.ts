/**
 * The tracking history benchmark: `npm run bench:tracking` (which builds the console and the server first). On
 * the embedded database, one demo handset with a day of one location a second (86,400 points) and a scan every
 * 15 minutes; in one run, each figure beside its baseline:
 * - GetHistoryDeviceLocationsByDate for the day (HTTP, to the last byte) beside a bare SELECT of the same rows
 *   on the same database, and GetHistoryDeviceEventsByDate for the same range;
 * - in Chromium, the Tracking screen from the Refresh click to the answer and to the path on the map, whether
 *   a click is answered while it draws, and a click on Play once it has.
 * Prints a markdown table for docs/performance.md.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { utcDay } from '../../contract/shiftRange';
import { startServerProcess } from '../../server/src/test/serverProcess';
import { launchBrowser } from '../browser';
import { percentile } from './stats';
import { consoleRuns } from './trackingBrowser';
import { bareSelects, DEVICE_NAME, POINTS, writeDay } from './trackingData';
import { trackingCalls } from './trackingServer';

const CALL_RUNS = Number(process.env.BENCH_CALL_RUNS ?? 7);
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const SITE = 'Sandton Office Park';
const DAY = 86_400;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const median = (values: number[]) => percentile(values, 50);
const spread = (values: number[]) =>
  `median of ${values.length}, ${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
const row = (...cells: string[]) => console.log(`| ${cells.join(' | ')} |`);

async function main() {
  for (const built of ['dist/index.html', 'dist-server/main.js']) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run npm run bench:tracking, which builds it`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-tracking-'));
  try {
    // A first start makes the database with the demo data; the day is written while no server holds it.
    await (await startServerProcess('compiled', dataDir, { DEMO: '1' })).stop();
    const yesterday = utcDay(Date.now() / 1000) - DAY;
    const day = await writeDay(dataDir, yesterday + 4 * 3600);
    const bare = await bareSelects(dataDir, day, CALL_RUNS);
    const server = await startServerProcess('compiled', dataDir, { AUTH_RATE_LIMIT: '1000' });
    const browser = await launchBrowser();
    try {
      const range = { deviceId: day.deviceId, startDate: yesterday, endDate: yesterday + DAY };
      const locations = await trackingCalls(server.url, 'GetHistoryDeviceLocationsByDate', range, CALL_RUNS);
      const events = await trackingCalls(server.url, 'GetHistoryDeviceEventsByDate', range, CALL_RUNS);
      const page = await consoleRuns(browser, server.url, PAGE_RUNS, SITE, DEVICE_NAME);
      if (locations.items !== POINTS || bare.rows !== POINTS) {
        throw new Error(`expected ${POINTS} points, the call answered ${locations.items}, the SELECT ${bare.rows}`);
      }

      console.log('| measure | result | baseline (same run) | notes |\n|---|---|---|---|');
      row(
        `GetHistoryDeviceLocationsByDate, ${POINTS.toLocaleString('en')} points`,
        ms(median(locations.ms)),
        `bare SELECT of the same rows: ${ms(median(bare.ms))}`,
        `HTTP to the last byte, ${(locations.bytes / 1e6).toFixed(1)} MB of JSON; ${spread(locations.ms)}; SELECT ${spread(bare.ms)}`,
      );
      row(
        `GetHistoryDeviceEventsByDate, ${events.items} scans over the same day`,
        ms(median(events.ms)),
        '—',
        `each placed at the nearest of the 86,400 locations; ${spread(events.ms)}`,
      );
      const of = (pick: (run: (typeof page)[number]) => number) => page.map(pick);
      row(
        'Tracking screen: Refresh click → path drawn on the map',
        ms(median(of((run) => run.drawn))),
        `answer received: ${ms(median(of((run) => run.answered)))}`,
        `Chromium, 1440 px; ${spread(of((run) => run.drawn))}`,
      );
      const slowest = page.map((run) => run.slowestClick ?? 0);
      row(
        'a click while the path is read and drawn (Pause, every 100 ms)',
        `slowest ${ms(Math.max(...slowest))} from input to next frame`,
        `longest main-thread task: ${ms(Math.max(...of((run) => run.longestTask)))}`,
        `${of((run) => run.clicks).join(', ')} clicks in the ${page.length} runs; under 16 ms is not reported by the browser (shown as 0)`,
      );
      row(
        'once drawn: Play click → status says Playing',
        ms(median(of((run) => run.play))),
        '—',
        spread(of((run) => run.play)),
      );
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
