import { formatEpoch, hourMinute } from '../../common/dateTime';
import type { LiveAlert } from '../../realtime/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const KNOWN = [
  'panic',
  'welfareCheckMissed',
  'pleaseCallMe',
  'deviceOffline',
  'deviceBatteryLow',
  'boundaryExit',
  'patrolEnded',
  'patrolRevised',
  'patrolScanAlert',
  'nfcTagScan',
  'nfcTagScanUnallocated',
  'attendance',
  'attendanceOutside',
  'tagOverdue',
  'tagEnrollment',
];

/** Types whose row title names what it is about ('Tag overdue: Gate 3'); the history names the type alone. */
const NAMED_TITLES = ['tagOverdue', 'tagEnrollment'];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;
const nameOf = (value: unknown, field = 'name'): string | undefined =>
  value && typeof value === 'object' ? text((value as Record<string, unknown>)[field]) : undefined;

/** When the alert happened: a patrol's end (ms), else the time the handset sent it (s). */
export function alertDate(alert: LiveAlert): Date | null {
  if (typeof alert.completedEventTime === 'number') return new Date(alert.completedEventTime);
  const seconds = [alert.sentAt, alert.clockTime, alert.scannedAt].find((value) => typeof value === 'number');
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

export function alertTime(alert: LiveAlert): string {
  const date = alertDate(alert);
  return date ? formatEpoch(date.getTime() / 1000) : '';
}

export function alertTitle(alert: LiveAlert, translate: Translate): string {
  const type = KNOWN.includes(alert.type) ? alert.type : 'unknown';
  const variant = type === 'patrolEnded' ? alert.status : type === 'attendance' ? alert.clockType : undefined;
  const base = `patrol.alerts.titles.${type}`;
  if (NAMED_TITLES.includes(type)) {
    const name = type === 'tagOverdue' ? tagName(alert) : text(alert.name);
    if (name) return translate(`patrol.alerts.namedTitles.${type}`, { name });
  }
  return typeof variant === 'string' ? translate(`${base}_${variant}`, { _: translate(base) }) : translate(base);
}

/** A patrol's verdict in words ('failed'); another alert's status as written. */
export function patrolVerdict(alert: LiveAlert, status: string | undefined, translate: Translate) {
  if (!status || (alert.type !== 'patrolEnded' && alert.type !== 'patrolRevised')) return status;
  return translate(`patrol.alerts.patrolStatus.${status}`, { _: status });
}

/** The tags a patrol end names as missed, joined ('Gate, Pool'); undefined when none are named. */
export const missedTags = (alert: LiveAlert): string | undefined =>
  Array.isArray(alert.missedTags) && alert.missedTags.length > 0 ? alert.missedTags.join(', ') : undefined;

/** The route a patrol alert belongs to. */
export const routeName = (alert: LiveAlert): string | undefined =>
  nameOf(alert.route) ?? nameOf(alert.routeTaken, 'route');

/** A tag's name, or its serial number when it has none. */
export const tagName = (alert: LiveAlert): string | undefined =>
  nameOf(alert.routeTag) ?? nameOf(alert.routeTag, 'serialNumber');

export function alertDescription(alert: LiveAlert, translate: Translate): string {
  const unknown = translate('patrol.alerts.unknownValue');
  const status = text(alert.status);
  const values = {
    device: alert.device?.deviceName ?? unknown,
    site: alert.site?.name ?? unknown,
    status: patrolVerdict(alert, status, translate) ?? unknown,
    previous: patrolVerdict(alert, nameOf(alert.previous, 'status'), translate) ?? unknown,
    reason: text(alert.reason) ?? unknown,
    route: routeName(alert) ?? unknown,
    tag: tagName(alert) ?? unknown,
    scanned: text(alert.tagsScanned) ?? unknown,
    expected: text(alert.tagsExpected) ?? unknown,
    timing: alert.alertType === 'onTime' ? translate('patrol.alerts.onTime') : (text(alert.alertType) ?? unknown),
    clockType: alertTitle(alert, translate),
    metres: text(alert.outsideMetres) ?? unknown,
    name: text(alert.name) ?? unknown,
    serialNumber: text(alert.serialNumber) ?? unknown,
    estimated: typeof alert.estimatedScanEpoch === 'number' ? hourMinute(alert.estimatedScanEpoch) : unknown,
    clock: translate(`patrol.alerts.summary.${alert.clockType === 'clockOut' ? 'clockOut' : 'clockIn'}`, {
      device: alert.device?.deviceName ?? unknown,
    }),
  };
  const type = KNOWN.includes(alert.type) ? alert.type : 'unknown';
  return translate(`patrol.alerts.descriptions.${type}`, values);
}
