/** /api/v1/telegram: whether Telegram is configured, linking a site contact's chat, and the bot's webhook. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import type { Config } from '../../config';
import { conflict, HttpError, notFound } from '../../http/errors';
import { botUsername, type Telegram } from '../../notify/telegram';
import { epochSeconds } from '../../time';
import { createLink, linkState, unlink } from './service';
import { applyUpdates, type Update } from './updates';
import { isWebhookSecret } from './webhook';

const error = message;
const tags = ['telegram'];
const M = MESSAGES.telegram;
const byContact = z.object({ contactId: z.coerce.number().int().positive() });
const state = z.object({ linked: z.boolean(), telegramLinkedAt: z.number().nullable() });

function configured(telegram: Config['telegram']): Telegram {
  if (!telegram) throw conflict(M.notConfigured);
  return telegram;
}

const plugin: FastifyPluginAsyncZod<{ telegram?: Config['telegram'] }> = async (app, { telegram }) => {
  app.get(
    '/telegram/status',
    {
      schema: {
        tags,
        summary: 'Whether Telegram is configured (TELEGRAM_BOT_TOKEN)',
        response: { 200: z.object({ configured: z.boolean() }) },
      },
    },
    async () => ({ configured: !!telegram }),
  );

  app.post(
    '/telegram/link/:contactId',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: "A one-time deep link to the bot that binds the contact's chat when it presses Start",
        params: byContact,
        response: {
          200: z.object({ link: z.string(), expiresAt: z.number() }),
          403: error,
          404: error,
          409: error,
          503: error,
        },
      },
    },
    async (request) => {
      const bot = configured(telegram);
      const username = await botUsername(bot).catch((cause) => {
        request.log.warn({ err: cause }, 'Telegram getMe failed');
        throw new HttpError(503, M.unreachable);
      });
      const { code, expiresAt } = await createLink(app.db, request.actor, request.params.contactId);
      return { link: `https://t.me/${username}?start=${code}`, expiresAt: epochSeconds(expiresAt) };
    },
  );

  app.get(
    '/telegram/link/:contactId',
    {
      schema: {
        tags,
        summary: "Whether the contact's Telegram chat is linked",
        params: byContact,
        response: { 200: state, 404: error },
      },
    },
    async (request) => linkState(app.db, request.actor, request.params.contactId),
  );

  app.delete(
    '/telegram/link/:contactId',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: "Unlinks the contact's Telegram chat",
        params: byContact,
        response: { 200: state, 403: error, 404: error },
      },
    },
    async (request) => {
      await unlink(app.db, request.actor, request.params.contactId);
      return { linked: false, telegramLinkedAt: null };
    },
  );

  app.post(
    '/telegram/webhook/:secret',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({ secret: z.string().max(100) }),
        body: z.object({ update_id: z.number().int() }).passthrough(),
        response: { 200: z.object({ ok: z.boolean() }), 404: error },
      },
    },
    async (request) => {
      if (!telegram || !isWebhookSecret(telegram, request.params.secret)) throw notFound(MESSAGES.request.notFound);
      await applyUpdates(app.db, [request.body as Update]);
      return { ok: true };
    },
  );
};

export default plugin;
