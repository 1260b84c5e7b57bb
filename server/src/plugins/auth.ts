/**
 * One place for authentication and roles. Each route names its access in `config.access`;
 * a route under /api/v1 that names none is a console route. The signed-in employee is read
 * afresh on every call, so a removed account or a changed role takes effect at once.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONSOLE_ROLES, type Role, TOKEN_HEADER, WRITE_ROLES } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import type { Actor } from '../db/actor';
import { employees } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../http/errors';
import type { TokenService } from '../modules/auth/token';

/** public: anyone; handset: any signed-in employee; console: console roles; write: admins; sysAdmin: sys-admin. */
export type Access = 'public' | 'handset' | 'console' | 'write' | 'sysAdmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor & { role: Role };
  }
}

const allowed: Record<Exclude<Access, 'public'>, readonly Role[]> = {
  handset: ['SYS_ADMIN', 'ADMIN', 'CONTROLLER', 'default'],
  console: CONSOLE_ROLES,
  write: WRITE_ROLES,
  sysAdmin: ['SYS_ADMIN'],
};

export async function authenticate(app: FastifyInstance, tokens: TokenService, token: string | undefined) {
  if (!token) throw unauthorized(MESSAGES.auth.missingToken);
  const check = await tokens.verify(token);
  if (!check.ok)
    throw unauthorized(check.reason === 'expired' ? MESSAGES.auth.expiredToken : MESSAGES.auth.missingToken);
  const [employee] = await app.db
    .select({ employeeId: employees.id, companyId: employees.companyId, role: employees.role })
    .from(employees)
    .where(eq(employees.id, check.claims.employeeId));
  if (!employee) throw unauthorized(MESSAGES.auth.expiredToken);
  return employee as Actor & { role: Role };
}

export default fp(
  async (app: FastifyInstance, opts: { tokens: TokenService }) => {
    app.decorateRequest('actor', null as never);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      const access = request.routeOptions.config?.access ?? (request.url.startsWith('/api/v1/') ? 'console' : 'public');
      if (access === 'public') return;
      const header = request.headers[TOKEN_HEADER];
      request.actor = await authenticate(app, opts.tokens, Array.isArray(header) ? header[0] : header);
      if (!allowed[access].includes(request.actor.role)) {
        throw forbidden(request.actor.role === 'default' ? MESSAGES.auth.consoleOnly : MESSAGES.auth.forbidden);
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/**
 * The company a call acts in. A sys-admin acts in the company it names (its own when it names none);
 * anyone else only in their own: another company's id is 'not found', never a hint that it exists.
 */
export function companyScope(actor: Actor, requested?: number | null): number {
  if (requested === undefined || requested === null) return actor.companyId;
  if (actor.role === 'SYS_ADMIN' || requested === actor.companyId) return requested;
  throw notFound(MESSAGES.company.notFound);
}

/** Checks that a row of `companyId` may be touched by the actor; 404 otherwise. */
export function assertOwned(actor: Actor, companyId: number, notFoundMessage: string): void {
  if (actor.role !== 'SYS_ADMIN' && companyId !== actor.companyId) throw notFound(notFoundMessage);
}
