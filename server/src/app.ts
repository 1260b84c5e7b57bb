/** buildApp(config, database) -> the Fastify instance: plugins, then routes. Tests use it with app.inject. */
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_BODY_BYTES, SHED_DEFAULTS } from '../../contract/constants';
import type { Config } from './config';
import type { Database } from './db/client';
import { serveConsole } from './http/console';
import drain from './http/drain';
import storedFiles from './http/files';
import health from './http/health';
import { requestForLog } from './http/logUrl';
import metrics from './http/metrics';
import { databaseStore } from './http/rateLimit';
import { clientErrorHandler, frameworkErrors } from './http/routerErrors';
import securityHeaders from './http/securityHeaders';
import { tokenService } from './http/token';
import { deviceManagementFor } from './integrations/deviceManagement';
import { fileStoreFor } from './integrations/fileStore';
import testClock from './jobs/testClock';
import alertHistory from './modules/alert/historyRoutes';
import alerts from './modules/alert/routes';
import areas from './modules/area/routes';
import attendance from './modules/attendance/routes';
import audit from './modules/audit/routes';
import auth from './modules/auth/routes';
import chats from './modules/chat/routes';
import clients from './modules/client/routes';
import companies from './modules/company/routes';
import dashboard from './modules/dashboard/routes';
import devices from './modules/device/routes';
import employeeMe from './modules/employee/me';
import employees from './modules/employee/routes';
import enrollment from './modules/enrollment/routes';
import escalation from './modules/escalation/routes';
import handset from './modules/handset/routes';
import incidents from './modules/incident/routes';
import { applyCheckpointKey } from './modules/integrity/checkpointKey';
import integrity from './modules/integrity/routes';
import { applySealKey } from './modules/integrity/seal';
import { applySettleHours } from './modules/patrols/provisional';
import portal from './modules/portal/routes';
import reports from './modules/reports/routes';
import routes from './modules/route/routes';
import tags from './modules/routeTag/routes';
import schedules from './modules/schedule/routes';
import sites from './modules/site/routes';
import tagToRoute from './modules/tagToRoute/routes';
import telegram from './modules/telegram/routes';
import tracking from './modules/tracking/routes';
import twoFactor from './modules/twoFactor/routes';
import { configuredChannels } from './notify/channels';
import notify from './notify/routes';
import apiDocs from './plugins/apiDocs';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errors from './plugins/errors';
import loadShedding from './plugins/loadShedding';
import nulText from './plugins/nulText';
import realtime from './realtime/socket';

/** Where the log goes: standard output, or a stream of the caller's (a test reading what is logged). */
export interface AppOptions {
  logStream?: { write(line: string): void };
}

export async function buildApp(config: Config, database: Database, options: AppOptions = {}): Promise<FastifyInstance> {
  applySettleHours(config.patrolSettleHours);
  applyCheckpointKey(config.checkpointSecret);
  applySealKey(config.checkpointSecret);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers["x-access-token"]', 'req.body.password'],
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: MAX_BODY_BYTES,
    frameworkErrors,
    clientErrorHandler,
    // X-Forwarded-For is believed only from the configured proxies: anyone else could choose its address.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(drain);
  await app.register(securityHeaders, {
    tileUrl: config.tileUrl,
    geocodeUrl: config.geocodeUrl,
    consoleOrigins: config.consoleOrigins,
  });
  await app.register(nulText);
  await app.register(loadShedding, {
    maxEventLoopDelayMs: config.shedEventLoopDelayMs,
    maxHeapUsedBytes: config.shedHeapUsedBytes,
    retryAfterSeconds: SHED_DEFAULTS.retryAfterSeconds,
  });
  await app.register(databasePlugin, { database });
  const tokens = tokenService(config.jwtSecret);
  await app.register(authPlugin, { tokens });
  await app.register(rateLimit, { global: false, store: databaseStore(database.db) });
  await app.register(multipart);
  await app.register(realtime, { tokens, heartbeatMs: config.heartbeatMs, origins: config.consoleOrigins });
  const files = fileStoreFor(database, config.dataDir);
  await app.register(storedFiles, { files });
  await app.register(apiDocs, { mode: config.apiDocs, tokens });

  await app.register(health, { database });
  await app.register(metrics, { database, token: config.metricsToken });
  app.get('/config.json', { schema: { hide: true } }, async () => ({
    apiUrl: '',
    tileUrl: config.tileUrl,
    geocodeUrl: config.geocodeUrl,
  }));

  await app.register(
    async (api) => {
      await api.register(auth, { tokens, publicUrl: config.publicUrl, rateLimit: config.authRateLimit });
      await api.register(twoFactor, { tokens, rateLimit: config.authRateLimit });
      await api.register(employeeMe);
      await api.register(companies);
      await api.register(employees);
      await api.register(areas);
      await api.register(sites);
      await api.register(devices, {
        deviceManagement: deviceManagementFor(config),
        deviceOfflineMinutes: config.deviceOfflineMinutes,
      });
      await api.register(tags);
      await api.register(enrollment);
      await api.register(incidents);
      await api.register(routes);
      await api.register(tagToRoute);
      await api.register(schedules);
      await api.register(handset, { files, settings: config });
      await api.register(alerts);
      await api.register(alertHistory);
      await api.register(chats, { files });
      await api.register(tracking);
      await api.register(attendance);
      await api.register(dashboard);
      await api.register(reports, {
        files,
        publicUrl: config.publicUrl,
        secret: config.jwtSecret,
        tokens,
        configured: configuredChannels(config),
      });
      await api.register(notify, { config });
      await api.register(telegram, { telegram: config.telegram });
      await api.register(escalation);
      await api.register(audit);
      await api.register(integrity);
      const links = { publicUrl: config.publicUrl, email: configuredChannels(config).email };
      await api.register(clients, links);
      await api.register(portal, { ...links, rateLimit: config.authRateLimit, files });
      if (config.testClock) await api.register(testClock, { config });
    },
    { prefix: '/api/v1' },
  );

  await serveConsole(app, config.consoleDir);
  return app;
}
