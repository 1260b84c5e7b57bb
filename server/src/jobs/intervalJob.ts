/**
 * A background loop, and its one overlap rule: `run` goes every `intervalMs` (and at start when asked); a tick that
 * comes while a run is in progress is skipped; stop() ends the ticks, tells the run in progress (its `stopping()`
 * turns true) and waits for it. A run that fails is logged, and the next tick runs again.
 */
import { type JobName, timedRun } from '../metrics/tally';

export interface Job {
  stop(): Promise<void>;
}

export interface IntervalJobOptions {
  /** The job's name in the metrics (last run, duration, failures). */
  name: JobName;
  intervalMs: number;
  /** Runs once at start, before the first interval. */
  atStart?: boolean;
  onError: (error: unknown) => void;
}

export function intervalJob(run: (stopping: () => boolean) => Promise<unknown>, options: IntervalJobOptions): Job {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = Promise.resolve()
      .then(() => timedRun(options.name, () => run(() => stopped)))
      .then(() => {}, options.onError)
      .finally(() => {
        running = null;
      });
  };
  if (options.atStart) tick();
  const timer = setInterval(tick, options.intervalMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
