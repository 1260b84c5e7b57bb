/**
 * /api/v1/device: list, bySite, get, upsert and removeDevice; the install report (installInfoRoutes.ts), locations
 * (locationRoutes.ts) and the device-management provider's calls (managementRoutes.ts) beside them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activationCodeAnswer, activationState as activationStateAnswer } from '../../../../contract/activation';
import { device, devicePositionsAnswer, message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import * as validation from '../../../../contract/validation';
import { listQuery, sendList } from '../../http/list';
import { type DeviceManagement, notConfigured } from '../../integrations/deviceManagement';
import { activationState, createActivationCode } from './activation';
import installInfo from './installInfoRoutes';
import locations from './locationRoutes';
import management from './managementRoutes';
import { devicePositions } from './positions';
import { getDevice, listDevices, removeDevice, upsertDevice } from './service';

const M = MESSAGES.device;
const error = message;
const tags = ['devices'];
const positiveId = z.coerce.number().int().positive();
const byId = z.object({ id: positiveId });

const plugin: FastifyPluginAsyncZod<{ deviceManagement?: DeviceManagement; deviceOfflineMinutes: number }> = async (
  app,
  options,
) => {
  const offlineAfterMinutes = options.deviceOfflineMinutes;
  app.get(
    '/device',
    {
      schema: {
        tags,
        summary: "The company's devices, or one site's with siteId; pages, sorts and filters with sort/range/filter",
        description:
          'Each device carries siteName and site { id, name }. A sys-admin may name companyId; siteId wins over companyId.',
        querystring: listQuery.extend({ siteId: positiveId.optional(), companyId: positiveId.optional() }),
        response: { 200: z.array(device), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { siteId, companyId, ...query } = request.query;
      const { rows, plan } = await listDevices(app.db, request.actor, { siteId, companyId }, query);
      return sendList(reply, 'device', rows, plan);
    },
  );

  app.get(
    '/device/positions',
    {
      schema: {
        tags,
        summary:
          "The live map: every device of the company at its last known position, with its state, last contact, battery, guard on duty and any unanswered panic; and the company's sites with their boundaries",
        description:
          'A sys-admin names companyId. latitude, longitude and positionAt (epoch seconds) are null for a device never located; ' +
          'offlineAfterMinutes is the threshold the server reports a silent handset offline after. Live moves follow on ' +
          'deviceLocation-qa.deviceLocation.',
        querystring: z.object({ companyId: positiveId.optional() }),
        response: { 200: devicePositionsAnswer, 400: error, 404: error },
      },
    },
    async (request) => ({
      ...(await devicePositions(app.db, request.actor, request.query.companyId)),
      offlineAfterMinutes,
    }),
  );

  app.get(
    '/device/bySite',
    {
      schema: {
        tags,
        summary: 'Devices of a site (siteId in the query); pages, sorts and filters with sort/range/filter',
        querystring: listQuery.extend({ siteId: positiveId }),
        response: { 200: z.array(device), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { siteId, ...query } = request.query;
      const { rows, plan } = await listDevices(app.db, request.actor, { siteId }, query);
      return sendList(reply, 'device', rows, plan);
    },
  );

  app.get(
    '/device/bySite/:siteId',
    {
      schema: {
        tags,
        summary: 'Devices of a site; pages, sorts and filters with sort/range/filter',
        params: z.object({ siteId: positiveId }),
        querystring: listQuery,
        response: { 200: z.array(device), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { rows, plan } = await listDevices(app.db, request.actor, { siteId: request.params.siteId }, request.query);
      return sendList(reply, 'device', rows, plan);
    },
  );

  app.get(
    '/device/:id',
    {
      schema: {
        tags,
        summary: 'One device (the edit screen)',
        params: byId,
        response: { 200: device, 404: error },
      },
    },
    async (request) => getDevice(app.db, request.actor, request.params.id),
  );

  app.post(
    '/device',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: "Create (no id) or update a device; it belongs to its site's company",
        description: 'An App Instance ID already used by another device is a 409, and nothing is saved.',
        body: validation.deviceUpsert,
        response: { 200: device, 400: error, 403: error, 404: error, 409: error },
      },
    },
    async (request) => upsertDevice(app.db, request.actor, request.body),
  );

  app.post(
    '/device/removeDevice',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'Remove a device with its locations',
        body: validation.removeById,
        response: { 200: message, 403: error, 404: error },
      },
    },
    async (request) => {
      await removeDevice(app.db, request.actor, request.body.id);
      return { message: M.removed };
    },
  );

  app.post(
    '/device/:id/activationCode',
    {
      config: { access: 'write' },
      schema: {
        tags,
        summary: 'A one-use code (valid 15 minutes) that activates a phone running the handset app as this device',
        description:
          'The guard signs in on the handset app at /handset and enters the code (or scans its QR); the device then ' +
          'takes the app instance id the app made (POST /api/v1/handset/activate). Admins only.',
        params: byId,
        response: { 200: activationCodeAnswer, 403: error, 404: error },
      },
    },
    async (request) => createActivationCode(app.db, request.actor, request.params.id),
  );

  app.get(
    '/device/:id/activation',
    {
      schema: {
        tags,
        summary: 'When a handset was last activated with a code for this device',
        params: byId,
        response: { 200: activationStateAnswer, 404: error },
      },
    },
    async (request) => activationState(app.db, request.actor, request.params.id),
  );

  await app.register(installInfo);
  await app.register(locations, { deviceOfflineMinutes: offlineAfterMinutes });
  await app.register(management, { management: options.deviceManagement ?? notConfigured() });
};

export default plugin;
