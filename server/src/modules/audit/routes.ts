/** /api/v1/audit: the audit log of a company, paged and sorted on the server, and its CSV (admins and sys-admins). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_CSV_MAX_ROWS, auditCsv, auditCsvQuery, auditFilters, auditRow } from '../../../../contract/audit';
import { message } from '../../../../contract/entities';
import { listQuery, sendList } from '../../http/list';
import { companyScope } from '../../plugins/auth';
import { auditCsv as makeCsv } from './csv';
import { auditPage } from './service';

const error = message;
const tags = ['audit'];
const ABOUT =
  "Every create, change and removal of the company's records (companies, employees, areas, sites, site contacts, " +
  'devices, tags, routes, schedules, alert responses, tag requests), with who made it (name and role then), the ' +
  "record's kind, id and name, and the change field by field (before → after). Passwords, hashes, secrets, tokens " +
  "and recovery codes are never shown: a password change reads 'password: changed'. Admins read their company's; " +
  'a sys-admin any company (companyId); controllers none.';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: "A page of the company's audit log, newest first; sort/range as the other lists (Content-Range)",
        description: `${ABOUT} Sortable by at, entity, entityName, actorName, action; filter={"q": …} searches the names.`,
        querystring: listQuery.extend(auditFilters),
        response: { 200: z.array(auditRow), 400: error, 403: error, 404: error },
      },
    },
    async (request, reply) => {
      const { rows, plan } = await auditPage(
        app.db,
        companyScope(request.actor, request.query.companyId),
        request.query,
      );
      return sendList(reply, 'audit', rows, plan);
    },
  );

  app.get(
    '/audit/csv',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: `The filtered audit log as one CSV (at most ${AUDIT_CSV_MAX_ROWS} changes), newest first`,
        description: `${ABOUT} A header row always, CRLF line ends; times in the company’s time zone (Africa/Johannesburg unless it chose another).`,
        querystring: auditCsvQuery,
        response: { 200: auditCsv, 400: error, 403: error, 404: error },
      },
    },
    async (request) => makeCsv(app.db, companyScope(request.actor, request.query.companyId), request.query),
  );
};

export default plugin;
