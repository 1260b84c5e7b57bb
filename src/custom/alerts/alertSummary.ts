/**
 * What an alert's row says in one line (the tag and its timing, the patrol's result, the battery level…),
 * how long an unanswered alert has waited, and where it happened (5 decimals).
 */
import { hourMinute, sinceTime } from '../../common/dateTime';
import type { LiveAlert } from '../../realtime/types';
import { alertDate, missedTags, patrolVerdict, routeName, tagName } from './alertText';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** Coordinates as every screen shows them: 5 decimals (about a metre). */
export const formatCoordinates = (latitude: number, longitude: number) =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/** A scan's timing as the server wrote it ('early by 8 minutes'), or 'on time'. */
const timing = (alert: LiveAlert, translate: Translate) =>
  alert.alertType === 'onTime' ? translate('patrol.alerts.onTime') : text(alert.alertType);

/** The one line of a row: what happened. */
export function alertSummary(alert: LiveAlert, translate: Translate): string {
  const unknown = translate('patrol.alerts.unknownValue');
  const device = alert.device?.deviceName ?? unknown;
  const tag = tagName(alert) ?? unknown;
  const s = (key: string, values: Record<string, unknown> = {}) =>
    translate(`patrol.alerts.summary.${key}`, { device, tag, ...values });
  switch (alert.type) {
    case 'panic':
      return alert.panicTag
        ? s('panicTag', { tag: (alert.panicTag as { name?: string }).name ?? unknown })
        : s('panic');
    case 'welfareCheckMissed':
      return s('welfareCheckMissed', {
        due: typeof alert.dueAt === 'number' ? hourMinute(alert.dueAt) : unknown,
      });
    case 'pleaseCallMe':
      return s('pleaseCallMe');
    case 'deviceOffline':
      return typeof alert.lastSeenAt === 'number'
        ? s('deviceOfflineSince', { time: sinceTime(alert.lastSeenAt, alert.sentAt) })
        : s('deviceOffline');
    case 'deviceBatteryLow':
      return s('deviceBatteryLow', { level: text(alert.status) ?? unknown });
    case 'boundaryExit':
      return s('boundaryExit');
    case 'patrolEnded':
      return s(missedTags(alert) ? 'patrolEndedMissed' : 'patrolEnded', {
        missed: missedTags(alert),
        route: routeName(alert) ?? unknown,
        status: translate(`patrol.alerts.patrolStatus.${alert.status}`, { _: text(alert.status) ?? unknown }),
        scanned: text(alert.tagsScanned) ?? unknown,
        expected: text(alert.tagsExpected) ?? unknown,
      });
    case 'patrolRevised':
      return s('patrolRevised', {
        route: routeName(alert) ?? unknown,
        previous:
          patrolVerdict(alert, (alert.previous as { status?: string } | undefined)?.status, translate) ?? unknown,
        status: patrolVerdict(alert, text(alert.status), translate) ?? unknown,
        scanned: text(alert.tagsScanned) ?? unknown,
        expected: text(alert.tagsExpected) ?? unknown,
      });
    case 'patrolScanAlert':
      return s('patrolScanAlert', { timing: timing(alert, translate) ?? unknown, route: routeName(alert) ?? unknown });
    case 'nfcTagScan':
      return alert.routeTaken ? s('nfcTagScan', { route: routeName(alert) ?? unknown }) : s('nfcTagScanNoPatrol');
    case 'nfcTagScanUnallocated':
      return s('nfcTagScanUnallocated');
    case 'tagOverdue':
      return s('tagOverdue', {
        route: routeName(alert) ?? unknown,
        time:
          typeof alert.estimatedScanEpoch === 'number' ? sinceTime(alert.estimatedScanEpoch, alert.sentAt) : unknown,
      });
    case 'tagEnrollment':
      return s('tagEnrollment', { serialNumber: text(alert.serialNumber) ?? unknown });
    case 'attendance':
      return s(alert.clockType === 'clockOut' ? 'clockOut' : 'clockIn');
    case 'attendanceOutside':
      return s(alert.clockType === 'clockOut' ? 'clockOutOutside' : 'clockInOutside', {
        metres: text(alert.outsideMetres) ?? unknown,
      });
    default:
      return s('unknown');
  }
}

/** Seconds an alert has waited at `now` (ms), from when it happened; never below 0. */
export function waitedSeconds(alert: LiveAlert, now: number): number | null {
  const date = alertDate(alert);
  return date ? Math.max(0, Math.floor((now - date.getTime()) / 1000)) : null;
}

/** A span of time as a row says it: '7 s', '3 min', '1 h 5 min'. */
export function durationText(seconds: number, translate: Translate): string {
  if (seconds < 60) return translate('patrol.alerts.duration.seconds', { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return translate('patrol.alerts.duration.minutes', { minutes });
  return translate('patrol.alerts.duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** How pressing an unanswered red alert has grown: new (under 2 min), waiting (under 5 min), then overdue. */
export type Urgency = 'new' | 'waiting' | 'overdue';
export const URGENCY_MINUTES = { waiting: 2, overdue: 5 } as const;

export function urgencyOf(seconds: number | null): Urgency {
  const minutes = (seconds ?? 0) / 60;
  if (minutes >= URGENCY_MINUTES.overdue) return 'overdue';
  return minutes >= URGENCY_MINUTES.waiting ? 'waiting' : 'new';
}

/** 'unanswered just now', 'unanswered 3 min', 'unanswered 1 h 5 min'. */
export function waitingText(seconds: number, translate: Translate): string {
  if (seconds < 60) return translate('patrol.alerts.waiting.justNow');
  return translate('patrol.alerts.waiting.for', { duration: durationText(seconds, translate) });
}
