/**
 * The figures counted where the work happens, for the whole process (one server per process): handset events by
 * type and outcome, handset batches' time, notifications settled by channel and outcome, and each background job's
 * last run. Aggregates only: no company, site or person is ever a label. GET /metrics sends them
 * (server/src/http/metrics.ts) with the Node and process figures.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ESCALATION_CHANNELS } from '../../../contract/escalation';
import { HANDSET_EVENT_TYPES } from '../../../contract/handset';

/**
 * The known label values of each labelled series, exported at 0 from the start (Prometheus' guidance: a series
 * that is missing reads as 'no data' to a dashboard or an alert rule, not as 0).
 */
export const NOTIFY_CHANNELS = ESCALATION_CHANNELS;
const EVENT_OUTCOMES = ['accepted', 'duplicate', 'rejected'] as const;
const NOTIFY_OUTCOMES = ['sent', 'failed', 'undeliverable', 'retry'] as const;
/** Every background job's name (intervalJob's `name`, timedRun's `job`). */
export const JOB_NAMES = [
  'checkpoints',
  'escalation',
  'liveWatch',
  'morningReports',
  'outbox',
  'planHorizon',
  'rateLimitSweep',
  'telegramUpdates',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const handsetEvents = new Counter({
  name: 'patrol_handset_events_total',
  help: 'Handset events received, by event type and outcome (accepted, duplicate, rejected)',
  labelNames: ['type', 'outcome'],
  registers: [processRegistry],
});
const handsetBatches = new Histogram({
  name: 'patrol_handset_batch_seconds',
  help: 'Time to store and answer one handset batch (POST /api/v1/handset/events)',
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});
const notificationsSettled = new Counter({
  name: 'patrol_notifications_settled_total',
  help: 'Notifications the outbox settled, by channel and outcome (sent, failed, undeliverable, retry)',
  labelNames: ['channel', 'outcome'],
  registers: [processRegistry],
});
const jobLastRun = new Gauge({
  name: 'patrol_job_last_run_timestamp_seconds',
  help: "When each background job's last run ended (Unix time)",
  labelNames: ['job'],
  registers: [processRegistry],
});
const jobDuration = new Gauge({
  name: 'patrol_job_last_run_duration_seconds',
  help: "How long each background job's last run took",
  labelNames: ['job'],
  registers: [processRegistry],
});
const jobFailures = new Counter({
  name: 'patrol_job_failures_total',
  help: 'Background job runs that failed, by job',
  labelNames: ['job'],
  registers: [processRegistry],
});

const KNOWN_TYPES = new Set<string>(HANDSET_EVENT_TYPES);

for (const type of [...HANDSET_EVENT_TYPES, 'unknown'])
  for (const outcome of EVENT_OUTCOMES) handsetEvents.inc({ type, outcome }, 0);
for (const channel of NOTIFY_CHANNELS)
  for (const outcome of NOTIFY_OUTCOMES) notificationsSettled.inc({ channel, outcome }, 0);
// A job not run yet: last run at 0 (1970), which an alert on its age sees as long ago.
for (const job of JOB_NAMES) {
  jobLastRun.set({ job }, 0);
  jobDuration.set({ job }, 0);
  jobFailures.inc({ job }, 0);
}

/** A handset batch answered: each event by its type (an unknown or missing one counts as 'unknown') and outcome. */
export function countHandsetBatch(events: unknown[], results: { status: string }[], seconds: number) {
  handsetBatches.observe(seconds);
  results.forEach((result, index) => {
    const type = (events[index] as { type?: unknown } | null)?.type;
    handsetEvents.inc({
      type: typeof type === 'string' && KNOWN_TYPES.has(type) ? type : 'unknown',
      outcome: result.status,
    });
  });
}

export function countNotification(channel: string, outcome: (typeof NOTIFY_OUTCOMES)[number]) {
  notificationsSettled.inc({ channel, outcome });
}

/** Runs one pass of a background job, noting when it ended, how long it took and whether it failed. */
export async function timedRun<T>(job: JobName, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } catch (error) {
    jobFailures.inc({ job });
    throw error;
  } finally {
    jobLastRun.set({ job }, Date.now() / 1000);
    jobDuration.set({ job }, (performance.now() - started) / 1000);
  }
}
