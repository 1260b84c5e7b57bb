import type { Identifier, ResourceCallbacks } from 'react-admin';
import { validation } from '../../contract';
import type { DevicePositions } from '../../contract/entities';
import { trimmed, type Values } from './bodyValues';
import { getJson, pathPart, postJson } from './httpClient';
import { pickFields } from './pickFields';

export type DeviceCommand = 'reboot' | 'lock' | 'unlock';

/** GET device/{id}/handsetStatus. Times in epoch seconds. */
export interface HandsetStatus {
  connection: 'online' | 'offline' | 'never';
  lastSeenAt: number | null;
  offlineSince: number | null;
  batteryStatus: number | null;
  isCharging: boolean | null;
  /** A handset silent this many minutes is reported offline. */
  offlineAfterMinutes: number;
}

const FIELDS = validation.writableFields(validation.deviceUpsert);

export const deviceBody = (data: Values) =>
  pickFields(
    {
      ...data,
      deviceName: trimmed(data.deviceName) ?? '',
      serialNumber: trimmed(data.serialNumber) ?? '',
      appInstanceId: trimmed(data.appInstanceId) ?? '',
      contactNumber: trimmed(data.contactNumber) ?? '',
    },
    FIELDS,
  );

export const deviceCallbacks: ResourceCallbacks = { resource: 'devices', beforeSave: async (data) => deviceBody(data) };

/** The device detail's calls (spec part 2 §7): install serial, location, battery and device management. */
export const deviceMethods = {
  /** The serial number the handset reported on install, or null when it reported none. */
  installSerial: async (appInstanceId: string): Promise<string | null> =>
    (await getJson<{ serialNumber: string | null }>(`device/installInfo/${pathPart(appInstanceId)}`)).serialNumber,
  /**
   * The newest location and when the handset sent it (epoch seconds); nulls before any. With `at`: the newest sent
   * by then, or the first after it when none was.
   */
  lastLocation: (deviceId: Identifier, at?: number) =>
    getJson<{ latitude: number | null; longitude: number | null; sentAt?: number | null }>(
      `device/${pathPart(deviceId)}/lastLocation${at === undefined ? '' : `?at=${at}`}`,
    ),
  /** The live map's picture: every device of the company at its last position with its state, and the sites. */
  devicePositions: (companyId?: number) =>
    getJson<DevicePositions>(`device/positions${companyId === undefined ? '' : `?companyId=${companyId}`}`),
  /** What the handset itself last reported: last contact, online or offline, battery and charging. */
  handsetStatus: (deviceId: Identifier) => getJson<HandsetStatus>(`device/${pathPart(deviceId)}/handsetStatus`),
  /** A one-use code that activates a phone running the handset app as this device (admins). */
  activationCode: async (deviceId: Identifier) =>
    (await postJson(`device/${pathPart(deviceId)}/activationCode`, {})).json as { code: string; expiresAt: number },
  /** When a handset was last activated with a code for this device (epoch seconds), or null. */
  activation: (deviceId: Identifier) =>
    getJson<{ activatedAt: number | null }>(`device/${pathPart(deviceId)}/activation`),
  battery: (deviceId: Identifier) =>
    getJson<{ batteryStatus: number | null; isCharging: boolean | null }>(`device/${pathPart(deviceId)}/battery`),
  async isRegistered(serialNumber: string): Promise<boolean> {
    const path = `device/${pathPart(serialNumber)}/scaleFusion/isRegistered`;
    return (await getJson<{ isRegistered: boolean }>(path)).isRegistered;
  },
  deviceCommand: (serialNumber: string, command: DeviceCommand) =>
    getJson<{ message: string }>(`device/${pathPart(serialNumber)}/${command}`),
};
