/** API_DOCS: the docs are public by default; `signed-in` asks for a console user's token; `off` hides them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { loadConfig } from '../config';
import { api } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';

const DOCS = ['/api/docs', '/api/docs/json', '/api/docs/yaml'];
const contexts: TestContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});
async function docs(mode?: string) {
  const context = await build(mode ? { API_DOCS: mode } : {});
  contexts.push(context);
  return context;
}

describe('by default (public)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await docs();
  });

  it.each(DOCS)('%s answers without a token', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
  });
});

describe('API_DOCS=signed-in', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await docs('signed-in');
  });

  it.each(DOCS)('%s answers 401 without a token, or with a forged one', async (url) => {
    for (const headers of [{}, { 'x-access-token': 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' }]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.auth.missingToken });
    }
  });

  it.each(DOCS)("%s answers a console user's token", async (url) => {
    const response = await t.as(await api(t).token('controller'), { method: 'GET', url });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a security guard's token: the docs are for people building against the API from the console side", async () => {
    const response = await t.as(await api(t).token('guard'), { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.auth.consoleOnly });
  });

  it('still lets everyone use the API the docs describe', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('API_DOCS=off', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await docs('off');
  });

  it.each(DOCS)('%s is a 404, with a token or without', async (url) => {
    const token = await api(t).token('admin');
    for (const response of [await t.app.inject({ method: 'GET', url }), await t.as(token, { method: 'GET', url })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain(MESSAGES.request.notFound);
    }
  });

  it('keeps the API itself working', async () => {
    const response = await t.as(await api(t).token('admin'), { method: 'GET', url: '/api/v1/employee/me' });
    expect(response.statusCode).toBe(200);
  });
});

describe('an unknown API_DOCS value', () => {
  it('stops the server at start with a message naming the choices', () => {
    expect(() =>
      loadConfig({ API_DOCS: 'private', JWT_SECRET: 'x'.repeat(40), DATA_DIR: contexts[0].config.dataDir }),
    ).toThrow('API_DOCS=private: expected one of public, signed-in, off');
  });
});
