/**
 * Who an event is about. Shared by the auth plugin (which reads a handset's device with the guard) and by
 * every module that stores events.
 */
import type { EscalatingType, Ladder } from '../../../contract/escalation';
import type { DeviceRef, SiteRef } from '../../../contract/events';
import type { ContactClient, SiteContact } from '../notify/contacts';

export type { DeviceRef, SiteRef };

/** Who an event is about: the company, and the device and site when there is one. */
export interface Origin {
  companyId: number;
  device: DeviceRef | null;
  site: SiteRef | null;
  employeeId?: number | null;
  /** What an alarm of this origin reads, when read before the transaction that stores it (see alert/alarmReads). */
  alarm?: AlarmReads;
}

/** What a panic or a please-call-me reads besides its own rows: its site's contacts, the company's clock, clients and ladders. */
export interface AlarmReads {
  contacts: SiteContact[];
  timeZone: string;
  clients: ContactClient[];
  ladders: Record<EscalatingType, Ladder>;
}

export interface SiteBoundary {
  poligonPoints: string | null;
  radius: number | null;
}

/** The registered device behind a handset call, its site and that site's boundary (read with the guard). */
export interface HandsetDevice {
  companyId: number;
  device: DeviceRef;
  site: SiteRef;
  boundary: SiteBoundary;
  /** Since when the device has been offline, and outside its site's boundary (null: not); read with the guard. */
  state?: { offlineSince: Date | null; outsideSince: Date | null };
}

/** A handset call's origin: its device and the signed-in guard. */
export type HandsetOrigin = HandsetDevice & { employeeId: number };
