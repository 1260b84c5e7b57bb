/** Delivers the outbox's due notifications every `intervalMs` (server/src/notify/outbox.ts). */
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Db } from '../db/client';
import { type Channel, deliverDue, type Sender } from '../notify/outbox';
import { intervalJob } from './intervalJob';

const WORKER_BATCH = 20;

/** Runs deliverDue every `intervalMs` until stopped; a full batch is followed by the next at once. */
export function startOutboxWorker(db: Db, senders: Record<Channel, Sender>, log: Logger, intervalMs: number) {
  const run = async (stopping: () => boolean) => {
    while ((await deliverDue(db, senders, log, WORKER_BATCH)) === WORKER_BATCH && !stopping());
  };
  return intervalJob(run, {
    name: 'outbox',
    intervalMs,
    onError: (error) => log.error({ err: error }, 'outbox worker failed'),
  });
}
