/**
 * The handset API as the OpenAPI document shows it, so a handset team can generate a client: the batch's
 * events as the contract's typed events (oneOf, discriminated by `type`; the route itself still checks
 * each event on its own, so one bad event does not sink the batch), an example batch with one event of
 * each type, the per-event answers and every message a handset may get.
 */
import { z } from 'zod';
import { HANDSET_CHAT_PAGE_SIZE } from '../../../../contract/chat';
import { message } from '../../../../contract/entities';
import {
  APP_INSTANCE_HEADER,
  eventResult,
  HANDSET_EVENT_TYPES,
  handsetBatch,
  handsetEvent,
  MAX_BATCH,
  MAX_PHOTO_BYTES,
} from '../../../../contract/handset';
import { INCIDENT_PHOTOS_MAX } from '../../../../contract/incidents';
import { MESSAGES } from '../../../../contract/messages';

const H = MESSAGES.handset;
const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
const quoted = (text: string) => `"${text}"`;

/** One event of each type, as a handset sends them (times in epoch seconds, places in degrees). */
export const EXAMPLE_BATCH: { events: z.input<typeof handsetEvent>[] } = {
  events: [
    {
      type: 'panic',
      eventGuid: '0b5e3c1a-7d2f-4a8e-9c41-2f6b8d0e1a01',
      sentAt: 1767254400,
      latitude: -26.1247,
      longitude: 28.0344,
    },
    {
      type: 'nfcTagScan',
      eventGuid: '0b5e3c1a-7d2f-4a8e-9c41-2f6b8d0e1a02',
      sentAt: 1767254410,
      serialNumber: '04:A2:19:B2:6C:5E:80',
      latitude: -26.1249,
      longitude: 28.0341,
    },
    {
      type: 'attendance',
      eventGuid: '0b5e3c1a-7d2f-4a8e-9c41-2f6b8d0e1a03',
      sentAt: 1767254420,
      clockType: 'clockIn',
      alternateIdentification: 'ID 8001015009087',
    },
    {
      type: 'deviceLocation',
      eventGuid: '0b5e3c1a-7d2f-4a8e-9c41-2f6b8d0e1a04',
      sentAt: 1767254430,
      latitude: -26.1248,
      longitude: 28.0345,
    },
    { type: 'pleaseCallMe', eventGuid: '0b5e3c1a-7d2f-4a8e-9c41-2f6b8d0e1a05', sentAt: 1767254440 },
    { type: 'welfareOk', eventGuid: '0b5e3c1a-7d2f-4a8e-9c41-2f6b8d0e1a0f', sentAt: 1767254445 },
    {
      type: 'deviceStatus',
      eventGuid: '0b5e3c1a-7d2f-4a8e-9c41-2f6b8d0e1a06',
      sentAt: 1767254450,
      batteryStatus: 76,
      isCharging: false,
    },
    {
      type: 'chatMessage',
      eventGuid: '0b5e3c1a-7d2f-4a8e-9c41-2f6b8d0e1a07',
      sentAt: 1767254460,
      message: 'All quiet at the main gate.',
    },
    {
      type: 'tagEnrollment',
      eventGuid: '0b5e3c1a-7d2f-4a8e-9c41-2f6b8d0e1a08',
      sentAt: 1767254470,
      name: 'Gate 3',
      serialNumber: '04:7F:33:D1:0A:2B:80',
      latitude: -26.1246,
      longitude: 28.0347,
    },
    {
      type: 'incident',
      eventGuid: '0b5e3c1a-7d2f-4a8e-9c41-2f6b8d0e1a09',
      sentAt: 1767254480,
      category: 'Break-in or damage',
      severity: 'medium',
      text: 'Fence cut behind the loading dock.',
      latitude: -26.1249,
      longitude: 28.0341,
    },
  ],
};

/** The typed events as JSON Schema (OpenAPI 3.0), shown as the items of the batch. */
const eventsDocument = z.toJSONSchema(handsetEvent, { target: 'openapi-3.0', io: 'input' });
delete eventsDocument.$schema;

/** The batch body as validated (each event checked by the route) and as documented (typed events). */
export const batchBody = handsetBatch
  .extend({
    events: handsetBatch.shape.events.meta({
      description: `1 to ${MAX_BATCH} events, each one of: ${HANDSET_EVENT_TYPES.join(', ')}`,
      items: eventsDocument,
    }),
  })
  .meta({ examples: [EXAMPLE_BATCH] });

export const batchAnswer = z
  .object({ results: z.array(eventResult).describe('One answer per event, in the order they were sent') })
  .meta({
    description: 'Each event answered on its own',
    examples: [
      {
        results: [
          { eventGuid: EXAMPLE_BATCH.events[0].eventGuid, status: 'accepted' },
          {
            eventGuid: EXAMPLE_BATCH.events[1].eventGuid,
            status: 'accepted',
            scan: { judged: 'late', minutes: 4, tagName: 'Gate 2', routeName: 'Perimeter' },
          },
          { eventGuid: EXAMPLE_BATCH.events[2].eventGuid, status: 'rejected', message: H.guardNotOfSite },
          { eventGuid: EXAMPLE_BATCH.events[3].eventGuid, status: 'duplicate' },
        ],
      },
    ],
  });

