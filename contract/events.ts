/**
 * Live events: the socket event names, the alert classes of spec part 1 §4, the response topics of §7,
 * and the types of what each socket event carries (their zod schemas are in `socketPayloads.ts`).
 */
import type { z } from 'zod';
import type { alertPayload, SOCKET_PAYLOADS } from './socketPayloads';

export const SOCKET_EVENTS = {
  heartbeat: 'heartbeat',
  critical: 'critical-qa',
  patrol: 'patrol-qa',
  attendance: 'attendance-qa',
  pleaseCallMe: 'chat-qa.pleaseCallMe',
  chatMessage: 'chat-qa.message',
  deviceOffline: 'devicestatus-qa.deviceOffline',
  deviceBatteryLow: 'devicestatus-qa.deviceBatteryLow',
  deviceLocation: 'deviceLocation-qa.deviceLocation',
  /** A handset left its site's boundary (and, on the same alert, came back inside). */
  boundaryExit: 'deviceLocation-qa.boundaryExit',
  alertAlarmResponse: 'alertAlarmResponse',
  /** A handset asked for a new tag: the tag enrollment list gains a Pending row. */
  tagEnrollment: 'tagEnrollment-qa.tagEnrollment',
  /** The same request as an alert of the Misc box ('Tag enrollment requested: {name}'). */
  tagEnrollmentAlert: 'tagEnrollment-qa.alert',
  /** A sys-admin's console names the company it follows. */
  selectCompany: 'selectCompany',
  /**
   * An operator opened (or closed) an alert's dialog: a console sends `{ guid, open }`, and the server tells the
   * company's other consoles who it is, so a row says 'Being handled by {name}'.
   */
  alertHandling: 'alertHandling',
  /**
   * An incident report was stored, or the control room changed or approved one: the consoles' Incidents list and an
   * open incident refresh (a hint: they read it back over HTTP).
   */
  incident: 'incident-qa.incident',
} as const;

export const LIVE_TYPES = [
  'panic',
  'welfareCheckMissed',
  'nfcTagScan',
  'nfcTagScanUnallocated',
  'patrolScanAlert',
  'patrolEnded',
  'patrolRevised',
  'attendance',
  'attendanceOutside',
  'pleaseCallMe',
  'deviceOffline',
  'deviceBatteryLow',
  'boundaryExit',
  'tagOverdue',
  'tagEnrollment',
] as const;
export type LiveType = (typeof LIVE_TYPES)[number];

export type AlertClass = 'red' | 'misc' | 'yellow' | 'green';
export const ALERT_CLASS: Record<LiveType, AlertClass> = {
  panic: 'red',
  welfareCheckMissed: 'red',
  patrolEnded: 'yellow',
  patrolRevised: 'yellow',
  pleaseCallMe: 'misc',
  deviceBatteryLow: 'misc',
  deviceOffline: 'misc',
  boundaryExit: 'misc',
  tagEnrollment: 'misc',
  tagOverdue: 'yellow',
  patrolScanAlert: 'green',
  attendance: 'green',
  attendanceOutside: 'yellow',
  nfcTagScan: 'green',
  nfcTagScanUnallocated: 'green',
};

/** Alerts a person answers one by one with what was done: never acknowledged in bulk. */
export const ALARM_TYPES: readonly LiveType[] = ['panic', 'welfareCheckMissed', 'pleaseCallMe'];
/** The most alerts one bulk acknowledgement takes. */
export const BULK_ACKNOWLEDGE_MAX = 1000;

/** Which socket event carries a live type: one whose payload schema holds that type's payload. */
export const SOCKET_EVENT_OF = {
  panic: SOCKET_EVENTS.critical,
  welfareCheckMissed: SOCKET_EVENTS.critical,
  nfcTagScan: SOCKET_EVENTS.patrol,
  nfcTagScanUnallocated: SOCKET_EVENTS.patrol,
  patrolScanAlert: SOCKET_EVENTS.patrol,
  patrolEnded: SOCKET_EVENTS.patrol,
  patrolRevised: SOCKET_EVENTS.patrol,
  attendance: SOCKET_EVENTS.attendance,
  attendanceOutside: SOCKET_EVENTS.attendance,
  pleaseCallMe: SOCKET_EVENTS.pleaseCallMe,
  deviceOffline: SOCKET_EVENTS.deviceOffline,
  deviceBatteryLow: SOCKET_EVENTS.deviceBatteryLow,
  boundaryExit: SOCKET_EVENTS.boundaryExit,
  tagOverdue: SOCKET_EVENTS.patrol,
  tagEnrollment: SOCKET_EVENTS.tagEnrollmentAlert,
} as const satisfies { [T in LiveType]: EventCarrying<T> };

/** The topic of an alert response (spec part 1 §7). */
export function responseTopic(type: string): string {
  if (type === 'panic' || type === 'welfareCheckMissed') return 'critical-qa';
  if (
    ['nfcTagScan', 'nfcTagScanUnallocated', 'patrolScanAlert', 'patrolEnded', 'patrolRevised', 'tagOverdue'].includes(
      type,
    )
  )
    return 'patrol-qa';
  if (type === 'tagEnrollment') return 'tagEnrollment-qa';
  if (type === 'deviceLocation' || type === 'boundaryExit') return 'deviceLocation-qa';
  if (['message', 'pleaseCallMe', 'deviceBatteryLow'].includes(type)) return 'chat-qa';
  if (type === 'attendance' || type === 'attendanceOutside') return 'attendance-qa';
  return 'devicestatus-qa';
}

/** The socket events the server sends, and what each carries. */
export type ServerEvent = keyof typeof SOCKET_PAYLOADS;
export type SocketPayload<E extends ServerEvent> = z.infer<(typeof SOCKET_PAYLOADS)[E]>;

/** An alert as stored in `events`, sent live and read back by the alert calls; one type's with AlertPayloadOf. */
export type AlertPayload = z.infer<typeof alertPayload>;
export type AlertPayloadOf<T extends LiveType> = Extract<AlertPayload, { type: T }>;
/** The socket event of a live type. */
export type AlertEvent<T extends LiveType = LiveType> = (typeof SOCKET_EVENT_OF)[T];

/** The device and the site a live event names (its payload's `device` and `site`). */
export type DeviceRef = NonNullable<AlertPayload['device']>;
export type SiteRef = NonNullable<AlertPayload['site']>;

/** The events whose payload can be an alert of type T (none when T has no payload schema). */
type EventCarrying<T extends LiveType> = [AlertPayloadOf<T>] extends [never]
  ? never
  : { [E in ServerEvent]: AlertPayloadOf<T> extends SocketPayload<E> ? E : never }[ServerEvent];

/** Types an operator answers; a patrol end only when it is not complete, a tag overdue only until it is cleared. */
export const ANSWERABLE = [
  'panic',
  'welfareCheckMissed',
  'pleaseCallMe',
  'deviceOffline',
  'deviceBatteryLow',
  'boundaryExit',
  'tagEnrollment',
  'patrolEnded',
  'patrolRevised',
  'tagOverdue',
  'attendanceOutside',
];
export const UNRESPONDED_DAYS = 7;
