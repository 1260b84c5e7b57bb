/**
 * What a GET answers, the matching POST takes back unchanged: the fields the server answers (names it looks up,
 * a contact's Telegram link) are read-only, taken and ignored; a field nobody answers is still refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, api } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';

let t: TestContext;
let call: Api;
let companyId: number;
beforeAll(async () => {
  t = await build();
  call = api(t);
  companyId = (await call.companies()).guardforce;
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number };
const first = async (url: string): Promise<Row> => {
  const response = await call.get('admin', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json()[0];
};
const firstSite = () => first(`/api/v1/site/byCompany/${companyId}`);

/** Each entity: where its record is read, and where it is saved; `kept`: a list the save must leave as it was. */
const ENTITIES: { entity: string; read: () => Promise<string>; save: string; kept?: (id: number) => string }[] = [
  { entity: 'site', read: async () => `/api/v1/site/${(await firstSite()).id}`, save: '/api/v1/site' },
  {
    entity: 'device',
    read: async () => `/api/v1/device/${(await first(`/api/v1/device/bySite/${(await firstSite()).id}`)).id}`,
    save: '/api/v1/device',
  },
  {
    entity: 'area',
    read: async () => `/api/v1/area/${(await first(`/api/v1/area/byCompany/${companyId}`)).id}`,
    save: '/api/v1/area',
  },
  {
    entity: 'employee',
    read: async () => `/api/v1/employee/${await call.employeeId('controller@guardforce.co.za')}`,
    save: '/api/v1/employee',
  },
  {
    entity: 'tag',
    read: async () => `/api/v1/routeTag/${(await first(`/api/v1/routeTag/bySite/${(await firstSite()).id}`)).id}`,
    save: '/api/v1/routeTag',
  },
  {
    entity: 'route',
    read: async () => `/api/v1/route/${(await first(`/api/v1/route/bySite/${(await firstSite()).id}`)).id}`,
    save: '/api/v1/route',
    kept: (id) => `/api/v1/tagToRoute/${id}`,
  },
  {
    entity: 'schedule',
    read: async () => `/api/v1/schedule/${(await first(`/api/v1/schedule/bySite/${(await firstSite()).id}`)).id}`,
    save: '/api/v1/schedule',
  },
];

describe('GET → POST round trip', () => {
  it.each(ENTITIES)('a $entity as GET answers it is saved back unchanged', async ({ read, save, kept }) => {
    const url = await read();
    const before = (await call.get('admin', url)).json();
    // The route's tags are the first item of the route-tags answer (its upcoming plans are made anew on save).
    const keptList = async () => kept && (await call.get('admin', kept(before.id))).json()[0];
    const keptBefore = await keptList();
    const saved = await call.post('admin', save, before);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call.get('admin', url)).json()).toEqual(before);
    expect(await keptList()).toEqual(keptBefore);
  });

  it.each(ENTITIES)('a $entity with a field nobody answers is refused, naming it', async ({ read, save }) => {
    const before = (await call.get('admin', await read())).json();
    const response = await call.post('admin', save, { ...before, areaNmae: 'typo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unknown field: areaNmae.');
  });
});
