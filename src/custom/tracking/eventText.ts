import { ALERT_CLASS, type AlertClass } from '../../../contract/events';
import type { DeviceEvent } from '../../../contract/tracking';
import { trackTime } from '../../common/dateTime';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The colour class of an event's marker: its alert class; a boundary exit is a miscellaneous alert. */
export const eventClass = (event: DeviceEvent): AlertClass =>
  event.type === 'boundaryExit' ? 'misc' : ALERT_CLASS[event.type];

/** The event's type as the Alerts page names it ('Patrol Failed', 'Clock In'…). */
export function eventTitle(event: DeviceEvent, translate: Translate): string {
  if (event.type === 'boundaryExit') return translate('patrol.tracking.events.boundaryExit');
  const base = `patrol.alerts.titles.${event.type}`;
  const variant = event.type === 'patrolEnded' || event.type === 'attendance' ? event.detail : null;
  return variant ? translate(`${base}_${variant}`, { _: translate(base) }) : translate(base);
}

/** What the marker says in one line: type and name, and a scan's judgement or a battery level. */
export function eventSummary(event: DeviceEvent, translate: Translate): string {
  const title = eventTitle(event, translate);
  const named = event.name ? `${title}: ${event.name}` : title;
  const judged = event.type === 'nfcTagScan' || event.type === 'deviceBatteryLow' ? event.detail : null;
  if (!judged) return named;
  return `${named} (${judged === 'onTime' ? translate('patrol.alerts.onTime') : judged})`;
}

/** The lines of the marker's tooltip: what, when, and where its place comes from when it brought none. */
export function eventLines(event: DeviceEvent, translate: Translate): string[] {
  const lines = [eventSummary(event, translate), trackTime(event.sentAt)];
  if (event.place === 'nearestLocation') lines.push(translate('patrol.tracking.events.nearest'));
  return lines;
}
