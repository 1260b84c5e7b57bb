/**
 * PDF reports of a site or an area (spec part 1 §7 'Reports'): POST /report/site and /report/area make one,
 * store it and queue it to its recipients; GET /report/site/{id} and /report/area/{id} list them; GET
 * /report/file/{id} opens one. Asking for a report is open to the console roles, controllers included: it
 * reads the figures and sends them to the contacts already chosen, and changes no management data.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { fill, MESSAGES } from '../../../../contract/messages';
import {
  areaReportRequest,
  REPORT_LINK_SECONDS,
  REPORT_SESSION_LINK_SECONDS,
  report,
  reportListQuery,
  reportWindow,
  siteReportRequest,
} from '../../../../contract/reports';
import { utcDay } from '../../../../contract/shiftRange';
import type { Actor } from '../../db/actor';
import { badRequest } from '../../http/errors';
import type { ConfiguredChannels } from '../../notify/channels';
import type { Channel } from '../../notify/outbox';
import type { Period } from '../../time';
import { companyTimeZone } from '../../time';
import { getArea } from '../area/service';
import { requireSite } from '../site/service';
import { type ReportContext, requestReport } from './generate';
import { describeReports, listReports } from './listing';
import { serveReportFile, tokenOf } from './reportFile';
import type { ReportOptions } from './routes';
import { findReport, type Target } from './store';

const error = message;
const tags = ['reports'];
const DAY_SECONDS = 86_400;
const idParams = z.object({ id: z.coerce.number().int().positive() });
const generated = z.object({
  report,
  message: z
    .string()
    .describe(
      "'Report generated and emailed' when a message went to a configured channel; otherwise that nobody receives it, " +
        'or which channels this server is not configured for',
    ),
});
const PERIOD =
  'The period runs from 04:00 UTC of startDate to 04:00 UTC of endDate (one day: endDate is the next day; at most ' +
  'a month). The PDF is stored, and queued in the same transaction: attached to an e-mail for the area when it ' +
  'receives reports and for each contact with shouldReceiveReportsEmail; a short text with a link valid ' +
  `${REPORT_LINK_SECONDS / DAY_SECONDS} days for shouldReceiveReportsTelegram and shouldReceiveReportsPhone.`;

const R = MESSAGES.report;

/** What the console is told: sent only when a message went to a channel this server sends on; else what happened. */
function generatedMessage(kind: Target['kind'], channels: Channel[], configured: ConfiguredChannels): string {
  if (!channels.length) return fill(R.generatedNoRecipients, { kind });
  if (channels.some((channel) => configured[channel])) return R.generated;
  const names = [...new Set(channels)].map((channel) => R.notSentChannels[channel]);
  const list =
    names.length === 1
      ? fill(R.notSentChannels.one, { name: names[0] })
      : fill(R.notSentChannels.many, {
          names: `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`,
        });
  return fill(R.generatedNotSent, { channels: list });
}

const plugin: FastifyPluginAsyncZod<ReportOptions> = async (app, options) => {
  const context: ReportContext = { db: app.db, ...options };

  async function make(target: Target, period: Period, actor: Actor) {
    const made = await requestReport(context, target, period, actor.employeeId);
    const stored = await findReport(app.db, made.id);
    const [answer] = await describeReports(app.db, options.secret, stored ? [stored] : []);
    return { report: answer, message: generatedMessage(target.kind, made.channels, options.configured) };
  }

  const wrongCompany = (kind: Target['kind']) => badRequest(fill(MESSAGES.report.wrongCompany, { kind }));

  app.post(
    '/report/site',
    {
      schema: {
        tags,
        summary: "Make a site's PDF report for a period and send it to the site's report recipients",
        description: `${PERIOD} The site's own contacts receive it by their flags; its area's contact e-mail too.`,
        body: siteReportRequest,
        response: { 200: generated, 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      const { siteId, company, startDate, endDate } = request.body;
      const site = await requireSite(app.db, request.actor, siteId);
      if (site.companyId !== company) throw wrongCompany('site');
      const zone = await companyTimeZone(app.db, site.companyId);
      return make({ kind: 'site', id: siteId }, reportWindow(startDate, endDate, zone), request.actor);
    },
  );

  app.post(
    '/report/area',
    {
      schema: {
        tags,
        summary: "Make an area's PDF report (its sites summed and ranked) and send it to the area's recipients",
        description: `${PERIOD} The report e-mail contacts of the area's sites receive it too.`,
        body: areaReportRequest,
        response: { 200: generated, 400: error, 403: error, 404: error },
      },
    },
    async (request) => {
      const { areaId, company, startDate, endDate } = request.body;
      const area = await getArea(app.db, request.actor, areaId);
      if (area.companyId !== company) throw wrongCompany('area');
      const zone = await companyTimeZone(app.db, area.companyId);
      return make({ kind: 'area', id: areaId }, reportWindow(startDate, endDate, zone), request.actor);
    },
  );

  /** The list's window: the company's 06:00 of each date (04:00 UTC in South Africa); equal dates mean that day. */
  async function listWindow(companyId: number, startDate: number, endDate: number): Promise<Period> {
    if (utcDay(startDate) > utcDay(endDate)) throw badRequest(MESSAGES.report.startAfterEnd);
    const { from, to } = reportWindow(startDate, endDate, await companyTimeZone(app.db, companyId));
    return { from, to: Math.max(to, from + DAY_SECONDS) };
  }
  const listDescription =
    "Reports whose period overlaps the company's 06:00 of startDate to its 06:00 of endDate (04:00 UTC in South " +
    'Africa; equal dates: that day), newest ' +
    `first. reportUrl is relative to this server and opens the PDF for ${REPORT_SESSION_LINK_SECONDS / 3_600} hours ` +
    'without the token; delivery counts the messages made for the report by how far they went.';

  app.get(
    '/report/site/:id',
    {
      schema: {
        tags,
        summary: "A site's reports",
        description: listDescription,
        params: idParams,
        querystring: reportListQuery,
        response: { 200: z.array(report), 400: error, 404: error },
      },
    },
    async (request) => {
      const site = await requireSite(app.db, request.actor, request.params.id);
      const { from, to } = await listWindow(site.companyId, request.query.startDate, request.query.endDate);
      return listReports(app.db, options.secret, { kind: 'site', id: request.params.id }, from, to);
    },
  );

  app.get(
    '/report/area/:id',
    {
      schema: {
        tags,
        summary: "An area's reports",
        description: listDescription,
        params: idParams,
        querystring: reportListQuery,
        response: { 200: z.array(report), 400: error, 404: error },
      },
    },
    async (request) => {
      const area = await getArea(app.db, request.actor, request.params.id);
      const { from, to } = await listWindow(area.companyId, request.query.startDate, request.query.endDate);
      return listReports(app.db, options.secret, { kind: 'area', id: request.params.id }, from, to);
    },
  );

  app.get(
    '/report/file/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The PDF of a report',
        description:
          "Answers application/pdf to a signed-in console user of the report's company (x-access-token), or with " +
          "expires and signature as a reportUrl carries them. A wrong signature or another company's report is 404; " +
          'an expired link is 410.',
        params: idParams,
        querystring: z.strictObject({
          expires: z.coerce.number().int().optional().describe('Epoch seconds: the link works until then'),
          signature: z.string().max(200).optional(),
        }),
        response: { 400: error, 401: error, 403: error, 404: error, 410: error },
      },
    },
    (request, reply) =>
      serveReportFile(app, options, { id: request.params.id, query: request.query, token: tokenOf(request) }, reply),
  );
};

export default plugin;
