/**
 * The handset API: one batch of typed events, each with its own eventGuid and time (epoch seconds).
 * A handset signs in like any employee and sends its app instance id in `x-app-instance-id`.
 */
import { z } from 'zod';

export const APP_INSTANCE_HEADER = 'x-app-instance-id';
export const MAX_BATCH = 500;
/** A handset clock may run a little fast; beyond this an event time is refused. */
export const MAX_FUTURE_SECONDS = 300;
/** An event time older than this is taken for a reset handset clock: the event is kept, at the time it arrived. */
export const MAX_PAST_SECONDS = 7 * 24 * 3600;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
/** Only a file this server stored (POST /api/v1/handset/photo): consoles show it, so never a link elsewhere. */
const storedImageUrl = z.string().regex(/^\/files\/[\w-]{1,100}\.(jpg|png|webp)$/, {
  error: 'send the imageUrl answered by POST /api/v1/handset/photo.',
});
const base = {
  /** In small letters, as the database keeps it: a retry in other letters is the same event. */
  eventGuid: z.uuid({ error: 'eventGuid must be a UUID.' }).toLowerCase(),
  sentAt: z.number({ error: 'sentAt must be epoch seconds.' }).int().positive(),
};

export const handsetEvent = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ ...base, type: z.literal('panic'), latitude: latitude.nullish(), longitude: longitude.nullish() }),
    z.strictObject({
      ...base,
      type: z.literal('nfcTagScan'),
      serialNumber: z.string().trim().min(1).max(128),
      latitude: latitude.nullish(),
      longitude: longitude.nullish(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('attendance'),
      clockType: z.enum(['clockIn', 'clockOut']),
      /** The guard clocking in; the signed-in employee when absent. */
      employeeId: z.number().int().positive().optional(),
      alternateIdentification: z.string().max(128).nullish(),
      /** From POST /api/v1/handset/photo. */
      imageUrl: storedImageUrl.nullish(),
    }),
    z.strictObject({ ...base, type: z.literal('deviceLocation'), latitude, longitude }),
    z.strictObject({
      ...base,
      type: z.literal('pleaseCallMe'),
      latitude: latitude.nullish(),
      longitude: longitude.nullish(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('deviceStatus'),
      batteryStatus: z.number().int().min(0).max(100),
      isCharging: z.boolean(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('chatMessage'),
      message: z.string().max(4000).default(''),
      imageUrl: storedImageUrl.nullish(),
    }),
    z.strictObject({
      ...base,
      type: z.literal('tagEnrollment'),
      name: z.string().trim().min(1).max(128),
      serialNumber: z.string().trim().min(1).max(128),
      latitude: latitude.nullish(),
      longitude: longitude.nullish(),
    }),
  ],
  { error: 'Unknown event type.' },
);
export type HandsetEvent = z.infer<typeof handsetEvent>;
export const HANDSET_EVENT_TYPES = handsetEvent.options.map((option) => option.shape.type.value);

/** Each event is checked on its own, so one bad event does not sink the batch. */
export const handsetBatch = z.strictObject({ events: z.array(z.unknown()).min(1).max(MAX_BATCH) });

export const eventResult = z.object({
  eventGuid: z.string().nullable(),
  status: z.enum(['accepted', 'duplicate', 'rejected']),
  message: z.string().optional(),
});
export type EventResult = z.infer<typeof eventResult>;
