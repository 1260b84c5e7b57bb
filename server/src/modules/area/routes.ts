/** /api/v1/area: byCompany, get, upsert, removeArea. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { area, message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import * as validation from '../../../../contract/validation';
import { listQuery, sendList } from '../../http/list';
import { companyScope } from '../../plugins/auth';
import { getArea, listAreas, removeArea, upsertArea } from './service';

const error = message;
const tags = ['areas'];

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/area/byCompany/:companyId',
    {
      schema: {
        tags,
        summary: 'Areas of a company; pages, sorts and filters with sort/range/filter',
        params: z.object({ companyId: z.coerce.number().int().positive() }),
        querystring: listQuery,
        response: { 200: z.array(area), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { rows, plan } = await listAreas(
        app.db,
        companyScope(request.actor, request.params.companyId),
        request.query,
      );
      return sendList(reply, 'area', rows, plan);
    },
  );

  app.get(
    '/area/:id',
    {
      schema: {
        tags,
        summary: 'One area',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: area, 404: error },
      },
    },
    async (request) => getArea(app.db, request.actor, request.params.id),
  );

  app.post(
    '/area',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Create (no id) or update an area',
        body: validation.areaUpsert,
        response: { 200: area, 400: error, 403: error, 404: error },
      },
    },
    async (request) => upsertArea(app.db, request.actor, request.body),
  );

  app.post(
    '/area/removeArea',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Remove an area (its sites keep existing, with no area)',
        body: validation.removeById,
        response: { 200: message, 403: error, 404: error },
      },
    },
    async (request) => {
      await removeArea(app.db, request.actor, request.body.id);
      return { message: MESSAGES.area.removed };
    },
  );
};

export default plugin;
