/**
 * /api/v1/portal/reports: the site reports a client reads, and each one's PDF. Registered inside the portal's routes
 * (routes.ts), whose hook takes the client's session on every call here.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import { portalReports, portalReportsQuery } from '../../../../contract/portalReports';
import { notFound } from '../../http/errors';
import type { FileStore } from '../../integrations/fileStore';
import { companyTimeZone } from '../../time';
import { sendReportPdf } from '../reports/reportFile';
import { portalReports as listReports, portalReport } from './reports';

const tags = ['portal'];
const portal = { access: 'portal' as const };

const plugin: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, opts) => {
  app.get(
    '/portal/reports',
    {
      config: portal,
      schema: {
        tags,
        summary: "The stored site reports (PDF) of the client's sites, newest first, with their e-mails",
        description:
          "A site's reports, the daily (morning) ones e-mailed to the site's contacts and those a user asked for; an " +
          "area's only when every site of the area is the client's. emailed counts the report's e-mails in the outbox " +
          '(sent, waiting, failed), whoever they went to.',
        querystring: portalReportsQuery,
        response: { 200: portalReports, 400: message, 401: message },
      },
    },
    async (request) => listReports(app.db, request.client, request.query),
  );

  app.get(
    '/portal/reports/:id/file',
    {
      config: portal,
      schema: {
        tags,
        summary: 'A report of the list as its PDF (application/pdf)',
        description: `404 "${MESSAGES.portal.reportNotFound}" for any report not in the client's list, or not stored.`,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 401: message, 404: message },
      },
    },
    async (request, reply) => {
      const report = await portalReport(app.db, request.client, request.params.id);
      const file = report?.fileName ? await opts.files.find(report.fileName, report.companyId) : null;
      if (!report || !file) throw notFound(MESSAGES.portal.reportNotFound);
      // Sent as it is: no response schema serialises the PDF (reports/reportFile.ts sends its files alike).
      return sendReportPdf(
        reply as FastifyReply,
        report,
        file.content,
        await companyTimeZone(app.db, report.companyId),
      );
    },
  );
};

export default plugin;
