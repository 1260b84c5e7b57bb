/**
 * /api/v1/alarmAlert/history: every alert of a period, filtered, sorted and paged on the server, and its CSV; and
 * /api/v1/alarmAlert/{eventGuid}: one of them, as the live calls send it, for its detail sheet.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALERT_HISTORY_CSV_MAX_ROWS,
  ALERT_HISTORY_MAX_DAYS,
  alertHistoryCsv,
  alertHistoryCsvQuery,
  alertHistoryPage,
  alertHistoryQuery,
} from '../../../../contract/alertHistory';
import { message } from '../../../../contract/entities';
import { companyScope } from '../../plugins/auth';
import { alertHistory } from './history';
import { alertHistoryCsv as makeCsv } from './historyCsv';
import { alertByGuid } from './service';

const error = message;
const tags = ['alerts'];
const PERIOD =
  `The period is [startDate, endDate) in epoch seconds, at most ${ALERT_HISTORY_MAX_DAYS} days. Alerts are the live ` +
  'types (panic, please-call-me, device offline, battery low, boundary exit, tag enrollment request, patrol ended, tag overdue, patrol scan, tag scans, attendance), never ' +
  'locations or status reports. responseSeconds is the answer time minus the sent time.';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alarmAlert/history',
    {
      schema: {
        tags,
        summary:
          "A page of the company's alerts of a period, answered or not, with who answered, when, what they wrote",
        description: PERIOD,
        querystring: alertHistoryQuery,
        response: { 200: alertHistoryPage, 400: error, 404: error },
      },
    },
    async (request) => alertHistory(app.db, companyScope(request.actor, request.query.companyId), request.query),
  );

  app.get(
    '/alarmAlert/history/csv',
    {
      schema: {
        tags,
        summary: `The filtered list as one CSV (at most ${ALERT_HISTORY_CSV_MAX_ROWS} alerts), in its order`,
        description:
          `${PERIOD} A header row always, CRLF line ends; a text cell starting with =, +, -, @, a tab or a carriage ` +
          'return begins with a single quote; times in the company’s time zone (Africa/Johannesburg unless it chose another), YYYY-MM-DD HH:mm.',
        querystring: alertHistoryCsvQuery,
        response: { 200: alertHistoryCsv, 400: error, 404: error },
      },
    },
    async (request) => makeCsv(app.db, companyScope(request.actor, request.query.companyId), request.query),
  );

  app.get(
    '/alarmAlert/:eventGuid',
    {
      schema: {
        tags,
        summary: "One of the company's alerts by its eventGuid, answered or not, as the live calls send it",
        params: z.object({ eventGuid: z.string().min(1).max(64) }),
        querystring: z.object({ companyId: z.coerce.number().int().positive().optional() }),
        response: {
          200: z.looseObject({ id: z.number(), type: z.string(), eventGuid: z.string().optional() }),
          404: error,
        },
      },
    },
    async (request) =>
      alertByGuid(app.db, companyScope(request.actor, request.query.companyId), request.params.eventGuid),
  );
};

export default plugin;
