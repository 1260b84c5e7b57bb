import { HEARTBEAT_TIMEOUT_MS } from '../../contract/constants';
import type { Connection } from './liveStore';

/** Each heartbeat resets a 31-second timer; when it runs out, the connection is down (spec part 1 §4). */
export function createHeartbeatWatch(
  onChange: (connection: Connection) => void,
  timeoutMs = HEARTBEAT_TIMEOUT_MS,
  now: () => number = Date.now,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  let down = false;
  const lost = () => {
    clearTimeout(timer);
    if (down) return;
    down = true;
    onChange({ status: 'down', at: now() });
  };
  return {
    beat() {
      clearTimeout(timer);
      down = false;
      last = now();
      onChange({ status: 'fine', at: last });
      timer = setTimeout(lost, timeoutMs);
    },
    lost,
    /** Whether the last heartbeat is older than the timeout (a sleeping laptop may not have run the timer). */
    stale: () => now() - last > timeoutMs,
    stop: () => clearTimeout(timer),
  };
}
