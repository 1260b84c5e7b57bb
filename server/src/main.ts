/** Reads config, locks the data folder, opens the database, seeds it when new, and serves HTTP until a signal. */
import { mkdirSync } from 'node:fs';
import { ensureSysadmin } from '../../tools/seed/accounts';
import { DEMO_PASSWORD, loadDemo } from '../../tools/seed/demo';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/lock';
import { companies } from './db/schema';
import { sweepRateLimits } from './http/rateLimit';
import { startLiveWatch } from './jobs/liveWatch';
import { startPlanHorizon } from './jobs/planHorizon';
import { emailSender } from './notify/email';
import { startOutboxWorker } from './notify/outbox';

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
let release = () => {};
if (!config.databaseUrl) {
  try {
    release = await lockDataDir(config.dataDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const database = await openDatabase(config);
const app = await buildApp(config, database);
const log = app.log;

if (config.sysadmin && (await ensureSysadmin(database.db, config.sysadmin.email, config.sysadmin.password))) {
  log.info({ email: config.sysadmin.email }, 'created the first sys-admin');
}
const loadDemoData = config.demo ?? (database.isNew && !config.databaseUrl);
if (loadDemoData && (await database.db.$count(companies)) === 0) {
  const accounts = await loadDemo(database.db);
  const lines = accounts.map((a) => `  ${a.role.padEnd(11)} ${a.email.padEnd(36)} ${a.company}`);
  console.log(`\nDemo data loaded. Sign in with password ${DEMO_PASSWORD}:\n${lines.join('\n')}\n`);
}

const outbox = startOutboxWorker(
  database.db,
  { email: emailSender(config.smtpUrl, config.mailFrom), telegram: null, sms: null },
  log,
  config.outboxIntervalMs,
);

const planHorizon = startPlanHorizon(database.db, log);
const liveWatch = startLiveWatch(app, { intervalMs: config.liveWatchIntervalMs, ...config });
// Rate-limit windows that have ended are removed now and then (a limit reads only its current window).
const RATE_LIMIT_SWEEP_MS = 15 * 60_000;
const sweep = setInterval(
  () => sweepRateLimits(database.db).catch((error) => log.warn({ err: error }, 'rate-limit sweep failed')),
  RATE_LIMIT_SWEEP_MS,
);
sweep.unref();

/** A shutdown still unfinished after this is cut off, with a non-zero exit code that says so. */
const SHUTDOWN_LIMIT_MS = 5_000;
let stopping = false;
/**
 * Stops taking requests, answers those in flight (their keep-alive connections close with the answer,
 * idle ones at once), lets the jobs finish their current run, closes the sockets and the database, and
 * releases the data folder.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    log.error({ limitMs: SHUTDOWN_LIMIT_MS }, 'shutdown did not finish in time; exiting');
    release();
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  force.unref();
  clearInterval(sweep);
  let code = 0;
  try {
    await Promise.all([app.close(), outbox.stop(), planHorizon.stop(), liveWatch.stop()]);
    await database.close();
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    code = 1;
  } finally {
    release();
    process.exit(code);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const docs =
  config.apiDocs === 'off'
    ? ''
    : `API docs at /api/docs${config.apiDocs === 'signed-in' ? ' for signed-in users' : ''}, `;
console.log(`Patrol Console is running at http://localhost:${config.port} (${docs}${database.kind})`);
