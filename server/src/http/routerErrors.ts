/**
 * Answers given before any route runs, in the product's shape (`{ message }`) rather than Fastify's own:
 * a URL that is not valid percent encoding (400), a path part longer than the router takes (414), and what
 * Node's HTTP parser refuses on the socket (431 headers too large, 408 too slow, 400 unreadable).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fill, MESSAGES } from '../../../contract/messages';

/** Fastify's `frameworkErrors`: the router's own refusals, answered like any other 4xx. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ message: fill(MESSAGES.request.badUrl, { detail: 'bad percent encoding' }) });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ message: MESSAGES.request.pathPartTooLong });
  }
  return reply.status(500).send({ message: MESSAGES.request.serverError });
}

/** What the socket is answered for a parser error: its status and message. */
function parserAnswer(code: string | undefined): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, MESSAGES.request.clientTimeout];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, MESSAGES.request.headersTooLarge];
  return [400, MESSAGES.request.badRequest];
}

/** Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = parserAnswer(error.code);
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
