/**
 * socket.io on the server's own port. A console connects with `auth: { token }` and joins its
 * company's room; a sys-admin's socket follows the company it names (handshake `companyId`, or the
 * `selectCompany` event). Events are emitted after they are stored; on PostgreSQL the postgres
 * adapter carries them to consoles connected to other instances. A console says which alert its operator has
 * open (`alertHandling`); the company's other consoles hear it with the operator's name, and hear it closed when
 * that socket goes.
 */
import { createAdapter } from '@socket.io/postgres-adapter';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { HEARTBEAT_INTERVAL_MS } from '../../../contract/constants';
import { SOCKET_EVENTS, type SocketPayload } from '../../../contract/events';
import { alertHandlingSent } from '../../../contract/socketPayloads';
import { employees } from '../db/schema';
import type { CompanyEvent } from '../events/emit';
import type { TokenService } from '../http/token';
import { authenticate } from '../plugins/auth';
import { nowSeconds } from '../time';
import { consoleOrigin } from './origin';
import { consoleOnly, refusal } from './refusal';

export interface Realtime {
  /** Sends an event to every console of a company, with the payload the contract gives that event. */
  emit<E extends CompanyEvent>(companyId: number, event: E, payload: SocketPayload<E>): void;
  /** Drops the open sockets of an employee whose sessions ended (on every instance). */
  endSessions(employeeId: number): void;
  /** Drops every socket of a removed company. */
  endCompany(companyId: number): void;
  io: Server;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** One console has one alert open at a time; a few more are let through (tabs), never an unbounded list. */
const HANDLING_MAX = 20;

const room = (companyId: number) => `company:${companyId}`;
const employeeRoom = (employeeId: number) => `employee:${employeeId}`;

function follow(socket: Socket, companyId: number) {
  for (const joined of socket.rooms) if (joined.startsWith('company:')) socket.leave(joined);
  socket.join(room(companyId));
}

export default fp(
  async (app: FastifyInstance, opts: { tokens: TokenService; heartbeatMs?: number; origins: string[] }) => {
    const allowed = consoleOrigin(opts.origins);
    const io = new Server(app.server, {
      serveClient: false,
      cors: { origin: opts.origins },
      allowRequest: (request, callback) => callback(null, allowed(request.headers.origin, request.headers.host)),
    });
    const pool = app.database.realtimePool;
    if (pool) {
      await pool.query(
        'create table if not exists socket_io_attachments (id bigserial unique, created_at timestamptz default now(), payload bytea)',
      );
      io.adapter(createAdapter(pool));
    }
    io.use(async (socket, next) => {
      try {
        const token = (socket.handshake.auth as { token?: string }).token;
        const actor = await authenticate(app, opts.tokens, token);
        if (actor.role === 'default') throw consoleOnly();
        socket.data.actor = actor;
        next();
      } catch (error) {
        next(refusal(error, app.log));
      }
    });
    io.on('connection', (socket) => {
      const actor = socket.data.actor as { employeeId: number; companyId: number; role: string; expiresAt: number };
      socket.join(employeeRoom(actor.employeeId));
      // The session's token expires: the socket goes with it (the console signs in again).
      const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, actor.expiresAt * 1000 - Date.now()));
      socket.on('disconnect', () => clearTimeout(expiry));
      const named = Number((socket.handshake.auth as { companyId?: unknown }).companyId);
      let following = actor.role === 'SYS_ADMIN' && named > 0 ? named : actor.companyId;
      follow(socket, following);
      // Answers the company the socket now follows, when the console asks for an acknowledgement.
      socket.on(SOCKET_EVENTS.selectCompany, (companyId: unknown, ack?: unknown) => {
        if (actor.role === 'SYS_ADMIN' && Number(companyId) > 0) following = Number(companyId);
        follow(socket, following);
        if (typeof ack === 'function') ack({ companyId: following });
      });
      // Who has which alert open: told to the company's other consoles, with the name the server knows.
      const handling = new Map<string, number>();
      let name: Promise<string> | undefined;
      const tell = async (guid: string, open: boolean, companyId: number) => {
        name ??= app.db
          .select({ name: employees.name, surname: employees.surname })
          .from(employees)
          .where(eq(employees.id, actor.employeeId))
          .then(([row]) => (row ? `${row.name} ${row.surname}` : ''));
        const payload = { guid, open, employeeId: actor.employeeId, name: await name };
        socket.to(room(companyId)).emit(SOCKET_EVENTS.alertHandling, payload);
      };
      socket.on(SOCKET_EVENTS.alertHandling, (sent: unknown) => {
        const parsed = alertHandlingSent.safeParse(sent);
        if (!parsed.success) return;
        const { guid, open } = parsed.data;
        if (open && !handling.has(guid) && handling.size >= HANDLING_MAX) return;
        if (open) handling.set(guid, following);
        else handling.delete(guid);
        tell(guid, open, following).catch((error) => app.log.warn({ err: error }, 'alert handling not told'));
      });
      socket.on('disconnect', () => {
        for (const [guid, companyId] of handling) {
          tell(guid, false, companyId).catch((error) => app.log.warn({ err: error }, 'alert handling not told'));
        }
        handling.clear();
      });
    });
    const beat = (): SocketPayload<typeof SOCKET_EVENTS.heartbeat> => ({ time: nowSeconds() });
    const heartbeat = setInterval(
      () => io.local.emit(SOCKET_EVENTS.heartbeat, beat()),
      opts.heartbeatMs ?? HEARTBEAT_INTERVAL_MS,
    );
    app.decorate('realtime', {
      io,
      emit: (companyId, event, payload) => io.to(room(companyId)).emit(event, payload),
      endSessions: (employeeId) => io.in(employeeRoom(employeeId)).disconnectSockets(true),
      endCompany: (companyId) => io.in(room(companyId)).disconnectSockets(true),
    } satisfies Realtime);
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      io.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
    });
  },
  { name: 'realtime', dependencies: ['database'] },
);
