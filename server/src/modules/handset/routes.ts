/**
 * The handset API. A guard signs in with POST /api/v1/login like any employee; every call then sends
 * `x-access-token` and `x-app-instance-id`. Events are taken only from a device registered in the
 * guard's company with that app instance id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { message } from '../../../../contract/entities';
import {
  APP_INSTANCE_HEADER,
  eventResult,
  HANDSET_EVENT_TYPES,
  handsetBatch,
  MAX_PHOTO_BYTES,
} from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import { badRequest, HttpError } from '../../http/errors';
import type { FileStore } from '../../integrations/files';
import { imageType } from '../../integrations/files';
import { type IngestSettings, ingest } from '../events/ingest';
import { handsetOrigin } from './origin';

const error = message;
const tags = ['handset'];
const headers = z.object({
  [APP_INSTANCE_HEADER]: z.string().min(1).max(256).describe('the app instance id the device was registered with'),
});

const plugin: FastifyPluginAsyncZod<{ settings: IngestSettings; files: FileStore }> = async (app, opts) => {
  app.post(
    '/handset/events',
    {
      config: { access: 'handset' },
      schema: {
        tags,
        summary: 'A batch of handset events, each answered on its own',
        description:
          `Types: ${HANDSET_EVENT_TYPES.join(', ')}. Each event has its own eventGuid (UUID) and sentAt (epoch seconds). ` +
          'Sending the same eventGuid again is answered "duplicate" and changes nothing, so a handset retries freely. ' +
          'Accepted events are stored before the answer. An invalid event is answered "rejected" with a message; the rest of the batch is still taken.',
        headers,
        body: handsetBatch,
        response: { 200: z.object({ results: z.array(eventResult) }), 400: error, 401: error, 403: error },
      },
    },
    async (request) => {
      const origin = handsetOrigin(request);
      const { results, emits } = await ingest(app.db, origin, request.body.events, opts.settings);
      for (const emit of emits) app.realtime.emit(emit.companyId, emit.event, emit.payload);
      return { results };
    },
  );

  app.post(
    '/handset/photo',
    {
      config: { access: 'handset' },
      schema: {
        tags,
        summary: 'Upload a clock-in photo or chat image (JPEG, PNG or WebP, at most 5 MB); answers its imageUrl',
        consumes: ['multipart/form-data'],
        headers,
        response: { 200: z.object({ imageUrl: z.string() }), 400: error, 403: error, 413: error },
      },
    },
    async (request) => {
      handsetOrigin(request);
      if (!request.isMultipart()) throw badRequest(MESSAGES.handset.noFile);
      const file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
      if (!file) throw badRequest(MESSAGES.handset.noFile);
      const content = await file.toBuffer().catch((error) => {
        throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
          ? new HttpError(413, MESSAGES.handset.photoTooLarge)
          : error;
      });
      const ext = imageType(content);
      if (!ext) throw badRequest(MESSAGES.handset.notAnImage);
      return { imageUrl: await opts.files.save(content, ext) };
    },
  );
};

export default plugin;
