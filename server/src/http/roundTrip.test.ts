/**
 * What a GET answers, the matching POST takes back unchanged: the fields the server answers (names it looks up,
 * a contact's Telegram link) are read-only, taken and ignored; a field nobody answers is still refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
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
// The demo site first listed, looked up once: a copied site may come before it later.
let demoSite: Promise<Row> | undefined;
const firstSite = () => {
  demoSite ??= first(`/api/v1/site/byCompany/${companyId}`);
  return demoSite;
};

/**
 * Each entity: where its record is read, and where it is saved; `kept`: a list the save must leave as it was;
 * `fresh`: the record read made into another one (its unique fields changed), `n` telling one copy from another;
 * `notFound`: the entity's message for an id it does not have.
 */
const ENTITIES: {
  entity: string;
  read: () => Promise<string>;
  save: string;
  kept?: (id: number) => string;
  fresh: (record: Row, n: number) => Record<string, unknown>;
  notFound: string;
}[] = [
  {
    entity: 'site',
    read: async () => `/api/v1/site/${(await firstSite()).id}`,
    save: '/api/v1/site',
    fresh: ({ contacts, ...site }, n) => ({
      ...site,
      name: `Copied Site ${n}`,
      contacts: (contacts as Row[]).map(({ id: _id, ...contact }) => ({ ...contact, id: n % 2 ? 0 : null })),
    }),
    notFound: MESSAGES.site.notFound,
  },
  {
    entity: 'device',
    read: async () => `/api/v1/device/${(await first(`/api/v1/device/bySite/${(await firstSite()).id}`)).id}`,
    save: '/api/v1/device',
    fresh: (device, n) => ({ ...device, serialNumber: `COPY-SERIAL-${n}`, appInstanceId: `copy-app-instance-${n}` }),
    notFound: MESSAGES.device.notFound,
  },
  {
    entity: 'area',
    read: async () => `/api/v1/area/${(await first(`/api/v1/area/byCompany/${companyId}`)).id}`,
    save: '/api/v1/area',
    fresh: (area, n) => ({ ...area, name: `Copied Area ${n}` }),
    notFound: MESSAGES.area.notFound,
  },
  {
    entity: 'employee',
    read: async () => `/api/v1/employee/${await call.employeeId('controller@guardforce.co.za')}`,
    save: '/api/v1/employee',
    fresh: (employee, n) => ({ ...employee, emailAddress: `copy${n}@guardforce.co.za`, password: 'Patrol123!' }),
    notFound: MESSAGES.employee.notFound,
  },
  {
    entity: 'tag',
    read: async () => `/api/v1/routeTag/${(await first(`/api/v1/routeTag/bySite/${(await firstSite()).id}`)).id}`,
    save: '/api/v1/routeTag',
    fresh: (tag, n) => ({ ...tag, serialNumber: `0C:0${n}:00:00:00:00:01`, name: `Copied Tag ${n}` }),
    notFound: MESSAGES.tag.notFound,
  },
  {
    entity: 'route',
    read: async () => `/api/v1/route/${(await first(`/api/v1/route/bySite/${(await firstSite()).id}`)).id}`,
    save: '/api/v1/route',
    kept: (id) => `/api/v1/tagToRoute/${id}`,
    fresh: (route, n) => ({ ...route, name: `Copied Route ${n}` }),
    notFound: MESSAGES.route.notFound,
  },
  {
    entity: 'schedule',
    read: async () => `/api/v1/schedule/${(await first(`/api/v1/schedule/bySite/${(await firstSite()).id}`)).id}`,
    save: '/api/v1/schedule',
    fresh: (schedule) => schedule,
    notFound: MESSAGES.schedule.notFound,
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

describe("a new record: id absent, 0 or null (spec part 2 §2: '0 or empty for new')", () => {
  const NEW_IDS = [
    { id: 0, n: 1 },
    { id: null, n: 2 },
  ];
  it.each(ENTITIES.flatMap((entity) => NEW_IDS.map((newId) => ({ ...entity, ...newId }))))(
    'a $entity saved with id $id is created, and the one it was read from is left as it was',
    async ({ read, save, fresh, id, n }) => {
      const url = await read();
      const before = (await call.get('admin', url)).json();
      const saved = await call.post('admin', save, { ...fresh(before, n), id });
      expect(saved.statusCode, saved.body).toBe(200);
      const answer = saved.json();
      const newId = answer.id ?? answer.siteId ?? answer.employeeId;
      expect(newId).toEqual(expect.any(Number));
      expect(newId).not.toBe(before.id);
      expect((await call.get('admin', url)).json()).toEqual(before);
      expect((await call.get('admin', url.replace(/\d+$/, String(newId)))).statusCode).toBe(200);
    },
  );

  it.each(ENTITIES)(
    'a $entity with an id it does not have is 404, with its message',
    async ({ read, save, notFound }) => {
      const before = (await call.get('admin', await read())).json();
      const response = await call.post('admin', save, { ...before, id: 999_999 });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: notFound });
    },
  );

  it('a negative id is refused', async () => {
    const site = await firstSite();
    const before = (await call.get('admin', `/api/v1/site/${site.id}`)).json();
    expect((await call.post('admin', '/api/v1/site', { ...before, id: -1 })).statusCode).toBe(400);
  });
});
