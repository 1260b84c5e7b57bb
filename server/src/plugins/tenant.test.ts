/**
 * Tenant isolation: GuardForce's admin and controller try every endpoint that takes an id or a
 * companyId with Cape Shield's ids. Each try is refused (403 or 404), leaks nothing, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagEnrollments } from '../db/schema';
import { type Account, type Api, addSite, api, valid } from '../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../test/helper';

let t: TestContext;
let call: Api;
/** Cape Shield's ids. */
const other = { company: 0, employee: 0, area: 0, site: 0, enrollment: 0, device: 0 };
beforeAll(async () => {
  t = await build();
  call = api(t);
  other.company = (await call.companies()).capeShield;
  other.employee = await call.employeeId('luthando.jacobs@capeshield.co.za');
  other.area = await call.areaId('City Bowl');
  other.site = await addSite(t, other.company, 'Canal Walk');
  const [enrollment] = await t.database.db
    .insert(tagEnrollments)
    .values({ companyId: other.company, siteId: other.site, name: 'Canal Walk Gate', serialNumber: 'CW-ENROL-1' })
    .returning({ id: tagEnrollments.id });
  other.enrollment = enrollment.id;
});
/** A past date range (epoch seconds) for the tracking and attendance calls. */
const range = {
  startDate: Date.parse('2024-06-10T00:00:00Z') / 1000,
  endDate: Date.parse('2024-06-11T00:00:00Z') / 1000,
};
beforeAll(async () => {
  const device = await call.post('otherAdmin', '/api/v1/device', {
    siteId: other.site,
    deviceName: 'Canal Walk 1',
    serialNumber: 'CW-TENANT-1',
    appInstanceId: 'cw-tenant-1',
    contactNumber: '0211234567',
  });
  other.device = device.json().id;
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
    chats: await read(`/api/v1/chats?siteId=${other.site}`),
    chatUnread: await read('/api/v1/chats/unread'),
    enrollments: await read(ENROLLING_TAGS),
  };
}

const ENROLLMENT = '/api/v1/routeTag/TagEnrollment';
const ENROLLING_TAGS = `${ENROLLMENT}/GetEnrollingTags`;

type Try = {
  method: 'GET' | 'POST';
  url: string;
  payload?: Record<string, unknown> | Buffer;
  headers?: Record<string, string>;
};
/** A real 1×1 PNG, for the image upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
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
  ['GET chats?siteId=', () => ({ method: 'GET', url: `/api/v1/chats?siteId=${other.site}&createdAt=0` })],
  [
    'POST chats (to the other company’s site)',
    () => ({ method: 'POST', url: '/api/v1/chats', payload: { siteId: other.site, message: 'Hello from GuardForce' } }),
  ],
  ['GET chats/unread?companyId=', () => ({ method: 'GET', url: `/api/v1/chats/unread?companyId=${other.company}` })],
  ['POST chats/read', () => ({ method: 'POST', url: '/api/v1/chats/read', payload: { siteId: other.site } })],
  [
    'POST chats/image-web?companyId=',
    () => ({
      method: 'POST',
      url: `/api/v1/chats/image-web?name=a.png&extensionType=image/png&companyId=${other.company}`,
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    }),
  ],
  [
    'GET routeTag/TagEnrollment/GetEnrollingTags?companyId=',
    () => ({ method: 'GET', url: `${ENROLLING_TAGS}?companyId=${other.company}` }),
  ],
  [
    'GET routeTag/TagEnrollment/GetEnrollingTags?siteId=',
    () => ({ method: 'GET', url: `${ENROLLING_TAGS}?siteId=${other.site}` }),
  ],
  [
    'GET routeTag/TagEnrollment/GetEnrollingTags?filter={siteId}',
    () => ({
      method: 'GET',
      url: `${ENROLLING_TAGS}?filter=${encodeURIComponent(JSON.stringify({ siteId: other.site }))}`,
    }),
  ],
  [
    'POST routeTag/TagEnrollment/AcceptTag/{id}',
    () => ({ method: 'POST', url: `${ENROLLMENT}/AcceptTag/${other.enrollment}` }),
  ],
  [
    'POST routeTag/TagEnrollment/DeclineTag/{id}',
    () => ({ method: 'POST', url: `${ENROLLMENT}/DeclineTag/${other.enrollment}` }),
  ],
  [
    'POST tracking/GetHistoryDeviceLocationsByDate',
    () => ({
      method: 'POST',
      url: '/api/v1/tracking/GetHistoryDeviceLocationsByDate',
      payload: { deviceId: other.device, ...range },
    }),
  ],
  [
    'POST attendance/retrievedatabysiteid',
    () => ({
      method: 'POST',
      url: '/api/v1/attendance/retrievedatabysiteid',
      payload: { siteId: other.site, ...range },
    }),
  ],
];

const intruders: Account[] = ['admin', 'controller'];
describe.each(intruders)('GuardForce’s %s with Cape Shield’s ids', (account) => {
  it.each(cases)('%s is refused with 403 or 404 and changes nothing', async (_label, attempt) => {
    const before = await snapshot();
    const { method, url, payload, headers } = attempt();
    const response = await t.as(await call.token(account), { method, url, payload, headers });
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
    expect(seen.enrollments).toEqual([expect.objectContaining({ id: other.enrollment, status: 'Pending' })]);
  });

  it('Cape Shield’s own admin reaches its device’s tracking and its site’s attendance', async () => {
    const tracking = await call.post('otherAdmin', '/api/v1/tracking/GetHistoryDeviceLocationsByDate', {
      deviceId: other.device,
      ...range,
    });
    const attendance = await call.post('otherAdmin', '/api/v1/attendance/retrievedatabysiteid', {
      siteId: other.site,
      ...range,
    });
    expect([tracking.statusCode, attendance.statusCode]).toEqual([200, 200]);
  });

  it('GuardForce’s admin reaches its own with the same calls', async () => {
    const { guardforce } = await call.companies();
    for (const url of [
      `/api/v1/employee/byCompany/${guardforce}`,
      `/api/v1/employee/byCompany?companyId=${guardforce}`,
      `/api/v1/area/byCompany/${guardforce}`,
      `/api/v1/company/${guardforce}`,
      `/api/v1/site/byCompany/${guardforce}`,
      `/api/v1/chats/unread?companyId=${guardforce}`,
      `${ENROLLING_TAGS}?companyId=${guardforce}`,
    ]) {
      expect((await call.get('admin', url)).statusCode, url).toBe(200);
    }
  });
});
