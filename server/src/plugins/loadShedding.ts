/**
 * Load shedding: while the event loop lags or the heap is nearly full (measured by @fastify/under-pressure every
 * second), the calls that can wait — reports, CSVs, PDFs, the alert history, tracking history, attendance, the audit
 * log, the integrity check — answer 503 with Retry-After, and everything else (handset events, panics, alert answers,
 * the live socket, sign-in, management) is served as usual. A control room under a flood keeps its alarms.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../../contract/messages';
import { HttpError } from '../http/errors';

/** The API's calls that can wait: a URL under one of these (after /api/v1) is put off under load. */
export const SHEDDABLE = [
  '/report/',
  '/alarmAlert/history',
  '/tracking/GetHistory',
  '/attendance/',
  '/audit',
  '/integrity',
];
const API = '/api/v1';

export const isSheddable = (url: string): boolean =>
  url.startsWith(API) && SHEDDABLE.some((prefix) => url.startsWith(prefix, API.length));

export interface LoadSheddingOptions {
  /** Mean event-loop delay over a sample beyond which waiting calls are put off (ms; 0: never). */
  maxEventLoopDelayMs: number;
  /** Heap in use beyond which waiting calls are put off (bytes; 0: never). */
  maxHeapUsedBytes: number;
  /** Seconds a put-off call is told to wait. */
  retryAfterSeconds: number;
  /** How often the load is measured (ms). */
  sampleIntervalMs?: number;
}

async function loadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: options.maxHeapUsedBytes,
    sampleInterval: options.sampleIntervalMs ?? 1000,
    retryAfter: options.retryAfterSeconds,
    pressureHandler: async (request: FastifyRequest) => {
      // Anything urgent goes on (a handler that resolves lets the request through).
      if (!isSheddable(request.url)) return;
      request.log.warn({ url: request.url }, 'under load: put off');
      // A rejection goes to the error handler, which answers it with its status and Retry-After.
      throw new HttpError(503, MESSAGES.busy, { 'retry-after': String(options.retryAfterSeconds) });
    },
  });
}

export default fp(loadShedding, { name: 'load-shedding' });
