import { HttpError, type Identifier, type ResourceCallbacks } from 'react-admin';
import { validation } from '../../contract';
import { trimmed, type Values } from './bodyValues';
import { getJson, pathPart } from './httpClient';
import { pickFields } from './pickFields';

export type DeviceCommand = 'reboot' | 'lock' | 'unlock';

const FIELDS = validation.deviceUpsert.keyof().options;

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
  async installSerial(appInstanceId: string): Promise<string | null> {
    try {
      return (await getJson<{ serialNumber: string }>(`device/installInfo/${pathPart(appInstanceId)}`)).serialNumber;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  },
  lastLocation: (deviceId: Identifier) =>
    getJson<{ latitude: number | null; longitude: number | null }>(`device/${pathPart(deviceId)}/lastLocation`),
  battery: (deviceId: Identifier) =>
    getJson<{ batteryStatus: number | null; isCharging: boolean | null }>(`device/${pathPart(deviceId)}/battery`),
  async isRegistered(serialNumber: string): Promise<boolean> {
    const path = `device/${pathPart(serialNumber)}/scaleFusion/isRegistered`;
    return (await getJson<{ isRegistered: boolean }>(path)).isRegistered;
  },
  deviceCommand: (serialNumber: string, command: DeviceCommand) =>
    getJson<{ message: string }>(`device/${pathPart(serialNumber)}/${command}`),
};
