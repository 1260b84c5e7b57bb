/**
 * The restart's baseline: Fastify alone answering /healthz on PORT and HOST, run by plain node, after opening the
 * same database the server opens — the embedded PGlite data folder under DATA_DIR, or a pool to DATABASE_URL, with
 * one query — and none of our code: what node, the framework, the database's open and a listen take.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const database = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL })
  : await PGlite.create({ dataDir: join(process.env.DATA_DIR, 'pgdata') });
await database.query('select 1');
const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => (database.end ? database.end() : database.close()))
    .then(() => process.exit(0)),
);
