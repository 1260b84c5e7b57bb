/**
 * Live events: the socket event names, the alert classes of spec part 1 §4, the response topics
 * of §7, and the handset's batch of typed events.
 */

/** The device and the site a live event names (its payload's `device` and `site`). */
export interface DeviceRef {
  id: number;
  deviceName: string;
  serialNumber: string;
}
export interface SiteRef {
  id: number;
  name: string;
  address: string;
}

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
  alertAlarmResponse: 'alertAlarmResponse',
  /** A sys-admin's console names the company it follows. */
  selectCompany: 'selectCompany',
} as const;

export const LIVE_TYPES = [
  'panic',
  'nfcTagScan',
  'nfcTagScanUnallocated',
  'patrolScanAlert',
  'patrolEnded',
  'attendance',
  'pleaseCallMe',
  'deviceOffline',
  'deviceBatteryLow',
] as const;
export type LiveType = (typeof LIVE_TYPES)[number];

export type AlertClass = 'red' | 'misc' | 'yellow' | 'green';
export const ALERT_CLASS: Record<LiveType, AlertClass> = {
  panic: 'red',
  patrolEnded: 'yellow',
  pleaseCallMe: 'misc',
  deviceBatteryLow: 'misc',
  deviceOffline: 'misc',
  patrolScanAlert: 'green',
  attendance: 'green',
  nfcTagScan: 'green',
  nfcTagScanUnallocated: 'green',
};

/** Which socket event carries a live type. */
export const SOCKET_EVENT_OF: Record<LiveType, string> = {
  panic: SOCKET_EVENTS.critical,
  nfcTagScan: SOCKET_EVENTS.patrol,
  nfcTagScanUnallocated: SOCKET_EVENTS.patrol,
  patrolScanAlert: SOCKET_EVENTS.patrol,
  patrolEnded: SOCKET_EVENTS.patrol,
  attendance: SOCKET_EVENTS.attendance,
  pleaseCallMe: SOCKET_EVENTS.pleaseCallMe,
  deviceOffline: SOCKET_EVENTS.deviceOffline,
  deviceBatteryLow: SOCKET_EVENTS.deviceBatteryLow,
};

/** The topic of an alert response (spec part 1 §7). */
export function responseTopic(type: string): string {
  if (type === 'panic') return 'critical-qa';
  if (['nfcTagScan', 'nfcTagScanUnallocated', 'patrolScanAlert', 'patrolEnded'].includes(type)) return 'patrol-qa';
  if (type === 'deviceLocation') return 'deviceLocation-qa';
  if (['message', 'pleaseCallMe', 'deviceBatteryLow'].includes(type)) return 'chat-qa';
  if (type === 'attendance') return 'attendance-qa';
  return 'devicestatus-qa';
}

export const PATROL_STATUSES = ['complete', 'incomplete', 'failed'] as const;
