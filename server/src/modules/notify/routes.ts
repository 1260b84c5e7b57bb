/** /api/v1/notify: which channels are configured, and the SMS provider's delivery reports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async () => {};

export default plugin;
