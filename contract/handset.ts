/**
 * The handset API: one batch of typed events, each with its own eventGuid and time (epoch seconds).
 * A handset signs in like any employee and sends its app instance id in `x-app-instance-id`.
 * The descriptions here are what the OpenAPI document shows a handset team.
 */
import { z } from 'zod';
import { MAX_BATCH } from './constants';
import { ALARM_TYPES, type LiveType } from './events';
import {
  INCIDENT_CATEGORIES,
  INCIDENT_CATEGORY_MAX,
  INCIDENT_PHOTOS_MAX,
  INCIDENT_SEVERITIES,
  INCIDENT_TEXT_MAX,
} from './incidents';
import { MESSAGES } from './messages';

/** The longest chat message, from a handset or a console (after trimming). */
export const CHAT_MESSAGE_MAX = 4000;

export { APP_INSTANCE_HEADER, HANDSET_ALERTS_POLL_MS, MAX_BATCH } from './constants';
/**
 * A handset clock may run a little fast. An event time further ahead of the server is never taken as when it happened
 * (a contact in the future): the event is kept at the time it arrived, marked with the time its handset claimed.
 */
export const MAX_AHEAD_SECONDS = 120;
/** An event time older than this is taken for a reset handset clock: the event is kept, at the time it arrived. */
export const MAX_PAST_SECONDS = 7 * 24 * 3600;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The largest id the database holds (a 32-bit integer): a larger one names nothing, for good. */
export const MAX_ID = 2_147_483_647;

const H = MESSAGES.handset;
const latitude = z.number().min(-90).max(90).describe('Latitude in degrees (WGS 84), -90 to 90');
const longitude = z.number().min(-180).max(180).describe('Longitude in degrees (WGS 84), -180 to 180');
const where = { latitude: latitude.nullish(), longitude: longitude.nullish() };
/** Only a file this server stored (POST /api/v1/handset/photo): consoles show it, so never a link elsewhere. */
const storedImageUrl = z
  .string()
  .regex(/^\/files\/[\w-]{1,100}\.(jpg|png|webp)$/, { error: H.imageUrlNotStored })
  .describe('The imageUrl answered by POST /api/v1/handset/photo');
const base = {
  /** In small letters, as the database keeps it: a retry in other letters is the same event. */
  eventGuid: z
    .uuid({ error: H.eventGuidNotUuid })
    .toLowerCase()
    .describe('A UUID the handset makes once per event; a retry sends the same one and changes nothing'),
  sentAt: z
    .number({ error: H.sentAtNotEpoch })
    .int()
    .positive()
    .describe(
      `When it happened on the handset, in epoch seconds (UTC). More than ${MAX_AHEAD_SECONDS} s ahead of the ` +
        `server, or more than ${MAX_PAST_SECONDS / 86_400} days old, is kept at the time it arrived`,
    ),
};
const serialNumber = z.string().trim().min(1).max(128).describe("The NFC tag's serial number as the handset reads it");

