/** GET /api/v1/report/csv/general/{siteId} and /activity/{siteId}: a site's CSV exports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async () => {};

export default plugin;
