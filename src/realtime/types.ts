import type { AlertClass, DeviceRef, SiteRef } from '../../contract/events';

export type { DeviceRef, SiteRef };

/** A live alert as the server stores and emits it: the event row id, its type and the type's fields (spec part 1 §3). */
export interface LiveAlert {
  id: number;
  type: string;
  eventGuid: string;
  companyId?: number;
  sentAt?: number;
  device?: DeviceRef | null;
  site?: SiteRef | null;
  latitude?: number | null;
  longitude?: number | null;
  [field: string]: unknown;
}

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

/** A device's position as 'deviceLocation-qa.deviceLocation' carries it. */
export interface DeviceLocation {
  deviceId: number;
  latitude: number | null;
  longitude: number | null;
  sentAt: number;
  [field: string]: unknown;
}
