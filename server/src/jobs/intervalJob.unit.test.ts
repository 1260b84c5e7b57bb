import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intervalJob } from './intervalJob';

/** A run that ends when the test says so. */
function controlledRuns() {
  const ends: (() => void)[] = [];
  const stops: (() => boolean)[] = [];
  const run = vi.fn(
    (stopping: () => boolean) =>
      new Promise<void>((resolve) => {
        stops.push(stopping);
        ends.push(resolve);
      }),
  );
  return { run, ends, stops };
}

describe('intervalJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('skips the ticks that come while a run is in progress, and runs again at the next one after it', async () => {
    const { run, ends } = controlledRuns();
    const job = intervalJob(run, { name: 'outbox', intervalMs: 100, onError: () => {} });
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(run).toHaveBeenCalledTimes(1);
    ends[0]();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    ends[1]();
    await job.stop();
  });

  it('runs at start when asked', async () => {
    const { run, ends } = controlledRuns();
    const job = intervalJob(run, { name: 'outbox', intervalMs: 100, atStart: true, onError: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    ends[0]();
    await job.stop();
  });

  it('stop tells the run in progress and waits for it; no run starts after', async () => {
    const { run, ends, stops } = controlledRuns();
    const job = intervalJob(run, { name: 'outbox', intervalMs: 100, onError: () => {} });
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(stops[0]()).toBe(true);
    expect(stopped).toBe(false);
    ends[0]();
    await stopping;
    expect(stopped).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('reports a failed run and runs again at the next tick', async () => {
    const errors: unknown[] = [];
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const job = intervalJob(run, { name: 'outbox', intervalMs: 100, onError: (error) => errors.push(error) });
    await vi.advanceTimersByTimeAsync(200);
    expect(errors).toEqual([new Error('database away')]);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });
});
