/**
 * /api/v1/chats: a site's chat page by page, sending a message, unread counts and the read marker, and
 * (image.ts) the image upload. For admins and controllers (a sys-admin does not chat: 403); a site of another
 * company is 'not found'.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessage,
  chatPage,
  chatPageQuery,
  chatPost,
  chatRead,
  chatUnread,
  chatUnreadQuery,
} from '../../../../contract/chat';
import { message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import { badRequest } from '../../http/errors';
import type { FileStore } from '../../integrations/fileStore';
import { companyScope } from '../../plugins/auth';
import { requireSite } from '../site/service';
import image from './image';
import { chatPage as readPage } from './pages';
import { postChatMessage } from './service';
import { markRead, unreadBySite, unreadOfSite } from './unread';

const error = message;
const tags = ['chat'];

const plugin: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, { files }) => {
  app.get(
    '/chats',
    {
      config: { access: 'chat' },
      schema: {
        tags,
        summary: "A page of a site's chat, oldest first: the newest (createdAt=0) or the one before createdAt",
        querystring: chatPageQuery,
        response: { 200: chatPage, 400: error, 404: error },
      },
    },
    async (request) => {
      const site = await requireSite(app.db, request.actor, request.query.siteId);
      return readPage(app.db, site.id, request.query.createdAt);
    },
  );

  app.post(
    '/chats',
    {
      config: { access: 'chat' },
      schema: {
        tags,
        summary: "Send a message (text, an image or both) to a site's chat as the signed-in user",
        description:
          'Stored, then sent to every console of the company on chat-qa.message. Answers the stored message.',
        body: chatPost,
        response: { 200: chatMessage, 400: error, 404: error },
      },
    },
    async (request) => {
      const site = await requireSite(app.db, request.actor, request.body.siteId);
      const imageUrl = request.body.imageUrl ?? null;
      if (imageUrl && !(await files.exists(imageUrl.slice('/files/'.length), site.companyId))) {
        throw badRequest(MESSAGES.chat.imageNotStored);
      }
      const emit = await postChatMessage(app.db, request.actor, site, { message: request.body.message, imageUrl });
      app.realtime.emit(emit.companyId, emit.event, emit.payload);
      return emit.payload;
    },
  );

  app.get(
    '/chats/unread',
    {
      config: { access: 'chat' },
      schema: {
        tags,
        summary: "The company's sites with the signed-in user's unread counts: unread first, then by name",
        querystring: chatUnreadQuery,
        response: { 200: z.array(chatUnread), 404: error },
      },
    },
    async (request) =>
      unreadBySite(app.db, request.actor.employeeId, companyScope(request.actor, request.query.companyId)),
  );

  app.post(
    '/chats/read',
    {
      config: { access: 'chat' },
      schema: {
        tags,
        summary: "Mark a site's chat read up to readAt (every message so far when absent); never moves back",
        body: chatRead,
        response: { 200: chatUnread, 400: error, 404: error },
      },
    },
    async (request) => {
      const site = await requireSite(app.db, request.actor, request.body.siteId);
      await markRead(app.db, request.actor.employeeId, site.id, request.body.readAt);
      return unreadOfSite(app.db, request.actor.employeeId, site);
    },
  );

  await app.register(image, { files });
};

export default plugin;
