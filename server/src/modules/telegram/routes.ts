/** /api/v1/telegram: linking a site contact's Telegram chat, and the bot's webhook. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async () => {};

export default plugin;
