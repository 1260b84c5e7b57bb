/**
 * /api/v1/attendance: retrievedatabysiteid and retrievedatabycompany (who clocked in and out at a site, or at
 * every site of the company, over a date range).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clockTimesRequest, companyClockTimesRequest, employeeClockTimes } from '../../../../contract/attendance';
import { message } from '../../../../contract/entities';
import { clockTimes, companyClockTimes } from './clockTimes';

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

  app.post(
    '/attendance/retrievedatabycompany',
    {
      schema: {
        tags,
        summary:
          "Every site's shifts of the company (the caller's own; a sys-admin names one with companyId), " +
          'paired and ranged as retrievedatabysiteid, each row naming its site in siteName, oldest first',
        body: companyClockTimesRequest,
        response: { 200: z.array(employeeClockTimes), 400: error, 404: error },
      },
    },
    async (request) => companyClockTimes(app.db, request.actor, request.body),
  );
};

export default plugin;
