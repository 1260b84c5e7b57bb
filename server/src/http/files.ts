/**
 * GET /files/<name>: a stored file, only to a signed-in employee of the file's company (a sys-admin: any
 * company's), with the session token in `x-access-token` as on every other call. Without a token the
 * answer is 401 whatever the name; a file of another company is the same 404 as a name never stored, so
 * nothing tells whether it exists. Served with its type (an image, or a PDF report) and `nosniff`, never as
 * HTML, never cached. The store says where files lie (this disk, or the database on PostgreSQL); at start
 * it takes in what an earlier version left on disk.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../contract/messages';
import type { FileStore } from '../integrations/fileStore';
import { imageOwners } from './imageOwners';

const plugin: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, { files }) => {
  app.addHook('onReady', async () => {
    const taken = await files.adopt((urls) => imageOwners(app.db, urls));
    if (taken) app.log.info({ taken }, 'took in stored files an earlier version left on disk');
  });

  app.get(
    '/files/:name',
    {
      config: { access: 'signedIn' },
      schema: { hide: true, params: z.object({ name: z.string() }) },
    },
    async (request, reply) => {
      const { actor } = request;
      const file = await files.find(request.params.name, actor.role === 'SYS_ADMIN' ? undefined : actor.companyId);
      if (!file) {
        const path = request.url.split('?')[0];
        return reply.status(404).send({ message: `${MESSAGES.request.notFound} (${request.method} ${path})` });
      }
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
};

export default plugin;
