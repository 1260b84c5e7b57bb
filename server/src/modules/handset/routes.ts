/**
 * The handset API. A guard signs in with POST /api/v1/login like any employee; every call then sends
 * `x-access-token` and `x-app-instance-id`. Events are taken only from a device registered in the
 * guard's company with that app instance id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIVATION_TRIES_PER_MINUTE, activateAnswer, activateBody } from '../../../../contract/activation';
import { handsetChatAnswer, handsetChatQuery } from '../../../../contract/chat';
import { message } from '../../../../contract/entities';
import {
  APP_INSTANCE_HEADER,
  HANDSET_ALERTS_POLL_MS,
  handsetAlertsAnswer,
  isUrgent,
  MAX_PHOTO_BYTES,
} from '../../../../contract/handset';
import {
  HANDSET_PATROLS_HOURS_AHEAD,
  HANDSET_PATROLS_HOURS_BACK,
  handsetPatrolsAnswer,
} from '../../../../contract/handsetPatrols';
import { MESSAGES } from '../../../../contract/messages';
import { handsetWelfareAnswer } from '../../../../contract/welfare';
import { badRequest, HttpError } from '../../http/errors';
import type { FileStore } from '../../integrations/fileStore';
import { FILES_PREFIX, imageType } from '../../integrations/fileStore';
import { countHandsetBatch } from '../../metrics/tally';
import { requestDb } from '../../plugins/auth';
import { handsetChat } from '../chat/pages';
import { activate } from '../device/activation';
import { siteTags } from '../routeTag/scanned';
import { handsetWelfare } from '../welfare/service';
import { handsetAlerts } from './alerts';
import {
  batchAnswer,
  batchBody,
  batchDescription,
  callErrors,
  chatDescription,
  photoDescription,
  photoForm,
} from './document';
import { type IngestSettings, ingest } from './ingest';
import { handsetOrigin } from './origin';
import { handsetPatrols } from './patrols';
import { deviceTurns } from './turns';

const error = message;
const tags = ['handset'];
const headers = z.object({
  [APP_INSTANCE_HEADER]: z.string().min(1).max(256).describe('the app instance id the device was registered with'),
});

const plugin: FastifyPluginAsyncZod<{
  settings: IngestSettings & { handsetRateLimit: number };
  files: FileStore;
}> = async (app, opts) => {
  // Each device's batches in turn, a panic first (turns.ts).
  const inTurn = deviceTurns();
  app.post(
    '/handset/events',
    {
      config: {
        access: 'handset',
        urgentAware: true,
        eventsCheckedEach: true,
        // Per registered device, counted only once the route's preHandler found the device to be the
        // caller's own: a refused call (401, 403, 400) never uses up a handset's allowance.
        rateLimit: {
          max: opts.settings.handsetRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `device|${request.handset?.device.id}`,
          // A batch carrying a panic is never refused nor counted (the count is a query on the routine connections).
          allowList: (request) => isUrgent((request.body as { events?: unknown }).events),
          errorResponseBuilder: () => ({ statusCode: 429, message: MESSAGES.handset.tooManyBatches }),
        },
      },
      schema: {
        tags,
        summary: 'A batch of handset events, each answered on its own',
        description: batchDescription,
        headers,
        body: batchBody,
        response: { 200: batchAnswer, ...callErrors },
      },
      // Runs before the rate limit's own preHandler (which @fastify/rate-limit appends after the route's).
      preHandler: async (request) => {
        handsetOrigin(request);
      },
    },
    async (request) => {
      const started = performance.now();
      const origin = handsetOrigin(request);
      const urgent = isUrgent(request.body.events);
      const { results, emits } = await inTurn(origin.device.id, urgent, () =>
        ingest(requestDb(app, request), origin, request.body.events, {
          settings: opts.settings,
          log: request.log,
          // As the console's chat checks it: a file of the handset's own company that exists.
          imageStored: (url) => opts.files.exists(url.slice(FILES_PREFIX.length), origin.companyId),
          stopping: app.closing,
        }),
      );
      for (const emit of emits) app.realtime.emit(emit.companyId, emit.event, emit.payload);
      countHandsetBatch(request.body.events, results, (performance.now() - started) / 1000);
      return { results };
    },
  );

  app.post(
    '/handset/activate',
    {
      config: {
        access: 'handset',
        // Per guard: codes are not to be guessed.
        rateLimit: {
          max: ACTIVATION_TRIES_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `activate|${request.actor?.employeeId}`,
          errorResponseBuilder: () => ({ statusCode: 429, message: MESSAGES.activation.tooManyTries }),
        },
      },
      schema: {
        tags,
        summary: "Make this phone one of the site's devices with the code the console showed",
        description:
          "Signed in as a security guard of the device's site, send the code and an app instance id the app made " +
          'once; the device takes that id (send it in x-app-instance-id from then on) and the code is spent. ' +
          `Refusals: 400 "${MESSAGES.activation.codeUnknown}", "${MESSAGES.activation.codeUsed}" or ` +
          `"${MESSAGES.activation.codeExpired}"; 403 "${MESSAGES.handset.guardsOnly}" or "${MESSAGES.handset.otherSite}".`,
        body: activateBody,
        response: { 200: activateAnswer, 400: error, 401: callErrors[401], 403: error, 409: error, 429: error },
      },
    },
    async (request) => activate(app.db, request.actor, request.body),
  );

  app.post(
    '/handset/photo',
    {
      config: { access: 'handset' },
      schema: {
        tags,
        summary: 'Upload a clock-in photo or chat image (JPEG, PNG or WebP, at most 5 MB); answers its imageUrl',
        description: photoDescription,
        consumes: ['multipart/form-data'],
        headers,
        body: photoForm,
        response: {
          200: z.object({ imageUrl: z.string().describe('Where the photo is served, e.g. /files/3f…a9.jpg') }),
          400: error,
          401: callErrors[401],
          403: callErrors[403],
          413: error,
        },
      },
    },
    async (request) => {
      const { companyId } = handsetOrigin(request);
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
      return { imageUrl: await opts.files.save(content, ext, companyId) };
    },
  );

  app.get(
    '/handset/tags',
    {
      config: { access: 'handset' },
      schema: {
        tags,
        summary: "The tags of the handset's site, so a scan shows its tag's name at once (also offline)",
        headers,
        response: {
          200: z.array(z.object({ serialNumber: z.string(), name: z.string() })),
          401: callErrors[401],
          403: callErrors[403],
        },
      },
    },
    async (request) => siteTags(app.db, handsetOrigin(request).site.id),
  );

  app.get(
    '/handset/patrols',
    {
      config: { access: 'handset' },
      schema: {
        tags,
        summary: "The patrols of the handset's site around now: route, tags in order with due times, progress",
        description:
          `The site's plans that ended at most ${HANDSET_PATROLS_HOURS_BACK} hours ago or start within the next ` +
          `${HANDSET_PATROLS_HOURS_AHEAD} hours, by start time, each with its tags in the route's order, their due ` +
          'times and how the server judged each scan (the same judgement the console shows). Cache it for a dead ' +
          'signal: `now` says when the server answered.',
        headers,
        response: { 200: handsetPatrolsAnswer, 401: callErrors[401], 403: callErrors[403] },
      },
    },
    async (request) => {
      const { site, companyId } = handsetOrigin(request);
      return handsetPatrols(app.db, { id: site.id, companyId }, new Date(), opts.settings.patrolToleranceMinutes);
    },
  );

  app.get(
    '/handset/welfare',
    {
      config: { access: 'handset' },
      schema: {
        tags,
        summary: "The guard's welfare checks at the handset's site: the setting, his duty, the next and the open check",
        description:
          "While the guard is on duty at a site with welfare checks, the phone asks 'Are you OK?' at `nextDueAt` " +
          'and sends a welfareOk event when he answers; `open` is a check due and not answered yet. A check with no ' +
          'welfareOk sent within its window raises a Red welfareCheckMissed alert once the window has passed.',
        headers,
        response: { 200: handsetWelfareAnswer, 401: callErrors[401], 403: callErrors[403] },
      },
    },
    async (request) => {
      const { site } = handsetOrigin(request);
      return handsetWelfare(app.db, request.actor.employeeId, site.id, new Date());
    },
  );

  app.get(
    '/handset/chat',
    {
      config: { access: 'handset' },
      schema: {
        tags,
        summary: "Read the chat of the handset's site: the newest messages, or those stored after afterId",
        description: chatDescription,
        headers,
        querystring: handsetChatQuery,
        response: {
          200: handsetChatAnswer,
          400: error,
          401: callErrors[401],
          403: callErrors[403],
        },
      },
    },
    async (request) => {
      const { site } = handsetOrigin(request);
      return handsetChat(app.db, site.id, request.query.afterId);
    },
  );

  app.get(
    '/handset/alerts',
    {
      config: { access: 'handset' },
      schema: {
        tags,
        summary: "This device's panics and please-call-mes with the control room's answers, and the guard's duty",
        description:
          'What the handset shows back to its guard: each of its own alerts as the server stored it (receivedAt) ' +
          'and, once the control room answered, the answer, who gave it and when. Ask every ' +
          `${HANDSET_ALERTS_POLL_MS / 1000} s while an alert of the phone is open. onDutySince says whether the ` +
          'signed-in guard is clocked in (so two phones of one guard agree); controlRoomNumber is the number to ' +
          'call or text when nothing can be sent.',
        headers,
        response: { 200: handsetAlertsAnswer, 400: error, 401: callErrors[401], 403: callErrors[403] },
      },
    },
    async (request) => handsetAlerts(app.db, handsetOrigin(request)),
  );
};

export default plugin;
