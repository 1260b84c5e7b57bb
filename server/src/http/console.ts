/**
 * The built console. Its files go out brotli- or gzip-compressed when the browser takes it (the build
 * writes the .br and .gz copies, so nothing is compressed per request); the content-hashed files under
 * /assets/ are cached for a year, index.html never without asking again, so a new release is picked up on
 * the next load. Source maps are never served. Any other GET outside /api/, /files/ and /assets/ is a
 * route of the console: index.html. Anything else unknown is a JSON 404.
 *
 * Each request reads the folder as it is now (no list of files taken at start): a build swaps a whole new folder
 * into place at once (tools/build/main.ts), and from then on a running server answers the new index.html and the
 * new assets it names, never a new index.html beside a list of the old build's files.
 *
 * The guard's handset app (its own page, handset/index.html) is at /handset and any path under it; its service
 * worker (/handset/sw.js) may control the whole of /handset (Service-Worker-Allowed), so the installed app's
 * start URL opens with no signal. The client's portal (portal/index.html) is at /portal.
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../../../contract/messages';

export const CACHE_HASHED = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Paths that are never a console route: a miss there is a 404, not the console's index.html. */
const NOT_CONSOLE = ['/api/', '/files/', '/assets/'];
/** Never served as a file: source maps, and the compressed copies (sent only through Accept-Encoding). */
const NOT_SERVED = /\.(map|br|gz)$/;
const HANDSET = '/handset';
const HANDSET_PAGE = 'handset/index.html';
const HANDSET_WORKER = join('handset', 'sw.js');
const PORTAL = '/portal';
const PORTAL_PAGE = 'portal/index.html';

export async function serveConsole(app: FastifyInstance, dir: string) {
  const hasConsole = existsSync(join(dir, 'index.html'));
  const hashed = join(dir, 'assets') + sep;
  const hasHandset = existsSync(join(dir, HANDSET_PAGE));
  const hasPortal = existsSync(join(dir, PORTAL_PAGE));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: dir,
      // A list: with preCompressed, @fastify/static finds the index of / only in a list.
      index: ['index.html'],
      preCompressed: true,
      allowedPath: (path) => !NOT_SERVED.test(path),
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.startsWith(hashed) ? CACHE_HASHED : CACHE_REVALIDATE);
        res.setHeader('vary', 'accept-encoding');
        if (path.endsWith(sep + HANDSET_WORKER)) res.setHeader('service-worker-allowed', HANDSET);
      },
    });
  }
  const handsetPage = (reply: FastifyReply) =>
    reply.code(200).type('text/html').header('cache-control', CACHE_REVALIDATE).sendFile(HANDSET_PAGE);
  if (hasHandset) app.get(HANDSET, (_request, reply) => handsetPage(reply));
  // The client's portal (issue 33): its own page; the sign-in token rides in the fragment, never sent to a server.
  if (hasPortal)
    app.get(PORTAL, (_request, reply) =>
      reply.code(200).type('text/html').header('cache-control', CACHE_REVALIDATE).sendFile(PORTAL_PAGE),
    );
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (hasHandset && request.method === 'GET' && path.startsWith(`${HANDSET}/`)) return handsetPage(reply);
    if (hasConsole && request.method === 'GET' && !NOT_CONSOLE.some((prefix) => path.startsWith(prefix))) {
      return reply.code(200).type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: `${MESSAGES.request.notFound} (${request.method} ${path})` });
  });
}
