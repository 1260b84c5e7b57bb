/** /api/v1/report/dashboard: a company's shift against its SLA (spec part 1 §7 'Dashboard'). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async () => {};

export default plugin;
