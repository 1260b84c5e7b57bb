import type { DeviceEvent, DeviceLocation } from '../../../contract/tracking';
import { indexAtTime } from './trackTime';

/**
 * The first scan or alert after the playback's point and the point it happened at (the first location at or
 * after it); from the start when the playback is stopped. Null when none lies ahead on the path.
 */
export function nextEvent(
  events: readonly DeviceEvent[],
  points: readonly DeviceLocation[],
  index: number | null,
): { event: DeviceEvent; index: number } | null {
  if (points.length === 0) return null;
  const now = index === null ? Number.NEGATIVE_INFINITY : points[index].sentAt;
  for (const event of events) {
    if (event.sentAt <= now) continue;
    const at = indexAtTime(points, event.sentAt);
    if (index === null || at > index) return { event, index: at };
  }
  return null;
}

/** The scans and alerts that happened at the playback's point (since the point before it). */
export function eventsAt(
  events: readonly DeviceEvent[],
  points: readonly DeviceLocation[],
  index: number | null,
): DeviceEvent[] {
  if (index === null || !points[index]) return [];
  const after = index === 0 ? Number.NEGATIVE_INFINITY : points[index - 1].sentAt;
  const until = points[index].sentAt;
  return events.filter((event) => event.sentAt > after && event.sentAt <= until);
}
