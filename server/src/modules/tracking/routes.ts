/**
 * /api/v1/tracking: GetHistoryDeviceLocationsByDate (a device's locations over a date range, for playback) and
 * GetHistoryDeviceEventsByDate (its tag scans and alerts over the same range, placed on its path).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { deviceEvent, deviceLocation, historyRequest } from '../../../../contract/tracking';
import { eventsByDate } from './events';
import { historyByDate } from './service';

const error = message;
const tags = ['tracking'];

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tracking/GetHistoryDeviceLocationsByDate',
    {
      schema: {
        tags,
        summary:
          "A device's locations from 04:00 UTC of the start date to 21:59 UTC of the end date (or between the optional From and To times inside it), oldest first",
        body: historyRequest,
        response: { 200: z.array(deviceLocation), 400: error, 404: error },
      },
    },
    async (request) => historyByDate(app.db, request.actor, request.body),
  );

  app.post(
    '/tracking/GetHistoryDeviceEventsByDate',
    {
      schema: {
        tags,
        summary:
          "A device's tag scans and alerts from 04:00 UTC of the start date to 21:59 UTC of the end date (or between the optional From and To times inside it), oldest first, each placed where it happened (or at the device's location nearest in time)",
        // The same body and range rules as the locations.
        body: historyRequest,
        response: { 200: z.array(deviceEvent), 400: error, 404: error },
      },
    },
    async (request) => eventsByDate(app.db, request.actor, request.body),
  );
};

export default plugin;
