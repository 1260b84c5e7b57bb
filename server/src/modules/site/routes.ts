/** /api/v1/site: get, upsert, removeSite, byCompany, branchOptions, divisionOptions, BoundariesCheck. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, site, siteWithContacts } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import * as validation from '../../../../contract/validation';
import { listQuery, sendList } from '../../http/list';
import { companyScope } from '../../plugins/auth';
import { getSite, insideBoundary, listSites, removeSite, siteOptions, upsertSite } from './service';

const error = message;
const tags = ['sites'];
const byId = z.object({ id: z.coerce.number().int().positive() });
const companyQuery = z.object({ companyId: z.coerce.number().int().positive().optional() });
/** The option lists of the site form: each path with the field it lists. */
const OPTIONS = [
  ['/site/branchOptions', 'branch'],
  ['/site/divisionOptions', 'division'],
] as const;

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/byCompany/:companyId',
    {
      schema: {
        tags,
        summary: 'Sites of a company; pages, sorts and filters with sort/range/filter',
        params: z.object({ companyId: z.coerce.number().int().positive() }),
        querystring: listQuery,
        response: { 200: z.array(site), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { rows, plan } = await listSites(
        app.db,
        companyScope(request.actor, request.params.companyId),
        request.query,
      );
      return sendList(reply, 'site', rows, plan);
    },
  );

  for (const [url, field] of OPTIONS) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: `The company's distinct ${field} names`,
          querystring: companyQuery,
          response: { 200: z.array(z.object({ [field]: z.string() })), 404: error },
        },
      },
      async (request) => siteOptions(app.db, companyScope(request.actor, request.query.companyId), field),
    );
  }

  app.post(
    '/site/BoundariesCheck',
    {
      schema: {
        tags,
        summary: "Whether a point is inside the site's saved polygon or circle; answers [{ inBoundry }]",
        querystring: validation.boundariesCheck,
        response: { 200: z.array(z.object({ inBoundry: z.boolean() })), 404: error },
      },
    },
    async (request) => {
      const { id, latitude, longitude } = request.query;
      return [{ inBoundry: await insideBoundary(app.db, request.actor, id, latitude, longitude) }];
    },
  );

  app.get(
    '/site/:id',
    {
      schema: {
        tags,
        summary: 'One site with its contacts',
        params: byId,
        response: { 200: siteWithContacts, 404: error },
      },
    },
    async (request) => getSite(app.db, request.actor, request.params.id),
  );

  app.post(
    '/site',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Create (no id) or update a site; its contacts are saved with it (added, changed, removed)',
        body: validation.siteUpsert,
        response: { 200: z.object({ siteId: z.number(), message: z.string() }), 400: error, 403: error, 404: error },
      },
    },
    async (request) => ({
      siteId: await upsertSite(app.db, request.actor, request.body),
      message: MESSAGES.site.saved,
    }),
  );

  app.post(
    '/site/removeSite',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Remove a site with its devices, tags, routes, schedules and plans',
        body: validation.removeById,
        response: { 200: message, 403: error, 404: error },
      },
    },
    async (request) => {
      await removeSite(app.db, request.actor, request.body.id);
      return { message: MESSAGES.site.removed };
    },
  );
};

export default plugin;
