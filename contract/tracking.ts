/**
 * Tracking (spec part 2 §2 'Tracking', §3 DeviceLocation, §7): a device's locations over a date range,
 * oldest first, for playback and the history table.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { checkShiftRange, type ShiftRangeRules, shiftRangeFields, shiftWindow } from './shiftRange';
import { id } from './validation/common';
import { epochSecondsInput } from './validation/dates';

/** At most 583,200,000 ms (spec §9): seven shift days, 04:00 of the first to 22:00 of the seventh. */
export const TRACKING_RANGE: ShiftRangeRules = { maxSeconds: 583_200, messages: MESSAGES.tracking };

/** The optional From and To times that narrow a range: both inside it, From before To (epoch seconds). */
export interface HistoryTimes {
  startDate: number;
  endDate: number;
  fromTime?: number;
  toTime?: number;
}

/**
 * The instants a request reads, `from` included and `to` excluded: the shift window of its dates on the company's
 * clock (`zone`), narrowed to From (included) and To (included, to the second) when given.
 */
export function historyWindow(request: HistoryTimes, zone?: string): { from: number; to: number } {
  const window = shiftWindow(request.startDate, request.endDate, zone);
  return {
    from: request.fromTime ?? window.from,
    to: request.toTime === undefined ? window.to : request.toTime + 1,
  };
}

/**
 * The message of the rule the From and To times break, or undefined (the dates are checked on their own); the
 * dates' window is on the clock of `zone`, the company's.
 */
export function historyTimesProblem(request: HistoryTimes, zone?: string): string | undefined {
  const { fromTime, toTime } = request;
  const window = shiftWindow(request.startDate, request.endDate, zone);
  const inside = (time: number | undefined) => time === undefined || (time >= window.from && time < window.to);
  if (!inside(fromTime) || !inside(toTime)) return MESSAGES.tracking.timeOutsideRange;
  if (fromTime !== undefined && toTime !== undefined && fromTime >= toTime) return MESSAGES.tracking.fromAfterTo;
  return undefined;
}

const time = (field: string, what: string) =>
  epochSecondsInput(field)
    .optional()
    .describe(`${what} (epoch seconds, optional): inside the range of the dates, From before To`);

/** POST /api/v1/tracking/GetHistoryDeviceLocationsByDate (and GetHistoryDeviceEventsByDate) */
export const historyRequest = z
  .strictObject({
    deviceId: id.describe('The device whose locations to replay'),
    ...shiftRangeFields,
    fromTime: time('fromTime', 'Only from this moment on, included'),
    toTime: time('toTime', 'Only up to this moment, included to the second'),
  })
  .superRefine(checkShiftRange(TRACKING_RANGE));
// From and To are checked against the dates on the company's clock, by the server once it knows the company
// (historyTimesProblem with its time zone), and by the console as they are typed.
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

/**
 * What the tracking map marks on a device's path (POST /api/v1/tracking/GetHistoryDeviceEventsByDate): its
 * tag scans and alerts. A scan's patrol judgement (patrolScanAlert) is not a marker of its own: it is the scan's
 * `detail`. A boundary exit is the location that left the site; a clock outside the site (its Yellow alert) is where
 * the guard clocked in or out.
 */
export const TRACKING_EVENT_TYPES = [
  'nfcTagScan',
  'nfcTagScanUnallocated',
  'panic',
  'pleaseCallMe',
  'attendance',
  'deviceOffline',
  'deviceBatteryLow',
  'patrolEnded',
  'boundaryExit',
  'attendanceOutside',
] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** Where an event's position comes from: the handset sent it, or the device's location nearest in time. */
export const EVENT_PLACES = ['event', 'nearestLocation'] as const;

export const deviceEvent = z.object({
  id: z.number().describe("The event's id"),
  eventGuid: z.string(),
  type: z.enum(TRACKING_EVENT_TYPES),
  sentAt: z.number().describe('When it happened on the handset (epoch seconds)'),
  name: z
    .string()
    .nullable()
    .describe(
      "What it names: a scan's tag (an unallocated tag's serial number), a panic tag, a patrol's route, the employee who clocked in or out (also outside the site)",
    ),
  detail: z
    .string()
    .nullable()
    .describe(
      "A scan's patrol judgement ('onTime', or early or late by N minutes), a patrol's end status, clockIn or clockOut (also outside the site), a battery level",
    ),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  place: z
    .enum(EVENT_PLACES)
    .nullable()
    .describe(
      "'event': the position the handset sent with it; 'nearestLocation': it came without one and is placed at the device's location nearest in time within the range; null: neither is known",
    ),
});
export type DeviceEvent = z.infer<typeof deviceEvent>;
