/** Keeps every schedule's plans generated 48 hours ahead: at start, then every hour. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { timedRun } from '../metrics/tally';
import { topUpPlans } from '../modules/schedule/plans';

export function startPlanHorizon(db: Db, log: FastifyBaseLogger, intervalMs = 3600_000) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = timedRun('planHorizon', () => topUpPlans(db)).then(
      (made) => {
        if (made) log.info({ made }, 'schedule plans generated');
      },
      (error) => log.error({ err: error }, 'plan generation failed'),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