export const batchDescription = [
  `Types: ${HANDSET_EVENT_TYPES.join(', ')}. Each event has its own eventGuid (UUID) and sentAt (epoch seconds); ` +
    'latitude and longitude are degrees (WGS 84), batteryStatus is percent.',
  'Sending the same eventGuid again is answered "duplicate" and changes nothing, so a handset retries freely: ' +
    'keep every event until an answer for it came back. Accepted events are stored before the answer. ' +
    'An invalid event is answered "rejected" with a message, for good: the same event sent again gets the same ' +
    `answer, so drop it (only "${H.eventNotStored}" asks for the event again later). The rest of the batch is still taken.`,
  'Messages of a rejected event (a field rule names its field first, e.g. "latitude: Too big: expected number to be <=90"):',
  list([
    quoted(`type: ${H.unknownEventType}`),
    quoted(`eventGuid: ${H.eventGuidNotUuid}`),
    quoted(`sentAt: ${H.sentAtNotEpoch}`),
    quoted(`imageUrl: ${H.imageUrlNotStored}`),
    quoted(H.guardNotOfSite),
    `${quoted('Unrecognized key: "…"')} (a field the event type does not have)`,
    `${quoted(H.eventNotStored)} (a fault of the server's own: send it again later)`,
  ]),
  `An accepted event may carry a note: ${quoted(H.aheadTime)} or ${quoted(H.staleTime)}`,
  'An accepted nfcTagScan carries `scan`, how the patrol engine judged it as it was stored (in the same request): ' +
    "judged onTime, early or late by `minutes` against the open plan's estimate for the tag, notOnPatrol when no " +
    "open plan of the site holds the tag now, unknownTag when no tag of the site has the serial; with the tag's " +
    "and the patrol's names. A duplicate carries none (it was judged when first stored).",
  'Answers to the whole call (JSON { message }):',
  list([
    `400: ${quoted(MESSAGES.request.malformedJson)}, ${quoted(MESSAGES.request.nulCharacter)}, or "The request is invalid: …" (no ${APP_INSTANCE_HEADER}, not 1 to ${MAX_BATCH} events)`,
    `401: ${quoted(MESSAGES.auth.missingToken)} or ${quoted(MESSAGES.auth.expiredToken)} (sign in again)`,
    `403: ${[H.unregistered, H.guardsOnly, H.otherSite].map(quoted).join(' or ')}`,
    `413: ${quoted(MESSAGES.request.tooLarge)}`,
    `429: ${quoted(H.tooManyBatches)}`,
  ]),
].join('\n\n');

export const callErrors = {
  400: message.describe('The call is malformed; nothing was stored'),
  401: message.describe('No token, or the session expired: sign in again and send the same events'),
  403: message.describe('Not a guard, or the handset is not registered at the guard’s site'),
  413: message.describe('The body is larger than 1 MiB: send fewer events per batch'),
  429: message.describe('Too many batches: keep the events and send them after Retry-After seconds'),
};

/**
 * The multipart form of POST /api/v1/handset/photo, for the document only: the route reads the file
 * itself (a multipart request has no parsed body to check).
 */
export const photoForm = z.unknown().meta({
  type: 'object',
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: `The photo: JPEG, PNG or WebP (checked by content), at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
    },
  },
  required: ['file'],
});

export const photoDescription = [
  'Send the photo as the multipart field `file`, then put the answered imageUrl in an attendance or chatMessage event, ' +
    `or up to ${INCIDENT_PHOTOS_MAX} of them in an incident's imageUrls.`,
  'Refusals:',
  list([
    `400: ${quoted(H.noFile)} or ${quoted(H.notAnImage)}`,
    `403: ${[H.unregistered, H.guardsOnly, H.otherSite].map(quoted).join(' or ')}`,
    `413: ${quoted(H.photoTooLarge)}`,
  ]),
].join('\n\n');

export const chatDescription = [
  "The site's chat as the handset reads it (the guard writes with chatMessage events). Without afterId the " +
    `answer holds the site's newest ${HANDSET_CHAT_PAGE_SIZE} messages; then send the id of the last message ` +
    `held as afterId to get the ones stored since, at most ${HANDSET_CHAT_PAGE_SIZE} at a time (hasMore: ask again). ` +
    'Messages come in the order they were stored; show them by createdAt (epoch seconds). An imageUrl is read ' +
    `with GET on that path and ${quoted('x-access-token')}.`,
  'Refusals:',
  list([
    `400: "The request is invalid: …" (no ${APP_INSTANCE_HEADER}, an afterId that is not a positive whole number)`,
    `401: ${quoted(MESSAGES.auth.missingToken)} or ${quoted(MESSAGES.auth.expiredToken)} (sign in again)`,
    `403: ${[H.unregistered, H.guardsOnly, H.otherSite].map(quoted).join(' or ')}`,
  ]),
].join('\n\n');
