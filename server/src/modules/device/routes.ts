/**
 * /api/v1/device: list, bySite, get, upsert, removeDevice, installInfo (the handset's report and the
 * console's read-back), lastLocation, locations, locations by day, and battery, reboot, lock, unlock and
 * registration through the device-management provider (Scale Fusion), where the serial number is the identifier.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { device, devicePositionsAnswer, message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import { deviceLocation } from '../../../../contract/tracking';
import * as validation from '../../../../contract/validation';
import { HttpError } from '../../http/errors';
import { listQuery, sendList } from '../../http/list';
import { type DeviceManagement, DeviceManagementError, notConfigured } from '../../integrations/deviceManagement';
import { handsetState } from './handsetState';
import { devicePositions } from './positions';
import {
  battery,
  getDevice,
  getInstallInfo,
  isRegistered,
  lastLocation,
  listDevices,
  listLocations,
  locationsOn,
  MAX_LOCATIONS,
  type ManagementCommand,
  removeDevice,
  saveInstallInfo,
  sendCommand,
  upsertDevice,
} from './service';

const M = MESSAGES.device;
const error = message;
const tags = ['devices'];
const positiveId = z.coerce.number().int().positive();
const byId = z.object({ id: positiveId });
const bySerial = z.object({
  serial: z.string().min(1).max(128).describe("The device's serial number (the provider knows devices by serial)"),
});

/** The provider's commands: each path with the command it sends. */
const COMMANDS: [url: string, command: ManagementCommand][] = [
  ['/device/:serial/reboot', 'reboot'],
  ['/device/:serial/lock', 'lock'],
  ['/device/:serial/unlock', 'unlock'],
];

/** A day as YYYY-MM-DD that is a real date within DATE_RANGE. */
const day = validation.day(M.invalidDate);

/** A provider failure is a 502 with a message the console can show; the cause is logged. */
async function managed<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DeviceManagementError) {
      log.warn({ err }, 'device management failed');
      throw new HttpError(502, M.managementFailed);
    }
    throw err;
  }
}

