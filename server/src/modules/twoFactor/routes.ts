/**
 * Two-factor sign-in: POST /api/v1/login/secondFactor (the code after the password), POST
 * /api/v1/profile/twoFactor/enrol and confirm (turning it on), POST /api/v1/employee/:id/resetTwoFactor (sys-admin).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOKEN_HEADER } from '../../../../contract/constants';
import { message } from '../../../../contract/entities';
import { MESSAGES } from '../../../../contract/messages';
import {
  loginAnswer,
  recoveryCodes,
  secondFactorRequest,
  TWO_FACTOR,
  twoFactorConfirm,
  twoFactorEnrolment,
  twoFactorEnrolRequest,
} from '../../../../contract/twoFactor';
import { unauthorized } from '../../http/errors';
import { countHit } from '../../http/rateLimit';
import type { TokenService } from '../../http/token';
import {
  checkCodeLock,
  checkLocks,
  clearCodeFailures,
  clearFailures,
  confirmPassword,
  countCodeFailure,
  countFailure,
} from '../auth/service';
import { confirmEnrolment, resetSecondFactor, startEnrolment, twoFactorEmployee, useSecondFactor } from './service';

const error = message;
const tags = ['session'];

const plugin: FastifyPluginAsyncZod<{ tokens: TokenService; rateLimit: number }> = async (app, opts) => {
  app.post(
    '/login/secondFactor',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: opts.rateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          errorResponseBuilder: () => ({ statusCode: 429, message: MESSAGES.auth.tooManyAttempts }),
        },
      },
      schema: {
        tags,
        summary:
          "Sign in's second step: the code of the authenticator app (or a recovery code) with the secondFactorToken of POST /login; the token comes back in the x-access-token header. Wrong codes count as failed sign-ins.",
        body: secondFactorRequest,
        response: { 200: loginAnswer, 400: error, 401: error, 429: error },
      },
    },
    async (request, reply) => {
      const check = await opts.tokens.verifyPending(request.body.secondFactorToken, 'secondFactor');
      // Made for this client's address only, and used once (its id is remembered while it could still be valid).
      if (!check.ok || !check.claims.id || check.claims.address !== request.ip) {
        throw unauthorized(MESSAGES.twoFactor.codeExpired);
      }
      const employee = await twoFactorEmployee(app.db, check.claims.employeeId);
      if (!employee?.twoFactor || !employee.secret || employee.tokenVersion !== check.claims.version) {
        throw unauthorized(MESSAGES.twoFactor.codeExpired);
      }
      await checkLocks(app.db, employee.emailAddress, request.ip);
      await checkCodeLock(app.db, employee.id);
      if (!(await useSecondFactor(app.db, employee.id, employee.secret, request.body.code))) {
        await countCodeFailure(app.db, employee.id);
        await countFailure(app.db, employee.emailAddress, request.ip);
        throw unauthorized(MESSAGES.twoFactor.wrongCode);
      }
      const use = await countHit(app.db, `secondFactorToken|${check.claims.id}`, TWO_FACTOR.pendingSeconds * 1000);
      if (use.hits > 1) throw unauthorized(MESSAGES.twoFactor.codeExpired);
      await clearFailures(app.db, employee.emailAddress, request.ip);
      await clearCodeFailures(app.db, employee.id);
      reply.header(TOKEN_HEADER, await opts.tokens.sign({ employeeId: employee.id, version: employee.tokenVersion }));
      return { employeeId: employee.id };
    },
  );

  app.post(
    '/profile/twoFactor/enrol',
    {
      config: { access: 'twoFactor' },
      schema: {
        tags,
        summary:
          "Start turning on two-factor sign-in: a new secret as an otpauth:// URI (for a QR code) and as text; a console user with the account's password, or the enrol-only token of a sign-in whose company requires it. A wrong password counts as a failed sign-in.",
        body: twoFactorEnrolRequest,
        response: { 200: twoFactorEnrolment, 400: error, 401: error, 403: error, 409: error, 429: error },
      },
    },
    async (request) => {
      if (!request.enrolling) {
        await confirmPassword(app.db, request.actor.employeeId, request.body?.password, request.ip);
      }
      return startEnrolment(app.db, request.actor);
    },
  );

  app.post(
    '/profile/twoFactor/confirm',
    {
      config: { access: 'twoFactor' },
      schema: {
        tags,
        summary:
          "Turn two-factor sign-in on with a code of the new secret; answers the recovery codes, shown this once. The account's other sessions end; this one's new session token comes back in the x-access-token header.",
        body: twoFactorConfirm,
        response: { 200: recoveryCodes, 400: error, 401: error, 403: error, 409: error },
      },
    },
    async (request, reply) => {
      const answer = await confirmEnrolment(app.db, request.actor, request.body.code);
      app.realtime.endSessions(request.actor.employeeId);
      const employee = await twoFactorEmployee(app.db, request.actor.employeeId);
      if (employee) {
        reply.header(TOKEN_HEADER, await opts.tokens.sign({ employeeId: employee.id, version: employee.tokenVersion }));
      }
      return answer;
    },
  );

  app.post(
    '/employee/:id/resetTwoFactor',
    {
      config: { access: 'sysAdmin' },
      schema: {
        tags: ['employees'],
        summary:
          "Reset an employee's two-factor sign-in (a lost phone): it is off, and set up again at the next sign-in; recorded in the audit log",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: message, 400: error, 401: error, 403: error, 404: error },
      },
    },
    async (request) => {
      await resetSecondFactor(app.db, request.actor, request.params.id);
      app.realtime.endSessions(request.params.id);
      return { message: MESSAGES.twoFactor.reset };
    },
  );
};

export default plugin;
