/** Keeps every schedule's plans generated 48 hours ahead: at start, then every hour. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { topUpPlans } from '../modules/schedule/plans';
import { intervalJob } from './intervalJob';

export function startPlanHorizon(db: Db, log: FastifyBaseLogger, intervalMs = 3600_000) {
  const run = async () => {
    const made = await topUpPlans(db);
    if (made) log.info({ made }, 'schedule plans generated');
  };
  return intervalJob(run, {
    name: 'planHorizon',
    intervalMs,
    atStart: true,
    onError: (error) => log.error({ err: error }, 'plan generation failed'),
  });
}