const plugin: FastifyPluginAsyncZod<{ deviceManagement?: DeviceManagement; deviceOfflineMinutes: number }> = async (
  app,
  options,
) => {
  const offlineAfterMinutes = options.deviceOfflineMinutes;
  const management = options.deviceManagement ?? notConfigured();

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

  app.post(
    '/device/installInfo',
    {
      config: { access: 'handset' },
      schema: {
        tags: ['handset', ...tags],
        summary: "The handset's call on install: reports its app instance id and serial number",
        description: [
          'Called by the patrol app, signed in with a security guard account, when it is installed; a second report ' +
            "for the same app instance replaces the first. The console's Auto Fill reads it back with " +
            'GET /device/installInfo/{appInstanceId} when the control room registers the handset.',
          `Refusals: 400 "${M.appInstanceIdRequired}" or "${M.serialNumberRequired}"; ` +
            `401 "${MESSAGES.auth.missingToken}" or "${MESSAGES.auth.expiredToken}"; ` +
            `403 "${MESSAGES.handset.guardsOnly}" or "${M.installInfoForeign}".`,
        ].join('\n\n'),
        body: validation.installInfo.meta({
          examples: [{ appInstanceId: 'f3c9a1e2-app', serialNumber: 'R58N12ABCDE' }],
        }),
        response: {
          200: z.object({ appInstanceId: z.string(), serialNumber: z.string() }).describe('The report as stored'),
          400: error.describe('A field is missing or too long'),
          401: error.describe('No token, or the session expired: sign in again'),
          403: error.describe("Not a security guard account, or the app instance is another company's"),
        },
      },
    },
    async (request) => saveInstallInfo(app.db, request.actor, request.body),
  );

  app.get(
    '/device/installInfo/:appInstanceId',
    {
      schema: {
        tags,
        summary: 'The serial number a handset reported on install, for the Auto Fill of the device form',
        description:
          'serialNumber is null when no handset reported this app instance id (a device not yet installed is no ' +
          "error). Install info belongs to the company of the guard whose handset reported it: another company's " +
          'app instance id answers null, as one nobody reported.',
        params: z.object({ appInstanceId: z.string().min(1).max(256) }),
        response: { 200: z.object({ serialNumber: z.string().nullable() }) },
      },
    },
    async (request) => getInstallInfo(app.db, request.actor, request.params.appInstanceId),
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

  app.get(
    '/device/:id/lastLocation',
    {
      schema: {
        tags,
        summary:
          "The device's newest location and when the handset sent it (epoch seconds); nulls when it has sent none",
        params: byId,
        response: {
          200: z.object({
            latitude: z.number().nullable(),
            longitude: z.number().nullable(),
            sentAt: z.number().int().nullable(),
          }),
          404: error,
        },
      },
    },
    async (request) => lastLocation(app.db, request.actor, request.params.id),
  );

  app.get(
    '/device/:id/handsetStatus',
    {
      schema: {
        tags,
        summary: 'What the handset itself last reported: last contact, online or offline, battery and charging',
        description:
          'From the handset API, whatever the device-management provider knows. connection: online (heard from ' +
          'and not reported offline), offline (silent past DEVICE_OFFLINE_MINUTES), never (never heard from). ' +
          'Times in epoch seconds; battery fields null until the handset sends a status.',
        params: byId,
        response: {
          200: z.object({
            connection: z.enum(['online', 'offline', 'never']),
            lastSeenAt: z.number().int().nullable(),
            offlineSince: z.number().int().nullable(),
            batteryStatus: z.number().nullable(),
            isCharging: z.boolean().nullable(),
            offlineAfterMinutes: z
              .number()
              .int()
              .describe('The threshold: a handset silent this many minutes is reported offline'),
          }),
          404: error,
        },
      },
    },
    async (request) => ({
      ...(await handsetState(app.db, request.actor, request.params.id)),
      offlineAfterMinutes,
    }),
  );

  app.get(
    '/device/:id/locations',
    {
      schema: {
        tags,
        summary: `The device's locations, newest first, at most ${MAX_LOCATIONS} per call`,
        description: 'Sorts by sentAt or id and pages with sort/range; answers a Content-Range header.',
        params: byId,
        querystring: listQuery,
        response: { 200: z.array(deviceLocation), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const { rows, plan } = await listLocations(app.db, request.actor, request.params.id, request.query);
      return sendList(reply, 'deviceLocation', rows, plan);
    },
  );

  app.get(
    '/device/:id/locations/:date',
    {
      schema: {
        tags,
        summary: "The device's locations of one day within the shift window 04:00–21:59 UTC, oldest first",
        params: byId.extend({ date: day }),
        response: { 200: z.array(deviceLocation), 400: error, 404: error },
      },
    },
    async (request) => locationsOn(app.db, request.actor, request.params.id, request.params.date),
  );

  app.get(
    '/device/:id/battery',
    {
      schema: {
        tags,
        summary: "The device's battery as the device-management provider (Scale Fusion) reports it",
        description:
          'Looked up by the device’s serial number: 409 when it is not registered there, 502 when the provider fails.',
        params: byId,
        response: {
          200: z.object({ batteryStatus: z.number().nullable(), isCharging: z.boolean().nullable() }),
          404: error,
          409: error,
          502: error,
        },
      },
    },
    async (request) => managed(request.log, () => battery(app.db, management, request.actor, request.params.id)),
  );

  for (const [url, command] of COMMANDS) {
    app.get(
      url,
      {
        config: { access: 'write' },
        schema: {
          tags,
          summary: `${command[0].toUpperCase()}${command.slice(1)} the device through the device-management provider (Scale Fusion)`,
          description:
            'The path names the serial number, not the id. 404 when no device of the company has it, 409 when it is ' +
            'not registered with the provider, 502 when the provider fails.',
          params: bySerial,
          response: { 200: message, 403: error, 404: error, 409: error, 502: error },
        },
      },
      async (request) =>
        managed(request.log, () => sendCommand(app.db, management, request.actor, request.params.serial, command)),
    );
  }

  app.get(
    '/device/:serial/scaleFusion/isRegistered',
    {
      schema: {
        tags,
        summary: 'Whether the device of this serial number is registered with the device-management provider',
        description:
          'The path names the serial number; 404 when no device of the company has it. Always false when no provider is configured.',
        params: bySerial,
        response: { 200: z.object({ isRegistered: z.boolean() }), 404: error, 502: error },
      },
    },
    async (request) =>
      managed(request.log, () => isRegistered(app.db, management, request.actor, request.params.serial)),
  );
};

export default plugin;
