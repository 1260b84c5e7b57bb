/** The company's SLA threshold: read and changed with the company, 0–100, a new company starts at the default. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_SLA_THRESHOLD } from '../../../../contract/dashboard';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, api, valid } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';

let t: TestContext;
let call: Api;
let guardforce: number;
beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
});
afterAll(() => t.close());

const read = async (account: 'sysadmin' | 'admin' | 'controller' = 'sysadmin', id = guardforce) =>
  (await call.get(account, `/api/v1/company/${id}`)).json();

it('starts at the default for a demo, a created and a registered company', async () => {
  expect(DEFAULT_SLA_THRESHOLD).toBe(90);
  expect((await read()).slaThreshold).toBe(90);
  const created = await call.post('sysadmin', '/api/v1/company', valid.company());
  expect(created.json().slaThreshold).toBe(90);
  const registered = await call.post('sysadmin', '/api/v1/company/register', valid.registration());
  expect(registered.statusCode, registered.body).toBe(200);
  expect((await read('sysadmin', registered.json().companyId)).slaThreshold).toBe(90);
});

it('is shown to the company’s admin and controller with the company', async () => {
  expect((await read('admin')).slaThreshold).toBe(90);
  expect((await read('controller')).slaThreshold).toBe(90);
});

it('is changed by a sys-admin with the company, kept when an upsert leaves it out, and used by the dashboard', async () => {
  const company = await read();
  const saved = await call.post('sysadmin', '/api/v1/company', { ...company, slaThreshold: 95.5 });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toEqual({ ...company, slaThreshold: 95.5 });
  const { slaThreshold: _, ...withoutIt } = company;
  const renamed = await call.post('sysadmin', '/api/v1/company', {
    ...withoutIt,
    contactPerson: 'Thandi Mokoena-Dube',
  });
  expect(renamed.json()).toMatchObject({ contactPerson: 'Thandi Mokoena-Dube', slaThreshold: 95.5 });
  const now = Math.floor(Date.now() / 1000);
  const dashboard = await call.get(
    'controller',
    `/api/v1/report/dashboard/sites/tagsScanned/${guardforce}?startDate=${now - 86_400}&endDate=${now}`,
  );
  expect(dashboard.json().slaThreshold).toBe(95.5);
  await call.post('sysadmin', '/api/v1/company', { ...company, slaThreshold: 90 });
});

it.each([
  ['below 0', -1],
  ['above 100', 100.5],
  ['not a number', '90'],
  ['null', null],
])('refuses a threshold %s with 400 and the range message', async (_label, slaThreshold) => {
  const company = await read();
  const response = await call.post('sysadmin', '/api/v1/company', { ...company, slaThreshold });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/SLA threshold|slaThreshold/);
  expect((await read()).slaThreshold).toBe(90);
});

it('takes both ends of the range', async () => {
  const company = await read();
  for (const slaThreshold of [0, 100, 90]) {
    const response = await call.post('sysadmin', '/api/v1/company', { ...company, slaThreshold });
    expect(response.json().slaThreshold).toBe(slaThreshold);
  }
});

it.each(['admin', 'controller'] as const)('leaves the company as it is when %s sends it (403)', async (account) => {
  const company = await read();
  const response = await call.post(account, '/api/v1/company', { ...company, slaThreshold: 10 });
  expect(response.statusCode).toBe(403);
  expect((await read()).slaThreshold).toBe(90);
});

it('names the range in its message for an out-of-range value', async () => {
  const company = await read();
  const response = await call.post('sysadmin', '/api/v1/company', { ...company, slaThreshold: 101 });
  expect(response.json()).toEqual({ message: MESSAGES.dashboard.slaThresholdRange });
});
