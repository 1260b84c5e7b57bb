import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_TIMEOUT_MS } from '../../contract/constants';
import { createHeartbeatWatch } from './heartbeatWatch';
import type { Connection } from './liveStore';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the heartbeat watch', () => {
  it('is fine after a heartbeat and down 31 seconds after the last one', () => {
    const seen: Connection[] = [];
    const watch = createHeartbeatWatch((connection) => seen.push(connection));
    watch.beat();
    expect(seen.at(-1)?.status).toBe('fine');
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
    expect(seen.at(-1)?.status).toBe('fine');
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)?.status).toBe('down');
  });

  it('restarts the timer on each heartbeat', () => {
    const seen: Connection[] = [];
    const watch = createHeartbeatWatch((connection) => seen.push(connection));
    for (let beat = 0; beat < 5; beat += 1) {
      watch.beat();
      vi.advanceTimersByTime(10_000);
    }
    expect(seen.every((connection) => connection.status === 'fine')).toBe(true);
    watch.stop();
  });

  it('reports a lost connection once, with its time', () => {
    const seen: Connection[] = [];
    const watch = createHeartbeatWatch(
      (connection) => seen.push(connection),
      HEARTBEAT_TIMEOUT_MS,
      () => 42_000,
    );
    watch.beat();
    watch.lost();
    watch.lost();
    expect(seen).toEqual([
      { status: 'fine', at: 42_000 },
      { status: 'down', at: 42_000 },
    ]);
  });
});
