import type { AlertClass, AlertPayload, DeviceRef, SiteRef, SOCKET_EVENTS, SocketPayload } from '../../contract/events';

export type { DeviceRef, SiteRef };

/**
 * A live alert: the contract's alert payload, as the socket sends it and the alert calls read it back.
 * Screens read fields across types (a patrol's route, a scan's tag) and check what they find there.
 */
export type LiveAlert = AlertPayload & { [field: string]: unknown };

export type AlertLists = Record<AlertClass, LiveAlert[]>;

/** The alert window of the day (epoch seconds). */
export interface AlertDayWindow {
  startDate: number;
  endDate: number;
}

/** The unresponded alerts and the newest event id when they were read: the resync cursor. */
export interface UnrespondedAlerts {
  alerts: LiveAlert[];
  lastEventId: number;
}

/** What the console sends to answer an alert (spec part 1 §7). */
export interface AlertResponse {
  message: string;
  respondedAt: number;
  respondedToType: string;
  respondedToGuid: string;
  companyId: number;
  employeeId: number;
  topic: string;
}

/** A device's newest position, as 'deviceLocation-qa.deviceLocation' carries it. */
export type DeviceLocation = SocketPayload<typeof SOCKET_EVENTS.deviceLocation>;
