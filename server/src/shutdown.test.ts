/**
 * Shutdown of the real server (server/src/main.ts in its own process): SIGTERM while a console's socket
 * and a keep-alive connection are open and a request is half sent. The request still gets its answer, the process exits
 * with code 0 (a shutdown that hangs is cut off after 5 s with a non-zero code) and the data folder's lock
 * is released. Two rounds on one data folder: the second start takes the lock the first released. The test under
 * load on PGlite then starts on that same folder (migrated, the demo loaded): what it watches is the exit.
 *
 * "In flight" is made certain, not timed: the request's head is sent and its body held back until the
 * server has logged the request and then the signal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io as connectClient } from 'socket.io-client';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './db/demo/password';
import { companyHandsets, keepSending, panicBatch, sendBatch } from './test/handsetLoad';
import { freePort } from './test/serverProcess';
import { startSmtpPeer } from './test/smtp';

const ROUNDS = 2;
/** A hang guard only: each round starts a server (migrations, demo data on the first) and stops it. */
const HANG_GUARD_MS = 180_000;
const dataDir = mkdtempSync(join(tmpdir(), 'patrol-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  process: ChildProcess;
  port: number;
  /** How many log lines have been written so far. */
  written(): number;
  /** Resolves once a log line matching `match` has been written, as line `from` or later. */
  logged(match: (line: Record<string, unknown>) => boolean, from?: number): Promise<void>;
  exited: Promise<number | null>;
  /** The log lines from the one matching `match` on (for a failure's message). */
  since(match: (line: Record<string, unknown>) => boolean): string;
}

async function start(env: Record<string, string> = {}, folder = dataDir): Promise<Server> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: folder,
      // The embedded database, whose data folder holds the lock, even in a run on PostgreSQL.
      DATABASE_URL: '',
      DEMO: '1',
      // The demo without its handset history: the shutdown, not the history, is what is watched here.
      DEMO_HISTORY_DAYS: '0',
      LOG_LEVEL: 'info',
      CONSOLE_DIR: join(folder, 'no-console'),
      JWT_SECRET: 'shutdown-test-secret-that-is-long-enough',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  const lines: Record<string, unknown>[] = [];
  const waiters: { match: (line: Record<string, unknown>) => boolean; resolve: () => void }[] = [];
  let rest = '';
  let output = '';
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
    const text = rest + chunk.toString();
    const complete = text.split('\n');
    rest = complete.pop() ?? '';
    for (const raw of complete) {
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(raw);
      } catch {
        continue;
      }
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.match(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const logged = (match: (line: Record<string, unknown>) => boolean, from = 0) =>
    lines.slice(from).some(match)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ match, resolve }));
  await Promise.race([
    logged((line) => line.msg === `Server listening at http://127.0.0.1:${port}`),
    exited.then((code) => {
      throw new Error(`the server exited with ${code} before listening:\n${output}`);
    }),
  ]);
  const since = (match: (line: Record<string, unknown>) => boolean) =>
    lines
      .slice(Math.max(0, lines.findIndex(match)))
      .map((line) => JSON.stringify(line))
      .join('\n');
  return { process: server, port, written: () => lines.length, logged, exited, since };
}

function answer(
  port: number,
  options: { method: string; path: string; agent: Agent; headers?: Record<string, string | number> },
  body?: { first: string; rest: Promise<string> },
): Promise<{ response: IncomingMessage; text: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, ...options }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ response, text }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    if (!body) return void sent.end();
    sent.flushHeaders();
    sent.write(body.first);
    body.rest.then((rest) => sent.end(rest), reject);
  });
}

