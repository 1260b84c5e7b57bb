/**
 * The restart's baseline: Fastify alone answering /healthz on PORT and HOST, run by plain node: what node, the
 * framework and a listen take before any of our code, database or routes.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
