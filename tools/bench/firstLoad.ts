/**
 * The first-load and start benchmark: `npm run bench:start` (which builds the console and the server
 * first). In one run, each figure beside its baseline:
 * - the sign-in page in Chromium on a slow link (400 ms, 1.6 Mbit/s, cache disabled): bytes received and
 *   time until the e-mail field can be used, then the Alerts page after signing in, sent compressed as the
 *   server does, beside the same build sent uncompressed (Accept-Encoding: identity);
 * - with BENCH_BASELINE_DIST=<folder of an earlier console build>, that build too, as its server sent it
 *   (uncompressed);
 * - cold start of an existing embedded database to /healthz 200: compiled JavaScript beside the same
 *   server run through tsx.
 * Prints a markdown table for docs/performance.md.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type ServerProcess, startServerProcess } from '../../server/src/test/serverProcess';
import { launchBrowser } from '../browser';
import { coldStarts, median } from './coldStart';
import { type FirstScreens, loadFirstScreens } from './firstScreen';

const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const START_RUNS = Number(process.env.BENCH_START_RUNS ?? 7);
const TYPING_MS = Number(process.env.BENCH_TYPING_MS ?? 3000);
const BASELINE_DIST = process.env.BENCH_BASELINE_DIST;
/** The demo admin, who lands on the Alerts page. */
const ADMIN = 'admin@guardforce.co.za';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const spread = (values: number[], unit: (value: number) => string) =>
  `median of ${values.length}, ${unit(Math.min(...values))}–${unit(Math.max(...values))}`;

const row = (...cells: string[]) => console.log(`| ${cells.join(' | ')} |`);

interface Variant {
  name: string;
  url: string;
  uncompressed: boolean;
  loads: FirstScreens[];
}

const time = (variant: Variant, screen: keyof FirstScreens) => median(variant.loads.map((load) => load[screen].ms));
const bytes = (variant: Variant, screen: keyof FirstScreens) => {
  const load = variant.loads[0][screen];
  return `${kB(load.bytes)} (JavaScript ${kB(load.scriptBytes)} in ${load.scripts} files)`;
};

async function main() {
  for (const built of ['dist/index.html', 'dist-server/main.js']) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run npm run bench:start, which builds it`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-first-load-'));
  const servers: ServerProcess[] = [];
  const browser = await launchBrowser();
  try {
    const env = { AUTH_RATE_LIMIT: '1000' };
    const server = await startServerProcess('compiled', dataDir, env);
    servers.push(server);
    const variants: Variant[] = [
      { name: 'now', url: server.url, uncompressed: false, loads: [] },
      { name: 'this build uncompressed', url: server.url, uncompressed: true, loads: [] },
    ];
    if (BASELINE_DIST) {
      // The earlier build gets its own server over the same database (the data folder is locked to one).
      const earlierData = mkdtempSync(join(tmpdir(), 'bench-first-load-earlier-'));
      const earlier = await startServerProcess('compiled', earlierData, {
        ...env,
        CONSOLE_DIR: resolve(BASELINE_DIST),
      });
      servers.push({ ...earlier, stop: () => earlier.stop().then(() => rmSync(earlierData, { recursive: true })) });
      variants.push({ name: 'earlier build', url: earlier.url, uncompressed: true, loads: [] });
    }
    for (let run = 0; run < PAGE_RUNS; run++) {
      for (const variant of variants) {
        variant.loads.push(
          await loadFirstScreens(browser, variant.url, {
            throttled: true,
            uncompressed: variant.uncompressed,
            emailAddress: ADMIN,
            typingMs: TYPING_MS,
          }),
        );
      }
    }
    const [now, ...baselines] = variants;
    const against = (format: (variant: Variant) => string) =>
      baselines.map((variant) => `${variant.name}: ${format(variant)}`).join('; ');

    console.log('| measure | now | baseline (same run) | notes |\n|---|---|---|---|');
    row(
      'sign-in page: bytes received',
      bytes(now, 'signIn'),
      against((variant) => bytes(variant, 'signIn')),
      `Chromium, cache disabled; ${now.loads[0].signIn.requests} requests`,
    );
    row(
      'sign-in page usable on a 400 ms, 1.6 Mbit/s link',
      seconds(time(now, 'signIn')),
      against((variant) => seconds(time(variant, 'signIn'))),
      `e-mail field visible and enabled; ${spread(
        now.loads.map((load) => load.signIn.ms),
        seconds,
      )}`,
    );
    row(
      'signed in → Alerts page: bytes received',
      bytes(now, 'alerts'),
      against((variant) => bytes(variant, 'alerts')),
      'the shell, the Alerts page and their data, from focusing the sign-in form',
    );
    row(
      'signed in → Alerts page on the same link',
      seconds(time(now, 'alerts')),
      against((variant) => seconds(time(variant, 'alerts'))),
      `from pressing Sign In (${seconds(TYPING_MS)} after focusing the form) to the alert boxes; ${spread(
        now.loads.map((load) => load.alerts.ms),
        seconds,
      )}`,
    );
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (START_RUNS < 1) return;
  const starts = await coldStarts(START_RUNS);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  row(
    'cold start of an existing embedded database to /healthz 200',
    `compiled JavaScript: ${ms(median(starts.compiled))}`,
    `through tsx: ${ms(median(starts.tsx))}`,
    `compiled ${spread(starts.compiled, ms)}; npm start on a current build ${spread(starts.start, ms)}; tsx ${spread(starts.tsx, ms)}`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
