/** /api/v1/company/:id/escalation: the company's escalation ladders; an alert's notifications. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async () => {};

export default plugin;
