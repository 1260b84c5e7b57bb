/** /api/v1/tagToRoute: a route's tags with its upcoming plans, the company's links, one link added, moved or removed. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, tagToRouteLink } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import * as validation from '../../../../contract/validation';
import { companyScope } from '../../plugins/auth';
import { listLinks, removeLink, routeTagsAnswer, upsertLink } from './service';

const error = message;
const tags = ['routes'];
const positive = z.coerce.number().int().positive();
const link = z.object({ id: z.number(), tagId: z.number(), routeId: z.number(), position: z.number() });

const plugin: FastifyPluginAsyncZod = async (app) => {
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
