/**
 * The central error handler: every failure answers JSON `{ message }` with its status.
 * Bad input is a 4xx that names the problem (the spec's message for a failed rule);
 * a 5xx is logged with its request and answered without details.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fill, MESSAGES } from '../../../contract/messages';
import { HttpError } from '../http/errors';

interface Issue {
  code?: string;
  keys?: string[];
  message?: string;
  path?: PropertyKey[];
}

function validationMessage(issues: { message?: string; params?: unknown; instancePath?: string }[]): string {
  const issueOf = (entry: (typeof issues)[number]) => (entry?.params as { issue?: Issue } | undefined)?.issue;
  const unknown = issues.map(issueOf).find((issue) => issue?.code === 'unrecognized_keys' && issue.keys?.length);
  if (unknown) return fill(MESSAGES.request.unknownField, { field: (unknown.keys ?? []).join(', ') });
  const first = issues[0];
  const issue = issueOf(first);
  const message = issue?.message ?? first?.message ?? '';
  // zod's own wording (no spec message for this rule): name the field it is about.
  if (/^Invalid input|^Too (big|small)|^Invalid (option|type)/.test(message)) {
    const field = issue?.path?.join('.') || first?.instancePath?.replace(/^\//, '') || 'body';
    return fill(MESSAGES.request.invalid, { detail: `${field}: ${message}` });
  }
  return message;
}

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ message: error.message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send({ message: validationMessage(error.validation) });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.status(400).send({ message: MESSAGES.request.malformedJson });
      }
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send({ message: MESSAGES.request.tooLarge });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: error.message });
      }
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return reply.status(500).send({ message: MESSAGES.request.serverError });
    });
  },
  { name: 'errors' },
);