describe('SIGTERM', () => {
  it(
    'answers the request in flight, ends keep-alive, exits 0, releases the lock, every time',
    async () => {
      for (let round = 1; round <= ROUNDS; round++) {
        const server = await start();
        expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
        const agent = new Agent({ keepAlive: true, maxSockets: 2 });

        // A console's socket, connected.
        const login = await fetch(`http://127.0.0.1:${server.port}/api/v1/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ emailAddress: 'controller@guardforce.co.za', password: DEMO_PASSWORD }),
        });
        const socket = connectClient(`http://127.0.0.1:${server.port}`, {
          auth: { token: login.headers.get('x-access-token') },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        await new Promise((resolve, reject) =>
          socket.once('connect', () => resolve(undefined)).once('connect_error', reject),
        );
        const dropped = new Promise((resolve) => socket.once('disconnect', resolve));

        // An idle keep-alive connection, left open.
        const health = await answer(server.port, { method: 'GET', path: '/healthz', agent });
        expect(health.response.statusCode).toBe(200);
        expect(health.response.headers.connection).toBe('keep-alive');

        // A sign-in whose body is held back until the server is shutting down.
        const before = server.written();
        const body = JSON.stringify({ emailAddress: 'admin@guardforce.co.za', password: DEMO_PASSWORD });
        let sendRest = (_: string) => {};
        const rest = new Promise<string>((resolve) => {
          sendRest = resolve;
        });
        const signIn = answer(
          server.port,
          {
            method: 'POST',
            path: '/api/v1/login',
            agent,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          { first: body.slice(0, 10), rest },
        );
        await server.logged(
          (line) => line.msg === 'incoming request' && (line.req as { url?: string })?.url === '/api/v1/login',
          before,
        );
        server.process.kill('SIGTERM');
        await server.logged((line) => line.msg === 'shutting down');
        sendRest(body.slice(10));

        const { response, text } = await signIn;
        expect(response.statusCode, text).toBe(200);
        expect(response.headers['x-access-token']).toBeTruthy();
        // The answer ends its keep-alive connection, so the server need not wait for the client to go.
        expect(response.headers.connection).toBe('close');
        await dropped;
        expect(await server.exited, `round ${round}`).toBe(0);
        expect(existsSync(join(dataDir, 'server.lock')), `round ${round}`).toBe(false);
        agent.destroy();
      }
    },
    HANG_GUARD_MS,
  );
});

/** SIGTERM's promise: the process is gone within this long of the signal, whatever it was doing. */
const SHUTDOWN_PROMISE_MS = 5_000;
const HANDSETS = 3;

/** A fresh database on the PostgreSQL cluster of the run (TEST_DATABASE_URL), from its migrated template. */
async function postgresDatabase(url: string) {
  const name = `shutdown_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const DATABASES = ['PGlite', ...(process.env.TEST_DATABASE_URL ? ['PostgreSQL'] : [])];

describe.each(DATABASES)('SIGTERM under load on %s', (kind) => {
  it(
    'exits within 5 s of the signal while handsets send 500-panic batches and the outbox sends a mail backlog',
    async () => {
      // On PGlite the folder of the rounds above, its data already made; on PostgreSQL a folder for the lock alone.
      const folder = kind === 'PGlite' ? dataDir : mkdtempSync(join(tmpdir(), 'patrol-shutdown-load-'));
      const smtp = await startSmtpPeer();
      const postgres = kind === 'PostgreSQL' ? await postgresDatabase(process.env.TEST_DATABASE_URL as string) : null;
      try {
        const server = await start(
          {
            SMTP_URL: smtp.url,
            OUTBOX_INTERVAL_MS: '100',
            ...(postgres ? { DATABASE_URL: postgres.url } : {}),
          },
          folder,
        );
        const url = `http://127.0.0.1:${server.port}`;
        const handsets = await companyHandsets(url, 'admin@guardforce.co.za', DEMO_PASSWORD, HANDSETS);
        // A mail backlog: each panic tells the site's contacts by e-mail (and SMS), queued in the outbox.
        for (const handset of handsets) expect((await sendBatch(url, handset, panicBatch())).status).toBe(200);
        await server.logged((line) => line.msg === 'incoming request');
        expect(smtp.received.length).toBeLessThan(HANDSETS * 500);

        // Handsets keep sending 500-panic batches; the signal comes while one is being stored.
        const load = keepSending(url, handsets);
        const from = server.written();
        await server.logged(
          (line) => line.msg === 'incoming request' && (line.req as { url?: string })?.url === '/api/v1/handset/events',
          from,
        );
        const signalled = performance.now();
        server.process.kill('SIGTERM');
        const code = await server.exited;
        const tookMs = performance.now() - signalled;
        await load.stop();
        const shutdownLog = server.since((line) => line.msg === 'shutting down');
        expect(tookMs, `exit code ${code}, after the signal:\n${shutdownLog}`).toBeLessThan(SHUTDOWN_PROMISE_MS);
        expect(code).toBe(0);
        // A batch sent after the signal is answered 503 (the server is closing; the handset sends it again).
        expect(load.statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
        expect(load.batches() + load.acknowledged.size).toBeGreaterThan(0);
      } finally {
        await smtp.close();
        await postgres?.drop();
        if (folder !== dataDir) rmSync(folder, { recursive: true, force: true });
      }
    },
    HANG_GUARD_MS,
  );
});
