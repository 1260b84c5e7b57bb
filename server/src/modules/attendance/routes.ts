/** /api/v1/attendance: retrievedatabysiteid (who clocked in and out at a site over a date range). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clockTimesRequest, employeeClockTimes } from '../../../../contract/attendance';
import { message } from '../../../../contract/entities';
import { clockTimes } from './clockTimes';

const error = message;
const tags = ['attendance'];

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/attendance/retrievedatabysiteid',
    {
      schema: {
        tags,
        summary:
          "A site's clock-ins, each with its clock-out (the guard's next within 16 hours, no other clock-in between), " +
          'from 04:00 UTC of the start date to 21:59 UTC of the end date, oldest first; ' +
          'a clock-out with no clock-in before it is listed with clockInTimeEpoch null',
        body: clockTimesRequest,
        response: { 200: z.array(employeeClockTimes), 400: error, 404: error },
      },
    },
    async (request) => clockTimes(app.db, request.actor, request.body),
  );
};

export default plugin;
