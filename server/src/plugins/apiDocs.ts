/**
 * The OpenAPI docs at /api/docs (page, /json and /yaml), as API_DOCS says: `public` (a handset team
 * builds against them), `signed-in` (only a request carrying a console user's `x-access-token`; 401
 * without one) or `off` (404, as any unknown path). Registered before the routes, which it describes.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CONSOLE_ROLES, TOKEN_HEADER } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import type { ApiDocs } from '../config';
import { forbidden } from '../http/errors';
import type { TokenService } from '../http/token';
import { authenticate } from './auth';

export const API_DOCS_PREFIX = '/api/docs';

export default fp(
  async (app: FastifyInstance, opts: { mode: ApiDocs; tokens: TokenService }) => {
    if (opts.mode === 'off') return;
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Patrol Console API',
          version: '1',
          description:
            'Every call but login and password reset sends the session token in the x-access-token header. ' +
            'Lists take react-admin simple-rest parameters (sort, range, filter) and answer a Content-Range header.',
        },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-access-token' } } },
        security: [{ token: [] }],
      },
      transform: jsonSchemaTransform,
    });
    const signedIn = async (request: FastifyRequest) => {
      const header = request.headers[TOKEN_HEADER];
      const actor = await authenticate(app, opts.tokens, Array.isArray(header) ? header[0] : header);
      if (!(CONSOLE_ROLES as readonly string[]).includes(actor.role)) throw forbidden(MESSAGES.auth.consoleOnly);
    };
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      ...(opts.mode === 'signed-in' ? { uiHooks: { onRequest: signedIn } } : {}),
    });
  },
  { name: 'api-docs', dependencies: ['auth'] },
);
