/**
 * GET /api/v1/report/csv/general/{siteId} and /activity/{siteId}: a site's CSV exports (spec part 1 §7 'Reports'); beside
 * them /incidents/{siteId}, the site's incident reports over a period (issue 34).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { activityCsv, activityCsvQuery, generalCsv, incidentCsv } from '../../../../contract/reports';
import { activityCsvStream } from './csv/activity';
import { columnsDoc } from './csv/columnsDoc';
import { generalCsv as makeGeneralCsv } from './csv/general';
import { incidentCsvStream } from './csv/incident';

const error = message;
const tags = ['reports'];
const params = z.object({ siteId: z.coerce.number().int().positive() });
const FORMAT =
  'Each value is the text of a CSV file (papaparse): a header row always, CRLF line ends, a cell quoted when it ' +
  'holds a comma, a double quote or a line break. A text cell starting with =, +, -, @, a tab or a carriage return ' +
  'begins with a single quote, so a spreadsheet never runs it as a formula; numbers are plain numbers (-26.1 stays one). ' +
  'Names, not ids; times in the company’s time zone (Africa/Johannesburg unless it chose another), YYYY-MM-DD HH:mm; an empty cell where there is nothing to say.';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report/csv/general/:siteId',
    {
      schema: {
        tags,
        summary: "A site's devices, tags, routes and schedules as it has them now, one CSV each",
        description: `${FORMAT}\n\n${columnsDoc(['devicesCsv', 'tagsCsv', 'routesCsv', 'schedulesCsv'])}`,
        params,
        response: { 200: generalCsv, 404: error },
      },
    },
    async (request) => makeGeneralCsv(app.db, request.actor, request.params.siteId),
  );

  app.get(
    '/report/csv/activity/:siteId',
    {
      schema: {
        tags,
        summary:
          "A site's alerts, tag scans, attendance, patrols and device status from 04:00 UTC of the start date to " +
          '04:00 UTC of the end date (any period: the answer is streamed), one CSV each',
        description: `${FORMAT} The start date must come before the end date (the same date twice, or a start after the end, is a 400); any period is taken, a month or more, and the answer is written as it is read.\n\n${columnsDoc(
          ['panicAlertCsv', 'routeTagScanCsv', 'attendanceCsv', 'routeTakenCsv', 'deviceStatusCsv'],
          { pleaseCallMeCsv: 'panicAlertCsv' },
        )}`,
        params,
        querystring: activityCsvQuery,
        response: { 200: activityCsv, 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const stream = await activityCsvStream(app.db, request.actor, request.params.siteId, request.query);
      // A stream is sent as it is, not through the response schema (which documents its shape).
      return reply.type('application/json; charset=utf-8').send(stream as never);
    },
  );

  app.get(
    '/report/csv/incidents/:siteId',
    {
      schema: {
        tags,
        summary:
          "A site's incident reports from 04:00 UTC of the start date to 04:00 UTC of the end date, as one CSV (streamed)",
        description: `${FORMAT} The period's rules are the activity report's (the same date twice, or a start after the end, is a 400); an incident belongs to it by when the guard filed it.\n\n${columnsDoc(['incidentCsv'])}`,
        params,
        querystring: activityCsvQuery,
        response: { 200: incidentCsv, 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const stream = await incidentCsvStream(app.db, request.actor, request.params.siteId, request.query);
      return reply.type('application/json; charset=utf-8').send(stream as never);
    },
  );
};

export default plugin;
