/** Signs each hash chain's head that moved since its last checkpoint, every CHECKPOINT_INTERVAL_MS (modules/integrity/checkpoints.ts). */
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../db/client';
import { makeCheckpoints } from '../modules/integrity/checkpoints';
import { intervalJob } from './intervalJob';

export function startCheckpoints(db: Db, log: Logger, intervalMs: number) {
  return intervalJob(() => makeCheckpoints(db), {
    name: 'checkpoints',
    intervalMs,
    atStart: true,
    onError: (error) => log.error({ err: error }, 'checkpoint job failed'),
  });
}
