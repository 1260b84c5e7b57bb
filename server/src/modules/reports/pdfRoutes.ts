/** POST /api/v1/report/site and /area (generate and e-mail), GET their lists, and the report file itself. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReportOptions } from './routes';

const plugin: FastifyPluginAsyncZod<ReportOptions> = async () => {};

export default plugin;
