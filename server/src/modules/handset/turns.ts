/**
 * A device's routine batches take turns in this instance; an urgent one (a panic) takes no turn. The events' chain
 * lets one writer per device at a time (migration 0016's lock): without turns every waiting location batch would hold
 * a database connection at that lock, and a panic would queue behind all of its device's batches. With them a panic,
 * stored on connections of its own (db/client.ts), meets at the lock at most the one batch in hand. Across instances
 * the lock still orders the writers.
 */
export function deviceTurns() {
  /** Per device with a batch in hand: the starts of the batches waiting behind it. */
  const waiting = new Map<number, (() => void)[]>();

  /** Runs `work` at once when urgent or when the device has nothing in hand, else after the batches before it. */
  return async function inTurn<T>(deviceId: number, urgent: boolean, work: () => Promise<T>): Promise<T> {
    if (urgent) return work();
    const line = waiting.get(deviceId);
    if (line) await new Promise<void>((start) => line.push(start));
    else waiting.set(deviceId, []);
    try {
      return await work();
    } finally {
      const next = waiting.get(deviceId)?.shift();
      if (next) next();
      else waiting.delete(deviceId);
    }
  };
}
