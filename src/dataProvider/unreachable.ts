import { HttpError } from 'react-admin';

/** i18n key of a call that never reached the server (no answer at all: the network or the server is down). */
export const UNREACHABLE_KEY = 'patrol.connection.unreachable';

/** Answers a proxy gives for a server that is down or restarting. */
const GATEWAY_DOWN = new Set([503, 504]);

/** A call that reached no server: no answer (status 0), or a gateway saying the server is away. */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof HttpError && (error.status === 0 || GATEWAY_DOWN.has(error.status));

/** A failure that may pass if the same call is made again: the server was away or failed on its side. */
export const isRetryable = (error: unknown): boolean =>
  isUnreachable(error) || (error instanceof HttpError && error.status >= 500);
