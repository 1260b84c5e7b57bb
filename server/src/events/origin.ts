/**
 * Who an event is about. Shared by the auth plugin (which reads a handset's device with the guard) and by
 * every module that stores events.
 */
import type { DeviceRef, SiteRef } from '../../../contract/events';

export type { DeviceRef, SiteRef };

/** Who an event is about: the company, and the device and site when there is one. */
export interface Origin {
  companyId: number;
  device: DeviceRef | null;
  site: SiteRef | null;
  employeeId?: number | null;
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
