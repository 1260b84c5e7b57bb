import type { DeviceEvent, DeviceLocation } from '../../../contract/tracking';

/** A row of the history table: a location (with its index in the path) or a scan or alert. */
export type HistoryRow =
  | { kind: 'location'; index: number; point: DeviceLocation }
  | { kind: 'event'; event: DeviceEvent };

/**
 * The locations and the scans and alerts in one list, oldest first; an event comes after a location of the
 * same second (it is placed at or near it). Both lists arrive oldest first: one pass merges them.
 */
export function historyRows(points: readonly DeviceLocation[], events: readonly DeviceEvent[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  let e = 0;
  for (const [index, point] of points.entries()) {
    while (e < events.length && events[e].sentAt < point.sentAt) rows.push({ kind: 'event', event: events[e++] });
    rows.push({ kind: 'location', index, point });
  }
  while (e < events.length) rows.push({ kind: 'event', event: events[e++] });
  return rows;
}
