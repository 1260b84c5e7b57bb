/**
 * Text with a NUL character (\u0000) is refused with a 400 before any route sees it: PostgreSQL cannot
 * store it in text, so it would otherwise fail deep in a query. Checked in the body (strings and keys at
 * any depth), the query string and the path parameters.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../../contract/messages';
import { badRequest } from '../http/errors';

/** Whether a string, or any string or key inside arrays and objects, holds a NUL (walked without recursion). */
export function holdsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body's `events` are checked one by one by the route (a handset batch): one bad event must not sink the rest. */
    eventsCheckedEach?: boolean;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const body =
        request.routeOptions.config?.eventsCheckedEach && request.body && typeof request.body === 'object'
          ? { ...(request.body as object), events: [] }
          : request.body;
      if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(body)) {
        throw badRequest(MESSAGES.request.nulCharacter);
      }
    });
  },
  { name: 'nulText' },
);
