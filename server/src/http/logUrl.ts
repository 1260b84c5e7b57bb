/**
 * What the request log writes of a URL: the secrets some paths carry (the Telegram webhook's, the SMS delivery
 * reports') are replaced, so the log never holds what lets anyone post to those paths.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PATHS = /^(\/api\/v1\/(?:telegram\/webhook|notify\/sms\/reports)\/)[^/?#]*/;

export const REDACTED = '[redacted]';

export const loggedUrl = (url: string) => url.replace(SECRET_PATHS, `$1${REDACTED}`);

/** Fastify's own request serializer, with the URL as loggedUrl writes it. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: String(request.headers?.['accept-version'] ?? '') || undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
