/** /api/v1/routeTag: the company's tags, get, bySite, upsert, removeTag, getAllUnallocated, and the handset's isPanic. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message, routeTag } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import * as validation from '../../../../contract/validation';
import { listQuery, sendList } from '../../http/list';
import { companyScope } from '../../plugins/auth';
import { getTag, isPanic, listCompanyTags, listTags, listUnallocated, removeTag, upsertTag } from './service';

const error = message;
const tags = ['tags'];
const positiveId = z.coerce.number().int().positive();
const bySite = z.object({ siteId: positiveId });

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/routeTag',
    {
      schema: {
        tags,
        summary: "The company's tags, of one site with siteId; pages, sorts and filters with sort/range/filter",
        description: 'Spec part 2 §7 names GET and POST /api/v1/routeTag. A sys-admin names the company (companyId).',
        querystring: listQuery.extend({ companyId: positiveId.optional(), siteId: positiveId.optional() }),
        response: { 200: z.array(routeTag), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { companyId, siteId, ...query } = request.query;
      const company = companyScope(request.actor, companyId);
      const { rows, plan } = await listCompanyTags(app.db, request.actor, company, siteId, query);
      return sendList(reply, 'routeTag', rows, plan);
    },
  );

  app.get(
    '/routeTag/bySite/:siteId',
    {
      schema: {
        tags,
        summary: "The site's tags; pages, sorts and filters with sort/range/filter",
        description:
          'The path is ours (spec part 2 §7 does not show it). Lists allocated tags only: the serials scanned at ' +
          'the site that are not tags yet are at GET /routeTag/getAllUnallocated/{siteId}.',
        params: bySite,
        querystring: listQuery,
        response: { 200: z.array(routeTag), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { rows, plan } = await listTags(app.db, request.actor, request.params.siteId, request.query);
      return sendList(reply, 'routeTag', rows, plan);
    },
  );

  app.get(
    '/routeTag/getAllUnallocated/:siteId',
    {
      schema: {
        tags,
        summary: 'Serials scanned at the site that are not tags yet (the new-tag autocomplete)',
        description: 'Saving one with POST /routeTag (its id, or just its serial number) makes it a tag of the site.',
        params: bySite,
        response: { 200: z.array(routeTag), 404: error },
      },
    },
    async (request) => listUnallocated(app.db, request.actor, request.params.siteId),
  );

  app.get(
    '/routeTag/isPanic/:serialNumber',
    {
      config: { access: 'handset' },
      schema: {
        tags,
        summary: "The handset's check: whether the tag of this serial number is a panic tag",
        description: "Looks at the tags of every site of the caller's company; 404 when none has this serial number.",
        params: z.object({ serialNumber: z.string().min(1).max(128) }),
        response: { 200: z.object({ isPanic: z.boolean() }), 404: error },
      },
    },
    async (request) => isPanic(app.db, request.actor, request.params.serialNumber),
  );

  app.get(
    '/routeTag/:id',
    {
      schema: {
        tags,
        summary: 'One tag (also an unallocated one, which the new-tag form loads when its serial is picked)',
        params: z.object({ id: positiveId }),
        response: { 200: routeTag, 404: error },
      },
    },
    async (request) => getTag(app.db, request.actor, request.params.id),
  );

  app.post(
    '/routeTag',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Create (no id) or update a tag of a site; saving allocates it',
        description:
          "A create naming the serial number of one of the site's unallocated serials takes that row. A serial " +
          'number used by another tag of the site is a 409, and nothing is saved. A tag stays in its site: an id ' +
          'with another siteId is not found.',
        body: validation.tagUpsert,
        response: { 200: routeTag, 400: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => upsertTag(app.db, request.actor, request.body),
  );

  app.post(
    '/routeTag/removeTag',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Remove a tag; it leaves the routes it was in',
        description:
          'Removed from planning, not from history: the tag leaves every list and call (404 like a tag never made) ' +
          'and every route; plans that have not started are made anew without it, while plans that have started ' +
          'keep their line of it and its scans stay. A later scan of its serial is a scan of an unknown serial, and ' +
          'adding the serial again makes a new tag.',
        body: validation.removeById,
        response: { 200: message, 403: error, 404: error },
      },
    },
    async (request) => {
      await removeTag(app.db, request.actor, request.body.id);
      return { message: MESSAGES.tag.removed };
    },
  );
};

export default plugin;
