/** /api/v1/company: list, get, upsert, removeCompany, register. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { company, listedCompany, message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import * as validation from '../../../../contract/validation';
import { listQuery, sendList } from '../../http/list';
import { assertOwned, companyScope } from '../../plugins/auth';
import { getCompany, listCompanies, registerCompany, removeCompany, setCompanySetting, upsertCompany } from './service';

const error = message;
const tags = ['companies'];

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company',
    {
      config: { access: 'sysAdmin' },
      schema: {
        tags,
        summary:
          'All companies (sys-admin), each with its open red alerts and the oldest one’s time; pages, sorts (openRedAlerts, oldestOpenRedAt too) and filters with sort/range/filter',
        querystring: listQuery,
        response: { 200: z.array(listedCompany), 400: error, 403: error },
      },
    },
    async (request, reply) => {
      const { rows, plan } = await listCompanies(app.db, request.query);
      return sendList(reply, 'company', rows, plan);
    },
  );

  app.get(
    '/company/:id',
    {
      schema: {
        tags,
        summary: 'One company: any for a sys-admin, otherwise only the caller’s own',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: company, 404: error },
      },
    },
    async (request) => {
      assertOwned(request.actor, request.params.id, MESSAGES.company.notFound);
      return getCompany(app.db, request.params.id);
    },
  );

  /** One of the company's own settings: an admin for their own company, a sys-admin for any (companyId). */
  const setting = <Body extends { companyId?: number }>(
    path: string,
    summary: string,
    body: z.ZodType<Body>,
    value: (body: Body) => Parameters<typeof setCompanySetting>[3],
  ) =>
    app.post(
      path,
      {
        config: { access: 'write' },
        schema: {
          tags,
          summary: `${summary}: an admin for their own company, a sys-admin for any (companyId)`,
          body,
          response: { 200: company, 400: error, 403: error, 404: error },
        },
      },
      async (request) => {
        // The provider types a generic schema's body loosely; it is `body` validated.
        const sent = request.body as Body;
        return setCompanySetting(app.db, request.actor, companyScope(request.actor, sent.companyId), value(sent));
      },
    );
  setting(
    '/company/requireTwoFactor',
    "Require two-factor sign-in of the company's admins (or not)",
    validation.requireTwoFactor,
    ({ requireTwoFactor }) => ({ requireTwoFactor }),
  );
  setting('/company/timeZone', "The company's time zone (IANA name)", validation.companyTimeZone, ({ timeZone }) => ({
    timeZone,
  }));
  setting(
    '/company/portalColour',
    "The colour its clients' portal is drawn in (#rrggbb, or null for the portal's own)",
    validation.companyPortalColour,
    ({ portalColour }) => ({ portalColour }),
  );

  app.post(
    '/company',
    {
      config: { access: 'sysAdmin' },
      schema: {
        tags,
        summary: 'Create (no id) or update a company',
        body: validation.companyUpsert,
        response: { 200: company, 400: error, 403: error, 404: error },
      },
    },
    async (request) => upsertCompany(app.db, request.actor, request.body),
  );

  app.post(
    '/company/removeCompany',
    {
      config: { access: 'sysAdmin' },
      schema: {
        tags,
        summary: 'Remove a company and everything it owns (employees, areas, sites, devices, events…)',
        body: validation.removeById,
        response: { 200: message, 403: error, 404: error },
      },
    },
    async (request) => {
      await removeCompany(app.db, request.actor, request.body.id);
      app.realtime.endCompany(request.body.id);
      return { message: MESSAGES.company.removed };
    },
  );

  app.post(
    '/company/register',
    {
      config: { access: 'sysAdmin' },
      schema: {
        tags,
        summary: 'Register a company and its first user (role admin) in one transaction',
        body: validation.registration,
        response: {
          200: z.object({ companyId: z.number(), employeeId: z.number(), message: z.string() }),
          400: error,
          409: error,
        },
      },
    },
    async (request) => ({
      ...(await registerCompany(app.db, request.actor, request.body)),
      message: MESSAGES.registration.success,
    }),
  );
};

export default plugin;
