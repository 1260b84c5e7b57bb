/** /api/v1/device/:id: its last location, its handset's status, its locations, and its locations of a day. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import { deviceLocation } from '../../../../contract/tracking';
import * as validation from '../../../../contract/validation';
import { listQuery, sendList } from '../../http/list';
import { handsetState } from './handsetState';
import { lastLocation, listLocations, locationsOn, MAX_LOCATIONS } from './service';

const M = MESSAGES.device;
const error = message;
const tags = ['devices'];
const positiveId = z.coerce.number().int().positive();
const byId = z.object({ id: positiveId });

/** A day as YYYY-MM-DD that is a real date within DATE_RANGE. */
const day = validation.day(M.invalidDate);

const plugin: FastifyPluginAsyncZod<{ deviceOfflineMinutes: number }> = async (app, options) => {
  const offlineAfterMinutes = options.deviceOfflineMinutes;
  app.get(
    '/device/:id/lastLocation',
    {
      schema: {
        tags,
        summary:
          "The device's newest location and when the handset sent it (epoch seconds); nulls when it has sent none. " +
          'With `at` (epoch seconds): its newest location sent by then, or the first after it when none was (a past ' +
          "alert's position).",
        params: byId,
        querystring: z.object({ at: validation.epochSecondsInput('at', { coerce: true }).optional() }),
        response: {
          200: z.object({
            latitude: z.number().nullable(),
            longitude: z.number().nullable(),
            sentAt: z.number().int().nullable(),
          }),
          400: error,
          404: error,
        },
      },
    },
    async (request) => lastLocation(app.db, request.actor, request.params.id, request.query.at),
  );

  app.get(
    '/device/:id/handsetStatus',
    {
      schema: {
        tags,
        summary: 'What the handset itself last reported: last contact, online or offline, battery and charging',
        description:
          'From the handset API, whatever the device-management provider knows. connection: online (heard from ' +
          'and not reported offline), offline (silent past DEVICE_OFFLINE_MINUTES), never (never heard from). ' +
          'Times in epoch seconds; battery fields null until the handset sends a status.',
        params: byId,
        response: {
          200: z.object({
            connection: z.enum(['online', 'offline', 'never']),
            lastSeenAt: z.number().int().nullable(),
            offlineSince: z.number().int().nullable(),
            batteryStatus: z.number().nullable(),
            isCharging: z.boolean().nullable(),
            offlineAfterMinutes: z
              .number()
              .int()
              .describe('The threshold: a handset silent this many minutes is reported offline'),
          }),
          404: error,
        },
      },
    },
    async (request) => ({
      ...(await handsetState(app.db, request.actor, request.params.id)),
      offlineAfterMinutes,
    }),
  );

  app.get(
    '/device/:id/locations',
    {
      schema: {
        tags,
        summary: `The device's locations, newest first, at most ${MAX_LOCATIONS} per call`,
        description: 'Sorts by sentAt or id and pages with sort/range; answers a Content-Range header.',
        params: byId,
        querystring: listQuery,
        response: { 200: z.array(deviceLocation), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { rows, plan } = await listLocations(app.db, request.actor, request.params.id, request.query);
      return sendList(reply, 'deviceLocation', rows, plan);
    },
  );

  app.get(
    '/device/:id/locations/:date',
    {
      schema: {
        tags,
        summary: "The device's locations of one day within the shift window 04:00–21:59 UTC, oldest first",
        params: byId.extend({ date: day }),
        response: { 200: z.array(deviceLocation), 400: error, 404: error },
      },
    },
    async (request) => locationsOn(app.db, request.actor, request.params.id, request.params.date),
  );
};

export default plugin;
