/**
 * Bad input (issue 2, 'Bad input'): malformed JSON, oversized bodies, wrong types, unknown or missing
 * fields. Each is a 4xx JSON answer with a clear message, nothing is half-saved, and the server keeps serving.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../../contract/constants';
import { fill, MESSAGES } from '../../../contract/messages';
import { type Api, api, count, valid } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';

let t: TestContext;
let call: Api;
beforeAll(async () => {
  t = await build();
  call = api(t);
});
afterAll(() => t.close());

const RQ = MESSAGES.request;
const invalid = (detail: string) => fill(RQ.invalid, { detail });
const TABLES = ['companies', 'employees', 'areas'];
const counts = async () => Promise.all(TABLES.map((table) => count(t, table)));

/** Sends a raw body as the sys-admin (who may call every write) and checks nothing was saved. */
async function send(url: string, body: string, contentType = 'application/json') {
  const before = await counts();
  const response = await t.as(await call.token('sysadmin'), {
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': contentType },
  });
  expect(await counts()).toEqual(before);
  return response;
}

/** After every bad request, a good one still works. */
async function stillServing() {
  const response = await call.post('admin', '/api/v1/area', { ...valid.area(), name: 'Still Serving' });
  expect(response.statusCode).toBe(200);
}

describe('malformed JSON', () => {
  it.each([
    ['/api/v1/company', '{"name": "Karoo Watch",'],
    ['/api/v1/employee', "{'name': 'single quotes'}"],
    ['/api/v1/area', '{"name": "x"} trailing'],
    ['/api/v1/company/register', '{"__proto__": {"admin": true}}'],
    ['/api/v1/login', '{"emailAddress":'],
  ])('POST %s with %s → 400', async (url, body) => {
    const response = await send(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: RQ.malformedJson });
    await stillServing();
  });

  it('an empty JSON body → 400 with a message', async () => {
    const response = await send('/api/v1/area', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/empty/i);
    await stillServing();
  });
});

