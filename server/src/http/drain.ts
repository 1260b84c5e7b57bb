/**
 * Closing without waiting on idle clients: once the server is closing, every answer still to be sent
 * (requests that were in flight) says `Connection: close`, so its keep-alive connection ends with it, and
 * connections that sit idle are closed at once. Left alone, a keep-alive connection would hold the
 * server open for its whole keep-alive timeout. `app.closing()` tells long work in flight (a handset batch
 * stored in slices) to answer what it has done and stop.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server is closing. */
    closing(): boolean;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.decorate('closing', () => closing);
    app.addHook('preClose', async () => {
      closing = true;
      app.server.closeIdleConnections();
    });
    app.addHook('onSend', async (request, reply) => {
      if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
    });
  },
  { name: 'drain' },
);
