/** Reads config, locks the data folder, opens the database, seeds it when new, and serves HTTP until a signal. */
import { mkdirSync } from 'node:fs';
import { ensureSysadmin } from '../../tools/seed/accounts';
import { DEMO_PASSWORD, loadDemo } from '../../tools/seed/demo';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/lock';
import { companies } from './db/schema';
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

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await outbox.stop();
    await planHorizon.stop();
    await liveWatch.stop();
    await app.close();
    await database.close();
  } finally {
    release();
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
console.log(`Patrol Console is running at http://localhost:${config.port} (API docs at /api/docs, ${database.kind})`);
