/**
 * What the server sends on each socket event, as zod schemas: the alert payloads (one discriminated union
 * on `type`, as stored in `events` and read back by the alert calls) and the other live payloads, keyed by
 * socket event name. The server's emitters are typed against them; `contract/events.ts` re-exports the types.
 * Kept apart from the event names so that the console's shell, which needs only the names and the types,
 * does not load zod.
 */
import { z } from 'zod';
import { routeTagEnrollment } from './enrollment';
import { type LiveType, SOCKET_EVENTS } from './events';

const id = z.number().int();
/** Epoch seconds. */
const epoch = z.number().int();
const place = { latitude: z.number().nullable(), longitude: z.number().nullable() };

const deviceRef = z.strictObject({ id, deviceName: z.string(), serialNumber: z.string() });
const siteRef = z.strictObject({ id, name: z.string(), address: z.string() });
const routeTag = z.strictObject({ id, name: z.string(), serialNumber: z.string(), isPanic: z.boolean() });
const routeTaken = z.strictObject({ id, routeId: id.nullable(), route: z.string().optional(), status: z.string() });

/**
 * What every stored event carries: its ids and guid, its type, who it is about, and when (epoch seconds).
 * `eventId` is the event's row id (the consoles' resync cursor and list key); `id` is the same, except for a
 * patrolEnded, whose `id` is its patrol's (the RouteTaken's, spec part 1 §3).
 */
const stored = <T extends LiveType, F extends z.ZodRawShape>(type: T, fields: F) =>
  z.strictObject({
    id,
    eventId: id,
    eventGuid: z.string(),
    type: z.literal(type),
    companyId: id,
    deviceId: id.nullable(),
    device: deviceRef.nullable(),
    site: siteRef.nullable(),
    sentAt: epoch,
    ...fields,
  });
/** The guard signed in on the handset, when the event came from one (attendance has its own employeeId). */
const guard = { employeeId: id.nullable().optional() };

/** A high-severity incident report raises a panic marked with the incident (issue 34). */
const incidentRef = z.strictObject({ id, category: z.string(), severity: z.string() });
const panic = stored('panic', { ...guard, ...place, panicTag: routeTag.optional(), incident: incidentRef.optional() });
const pleaseCallMe = stored('pleaseCallMe', { ...guard, ...place });
/** A guard on duty alone did not answer a welfare check ('Are you OK?') in time, or his phone was silent. */
const welfareCheckMissed = stored('welfareCheckMissed', {
  ...guard,
  dueAt: epoch.describe('When the phone was to ask'),
  answerBy: epoch.describe('The end of the answer window'),
  onDutySince: epoch.describe("The guard's clock-in"),
  answerSentAt: epoch
    .optional()
    .describe('A welfareOk sent within the window that reached the server only after the alert was raised'),
});
const nfcTagScan = stored('nfcTagScan', {
  ...guard,
  ...place,
  routeTagId: id,
  routeTag,
  routeTakenId: id.nullable(),
  routeTaken: routeTaken.nullable(),
  scannedAt: epoch,
  isSkipped: z.boolean(),
  ReasonId: z.null(),
});
const nfcTagScanUnallocated = stored('nfcTagScanUnallocated', {
  ...guard,
  ...place,
  scannedAt: epoch,
  routeTagId: z.null(),
  routeTakenId: z.null(),
  routeTaken: z.null(),
  routeTag: z.strictObject({ serialNumber: z.string() }),
});
const patrolScanAlert = stored('patrolScanAlert', {
  ...guard,
  tagId: id,
  routeTag,
  routeTakenId: id,
  routeTaken: routeTaken.nullable(),
  scannedAt: epoch,
  tagScanId: id,
  tagScan: z.strictObject({ id, eventGuid: z.string() }),
  /** 'onTime', or early or late by N minutes as written for the console. */
  alertType: z.string(),
  tagToRouteId: id.nullable(),
  schedulePlanId: id,
  estimatedScanEpoch: epoch,
  /** When a scan stored later showed this scan belongs to another plan: this judgement no longer holds. */
  supersededAt: epoch.optional(),
});
const patrolEnded = stored('patrolEnded', {
  ...guard,
  /** The patrol's id, as `id` (the event's is `eventId`). */
  routeTakenId: id,
  /** The guid an answer names. */
  completedEventGuid: z.string(),
  /** Milliseconds, as the spec has it. */
  completedEventTime: z.number().int(),
  routeId: id,
  route: z.strictObject({ id, name: z.string() }).optional(),
  siteId: id,
  startPositionTagId: id.nullable(),
  schedulePlanId: id,
  tagsScanned: z.number().int(),
  tagsExpected: z.number().int(),
  status: z.enum(['complete', 'incomplete', 'failed']),
  /** The names of the plan's tags nobody scanned, in the route's order (absent on older alerts). */
  missedTags: z.array(z.string()).optional(),
});
/**
 * A patrol's verdict changed after it was given: scans that arrived later moved into (or out of) its plan. The
 * verdict before and now, why, and the patrolEnded it revises (`revisesEventGuid`, its completedEventGuid).
 */