describe('oversized bodies', () => {
  it('a body over 1 MiB → 413 with the contract message', async () => {
    const body = JSON.stringify({ ...valid.area(), contactPerson: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await send('/api/v1/area', body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: RQ.tooLarge });
    await stillServing();
  });

  it('a body just under 1 MiB is read (and refused by the rules, not the size)', async () => {
    const filler = 'x'.repeat(MAX_BODY_BYTES - 1000);
    const response = await send('/api/v1/area', JSON.stringify({ ...valid.area(), contactPerson: filler }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.area.allRequired });
  });
});

describe('wrong types', () => {
  it.each([
    ['/api/v1/area/removeArea', { id: '5' }, invalid('id: expected number, received string')],
    ['/api/v1/employee/removeEmployee', { id: true }, invalid('id: expected number, received boolean')],
    ['/api/v1/company', { ...valid.company(), name: 42 }, invalid('name: expected string, received number')],
    [
      '/api/v1/company',
      { ...valid.company(), contactNumber: 117840000 },
      invalid('contactNumber: expected string, received number'),
    ],
    [
      '/api/v1/area',
      { ...valid.area(), shouldReceiveReports: 'yes' },
      invalid('shouldReceiveReports: expected boolean, received string'),
    ],
    [
      '/api/v1/area',
      { ...valid.area(), contactEmail: ['a@b.co'] },
      invalid('contactEmail: expected string, received array'),
    ],
    ['/api/v1/employee', { ...valid.employee(), siteId: '3' }, invalid('siteId: expected number, received string')],
    [
      '/api/v1/employee',
      { ...valid.employee(), companyId: { id: 1 } },
      invalid('companyId: expected number, received object'),
    ],
    [
      '/api/v1/company/register',
      { ...valid.registration(), companyName: 7 },
      invalid('companyName: expected string, received number'),
    ],
    ['/api/v1/area', [valid.area()], invalid('body: expected object, received array')],
    ['/api/v1/area', 'just text', invalid('body: expected object, received string')],
  ])('POST %s %j → 400 naming the field and type', async (url, body, message) => {
    const response = await send(url, JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    await stillServing();
  });

  it.each([
    ['/api/v1/area/removeArea', { id: 1.5 }, /^The request is invalid: id: /],
    ['/api/v1/area/removeArea', { id: -3 }, /^The request is invalid: id: /],
    ['/api/v1/area/removeArea', { id: 3_000_000_000 }, /^The request is invalid: .*out of range/],
    ['/api/v1/employee', { ...valid.employee(), siteId: 3_000_000_000 }, /^The request is invalid: .*out of range/],
  ])('POST %s %j → 400 (numbers out of range)', async (url, body, message) => {
    const response = await send(url, JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    await stillServing();
  });

  it.each([
    '/api/v1/employee/abc',
    '/api/v1/area/0',
    '/api/v1/area/3000000000',
    '/api/v1/company/3000000000',
    '/api/v1/employee/byCompany?companyId=abc',
    '/api/v1/employee/byCompany?companyId=3000000000',
  ])('GET %s → 400 with a message', async (url) => {
    const response = await call.get('sysadmin', url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The request is invalid: /);
    await stillServing();
  });

  it('a form-encoded body → 415 with a message', async () => {
    const response = await send('/api/v1/area/removeArea', 'id=5', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/./);
  });
});

describe('unknown fields', () => {
  it.each([
    ['/api/v1/company', { ...valid.company(), x: 1 }, 'x'],
    ['/api/v1/employee', { ...valid.employee(), confirmPassword: 'Str0ngPassword!' }, 'confirmPassword'],
    ['/api/v1/area', { ...valid.area(), colour: 'red' }, 'colour'],
    ['/api/v1/company/register', { ...valid.registration(), isAdmin: true }, 'isAdmin'],
    ['/api/v1/area/removeArea', { id: 1, cascade: true }, 'cascade'],
    ['/api/v1/login', { emailAddress: 'admin@guardforce.co.za', password: 'Patrol123!', remember: true }, 'remember'],
  ])('POST %s with %j → 400 naming it', async (url, body, field) => {
    const response = await send(url, JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: fill(RQ.unknownField, { field }) });
    await stillServing();
  });
});

describe('missing fields', () => {
  it.each([
    ['/api/v1/area/removeArea', {}, /^The request is invalid: id: /],
    ['/api/v1/employee/removeEmployee', {}, /^The request is invalid: id: /],
    ['/api/v1/company', {}, new RegExp(`^${MESSAGES.company.nameTooShort}$`)],
    ['/api/v1/area', {}, new RegExp(`^${MESSAGES.area.allRequired}$`)],
    ['/api/v1/company/register', {}, new RegExp(`^${MESSAGES.registration.invalidFields}$`)],
    ['/api/v1/login', {}, new RegExp(`^${MESSAGES.auth.fillAllFields}$`)],
  ])('POST %s with %j → 400', async (url, body, message) => {
    const response = await send(url, JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    await stillServing();
  });
});

describe('unknown addresses', () => {
  it('an unknown API path answers a JSON 404 to a signed-in caller', async () => {
    const response = await call.get('admin', '/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^Not found\./);
  });
});

describe('server faults', () => {
  it('answers a failing query with a bare 500: no SQL, no parameters, no stack', async () => {
    const { guardforce } = await call.companies();
    await t.database.db.execute(sql`alter table areas rename to areas_away`);
    try {
      const response = await call.get(
        'admin',
        `/api/v1/area/byCompany/${guardforce}?filter=${encodeURIComponent('{"q":"North"}')}`,
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: RQ.serverError });
      expect(response.body).not.toMatch(/select|areas|North|\bat\b/i);
    } finally {
      await t.database.db.execute(sql`alter table areas_away rename to areas`);
    }
    await stillServing();
  });
});
