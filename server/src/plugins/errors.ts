/**
 * The central error handler: every failure answers JSON `{ message }` with its status.
 * Bad input is a 4xx that names the problem (the spec's message for a failed rule);
 * a 5xx is logged with its request and answered without details.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fill, MESSAGES } from '../../../contract/messages';
import { databaseInputError, HttpError } from '../http/errors';
import { loggedUrl } from '../http/logUrl';

/** One zod issue as fastify-type-provider-zod hands it over (the issue code is the keyword). */
interface Entry {
  keyword?: string;
  message?: string;
  instancePath?: string;
  params?: { keys?: string[]; expected?: string };
}

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);

function valueAt(root: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], root);
}

/** `input` is the request body when the body failed, to tell a missing value from one of the wrong type. */
function validationMessage(entries: Entry[], input?: unknown): string {
  const unknown = entries.find((entry) => entry.keyword === 'unrecognized_keys' && entry.params?.keys?.length);
  if (unknown) return fill(MESSAGES.request.unknownField, { field: (unknown.params?.keys ?? []).join(', ') });
  const first = entries[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  const field = path.join('.') || 'body';
  const message = first?.message ?? '';
  // A value of the wrong type: a rule's own message ('too short', 'all fields are required') would mislead.
  const value = input === undefined ? undefined : valueAt(input, path);
  if (first?.keyword === 'invalid_type' && value !== undefined && value !== null) {
    const detail = `${field}: expected ${first.params?.expected ?? 'another type'}, received ${typeOf(value)}`;
    return fill(MESSAGES.request.invalid, { detail });
  }
  // zod's own wording (no spec message for this rule): name the field it is about.
  if (/^Invalid input|^Too (big|small)|^Invalid (option|type)/.test(message)) {
    return fill(MESSAGES.request.invalid, { detail: `${field}: ${message}` });
  }
  return message;
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send({ message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const input = error.validationContext === 'body' ? request.body : undefined;
        return reply.status(400).send({ message: validationMessage(error.validation as Entry[], input) });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.status(400).send({ message: MESSAGES.request.malformedJson });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send({ message: MESSAGES.request.tooLarge });
      }
      const database = databaseInputError(error);
      if (database) {
        return reply.status(400).send({ message: fill(MESSAGES.request.invalid, { detail: database }) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: error.message });
      }
      request.log.error({ err: error, url: loggedUrl(request.url), method: request.method }, 'request failed');
      return reply.status(500).send({ message: MESSAGES.request.serverError });
    });
  },
  { name: 'errors' },
);
