/** Runs the due steps of unanswered alerts' escalation ladders every `intervalMs` (modules/escalation/run.ts). */
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../db/client';
import { timedRun } from '../metrics/tally';
import { runDueSteps } from '../modules/escalation/run';

export function startEscalation(db: Db, log: Logger, intervalMs: number) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = timedRun('escalation', () => runDueSteps(db, log, new Date()))
      .catch((error) => log.error({ err: error }, 'escalation job failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
