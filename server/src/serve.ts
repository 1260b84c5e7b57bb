/**
 * The server once its configuration is read (main.ts): locks the data folder, opens the database, seeds it when new,
 * and serves HTTP until a signal. A new demo's week of handset history is loaded once the server listens, before the
 * timed jobs start (they would otherwise close the history's patrols and send its alerts while it is being written).
 */
import { SOCKET_EVENTS } from '../../contract/events';
import { fill, MESSAGES } from '../../contract/messages';
import { buildApp } from './app';
import type { Config } from './config';
import { ensureSysadmin } from './db/demo/accounts';
import { demoHistoryText, demoLoadedText, demoWanted, loadDemoHistoryOf, loadDemoIfEmpty } from './db/demo/seed';
import { openForProcess } from './db/open';
import { sweepRateLimits } from './http/rateLimit';
import { sharedTokenKey } from './http/signingKey';
import { fileStoreFor } from './integrations/fileStore';
import { startCheckpoints } from './jobs/checkpoints';
import { startEscalation } from './jobs/escalation';
import { intervalJob, type Job } from './jobs/intervalJob';
import { startLiveWatch } from './jobs/liveWatch';
import { startMorningReports } from './jobs/morningReports';
import { startOutboxWorker } from './jobs/outbox';
import { startPlanHorizon } from './jobs/planHorizon';
import { startTelegramUpdates } from './jobs/telegramUpdates';
import { serialClashes } from './modules/routeTag/serialClashes';
import { sendersFor } from './notify/senders';

export async function serve(configured: Config) {
  const { database, release } = await openForProcess(configured);
  // On PostgreSQL without JWT_SECRET every instance signs with the key kept in the database.
  const config = { ...configured, jwtSecret: configured.jwtSecret || (await sharedTokenKey(database.db)) };
  const app = await buildApp(config, database);
  const log = app.log;
  if (config.databaseUrl && !process.env.CHECKPOINT_SECRET && !process.env.JWT_SECRET) {
    log.warn(
      'the checkpoints and event seals are made with a key made in DATA_DIR: set CHECKPOINT_SECRET (the same on every ' +
        "instance), or another instance will read this one's checkpoints as bad signatures and its events as unsealed " +
        '(docs/configuration.md)',
    );
  }

  if (config.sysadmin && (await ensureSysadmin(database.db, config.sysadmin.email, config.sysadmin.password))) {
    log.info({ email: config.sysadmin.email }, 'created the first sys-admin');
  }
  // Tags that would be one serial in the stored form, left as they were by the upgrade to one form (migration 0022).
  for (const clash of await serialClashes(database.db)) {
    log.warn(clash, 'tags of one site that are one serial, left as they were: see docs/operations.md (upgrades)');
  }
  const files = fileStoreFor(database, config.dataDir);
  const demo = demoWanted(config, database) ? await loadDemoIfEmpty(database.db) : null;
  if (demo) console.log(demoLoadedText(demo));

  const jobs: Job[] = [];
  function startJobs() {
    jobs.push(
      startOutboxWorker(database.db, sendersFor(config, files), log, config.outboxIntervalMs),
      startEscalation(database.db, log, config.escalationIntervalMs),
      startTelegramUpdates(database.db, config, log),
      startPlanHorizon(database.db, log),
      startCheckpoints(database.db, log, config.checkpointIntervalMs),
      startLiveWatch(app, { intervalMs: config.liveWatchIntervalMs, ...config }),
      startMorningReports(
        { db: database.db, files, publicUrl: config.publicUrl, secret: config.jwtSecret },
        log,
        config.morningReportIntervalMs,
      ),
    );
  }
  // Rate-limit windows that have ended are removed now and then (a limit reads only its current window).
  const RATE_LIMIT_SWEEP_MS = 15 * 60_000;
  const sweep = intervalJob(() => sweepRateLimits(database.db), {
    name: 'rateLimitSweep',
    intervalMs: RATE_LIMIT_SWEEP_MS,
    onError: (error) => log.warn({ err: error }, 'rate-limit sweep failed'),
  });

  /** How long after the server listens (and a new demo's history is loaded) the timed jobs begin. */
  const JOBS_AFTER_START_MS = 1_000;
  /** A shutdown still unfinished after this is cut off, with a non-zero exit code that says so. */
  const SHUTDOWN_LIMIT_MS = 5_000;
  let stopping = false;
  let history: Promise<void> = Promise.resolve();
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
    let code = 0;
    try {
      await Promise.all([app.close(), history, sweep.stop(), ...jobs.map((job) => job.stop())]);
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

  // The demo's history stops between two batches when the server is stopped (the rest of it is not loaded later).
  if (demo && config.demoHistoryDays > 0)
    console.log(fill(MESSAGES.demo.historyLoading, { days: config.demoHistoryDays }));
  history = demo
    ? loadDemoHistoryOf(
        database.db,
        { files, settings: config },
        {
          stopped: () => stopping,
          // The history's answers reach the consoles signed in meanwhile as an operator's do.
          answered: (companyId, answers) => {
            for (const sent of answers) app.realtime.emit(companyId, SOCKET_EVENTS.alertAlarmResponse, sent);
          },
        },
      ).then(
        (made) => {
          if (made) console.log(demoHistoryText(made));
        },
        (error) => log.error({ err: error }, 'demo history not loaded'),
      )
    : Promise.resolve();
  await history;
  // The timed jobs begin a moment after the server answers: a restart's first requests (consoles reconnecting,
  // handsets sending what they kept, a balancer's health check) are answered before the jobs' catch-up work.
  setTimeout(() => {
    if (!stopping) startJobs();
  }, JOBS_AFTER_START_MS);
}
