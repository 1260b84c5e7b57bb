/**
 * House rule: a route of the API is served from the folder of its URL's first segment (`/api/v1/routeTag/…` from
 * `server/src/modules/routeTag`, `/api/v1/notify/…` from `server/src/notify`, the outbox's home), so one grep of a URL lands on its code.
 * The exceptions are named below. Each route's folder is where the call that added it was made (its stack).
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from './helper';

/** First segments served from a folder of another name (the spec's URL words beside the module's). */
const SEGMENT_FOLDERS: Record<string, string> = {
  login: 'auth',
  logout: 'auth',
  profile: 'auth',
  alarmAlert: 'alert',
  chats: 'chat',
  clients: 'client',
  incidents: 'incident',
  'chat-image': 'chat',
  report: 'reports',
  // The test clock's job trigger (TEST_CLOCK=1) lives beside the jobs it runs.
  test: 'jobs',
};

/** Routes served from another folder than their first segment's: a URL prefix (its parameters as in the route). */
const EXCEPTIONS: [prefix: string, folder: string][] = [
  ['/routeTag/TagEnrollment/', 'modules/enrollment'],
  ['/report/dashboard/', 'modules/dashboard'],
  ['/company/:companyId/escalation', 'modules/escalation'],
  ['/alarmAlert/:eventGuid/notifications', 'modules/escalation'],
  // The second factor's steps: signing in, turning it on, a sys-admin's reset.
  ['/login/secondFactor', 'modules/twoFactor'],
  ['/profile/twoFactor/', 'modules/twoFactor'],
  ['/employee/:id/resetTwoFactor', 'modules/twoFactor'],
];

const API = '/api/v1';
const SERVER = `${import.meta.dirname}${sep}..`;
const added: { method: string; url: string; stack: string }[] = [];

// Every Fastify instance made while this file runs tells of its routes as they are added (Fastify's own diagnostics
// channel), with the stack of the call that added each.
const watch = ({ fastify }: { fastify: FastifyInstance }) => {
  fastify.addHook('onRoute', (route) => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 100;
    const stack = new Error().stack ?? '';
    Error.stackTraceLimit = limit;
    for (const method of [route.method].flat()) added.push({ method, url: route.url, stack });
  });
};

/** The folder (under server/src) of the first frame in the server's code but this file. */
function folderOf(stack: string): string {
  for (const [, file] of stack.matchAll(/\(?((?:file:\/\/)?\/[^():]+\.ts):\d+:\d+\)?/g)) {
    const path = relative(SERVER, file.replace('file://', ''));
    if (path.startsWith('..') || path.includes('node_modules') || path.startsWith(`test${sep}`)) continue;
    const parts = path.split(sep);
    return parts[0] === 'modules' ? `modules/${parts[1]}` : parts.length > 1 ? parts[0] : path;
  }
  return '(not found)';
}

/** Where the rule says a route of the API is served from. */
function expectedFolders(url: string): string[] {
  const path = url.slice(API.length);
  const exception = EXCEPTIONS.find(([prefix]) => path.startsWith(prefix));
  if (exception) return [exception[1]];
  const segment = path.split('/')[1];
  const folder = SEGMENT_FOLDERS[segment] ?? segment;
  return [`modules/${folder}`, folder];
}

describe('route folders', () => {
  let t: TestContext;
  beforeAll(async () => {
    subscribe('fastify.initialization', watch as (message: unknown) => void);
    try {
      t = await build({ TEST_CLOCK: '1' }, { demo: false });
    } finally {
      unsubscribe('fastify.initialization', watch as (message: unknown) => void);
    }
  });
  afterAll(() => t.close());

  it('serves each route of the API from the folder of its first segment, or the folder its exception names', () => {
    const api = added.filter(({ url, method }) => url.startsWith(`${API}/`) && method !== 'HEAD');
    expect(api.length).toBeGreaterThan(50);
    const misplaced = api
      .map(({ method, url, stack }) => ({ route: `${method} ${url}`, folder: folderOf(stack), expected: url }))
      .filter(({ folder, expected }) => !expectedFolders(expected).includes(folder))
      .map(({ route, folder }) => `${route} from ${folder}`);
    expect(misplaced).toEqual([]);
  });

  it('names no exception that no route needs', () => {
    const paths = added.map(({ url }) => url.slice(API.length));
    expect(EXCEPTIONS.filter(([prefix]) => !paths.some((path) => path.startsWith(prefix)))).toEqual([]);
  });
});
