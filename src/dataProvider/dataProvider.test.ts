import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../authProvider/session';
import { stubServer } from '../test/stubServer';
import { dataProvider } from '.';
import { httpClient } from './httpClient';
import { UNREACHABLE_KEY } from './unreachable';

const guard = {
  id: 7,
  userId: 107,
  name: 'Thabo',
  surname: 'Nkosi',
  contactNumber: '0821234567',
  emailAddress: 'thabo@guardforce.co.za',
  companyId: 3,
  siteId: null,
  siteName: null,
  role: 'default',
};

beforeEach(() => {
  localStorage.clear();
  session.setToken('token-1');
  session.selectCompany({ id: 3, name: 'GuardForce' });
});
afterEach(() => vi.unstubAllGlobals());

describe('dataProvider', () => {
  it('lists the selected company with simple-rest parameters and reads the total from Content-Range', async () => {
    const calls = stubServer(() => ({ body: [guard], headers: { 'Content-Range': 'employee 0-9/42' } }));
    const result = await dataProvider.getList('employees', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'tha' },
    });
    const url = new URL(calls[0].url, 'http://console');
    expect(url.pathname).toBe('/api/v1/employee/byCompany/3');
    expect(url.searchParams.get('sort')).toBe('["name","ASC"]');
    expect(url.searchParams.get('range')).toBe('[10,19]');
    expect(url.searchParams.get('filter')).toBe('{"q":"tha"}');
    expect(calls[0].headers.get('x-access-token')).toBe('token-1');
    expect(result.total).toBe(42);
  });

  it("shows the server's 'default' role as security-guard", async () => {
    stubServer(() => ({ body: guard }));
    const { data } = await dataProvider.getOne('employees', { id: 7 });
    expect(data.role).toBe('security-guard');
  });

  it('creates an employee with only the fields the server accepts', async () => {
    const calls = stubServer(({ body }) => ({ body: { ...guard, ...(body as object), id: 8 } }));
    const { data } = await dataProvider.create('employees', {
      data: {
        name: 'Lerato',
        surname: 'Dlamini',
        contactNumber: '0827654321',
        emailAddress: 'lerato@guardforce.co.za',
        role: 'security-guard',
        siteId: '',
        password: 'Patrol123!',
        confirmPassword: 'Patrol123!',
        siteName: 'ignored',
      },
    });
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toMatch(/\/api\/v1\/employee$/);
    expect(calls[0].body).toEqual({
      name: 'Lerato',
      surname: 'Dlamini',
      contactNumber: '0827654321',
      emailAddress: 'lerato@guardforce.co.za',
      role: 'default',
      siteId: null,
      password: 'Patrol123!',
      companyId: 3,
    });
    expect(data.role).toBe('security-guard');
  });

  it('updates an employee with its numeric id and never a password', async () => {
    const calls = stubServer(({ body }) => ({ body }));
    await dataProvider.update('employees', {
      id: '7',
      data: { ...guard, role: 'security-guard', password: 'x', confirmPassword: 'x' },
      previousData: guard,
    });
    expect(calls[0].body).toEqual({
      id: 7,
      companyId: 3,
      siteId: null,
      name: 'Thabo',
      surname: 'Nkosi',
      contactNumber: '0821234567',
      emailAddress: 'thabo@guardforce.co.za',
      role: 'default',
    });
  });

  it('removes with the remove endpoint', async () => {
    const calls = stubServer(() => ({ body: { message: 'Area successfully removed' } }));
    await dataProvider.delete('areas', { id: '4', previousData: { id: '4' } });
    expect(calls[0].url).toMatch(/\/api\/v1\/area\/removeArea$/);
    expect(calls[0].body).toEqual({ id: 4 });
  });

  it("throws an HttpError with the server's message", async () => {
    stubServer(() => ({ status: 409, body: { message: 'An employee with this email address already exists.' } }));
    const failure = dataProvider.create('employees', { data: { name: 'X' } });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 409,
      message: 'An employee with this email address already exists.',
    });
  });

  it('pages in the browser when a list answers without Content-Range', async () => {
    const sites = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Site ${index + 1}` }));
    stubServer(() => ({ body: sites }));
    const result = await dataProvider.getList('sites', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(12);
    expect(result.data.map((site) => site.name)).toEqual(['Site 11', 'Site 12']);
  });
});

describe('httpClient', () => {
  it('gives up on a call that has no answer within its timeout, as one that reached no server, and sends nothing more', async () => {
    // A network that swallows the request: the call ends only when it is aborted.
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }),
        ),
    );
    vi.stubGlobal('fetch', hanging);
    const failure = await httpClient('alarmAlert/respond', { method: 'POST', body: '{}', timeoutMs: 50 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 0, message: UNREACHABLE_KEY });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hanging).toHaveBeenCalledTimes(1);
  });
});
