/**
 * No internals in answers: text with a NUL character (which PostgreSQL cannot store) is a 400 with one
 * message wherever it is sent — a body string at any depth, a key, a query string, a path parameter —
 * nothing is saved, and the server keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER } from '../../../contract/handset';
import { MESSAGES } from '../../../contract/messages';
import { type Account, type Api, api, count, valid } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { validSite } from '../test/siteArea';
import { holdsNul } from './nulText';

let t: TestContext;
let call: Api;
let guardforce: number;
beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
});
afterAll(() => t.close());

const NUL = '\u0000';
const refused = { message: MESSAGES.request.nulCharacter };

describe('holdsNul', () => {
  it('finds a NUL in a string, an array, a nested object or a key, and nowhere else', () => {
    expect(holdsNul(`a${NUL}b`)).toBe(true);
    expect(holdsNul({ a: [{ b: ['x', { c: `${NUL}` }] }] })).toBe(true);
    expect(holdsNul({ [`k${NUL}`]: 1 })).toBe(true);
    expect(holdsNul({ a: ['x', 1, null, true, { b: 'y' }] })).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
    // Deep nesting is walked without recursion.
    let deep: unknown = `end${NUL}`;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});

describe('NUL characters in requests', () => {
  it.each<[string, Account, string, () => Promise<unknown>]>([
    ['a body string', 'admin', '/api/v1/area', async () => ({ ...valid.area(), name: `Pretoria${NUL}East` })],
    [
      'a string deep in the body (a site contact)',
      'admin',
      '/api/v1/site',
      async () => ({
        ...validSite(await call.areaId('Johannesburg North')),
        contacts: [{ name: `Estate${NUL}Manager`, contactNumber: '+27821234567' }],
      }),
    ],
    ['a key of the body', 'admin', '/api/v1/area', async () => ({ ...valid.area(), [`name${NUL}`]: 'x' })],
    [
      'a sign-in',
      'admin',
      '/api/v1/login',
      async () => ({ emailAddress: `admin${NUL}@guardforce.co.za`, password: 'x' }),
    ],
    [
      'an install report',
      'guard',
      '/api/v1/device/installInfo',
      async () => ({ appInstanceId: `app${NUL}1`, serialNumber: 'R58N111' }),
    ],
  ])('POST with NUL in %s → 400, nothing saved', async (_, account, url, payload) => {
    const before = await Promise.all(['areas', 'sites', 'device_install_info'].map((table) => count(t, table)));
    const response = await call.post(account, url, await payload());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    expect(await Promise.all(['areas', 'sites', 'device_install_info'].map((table) => count(t, table)))).toEqual(
      before,
    );
  });

  it.each([
    ['a query string', () => `/api/v1/area/byCompany/${guardforce}?filter=${encodeURIComponent(`{"q":"a${NUL}"}`)}`],
    ['a path parameter', () => '/api/v1/device/installInfo/app%00one'],
    ['a sort parameter', () => `/api/v1/employee/byCompany?sort=${encodeURIComponent(`["name${NUL}","ASC"]`)}`],
  ])('GET with NUL in %s → 400', async (_, url) => {
    const response = await call.get('admin', url());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
  });

  it('refuses a handset batch with a NUL outside its events, and stores none of it', async () => {
    // A NUL inside one event rejects that event alone (handset routes test); outside the events, the whole batch.
    const before = await count(t, 'events');
    const response = await t.as(await call.token('guard'), {
      method: 'POST',
      url: '/api/v1/handset/events',
      headers: { [APP_INSTANCE_HEADER]: 'any-handset' },
      payload: {
        events: [{ type: 'chatMessage', eventGuid: crypto.randomUUID(), sentAt: 1, message: 'hi' }],
        [`note${NUL}`]: 'x',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    expect(await count(t, 'events')).toBe(before);
  });

  it('still serves text without NUL, other control characters included', async () => {
    const response = await call.post('admin', '/api/v1/area', { ...valid.area(), name: 'Tab\tEast' });
    expect(response.statusCode).toBe(200);
  });
});
