/**
 * Why a socket connection is refused, as the console is told. Only a known refusal (a missing, expired or
 * forged token, a guard's token) passes its message, which is the contract's text; any other failure (the
 * database's, which would carry its own wording) is logged and answered with a fixed message.
 */
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../../contract/messages';
import { forbidden, HttpError } from '../http/errors';

/** A guard's token opens no console socket. */
export const consoleOnly = () => forbidden(MESSAGES.auth.consoleOnly);

/** The error a refused connection answers with. */
export function refusal(error: unknown, log: FastifyBaseLogger): Error {
  if (error instanceof HttpError) return new Error(error.message);
  log.error({ err: error }, 'socket connection refused by a failure');
  return new Error(MESSAGES.request.serverError);
}
