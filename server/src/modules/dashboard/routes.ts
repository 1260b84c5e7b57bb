/** /api/v1/report/dashboard: a company's shift against its SLA (spec part 1 §7 'Dashboard'). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyAlerts,
  companyPatrols,
  companyTagsScanned,
  sitesTagsScanned as sitesTagsScannedAnswer,
} from '../../../../contract/dashboard';
import { message } from '../../../../contract/entities';
import { companyScope } from '../../plugins/auth';
import { companyParams, patrolsQuery, periodQuery } from './query';
import { alerts, patrols, sitesTagsScanned, tagsScanned } from './service';

const error = message;
const tags = ['dashboard'];
const PERIOD =
  'Over the patrol plans starting in [startDate, endDate) (epoch seconds; the console sends a shift day, 04:00 UTC ' +
  'to 04:00 UTC; at most 31 days). Only plans whose window has closed are judged; one still open is left out.';
const responses = { 400: error, 403: error, 404: error };
const periodOf = (query: { startDate: number; endDate: number }) => ({ from: query.startDate, to: query.endDate });

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/report/dashboard/company/tagsScanned/:companyId',
    {
      schema: {
        tags,
        summary: "The company's tags scanned against the tags its patrols should have scanned",
        description: `${PERIOD} tagsShouldveBeenScanned: the tags of those plans; tagsScanned: the distinct tags of each plan its patrol scanned.`,
        params: companyParams,
        querystring: periodQuery,
        response: { 200: companyTagsScanned, ...responses },
      },
    },
    async (request) =>
      tagsScanned(app.db, companyScope(request.actor, request.params.companyId), periodOf(request.query)),
  );

  app.get(
    '/report/dashboard/company/patrols/:companyId',
    {
      schema: {
        tags,
        summary: "The company's patrols that ended with a status (complete by default) out of all that ended",
        description: `${PERIOD} totalPatrols: those plans; patrols: those whose patrol ended with the status asked for.`,
        params: companyParams,
        querystring: patrolsQuery,
        response: { 200: companyPatrols, ...responses },
      },
    },
    async (request) =>
      patrols(
        app.db,
        companyScope(request.actor, request.params.companyId),
        request.query.status,
        periodOf(request.query),
      ),
  );

  app.get(
    '/report/dashboard/company/alerts/:companyId',
    {
      schema: {
        tags,
        summary: "The company's panic, please-call-me, device offline and low battery alerts",
        description:
          'Alerts sent (sentAt) in [startDate, endDate), epoch seconds, at most 31 days, answered or not, of every site of the company.',
        params: companyParams,
        querystring: periodQuery,
        response: { 200: companyAlerts, ...responses },
      },
    },
    async (request) => alerts(app.db, companyScope(request.actor, request.params.companyId), periodOf(request.query)),
  );

  app.get(
    '/report/dashboard/sites/tagsScanned/:companyId',
    {
      schema: {
        tags,
        summary: "The company's sites above and below its SLA threshold, by their share of expected tags scanned",
        description:
          `${PERIOD} A site is listed when it had such a plan; tagsScannedPercentage is rounded to 2 decimals (100 when ` +
          'nothing was expected), and a site is above the threshold when that percentage is more than slaThreshold. ' +
          'Each list runs from the highest percentage down, then by name.',
        params: companyParams,
        querystring: periodQuery,
        response: { 200: sitesTagsScannedAnswer, ...responses },
      },
    },
    async (request) =>
      sitesTagsScanned(app.db, companyScope(request.actor, request.params.companyId), periodOf(request.query)),
  );
};

export default plugin;