export const handsetEvent = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({ ...base, type: z.literal('panic'), ...where }).meta({
        title: 'PanicEvent',
        description: 'The guard pressed panic: a red alert on every console; the site contacts who asked are told.',
      }),
      z.strictObject({ ...base, type: z.literal('nfcTagScan'), serialNumber, ...where }).meta({
        title: 'NfcTagScanEvent',
        description:
          "A patrol tag scanned: it starts or continues the patrol of the site's open plan and is judged on time, " +
          'early or late; a serial no tag of the site has is reported as an unknown tag.',
      }),
      z
        .strictObject({
          ...base,
          type: z.literal('attendance'),
          clockType: z.enum(['clockIn', 'clockOut']).describe('clockIn at the start of a shift, clockOut at its end'),
          /** The guard clocking in; the signed-in employee when absent. */
          employeeId: z
            .number()
            .int()
            .positive()
            .max(MAX_ID)
            .optional()
            .describe("The guard clocking in or out, a guard of the handset's site; the signed-in guard when absent"),
          alternateIdentification: z
            .string()
            .max(128)
            .nullish()
            .describe('Another proof of who clocked in, e.g. an identity number, when there is no photo'),
          /** From POST /api/v1/handset/photo. */
          imageUrl: storedImageUrl.nullish(),
          ...where,
        })
        .meta({
          title: 'AttendanceEvent',
          description:
            'A guard clocked in or out on the handset, with a photo uploaded first (imageUrl) and where the handset ' +
            "is (latitude/longitude; without them, the device's last location of the 5 minutes before). A clock " +
            "beyond the site's boundary raises an attendanceOutside alert.",
        }),
      z
        .strictObject({
          ...base,
          type: z.literal('deviceLocation'),
          latitude,
          longitude,
        })
        .meta({
          title: 'DeviceLocationEvent',
          description:
            "Where the handset is; every point is kept for tracking playback. A point outside the site's boundary " +
            'notifies the boundary contacts.',
        }),
      z
        .strictObject({ ...base, type: z.literal('pleaseCallMe'), ...where })
        .meta({ title: 'PleaseCallMeEvent', description: 'The guard asks the control room to call back.' }),
      z
        .strictObject({
          ...base,
          type: z.literal('welfareOk'),
          dueAt: z
            .number()
            .int()
            .positive()
            .optional()
            .describe(
              'The welfare check this answers (its due time from GET /handset/welfare), when the phone knows it',
            ),
          ...where,
        })
        .meta({
          title: 'WelfareOkEvent',
          description:
            "The guard answered 'I'm OK' to a welfare check. A check is answered by a welfareOk of the guard whose " +
            'sentAt lies in its answer window (from its due time for the site’s answer minutes); none: a Red ' +
            'welfareCheckMissed alert.',
        }),
      z
        .strictObject({
          ...base,
          type: z.literal('deviceStatus'),
          batteryStatus: z.number().int().min(0).max(100).describe('Battery charge in percent, 0 to 100'),
          isCharging: z.boolean().describe('Whether the handset is on its charger'),
        })
        .meta({
          title: 'DeviceStatusEvent',
          description: 'Battery and charging state; a low battery not charging raises a battery-low alert.',
        }),
      z
        .strictObject({
          ...base,
          type: z.literal('chatMessage'),
          message: z
            .string()
            .max(CHAT_MESSAGE_MAX)
            .default('')
            .describe(`The text, up to ${CHAT_MESSAGE_MAX} characters`),
          imageUrl: storedImageUrl.nullish(),
        })
        .meta({ title: 'ChatMessageEvent', description: "A chat message from the guard to the site's chat." }),
      z
        .strictObject({
          ...base,
          type: z.literal('tagEnrollment'),
          name: z.string().trim().min(1).max(128).describe('The name the guard gives the tag, e.g. "Gate 3"'),
          serialNumber,
          ...where,
        })
        .meta({
          title: 'TagEnrollmentEvent',
          description: "A new tag read on site, for the control room to add to the site's tags.",
        }),
      z
        .strictObject({
          ...base,
          type: z.literal('incident'),
          category: z
            .string()
            .trim()
            .min(1)
            .max(INCIDENT_CATEGORY_MAX)
            .describe(`One of the company's categories, e.g. ${INCIDENT_CATEGORIES.map((c) => `"${c}"`).join(', ')}`),
          severity: z.enum(INCIDENT_SEVERITIES).describe('low, medium or high; high also raises a red alert'),
          text: z.string().trim().max(INCIDENT_TEXT_MAX).default('').describe('What the guard found'),
          imageUrls: z
            .array(storedImageUrl)
            .max(INCIDENT_PHOTOS_MAX)
            .nullish()
            .describe(`Up to ${INCIDENT_PHOTOS_MAX} photos, each uploaded first with POST /api/v1/handset/photo`),
          ...where,
        })
        .meta({
          title: 'IncidentEvent',
          description:
            'An incident report: stored once per eventGuid and listed on the Incidents page for the control room to ' +
            'read, annotate and approve for the client. A high-severity incident is also a red alert (a panic ' +
            'marked with the incident): the alarm, the panic contacts and the escalation ladder.',
        }),
    ],
    { error: H.unknownEventType },
  )
  .meta({ discriminator: { propertyName: 'type' } });
export const HANDSET_EVENT_TYPES = handsetEvent.options.map((option) => option.shape.type.value);

/** Each event is checked on its own, so one bad event does not sink the batch. */
export const handsetBatch = z.strictObject({ events: z.array(z.unknown()).min(1).max(MAX_BATCH) });

