/**
 * POST /api/v1/portal/checkpoints/check: 'Check a copy you kept' (copyCheck.ts). Registered inside the portal's routes
 * (routes.ts), whose hook takes the client's session on every call here. A file that is not JSON, or not the shape the
 * portal gave, is refused (400) in the client's words; every other failure goes to the app's error handler.
 */
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MAX_BODY_BYTES } from '../../../../contract/constants';
import { message } from '../../../../contract/entities';
import { MAX_HELD_CHECKPOINTS } from '../../../../contract/integrity';
import { fill, MESSAGES } from '../../../../contract/messages';
import { portalCopy, portalCopyResult } from '../../../../contract/portalCopy';
import { checkClientCopy } from './copyCheck';

const M = MESSAGES.portal;
/** A downloaded copy is pretty-printed JSON, about 450 bytes a checkpoint: room for the most one check takes. */
const COPY_BODY_BYTES = Math.max(MAX_BODY_BYTES, MAX_HELD_CHECKPOINTS * 800);
/** The body rules that carry the client's words already. */
const OWN_WORDS: string[] = [M.copyNoCheckpoints, fill(M.copyTooMany, { max: MAX_HELD_CHECKPOINTS })];

/** What is wrong with the file, for the client: the first field that is not as the portal gave it. */
function wrongShape(issues: { instancePath?: string; message?: string }[]): string {
  const [first] = issues;
  if (first?.message && OWN_WORDS.includes(first.message)) return first.message;
  const field = (first?.instancePath ?? '').split('/').filter(Boolean).join('.') || 'the file';
  return fill(M.copyWrongShape, { detail: `${field}: ${first?.message ?? 'not as expected'}` });
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: M.copyNotJson });
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'body') {
      return reply.status(400).send({ message: wrongShape(error.validation) });
    }
    // The app's handler (plugins/errors.ts) answers the rest.
    throw error;
  });

  app.post(
    '/portal/checkpoints/check',
    {
      config: { access: 'portal' },
      bodyLimit: COPY_BODY_BYTES,
      schema: {
        tags: ['portal'],
        summary: "'Check a copy you kept': the record of the client's sites checked against its own copy",
        description:
          'The body is the JSON file of GET /api/v1/portal/checkpoints as downloaded (or as the daily e-mail attaches ' +
          "it). Per handset of the client's sites: each checkpoint's signature verified with this server's key (one " +
          'that does not verify: the copy was altered), the row it signed still in the chain with that hash, the chain ' +
          'no shorter than its newest checkpoint, and no seq missing; where the record departs, by seq. An entry of ' +
          `another site's or company's chain (or of the audit log) is answered '${M.copyNotYours}' and not checked. ` +
          `Nothing is stored. 400 "${M.copyNotJson}", or "${fill(M.copyWrongShape, { detail: '…' })}".`,
        body: portalCopy,
        response: { 200: portalCopyResult, 400: message, 401: message, 413: message },
      },
    },
    async (request) => checkClientCopy(app.db, request.client, request.body),
  );
};

export default plugin;
