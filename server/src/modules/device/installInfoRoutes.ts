/** /api/v1/device/installInfo: the handset's report of its install, and the console's read-back. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import * as validation from '../../../../contract/validation';
import { getInstallInfo, saveInstallInfo } from './service';

const M = MESSAGES.device;
const error = message;
const tags = ['devices'];

const plugin: FastifyPluginAsyncZod = async (app) => {
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
};

export default plugin;
