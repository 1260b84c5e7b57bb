/**
 * Which pages may open the socket: real socket.io clients sending an Origin header, as a browser page
 * would. A page of another site is refused on both transports; the configured console origins and the
 * server's own address are taken; a client sending no Origin (a handset, a tool) is taken.
 */
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { api } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';

const CONSOLE = 'https://console.example.com';
const WAIT_MS = 5000;
let t: TestContext;
let url: string;
let token: string;
const clients: Socket[] = [];

beforeAll(async () => {
  t = await build({ CONSOLE_ORIGIN: `${CONSOLE}, https://backup-console.example.com` });
  token = await api(t).token('controller');
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of clients) socket.close();
  await t.close();
});

/** 'connected', or the refusal's message. */
function handshake(origin: string | undefined, transport: 'polling' | 'websocket'): Promise<string> {
  const socket = connectClient(url, {
    auth: { token },
    transports: [transport],
    extraHeaders: origin === undefined ? {} : { origin },
    reconnection: false,
    forceNew: true,
  });
  clients.push(socket);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('neither connected nor refused')), WAIT_MS);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve('connected');
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
  });
}

describe.each(['polling', 'websocket'] as const)('a handshake over %s', (transport) => {
  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike of the console', 'https://console.example.com.evil.example'],
    ['the console over plain HTTP', 'http://console.example.com'],
    ['an opaque origin', 'null'],
  ])('from %s is refused', async (_, origin) => {
    expect(await handshake(origin, transport)).not.toBe('connected');
  });

  it.each([
    ['the configured console', CONSOLE],
    ['a second configured console', 'https://backup-console.example.com'],
  ])('from %s is taken', async (_, origin) => {
    expect(await handshake(origin, transport)).toBe('connected');
  });

  it("from the server's own address (the console it serves) is taken", async () => {
    expect(await handshake(new URL(url).origin, transport)).toBe('connected');
  });

  it('with no Origin (no browser: a handset, a tool) is taken', async () => {
    expect(await handshake(undefined, transport)).toBe('connected');
  });
});

describe('CONSOLE_ORIGIN', () => {
  it('defaults to the origin of PUBLIC_URL, and takes several, comma-separated', () => {
    const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: t.config.dataDir };
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://patrol.example.com/console/' }).consoleOrigins).toEqual([
      'https://patrol.example.com',
    ]);
    expect(loadConfig({ ...base, PORT: '9090' }).consoleOrigins).toEqual(['http://localhost:9090']);
    expect(
      loadConfig({ ...base, CONSOLE_ORIGIN: 'https://a.example.com/, https://b.example.com:8443' }).consoleOrigins,
    ).toEqual(['https://a.example.com', 'https://b.example.com:8443']);
  });
});
