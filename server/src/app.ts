/** buildApp(config, database) -> the Fastify instance: plugins, then routes. Tests use it with app.inject. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_BODY_BYTES } from '../../contract/constants';
import { MESSAGES } from '../../contract/messages';
import type { Config } from './config';
import type { Database } from './db/client';
import { deviceManagementFor } from './integrations/deviceManagement';
import { fileStore } from './integrations/files';
import alerts from './modules/alerts/routes';
import areas from './modules/areas/routes';
import auth from './modules/auth/routes';
import { tokenService } from './modules/auth/token';
import companies from './modules/companies/routes';
import devices from './modules/devices/routes';
import employees from './modules/employees/routes';
import handset from './modules/handset/routes';
import routes from './modules/routes/routes';
import schedules from './modules/schedules/routes';
import sites from './modules/sites/routes';
import tags from './modules/tags/routes';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errors from './plugins/errors';
import realtime from './realtime/socket';

export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers["x-access-token"]', 'req.body.password'] },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(databasePlugin, { database });
  const tokens = tokenService(config.jwtSecret);
  await app.register(authPlugin, { tokens });
  await app.register(rateLimit, { global: false });
  await app.register(multipart);
  await app.register(realtime, { tokens, heartbeatMs: config.heartbeatMs });
  const files = fileStore(config.dataDir);
  await app.register(fastifyStatic, {
    root: files.dir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Patrol Console API',
        version: '1',
        description:
          'Every call but login and password reset sends the session token in the x-access-token header. ' +
          'Lists take react-admin simple-rest parameters (sort, range, filter) and answer a Content-Range header.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-access-token' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await app.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });
  app.get('/config.json', { schema: { hide: true } }, async () => ({
    apiUrl: '',
    tileUrl: config.tileUrl,
    geocodeUrl: config.geocodeUrl,
  }));

  await app.register(
    async (api) => {
      await api.register(auth, { tokens, publicUrl: config.publicUrl, rateLimit: config.authRateLimit });
      await api.register(companies);
      await api.register(employees);
      await api.register(areas);
      await api.register(sites);
      await api.register(devices, { deviceManagement: deviceManagementFor(config) });
      await api.register(tags);
      await api.register(routes);
      await api.register(schedules);
      await api.register(handset, { files, settings: config });
      await api.register(alerts);
    },
    { prefix: '/api/v1' },
  );

  await serveConsole(app, config.consoleDir);
  return app;
}

/** Serves the built console, with index.html for its client-side routes; anything else unknown is a JSON 404. */
async function serveConsole(app: FastifyInstance, dir: string) {
  const hasConsole = existsSync(join(dir, 'index.html'));
  if (hasConsole) await app.register(fastifyStatic, { root: dir, wildcard: false, index: 'index.html' });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (hasConsole && request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/files/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: `${MESSAGES.request.notFound} (${request.method} ${path})` });
  });
}
