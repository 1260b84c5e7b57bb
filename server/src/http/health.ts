/**
 * GET /healthz: liveness — the process answers and its database answers a query. GET /readyz: whether to send this
 * instance traffic — 503 until every migration of this build is applied and the database answers, and from the
 * moment the server starts shutting down (Fastify answers every request 503 once it is closing); 200 otherwise. A
 * balancer or a service manager reads these.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, migrationsApplied } from '../db/client';

export default fp<{ database: Database }>(
  async (app: FastifyInstance, opts) => {
    app.get('/healthz', { schema: { hide: true } }, async () => {
      await app.db.execute('select 1');
      return { status: 'ok', database: opts.database.kind };
    });

    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const migrated = await migrationsApplied(app.db).catch(() => null);
      if (migrated === null) return reply.code(503).send({ status: 'database unavailable' });
      if (!migrated) return reply.code(503).send({ status: 'migrations pending' });
      return { status: 'ready', database: opts.database.kind };
    });
  },
  { name: 'health', dependencies: ['database'] },
);
