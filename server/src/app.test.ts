/** The public parts of the app: health check and OpenAPI description. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from './test/helper';

let t: TestContext;
beforeAll(async () => {
  t = await build({}, { demo: false });
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers 200 without a token once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });
});

describe('OpenAPI', () => {
  it('GET /api/docs/json is public and lists the API with its methods', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/api/v1/login', 'post'],
      ['/api/v1/employee/me', 'get'],
      ['/api/v1/profile/resetPassword', 'post'],
      ['/api/v1/profile/resetPasswordWeb', 'post'],
      ['/api/v1/company', 'get'],
      ['/api/v1/company', 'post'],
      ['/api/v1/company/{id}', 'get'],
      ['/api/v1/company/removeCompany', 'post'],
      ['/api/v1/company/register', 'post'],
      ['/api/v1/employee/byCompany', 'get'],
      ['/api/v1/employee/byCompany/{companyId}', 'get'],
      ['/api/v1/employee/{id}', 'get'],
      ['/api/v1/employee', 'post'],
      ['/api/v1/employee/removeEmployee', 'post'],
      ['/api/v1/area/byCompany/{companyId}', 'get'],
      ['/api/v1/area/{id}', 'get'],
      ['/api/v1/area', 'post'],
      ['/api/v1/area/removeArea', 'post'],
      ['/api/v1/site/byCompany/{companyId}', 'get'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(doc.paths['/healthz']).toBeUndefined();
  });

  it('describes request bodies from the contract schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const login = doc.paths['/api/v1/login'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(login.properties)).toEqual(['emailAddress', 'password']);
    const area = doc.paths['/api/v1/area'].post.requestBody.content['application/json'].schema;
    expect(area.properties.name.maxLength).toBe(30);
  });

  it('serves the documentation page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});