/**
 * What the patrol engine judged of an accepted nfcTagScan, in the same request that stored it: against the estimate of
 * the open plan holding the tag (onTime within the tolerance, else early or late by minutes), notOnPatrol when no
 * open plan of the site holds the tag now, unknownTag when no tag of the site has the serial.
 */
export const scanJudgement = z
  .object({
    judged: z
      .enum(['onTime', 'early', 'late', 'notOnPatrol', 'unknownTag'])
      .describe("Against the open plan's estimate for the tag; notOnPatrol: no open plan holds the tag now"),
    minutes: z
      .number()
      .int()
      .min(0)
      .describe("How many minutes before (early) or after (late) the plan's estimate; 0 otherwise"),
    tagName: z.string().nullable().describe("The tag's name; null for a serial no tag of the site has"),
    routeName: z.string().nullable().describe('The patrol (route) the scan counted for; null when none'),
  })
  .meta({ title: 'ScanJudgement' });
export type ScanJudgement = z.infer<typeof scanJudgement>;

export const eventResult = z.object({
  eventGuid: z.string().nullable().describe("The event's eventGuid, or null when it had none"),
  status: z
    .enum(['accepted', 'duplicate', 'rejected'])
    .describe(
      'accepted: stored now. duplicate: this eventGuid was stored before; nothing changed. ' +
        'rejected: not stored, and final: message says why, and sending it again unchanged gets the same ' +
        `answer, so drop it. The one exception is "${H.eventNotStored}": keep that event and send it again later.`,
    ),
  message: z.string().optional().describe('Why it was rejected, or a note on an accepted event'),
  scan: scanJudgement
    .optional()
    .describe('Only for an nfcTagScan answered accepted: how the patrol engine judged it when it was stored'),
});
export type EventResult = z.infer<typeof eventResult>;

/** How far back GET /api/v1/handset/alerts looks: open alerts raised, and alerts answered, in these hours. */
export const HANDSET_ALERTS_ANSWERED_HOURS = 12;
/** The most alerts GET /api/v1/handset/alerts answers, newest first. */
export const HANDSET_ALERTS_MAX = 20;

export const handsetAlert = z
  .object({
    eventGuid: z.string().describe('The eventGuid the handset sent the panic or please-call-me with'),
    type: z.enum(['panic', 'pleaseCallMe']),
    sentAt: z.number().int().describe('When it happened on the handset (epoch seconds)'),
    receivedAt: z.number().int().describe('When the server stored it (epoch seconds)'),
    answer: z
      .object({
        message: z.string().describe("The control room's response message"),
        by: z.string().nullable().describe("'Name Surname' of who answered; null when that account is gone"),
        at: z.number().int().describe('When it was answered (epoch seconds)'),
      })
      .nullable()
      .describe('null while the alert is open'),
  })
  .meta({ title: 'HandsetAlert' });
export type HandsetAlert = z.infer<typeof handsetAlert>;

export const handsetAlertsAnswer = z
  .object({
    alerts: z
      .array(handsetAlert)
      .describe(
        `This device's panics and please-call-mes still open from the last ${HANDSET_ALERTS_ANSWERED_HOURS} hours ` +
          'and those answered in them, ' +
          `newest first, at most ${HANDSET_ALERTS_MAX}`,
      ),
    onDutySince: z
      .number()
      .int()
      .nullable()
      .describe('When the signed-in guard clocked in (epoch seconds), if his last clock is a clock-in; else null'),
    controlRoomNumber: z
      .string()
      .describe("The number the phone offers to call or text when it cannot send: the company's contact number"),
  })
  .meta({ title: 'HandsetAlerts' });
export type HandsetAlertsAnswer = z.infer<typeof handsetAlertsAnswer>;

/** Whether a batch carries an event a person must answer at once (a panic, a please-call-me, a high incident). */
export function isUrgent(events: unknown): boolean {
  if (!Array.isArray(events)) return false;
  return events.some((event) => {
    const { type, severity } = (event ?? {}) as { type?: unknown; severity?: unknown };
    return ALARM_TYPES.includes(type as LiveType) || (type === 'incident' && severity === 'high');
  });
}
