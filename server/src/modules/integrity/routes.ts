/** /api/v1/integrity: whether a site's stored events of a period are intact, checked against their hash chains. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { message } from '../../../../contract/entities';
import { integrityQuery, integrityResult } from '../../../../contract/integrity';
import { companyScope } from '../../plugins/auth';
import { checkIntegrity } from './service';

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/integrity',
    {
      schema: {
        tags: ['reports'],
        summary: "Whether a site's events of a period are as stored, none changed and none missing between them",
        description:
          'Every handset event (and every alert the server raises) is chained as it is stored: its hash is SHA-256 ' +
          "of the hash before it in its device's chain and its content. The check recomputes each event's hash of " +
          'the site and period [startDate, endDate) and looks for the event before it; firstBroken is the earliest ' +
          'by sent time where either fails.',
        querystring: integrityQuery,
        response: { 200: integrityResult, 400: message, 404: message },
      },
    },
    async (request) => checkIntegrity(app.db, companyScope(request.actor, request.query.companyId), request.query),
  );
};

export default plugin;
