/** /api/v1/route and /api/v1/tagToRoute. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, route, tagToRouteLink } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import * as validation from '../../../../contract/validation';
import { listQuery, sendList } from '../../http/list';
import { companyScope } from '../../plugins/auth';
import {
  listLinks,
  listRoutes,
  removeLink,
  removeRoute,
  requireRoute,
  routeTagsAnswer,
  upsertLink,
  upsertRoute,
} from './service';

const error = message;
const tags = ['routes'];
const positive = z.coerce.number().int().positive();
const link = z.object({ id: z.number(), tagId: z.number(), routeId: z.number(), position: z.number() });

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
          'the links to drop (tagToRouteDeleteIdsList), in one transaction. Plans of its schedules after now are made anew.',
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
        summary: 'Remove a route with its schedules and plans',
        body: validation.removeById,
        response: { 200: message, 403: error, 404: error },
      },
    },
    async (request) => {
      await removeRoute(app.db, request.actor, request.body.id);
      return { message: MESSAGES.route.removed };
    },
  );

  app.get(
    '/tagToRoute/:routeId',
    {
      schema: {
        tags,
        summary: "A route's tags: [links in order, ids of upcoming plans, { routeSchedulesCount }]",
        params: z.object({ routeId: positive }),
        response: {
          200: z.tuple([z.array(tagToRouteLink), z.array(z.number()), z.object({ routeSchedulesCount: z.number() })]),
          404: error,
        },
      },
    },
    async (request) => {
      const [links, upcoming, count] = await routeTagsAnswer(app.db, request.actor, request.params.routeId);
      return [links, upcoming, count] as [typeof links, number[], typeof count];
    },
  );

  app.get(
    '/tagToRoute',
    {
      schema: {
        tags,
        summary: "Tag links of the company's routes, optionally of one route or site",
        querystring: z.object({
          companyId: positive.optional(),
          routeId: positive.optional(),
          siteId: positive.optional(),
        }),
        response: { 200: z.array(tagToRouteLink), 404: error },
      },
    },
    async (request) => listLinks(app.db, companyScope(request.actor, request.query.companyId), request.query),
  );

  app.post(
    '/tagToRoute',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Add a tag to a route (no id) or move a link; the route’s plans after now are made anew',
        body: validation.tagToRoute,
        response: { 200: link, 400: error, 403: error, 404: error },
      },
    },
    async (request) => upsertLink(app.db, request.actor, request.body),
  );

  app.post(
    '/tagToRoute/removeTagToRoute',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Remove a tag from a route',
        body: validation.removeById,
        response: { 200: message, 404: error },
      },
    },
    async (request) => {
      await removeLink(app.db, request.actor, request.body.id);
      return { message: MESSAGES.route.linkRemoved };
    },
  );
};

export default plugin;
