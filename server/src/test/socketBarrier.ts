/**
 * "Never receives" is checked with a barrier, not a sleep: a heartbeat sent now to every socket through the socket.io
 * adapter, as a company's events are. socket.io keeps the order of one connection's packets, so once a socket has
 * it, an event emitted before would have arrived first had it been sent to it. (The timer's heartbeat will not do:
 * it is local, and on PostgreSQL a company's event is delivered only once its NOTIFY has gone out, so the timer's
 * can overtake it.) On PostgreSQL each broadcast is published on a pool connection before it is sent, so an event
 * whose publish is still in flight when the barrier's starts may yet come after it: a test that expects an event
 * waits for that event; the barrier is for what must never arrive.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '../../../contract/events';

const WAIT_MS = 5000;
/** Each barrier's heartbeat carries its own number as its time (no timer's heartbeat has so small a time). */
let sent = 0;

/** Resolves once a heartbeat sent after this call, through the adapter, has reached `socket`. */
export function barrier(app: FastifyInstance, socket: Socket): Promise<void> {
  const time = ++sent;
  return new Promise((resolve, reject) => {
    const heard = (payload: { time?: number } | undefined) => {
      if (payload?.time !== time) return;
      clearTimeout(timer);
      socket.off(SOCKET_EVENTS.heartbeat, heard);
      resolve();
    };
    const timer = setTimeout(() => {
      socket.off(SOCKET_EVENTS.heartbeat, heard);
      reject(new Error(`no barrier heartbeat within ${WAIT_MS} ms`));
    }, WAIT_MS);
    socket.on(SOCKET_EVENTS.heartbeat, heard);
    app.realtime.io.emit(SOCKET_EVENTS.heartbeat, { time });
  });
}
