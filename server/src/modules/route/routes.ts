/** /api/v1/route: bySite, get, upsert, removeRoute (a route's tags are at /api/v1/tagToRoute). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, route } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import * as validation from '../../../../contract/validation';
import { listQuery, sendList } from '../../http/list';
import { listRoutes, removeRoute, requireRoute, upsertRoute } from './service';

const error = message;
const tags = ['routes'];
const positive = z.coerce.number().int().positive();

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/route/bySite/:siteId',
    {
      schema: {
        tags,
        summary: 'Routes of a site; pages, sorts and filters with sort/range/filter',
        params: z.object({ siteId: positive }),
        querystring: listQuery,
        response: { 200: z.array(route), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { rows, plan } = await listRoutes(app.db, request.actor, request.params.siteId, request.query);
      return sendList(reply, 'route', rows, plan);
    },
  );

  app.get(
    '/route/:id',
    {
      schema: { tags, summary: 'One route', params: z.object({ id: positive }), response: { 200: route, 404: error } },
    },
    async (request) => requireRoute(app.db, request.actor, request.params.id),
  );

  app.post(
    '/route',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary:
          'Create (no id) or update a route with its ordered tags (tagToRouteList; positions are renumbered 1..n) and ' +
          'the links to drop (tagToRouteDeleteIdsList), in one transaction. Plans of its schedules after now are made anew. ' +
          'A new duration that a schedule of the route would not allow (repeat or a window shorter than a patrol) is refused.',
        body: validation.routeUpsert,
        response: { 200: route, 400: error, 403: error, 404: error },
      },
    },
    async (request) => upsertRoute(app.db, request.actor, request.body),
  );

  app.post(
    '/route/removeRoute',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary:
          'Remove a route with its schedules: their plans that have not started go; plans that have, with their patrols, stay for history',
        body: validation.removeById,
        response: { 200: message, 403: error, 404: error },
      },
    },
    async (request) => {
      await removeRoute(app.db, request.actor, request.body.id);
      return { message: MESSAGES.route.removed };
    },
  );
};

export default plugin;
