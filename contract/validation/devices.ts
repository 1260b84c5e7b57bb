/** Devices (spec part 2 §5 'Device'). */
import { z } from 'zod';
import { LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { id, readOnly, required, text, upsertId } from './common';

const M = MESSAGES.device;
const L = LIMITS.device;

/** How serial numbers compare (as the device-management provider does): without spaces, in capitals. */
export const normalSerial = (serialNumber: string) => serialNumber.replace(/\s/g, '').toUpperCase();

export const deviceUpsert = z.strictObject({
  id: upsertId,
  siteId: id,
  deviceName: text(M.nameTooShort).min(L.deviceName.min, { error: M.nameTooShort }).max(L.deviceName.max, {
    error: M.nameTooLong,
  }),
  serialNumber: required(M.serialNumberRequired).max(128, { error: M.serialNumberRequired }),
  appInstanceId: required(M.appInstanceIdRequired).max(256, { error: M.appInstanceIdRequired }),
  contactNumber: required(M.contactNumberRequired)
    .min(L.contactNumber.min, { error: M.invalidContactNumber })
    .max(L.contactNumber.max, { error: M.invalidContactNumber }),
  ...readOnly('siteName', 'site'),
});
export type DeviceUpsert = z.infer<typeof deviceUpsert>;

/** What a handset reports when it is installed. */
export const installInfo = z.strictObject({
  appInstanceId: required(M.appInstanceIdRequired)
    .max(256)
    .describe('The App Instance ID the handset made on install; it sends the same in x-app-instance-id'),
  serialNumber: required(M.serialNumberRequired).max(128).describe("The handset's serial number, as on its label"),
});
