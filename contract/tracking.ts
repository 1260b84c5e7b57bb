/**
 * Tracking (spec part 2 §2 'Tracking', §3 DeviceLocation, §7): a device's locations over a date range,
 * oldest first, for playback and the history table.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { checkShiftRange, type ShiftRangeRules, shiftRangeFields } from './shiftRange';
import { id } from './validation/common';

/** At most 583,200,000 ms (spec §9): seven shift days, 04:00 of the first to 22:00 of the seventh. */
export const TRACKING_RANGE: ShiftRangeRules = { maxSeconds: 583_200, messages: MESSAGES.tracking };

/** POST /api/v1/tracking/GetHistoryDeviceLocationsByDate */
export const historyRequest = z
  .strictObject({ deviceId: id.describe('The device whose locations to replay'), ...shiftRangeFields })
  .superRefine(checkShiftRange(TRACKING_RANGE));
export type HistoryRequest = z.infer<typeof historyRequest>;

export const deviceLocation = z.object({
  id: z.number(),
  type: z.literal('deviceLocation'),
  deviceId: z.number(),
  device: z.string().describe("The device's name"),
  latitude: z.number(),
  longitude: z.number(),
  companyId: z.number(),
  sentAt: z.number().describe('When the handset took the location (epoch seconds)'),
});
export type DeviceLocation = z.infer<typeof deviceLocation>;
