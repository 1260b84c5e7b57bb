/**
 * Answers given before any route (an unreadable URL, a path part too long, headers too large, a request the
 * HTTP parser cannot read) come in the product's shape, `{ message }`, over a real socket.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, MESSAGES } from '../../../contract/messages';
import { build, type TestContext } from '../test/helper';

let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await build({}, { demo: false });
  const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  port = Number(url.port);
});
afterAll(() => t.close());

/** Sends raw bytes and reads the whole answer until the server closes or has sent its body. */
function raw(request: string): Promise<{ status: number; type: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    const done = () => {
      const [head, ...rest] = text.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      const type = /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '';
      resolve({ status, type, body: JSON.parse(rest.join('\r\n\r\n')) });
      socket.destroy();
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      const start = text.indexOf('\r\n\r\n');
      if (start >= 0 && Buffer.byteLength(text.slice(start + 4)) >= length) done();
    });
    socket.on('error', (error) => (text ? done() : reject(error)));
  });
}

describe('answers before any route', () => {
  it('a URL that is not valid percent encoding: 400 { message }', async () => {
    const answer = await raw('GET /api/v1/site/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: fill(MESSAGES.request.badUrl, { detail: 'bad percent encoding' }) });
  });

  it('a path part longer than the router takes: 414 { message }', async () => {
    const answer = await raw(
      `GET /api/v1/site/${'9'.repeat(500)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({ message: MESSAGES.request.pathPartTooLong });
  });

  it('headers larger than the parser takes: 431 { message }', async () => {
    const answer = await raw(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toEqual({
      status: 431,
      type: 'application/json; charset=utf-8',
      body: { message: MESSAGES.request.headersTooLarge },
    });
  });

  it('a URL longer than the parser takes: 431 { message }', async () => {
    const answer = await raw(`GET /api/v1/site?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ message: MESSAGES.request.headersTooLarge });
  });

  it('bytes that are no HTTP request: 400 { message }', async () => {
    const answer = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toEqual({
      status: 400,
      type: 'application/json; charset=utf-8',
      body: { message: MESSAGES.request.badRequest },
    });
  });
});
