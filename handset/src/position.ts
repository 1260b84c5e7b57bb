/** Where the phone is: a fresh high-accuracy fix when one comes quickly, else the last known one with its age. */
import { TEXT } from './text';

export interface Position {
  latitude: number;
  longitude: number;
  accuracy: number;
  /** When the fix was taken (milliseconds). */
  at: number;
}

let last: Position | null = null;
const FRESH_WAIT_MS = 3_000;

const toPosition = (fix: GeolocationPosition): Position => ({
  latitude: fix.coords.latitude,
  longitude: fix.coords.longitude,
  accuracy: fix.coords.accuracy,
  at: fix.timestamp,
});

/** Follows the position while the app is open, so a last known one is at hand. */
export function watchPosition() {
  if (!('geolocation' in navigator)) return;
  navigator.geolocation.watchPosition(
    (fix) => {
      last = toPosition(fix);
    },
    () => undefined,
    { enableHighAccuracy: true },
  );
}

export const lastPosition = () => last;

export function currentPosition(): Promise<Position | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(last);
  return new Promise((resolve) => {
    const fallback = setTimeout(() => resolve(last), FRESH_WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      (fix) => {
        clearTimeout(fallback);
        last = toPosition(fix);
        resolve(last);
      },
      () => {
        clearTimeout(fallback);
        resolve(last);
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: FRESH_WAIT_MS },
    );
  });
}

/** How old a fix is, for the guard: 'now' or 'N min ago'. */
export const age = (position: Position, now = Date.now()) => TEXT.age(Math.floor((now - position.at) / 60_000));

/** The battery where the browser tells it (Chrome on Android does; others do not). */
export async function battery(): Promise<{ batteryStatus: number; isCharging: boolean } | null> {
  const nav = navigator as Navigator & {
    getBattery?: () => Promise<{ level: number; charging: boolean }>;
  };
  if (!nav.getBattery) return null;
  try {
    const state = await nav.getBattery();
    return { batteryStatus: Math.round(state.level * 100), isCharging: state.charging };
  } catch {
    return null;
  }
}