const patrolRevised = stored('patrolRevised', {
  ...guard,
  routeTakenId: id,
  revisesEventGuid: z.string(),
  routeId: id,
  route: z.strictObject({ id, name: z.string() }).optional(),
  siteId: id,
  schedulePlanId: id,
  previous: z.strictObject({ status: z.enum(['complete', 'incomplete', 'failed']), tagsScanned: z.number().int() }),
  status: z.enum(['complete', 'incomplete', 'failed']),
  tagsScanned: z.number().int(),
  tagsExpected: z.number().int(),
  missedTags: z.array(z.string()),
  reason: z.string(),
});
/**
 * A tag of a running patrol whose time (its estimate and the tolerance) has passed unscanned: one per tag of a
 * plan. Cleared when the tag is scanned late or the patrol ends; a cleared alert leaves the live boxes.
 */
const tagOverdue = stored('tagOverdue', {
  ...guard,
  tagId: id,
  routeTag,
  /** The plan's patrol; null while nobody has scanned a tag of it. */
  routeTakenId: id.nullable(),
  routeId: id,
  route: z.strictObject({ id, name: z.string() }),
  schedulePlanId: id,
  estimatedScanEpoch: epoch,
  /** When it was cleared (epoch seconds), and why; absent while the tag is still overdue. */
  clearedAt: epoch.optional(),
  clearedBy: z.enum(['scan', 'patrolEnded']).optional(),
});
const attendance = stored('attendance', {
  clockType: z.enum(['clockIn', 'clockOut']),
  clockTime: epoch,
  employeeId: id,
  alternateIdentification: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
/** A grouped alert (server/src/modules/alert/grouped.ts): how many times it was raised, and when last (epoch seconds). */
const repeated = { repeats: z.number().int().min(2).optional(), lastAt: epoch.optional() };
const deviceOffline = stored('deviceOffline', {
  ...guard,
  ...repeated,
  status: z.literal('offline'),
  lastSeenAt: epoch,
  /** When the handset was heard from again (epoch seconds); null or absent while it is still silent. */
  backOnlineAt: epoch.nullable().optional(),
});
/** A location outside the site's boundary (where it was). */
const boundaryExit = stored('boundaryExit', {
  ...guard,
  ...place,
  ...repeated,
  /** When the handset reported a location inside the boundary again (epoch seconds); null while still outside. */
  returnedAt: epoch.nullable().optional(),
});
/** A clock-in or clock-out beyond the site's boundary (and its margin): where, and how far outside. */
const attendanceOutside = stored('attendanceOutside', {
  ...place,
  clockType: z.enum(['clockIn', 'clockOut']),
  clockTime: epoch,
  employeeId: id,
  outsideMetres: z.number().int(),
});
/** A handset asked for a tag to be enrolled (the Misc box's row; the request itself is the tag enrollment list's). */
const tagEnrollmentAlert = stored('tagEnrollment', {
  ...guard,
  name: z.string(),
  serialNumber: z.string(),
});
const deviceBatteryLow = stored('deviceBatteryLow', {
  ...guard,
  /** The battery level as shown, e.g. '4%'. */
  status: z.string(),
  batteryStatus: z.number().int(),
});

/** Every alert the consoles list (spec part 1 §3), by its `type`. */
export const alertPayload = z.discriminatedUnion('type', [
  panic,
  welfareCheckMissed,
  pleaseCallMe,
  nfcTagScan,
  nfcTagScanUnallocated,
  patrolScanAlert,
  patrolEnded,
  patrolRevised,
  attendance,
  attendanceOutside,
  deviceOffline,
  deviceBatteryLow,
  boundaryExit,
  tagOverdue,
  tagEnrollmentAlert,
]);

/** The newest position of a device (of a batch, only the newest point goes out live). */
const deviceLocation = z.strictObject({
  id,
  type: z.literal('deviceLocation'),
  deviceId: id,
  device: deviceRef,
  latitude: z.number(),
  longitude: z.number(),
  companyId: id,
  /** When the handset took the position, on its clock. */
  sentAt: epoch,
  /** When the server received it, on the server's clock: the device's last contact. */
  receivedAt: epoch,
});

/** A handset's chat message as stored for the site's chat. */
const chatMessage = z.strictObject({
  id,
  eventGuid: z.string().nullable(),
  companyId: id,
  siteId: id,
  userId: id.nullable(),
  deviceId: id.nullable(),
  senderName: z.string(),
  message: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: epoch,
});

/** An answered alert: every console of the company drops it (`respondedToGuid`). */
const alertAnswer = z.strictObject({
  eventGuid: z.string(),
  message: z.string(),
  companyId: id,
  employeeId: id,
  employee: z.strictObject({ id, name: z.string(), surname: z.string() }).optional(),
  respondedToGuid: z.string(),
  respondedToType: z.string(),
  topic: z.string(),
  respondedAt: epoch,
  /** Seconds from the alert's sending to this answer (never below 0). */
  secondsToAnswer: z.number().min(0).nullable().optional(),
});

/** A handset's new tag request, as the tag enrollment list shows it, with its company and event. */
const tagEnrollment = z.strictObject({ ...routeTagEnrollment.shape, companyId: id, eventGuid: z.string() });

/** A console's word that its operator opened or closed an alert's dialog (the guid its answer would name). */
export const alertHandlingSent = z.strictObject({ guid: z.string().min(1).max(64), open: z.boolean() });
/** The same, as the company's other consoles hear it: with who. */
const alertHandling = z.strictObject({ ...alertHandlingSent.shape, employeeId: id, name: z.string() });

/** An incident stored ('created') or changed by the control room ('updated'): which one, at which site, its status. */
const incidentChange = z.strictObject({
  id,
  companyId: id,
  siteId: id,
  change: z.enum(['created', 'updated']),
  status: z.enum(['new', 'approved']),
});

/** What the server sends on each socket event. */
export const SOCKET_PAYLOADS = {
  [SOCKET_EVENTS.heartbeat]: z.strictObject({ time: epoch }),
  [SOCKET_EVENTS.critical]: z.discriminatedUnion('type', [panic, welfareCheckMissed]),
  [SOCKET_EVENTS.patrol]: z.discriminatedUnion('type', [
    nfcTagScan,
    nfcTagScanUnallocated,
    patrolScanAlert,
    patrolEnded,
    patrolRevised,
    tagOverdue,
  ]),
  [SOCKET_EVENTS.attendance]: z.discriminatedUnion('type', [attendance, attendanceOutside]),
  [SOCKET_EVENTS.pleaseCallMe]: pleaseCallMe,
  [SOCKET_EVENTS.chatMessage]: chatMessage,
  [SOCKET_EVENTS.deviceOffline]: deviceOffline,
  [SOCKET_EVENTS.deviceBatteryLow]: deviceBatteryLow,
  [SOCKET_EVENTS.deviceLocation]: deviceLocation,
  [SOCKET_EVENTS.boundaryExit]: boundaryExit,
  [SOCKET_EVENTS.alertAlarmResponse]: alertAnswer,
  [SOCKET_EVENTS.tagEnrollment]: tagEnrollment,
  [SOCKET_EVENTS.tagEnrollmentAlert]: tagEnrollmentAlert,
  [SOCKET_EVENTS.alertHandling]: alertHandling,
  [SOCKET_EVENTS.incident]: incidentChange,
};
