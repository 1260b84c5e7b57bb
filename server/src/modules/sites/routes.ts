/** /api/v1/site/byCompany: the company's sites (the site area adds the rest). */
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { sites } from '../../db/schema';
import { companyScope } from '../../plugins/auth';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/byCompany/:companyId',
    {
      schema: {
        tags: ['sites'],
        summary: 'Sites of a company',
        params: z.object({ companyId: z.coerce.number().int().positive() }),
        response: {
          200: z.array(z.object({ id: z.number(), name: z.string(), address: z.string(), companyId: z.number() })),
          404: message,
        },
      },
    },
    async (request) => {
      const companyId = companyScope(request.actor, request.params.companyId);
      return app.db
        .select({ id: sites.id, name: sites.name, address: sites.address, companyId: sites.companyId })
        .from(sites)
        .where(eq(sites.companyId, companyId))
        .orderBy(asc(sites.name));
    },
  );
};

export default plugin;
