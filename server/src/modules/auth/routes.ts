/** POST /api/v1/login, POST /api/v1/logout, POST /api/v1/profile/resetPassword and resetPasswordWeb. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOKEN_HEADER } from '../../../../contract/constants';
import { message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import { loginAnswer, TWO_FACTOR } from '../../../../contract/twoFactor';
import * as validation from '../../../../contract/validation';
import type { TokenService } from '../../http/token';
import { endSessions } from '../employee/store';
import { checkCredentials, normalEmail, requestReset, resetWithCode } from './service';

const error = message;

const plugin: FastifyPluginAsyncZod<{ tokens: TokenService; publicUrl: string; rateLimit: number }> = async (
  app,
  opts,
) => {
  const limited = {
    access: 'public' as const,
    rateLimit: {
      max: opts.rateLimit,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      // Keyed as the address is looked up: 'A@b.co ' and 'a@b.co' share one limit.
      keyGenerator: (request: { ip: string; body?: unknown }) =>
        `${request.ip}|${normalEmail(String((request.body as { emailAddress?: unknown })?.emailAddress ?? ''))}`,
      errorResponseBuilder: () => ({ statusCode: 429, message: MESSAGES.auth.tooManyAttempts }),
    },
  };

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        tags: ['session'],
        summary:
          "Sign in; the token comes back in the x-access-token header. With two-factor sign-in on, secondFactor 'code' and no session yet: send the code to POST /login/secondFactor",
        body: validation.login,
        response: { 200: loginAnswer, 400: error, 401: error, 429: error },
      },
    },
    async (request, reply) => {
      const employee = await checkCredentials(app.db, request.body.emailAddress, request.body.password, request.ip);
      const claims = { employeeId: employee.id, version: employee.tokenVersion };
      const lasts = TWO_FACTOR.pendingSeconds;
      // With a second factor on, no session yet: the code comes first (POST /login/secondFactor).
      if (employee.secondFactor === 'code') {
        const secondFactorToken = await opts.tokens.signPending(claims, 'secondFactor', lasts, request.ip);
        return { employeeId: employee.id, secondFactor: 'code' as const, secondFactorToken };
      }
      // The company requires a second factor the admin has not set up: a token that only enrols.
      if (employee.secondFactor === 'enrol') {
        reply.header(TOKEN_HEADER, await opts.tokens.signPending(claims, 'enrol', lasts, request.ip));
        return { employeeId: employee.id, secondFactor: 'enrol' as const };
      }
      reply.header(TOKEN_HEADER, await opts.tokens.sign(claims));
      return { employeeId: employee.id };
    },
  );

  // Sign-out takes no body: whatever a client sends with it (a JSON content type and nothing, as fetch often
  // does) is not read, so no parse error keeps a session open.
  await app.register(async (signOut) => {
    signOut.removeAllContentTypeParsers();
    signOut.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    signOut.post(
      '/logout',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['session'],
          summary: 'Sign out: ends every session of the signed-in employee (its tokens and open live connections)',
          response: { 200: message, 401: error },
        },
      },
      async (request) => {
        await endSessions(app.db, request.actor.employeeId);
        app.realtime.endSessions(request.actor.employeeId);
        return { message: MESSAGES.auth.signedOut };
      },
    );
  });

  app.post(
    '/profile/resetPassword',
    {
      config: limited,
      schema: {
        tags: ['session'],
        summary: 'E-mail a single-use reset link (valid 1 hour); the same answer whether or not the address exists',
        body: validation.resetPassword,
        response: { 200: message, 429: error },
      },
    },
    async (request) => {
      await requestReset(app.db, request.body.emailAddress, opts.publicUrl);
      return { message: MESSAGES.auth.resetLinkSent };
    },
  );

  app.post(
    '/profile/resetPasswordWeb',
    {
      config: limited,
      schema: {
        tags: ['session'],
        summary: 'Set a new password with the e-mailed code',
        body: validation.resetPasswordWeb,
        response: { 200: message, 400: error, 429: error },
      },
    },
    async (request) => {
      await resetWithCode(app.db, request.body.code, request.body.password, app.realtime.endSessions);
      return { message: MESSAGES.auth.passwordUpdated };
    },
  );
};

export default plugin;
