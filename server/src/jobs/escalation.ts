/** Runs the due steps of unanswered alerts' escalation ladders every `intervalMs` (modules/escalation/run.ts). */
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../db/client';
import { runDueSteps } from '../modules/escalation/run';
import { intervalJob } from './intervalJob';

export function startEscalation(db: Db, log: Logger, intervalMs: number) {
  return intervalJob(() => runDueSteps(db, log, new Date()), {
    name: 'escalation',
    intervalMs,
    onError: (error) => log.error({ err: error }, 'escalation job failed'),
  });
}
