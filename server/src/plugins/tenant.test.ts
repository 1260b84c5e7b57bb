/**
 * Tenant isolation: GuardForce's admin and controller try every endpoint that takes an id or a
 * companyId with Cape Shield's ids. Each try is refused (403 or 404), leaks nothing, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type Api, addSite, api, valid } from '../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../test/helper';

let t: TestContext;
let call: Api;
/** Cape Shield's ids. */
const other = { company: 0, employee: 0, area: 0, site: 0 };
beforeAll(async () => {
  t = await build();
  call = api(t);
  other.company = (await call.companies()).capeShield;
  other.employee = await call.employeeId('luthando.jacobs@capeshield.co.za');
  other.area = await call.areaId('City Bowl');
  other.site = await addSite(t, other.company, 'Canal Walk');
});
afterAll(() => t.close());

/** Everything Cape Shield's admin can see of its own company. */
async function snapshot() {
  const read = async (url: string) => {
    const response = await call.get('otherAdmin', url);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  return {
    company: await read(`/api/v1/company/${other.company}`),
    employees: await read(`/api/v1/employee/byCompany/${other.company}`),
    employee: await read(`/api/v1/employee/${other.employee}`),
    areas: await read(`/api/v1/area/byCompany/${other.company}`),
    area: await read(`/api/v1/area/${other.area}`),
    sites: await read(`/api/v1/site/byCompany/${other.company}`),
  };
}

type Try = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };
const employeeFields = { ...valid.employee(), emailAddress: 'intruder@guardforce.co.za', password: undefined };
const cases: [string, () => Try][] = [
  ['GET employee/byCompany/{id}', () => ({ method: 'GET', url: `/api/v1/employee/byCompany/${other.company}` })],
  [
    'GET employee/byCompany?companyId=',
    () => ({ method: 'GET', url: `/api/v1/employee/byCompany?companyId=${other.company}` }),
  ],
  ['GET employee/{id}', () => ({ method: 'GET', url: `/api/v1/employee/${other.employee}` })],
  [
    'POST employee (create in the other company)',
    () => ({ method: 'POST', url: '/api/v1/employee', payload: { ...valid.employee(), companyId: other.company } }),
  ],
  [
    'POST employee (update the other company’s employee)',
    () => ({ method: 'POST', url: '/api/v1/employee', payload: { ...employeeFields, id: other.employee } }),
  ],
  [
    'POST employee (update, naming the other company)',
    () => ({
      method: 'POST',
      url: '/api/v1/employee',
      payload: { ...employeeFields, id: other.employee, companyId: other.company },
    }),
  ],
  [
    'POST employee/removeEmployee',
    () => ({ method: 'POST', url: '/api/v1/employee/removeEmployee', payload: { id: other.employee } }),
  ],
  ['GET area/byCompany/{id}', () => ({ method: 'GET', url: `/api/v1/area/byCompany/${other.company}` })],
  ['GET area/{id}', () => ({ method: 'GET', url: `/api/v1/area/${other.area}` })],
  [
    'POST area (create in the other company)',
    () => ({ method: 'POST', url: '/api/v1/area', payload: { ...valid.area(), companyId: other.company } }),
  ],
  [
    'POST area (update the other company’s area)',
    () => ({ method: 'POST', url: '/api/v1/area', payload: { ...valid.area(), id: other.area } }),
  ],
  [
    'POST area (update, naming the other company)',
    () => ({
      method: 'POST',
      url: '/api/v1/area',
      payload: { ...valid.area(), id: other.area, companyId: other.company },
    }),
  ],
  ['POST area/removeArea', () => ({ method: 'POST', url: '/api/v1/area/removeArea', payload: { id: other.area } })],
  ['GET company/{id}', () => ({ method: 'GET', url: `/api/v1/company/${other.company}` })],
  [
    'POST company (update the other company)',
    () => ({ method: 'POST', url: '/api/v1/company', payload: { ...valid.company(), id: other.company } }),
  ],
  [
    'POST company/removeCompany',
    () => ({ method: 'POST', url: '/api/v1/company/removeCompany', payload: { id: other.company } }),
  ],
  ['GET site/byCompany/{id}', () => ({ method: 'GET', url: `/api/v1/site/byCompany/${other.company}` })],
];

const intruders: Account[] = ['admin', 'controller'];
describe.each(intruders)('GuardForce’s %s with Cape Shield’s ids', (account) => {
  it.each(cases)('%s is refused with 403 or 404 and changes nothing', async (_label, attempt) => {
    const before = await snapshot();
    const { method, url, payload } = attempt();
    const response = await t.as(await call.token(account), { method, url, payload });
    expect([403, 404]).toContain(response.statusCode);
    expect(Object.keys(response.json())).toEqual(['message']);
    expect(response.body).not.toMatch(/cape|luthando|city bowl|canal walk/i);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the same ids are real', () => {
  it('Cape Shield’s own admin reads each of them', async () => {
    const seen = await snapshot();
    expect(seen.company.name).toBe('Cape Shield Protection');
    expect(seen.employee.emailAddress).toBe('luthando.jacobs@capeshield.co.za');
    expect(seen.area.name).toBe('City Bowl');
    expect(seen.sites.map((s: { id: number }) => s.id)).toContain(other.site);
    expect(seen.employees.map((e: { emailAddress: string }) => e.emailAddress)).toContain(ACCOUNTS.otherController);
  });

  it('GuardForce’s admin reaches its own with the same calls', async () => {
    const { guardforce } = await call.companies();
    for (const url of [
      `/api/v1/employee/byCompany/${guardforce}`,
      `/api/v1/employee/byCompany?companyId=${guardforce}`,
      `/api/v1/area/byCompany/${guardforce}`,
      `/api/v1/company/${guardforce}`,
      `/api/v1/site/byCompany/${guardforce}`,
    ]) {
      expect((await call.get('admin', url)).statusCode, url).toBe(200);
    }
  });
});
