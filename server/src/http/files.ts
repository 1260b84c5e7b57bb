/**
 * GET /files/<name>: a stored file, only to a signed-in employee of the file's company (a sys-admin: any
 * company's), with the session token in `x-access-token` as on every other call. Without a token the
 * answer is 401 whatever the name; a file of another company is the same 404 as a name never stored, so
 * nothing tells whether it exists. Served with its image type and `nosniff`, never as HTML, never cached.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../contract/messages';
import type { FileStore } from '../integrations/files';
import { imageOwners } from './imageOwners';

const plugin: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, { files }) => {
  app.addHook('onReady', async () => {
    const moved = await files.adoptUnowned((urls) => imageOwners(app.db, urls));
    if (moved) app.log.info({ moved }, 'moved stored files into their company folders');
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
        .send(await readFile(file.path));
    },
  );
};

export default plugin;
