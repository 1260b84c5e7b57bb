/**
 * POST /api/v1/chats/image-web, and the same upload at POST /api/v1/chat-image (spec part 1 §7): an image for the
 * chat, sent as the request body itself (a binary content type, as the spec's console sends it). Recognised by its
 * content, at most 5 MB, stored in the company's files; answers the documentUrl to send with the message.
 */
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_IMAGE_MAX_BYTES, chatImageAnswer, chatImageQuery } from '../../../../contract/chat';
import { message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import { badRequest, HttpError } from '../../http/errors';
import { CONTENT_TYPES, type FileStore, imageType } from '../../integrations/fileStore';
import { companyScope } from '../../plugins/auth';
import { getCompany } from '../company/service';

const error = message;
const megabytes = CHAT_IMAGE_MAX_BYTES / 1024 / 1024;

/** The body as the document shows it; the route reads the bytes itself. */
const imageBody = z.unknown().meta({
  type: 'string',
  format: 'binary',
  description: `The image: JPEG, PNG or WebP (checked by content), at most ${megabytes} MB`,
});

const plugin: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, { files }) => {
  // In this scope only: whatever the content type, the body is taken as bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CHAT_IMAGE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((failure: FastifyError) => {
    if (failure.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, MESSAGES.chat.imageTooLarge);
    throw failure;
  });

  for (const url of ['/chats/image-web', '/chat-image'])
    app.post(
      url,
      {
        bodyLimit: CHAT_IMAGE_MAX_BYTES,
        config: { access: 'chat' },
        schema: {
          tags: ['chat'],
          summary: `Upload a chat image (JPEG, PNG or WebP, at most ${megabytes} MB) as the body; answers its documentUrl`,
          consumes: [...Object.values(CONTENT_TYPES), 'application/octet-stream'],
          querystring: chatImageQuery,
          body: imageBody,
          response: { 200: chatImageAnswer, 400: error, 404: error, 413: error },
        },
      },
      async (request) => {
        const companyId = companyScope(request.actor, request.query.companyId);
        if (companyId !== request.actor.companyId) await getCompany(app.db, companyId);
        const content = request.body;
        if (!Buffer.isBuffer(content) || content.length === 0) throw badRequest(MESSAGES.chat.noImage);
        const ext = imageType(content);
        if (!ext) throw badRequest(MESSAGES.handset.notAnImage);
        return { documentUrl: await files.save(content, ext, companyId) };
      },
    );
};

export default plugin;
