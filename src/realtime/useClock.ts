import { useSyncExternalStore } from 'react';

/** How often the shared clock ticks: waiting times grow by the minute, so a tick a few times a minute is enough. */
export const CLOCK_TICK_MS = 10_000;

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, CLOCK_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time now (ms), from one clock shared by every row that shows how long it has waited. */
export const useClock = () => useSyncExternalStore(subscribe, () => now);
