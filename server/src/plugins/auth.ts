/**
 * One place for authentication and roles. Each route names its access in `config.access`;
 * a route under /api/v1 that names none is a console route. The signed-in employee is read
 * afresh on every call, so a removed account or a changed role takes effect at once.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CHAT_ROLES, CONSOLE_ROLES, type Role, TOKEN_HEADER, WRITE_ROLES } from '../../../contract/constants';
import { APP_INSTANCE_HEADER, isUrgent } from '../../../contract/handset';
import { MESSAGES } from '../../../contract/messages';
import { TWO_FACTOR_ROLES } from '../../../contract/twoFactor';
import type { Actor } from '../db/actor';
import type { Db } from '../db/client';
import { devices, employees, sites } from '../db/schema';
import type { HandsetDevice } from '../events/origin';
import { forbidden, notFound, unauthorized } from '../http/errors';
import type { TokenService } from '../http/token';

/**
 * public: anyone; signedIn: any signed-in employee; handset: a security guard (the handset API);
 * console: console roles; write: admins; chat: admins and controllers (no sys-admin); sysAdmin: sys-admin;
 * twoFactor: the roles that may enrol a second factor, with a session token or the enrol-only token of a sign-in whose
 * company requires one (request.enrolling); portal: a client's session, checked by the portal's own routes
 * (modules/portal), never an employee's token. A client's session is not a token `verify` takes, so every other
 * access refuses it.
 */
export type Access =
  | 'public'
  | 'signedIn'
  | 'handset'
  | 'console'
  | 'write'
  | 'chat'
  | 'sysAdmin'
  | 'twoFactor'
  | 'portal';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The handset events route: authenticated once its body is read (before it is validated), so that a batch
     * carrying a panic is read and stored on the urgent connections (db/client.ts) from its first query.
     */
    urgentAware?: boolean;
  }
  interface FastifyRequest {
    actor: Actor & { role: Role; siteId: number | null };
    /** On a handset route: the device registered with the call's app instance id, read with the actor. */
    handset: HandsetDevice | null;
    /** On a twoFactor route: the call came with an enrol-only token (no session yet). */
    enrolling: boolean;
  }
}

const allowed: Record<Exclude<Access, 'public' | 'portal'>, readonly Role[]> = {
  signedIn: ['SYS_ADMIN', 'ADMIN', 'CONTROLLER', 'default'],
  handset: ['default'],
  console: CONSOLE_ROLES,
  write: WRITE_ROLES,
  chat: CHAT_ROLES,
  sysAdmin: ['SYS_ADMIN'],
  twoFactor: TWO_FACTOR_ROLES,
};

async function claimsOf(tokens: TokenService, token: string | undefined, enrol = false) {
  if (!token) throw unauthorized(MESSAGES.auth.missingToken);
  const session = await tokens.verify(token);
  const check = session.ok || !enrol ? session : await tokens.verifyPending(token, 'enrol');
  if (!check.ok)
    throw unauthorized(check.reason === 'expired' ? MESSAGES.auth.expiredToken : MESSAGES.auth.missingToken);
  return check.claims;
}

const actorColumns = {
  employeeId: employees.id,
  companyId: employees.companyId,
  role: employees.role,
  siteId: employees.siteId,
  tokenVersion: employees.tokenVersion,
};

/** A removed employee, or a token older than the employee's last sign-out, reset or role change, is refused. */
function current<T extends { tokenVersion: number; role: string }>(employee: T | undefined, version: number) {
  if (!employee || employee.tokenVersion !== version) throw unauthorized(MESSAGES.auth.expiredToken);
  const { tokenVersion: _, ...actor } = employee;
  return actor as Omit<T, 'tokenVersion'> & { role: Role };
}

/** The signed-in employee behind a token, read afresh, with the token's expiry (epoch seconds). */
export async function authenticate(
  app: FastifyInstance,
  tokens: TokenService,
  token: string | undefined,
  enrol = false,
) {
  const claims = await claimsOf(tokens, token, enrol);
  const [employee] = await app.db.select(actorColumns).from(employees).where(eq(employees.id, claims.employeeId));
  return { ...current(employee, claims.version), expiresAt: claims.expiresAt };
}

/** A handset call: the employee and, in the same query, the device registered with the app instance id and its site. */
async function authenticateHandset(db: Db, tokens: TokenService, token: string | undefined, appInstanceId: string) {
  const claims = await claimsOf(tokens, token);
  const [row] = await db
    .select({
      actor: actorColumns,
      device: { id: devices.id, deviceName: devices.deviceName, serialNumber: devices.serialNumber },
      deviceCompanyId: devices.companyId,
      site: { id: sites.id, name: sites.name, address: sites.address },
      boundary: { poligonPoints: sites.poligonPoints, radius: sites.radius },
      // Top level: drizzle reads a left-joined object as null when its first field is null.
      offlineSince: devices.offlineSince,
      outsideSince: devices.outsideSince,
    })
    .from(employees)
    .leftJoin(devices, eq(devices.appInstanceId, appInstanceId))
    .leftJoin(sites, eq(sites.id, devices.siteId))
    .where(eq(employees.id, claims.employeeId));
  const actor = current(row?.actor, claims.version);
  const { device, deviceCompanyId, site, boundary, offlineSince, outsideSince } = row;
  const handset: HandsetDevice | null =
    device && site && deviceCompanyId !== null
      ? {
          companyId: deviceCompanyId,
          device,
          site,
          boundary: boundary ?? { poligonPoints: null, radius: null },
          state: { offlineSince, outsideSince },
        }
      : null;
  return { actor, handset };
}

export default fp(
  async (app: FastifyInstance, opts: { tokens: TokenService }) => {
    app.decorateRequest('actor', null as never);
    app.decorateRequest('handset', null);
    app.decorateRequest('enrolling', false);
    const check = async (request: FastifyRequest) => {
      const access = request.routeOptions.config?.access ?? (request.url.startsWith('/api/v1/') ? 'console' : 'public');
      if (access === 'public' || access === 'portal') return;
      const first = (name: string) => {
        const header = request.headers[name];
        return Array.isArray(header) ? header[0] : header;
      };
      const token = first(TOKEN_HEADER);
      if (access === 'handset') {
        ({ actor: request.actor, handset: request.handset } = await authenticateHandset(
          requestDb(app, request),
          opts.tokens,
          token,
          first(APP_INSTANCE_HEADER) ?? '',
        ));
      } else if (access === 'twoFactor') {
        const { expiresAt: _, ...actor } = await authenticate(app, opts.tokens, token, true);
        request.actor = actor;
        request.enrolling = !(await opts.tokens.verify(token ?? '')).ok;
      } else {
        const { expiresAt: _, ...actor } = await authenticate(app, opts.tokens, token);
        request.actor = actor;
      }
      if (!allowed[access].includes(request.actor.role)) {
        if (access === 'handset') throw forbidden(MESSAGES.handset.guardsOnly);
        throw forbidden(request.actor.role === 'default' ? MESSAGES.auth.consoleOnly : MESSAGES.auth.forbidden);
      }
    };
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!request.routeOptions.config?.urgentAware) await check(request);
    });
    app.addHook('preValidation', async (request: FastifyRequest) => {
      if (request.routeOptions.config?.urgentAware) await check(request);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

/** The database a call's queries go to: the urgent connections for a handset batch that carries a panic. */
export function requestDb(app: FastifyInstance, request: FastifyRequest): Db {
  return request.routeOptions.config?.urgentAware &&
    isUrgent((request.body as { events?: unknown } | undefined)?.events)
    ? app.database.urgent
    : app.db;
}

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
