/**
 * /api/v1/device/…: battery, reboot, lock, unlock and registration through the device-management provider
 * (Scale Fusion), where the serial number is the identifier.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import { HttpError } from '../../http/errors';
import { type DeviceManagement, DeviceManagementError } from '../../integrations/deviceManagement';
import { battery, isRegistered, type ManagementCommand, sendCommand } from './service';

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

const plugin: FastifyPluginAsyncZod<{ management: DeviceManagement }> = async (app, { management }) => {
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
