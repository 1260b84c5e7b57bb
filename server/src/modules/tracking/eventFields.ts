/**
 * How a stored event reads on the tracking map: the name it carries and a short detail, from its payload.
 * A scan's patrol judgement is stored as an event of its own (patrolScanAlert, no position); here it becomes
 * the scan's detail instead of a second marker on the same spot.
 */
import type { TrackingEventType } from '../../../../contract/tracking';

type Payload = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const field = (value: unknown, key: string): string | null =>
  value && typeof value === 'object' ? text((value as Payload)[key]) : null;

/** What the event names (a tag, a route, an employee), or null. */
export function nameOf(type: TrackingEventType, payload: Payload, employee: string | null): string | null {
  switch (type) {
    case 'nfcTagScan':
      return field(payload.routeTag, 'name') ?? field(payload.routeTag, 'serialNumber');
    case 'nfcTagScanUnallocated':
      return field(payload.routeTag, 'serialNumber');
    case 'panic':
      return field(payload.panicTag, 'name');
    case 'patrolEnded':
      return field(payload.route, 'name');
    case 'attendance':
    case 'attendanceOutside':
      return employee;
    default:
      return null;
  }
}

/** A short detail of the event (not the scan's judgement: see judgements), or null. */
export function detailOf(type: TrackingEventType, payload: Payload): string | null {
  if (type === 'patrolEnded' || type === 'deviceBatteryLow') return text(payload.status);
  if (type === 'attendance' || type === 'attendanceOutside') return text(payload.clockType);
  return null;
}

/** The judgement of each judged scan: the patrolScanAlert's alertType by the scan's event id. */
export function judgements(alerts: Payload[]): Map<number, string> {
  const byScan = new Map<number, string>();
  for (const alert of alerts) {
    const alertType = text(alert.alertType);
    if (typeof alert.tagScanId === 'number' && alertType) byScan.set(alert.tagScanId, alertType);
  }
  return byScan;
}
