import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, addSite, api, chars, count, rows, valid } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';

let t: TestContext;
let call: Api;
let guardforce: number;
let capeShield: number;
beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce, capeShield } = await call.companies());
});
afterAll(() => t.close());

const AM = MESSAGES.area;
type Area = { id: number; name: string; companyId: number; shouldReceiveReports: boolean };
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('GET /api/v1/area/byCompany/:companyId', () => {
  it('lists the company’s areas with every field and a Content-Range header', async () => {
    const response = await call.get('controller', `/api/v1/area/byCompany/${guardforce}`);
    expect(response.statusCode).toBe(200);
    const list: Area[] = response.json();
    expect(list.map((a) => a.name)).toEqual(['East Rand', 'Johannesburg North', 'Johannesburg South']);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      name: 'Johannesburg North',
      contactPerson: 'Sipho Dlamini',
      contactEmail: 'north@guardforce.co.za',
      contactNumber: '0117840011',
      shouldReceiveReports: true,
      companyId: guardforce,
    });
    expect(response.headers['content-range']).toBe('area 0-2/3');
  });

  it('pages, sorts and filters', async () => {
    const page = await call.get(
      'admin',
      `/api/v1/area/byCompany/${guardforce}?sort=${q(['name', 'DESC'])}&range=${q([0, 0])}`,
    );
    expect(page.json().map((a: Area) => a.name)).toEqual(['Johannesburg South']);
    expect(page.headers['content-range']).toBe('area 0-0/3');

    const filtered = await call.get('admin', `/api/v1/area/byCompany/${guardforce}?filter=${q({ q: 'eastrand@' })}`);
    expect(filtered.json().map((a: Area) => a.name)).toEqual(['East Rand']);
    expect(filtered.headers['content-range']).toBe('area 0-0/1');

    const bad = await call.get('admin', `/api/v1/area/byCompany/${guardforce}?sort=${q(['colour', 'ASC'])}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Cannot sort by colour.');
  });

  it('lets a sys-admin list any company’s areas', async () => {
    const response = await call.get('sysadmin', `/api/v1/area/byCompany/${capeShield}`);
    expect(response.json().map((a: Area) => a.name)).toEqual(['City Bowl', 'Northern Suburbs']);
  });
});

describe('GET /api/v1/area/:id', () => {
  it('answers one area of the company', async () => {
    const id = await call.areaId('East Rand');
    const response = await call.get('controller', `/api/v1/area/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'East Rand',
      shouldReceiveReports: false,
      companyId: guardforce,
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call.get('admin', '/api/v1/area/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(AM.notFound);
  });
});

describe('POST /api/v1/area', () => {
  it('creates an area without an id and updates it with one', async () => {
    const created = await call.post('admin', '/api/v1/area', valid.area());
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ id: expect.any(Number), ...valid.area(), companyId: guardforce });

    const id = created.json().id;
    const updated = await call.post('admin', '/api/v1/area', { ...valid.area(), id, shouldReceiveReports: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, shouldReceiveReports: false });
    expect((await call.get('admin', `/api/v1/area/${id}`)).json().shouldReceiveReports).toBe(false);
  });

  it('takes shouldReceiveReports as false when it is left out', async () => {
    const { shouldReceiveReports: _flag, ...payload } = { ...valid.area(), name: 'Midrand' };
    const response = await call.post('admin', '/api/v1/area', payload);
    expect(response.statusCode).toBe(200);
    expect(response.json().shouldReceiveReports).toBe(false);
  });

  it('lets a sys-admin create an area in a chosen company', async () => {
    const response = await call.post('sysadmin', '/api/v1/area', {
      ...valid.area(),
      name: 'Stellenbosch',
      companyId: capeShield,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().companyId).toBe(capeShield);
  });

  it('answers 404 for an unknown id and creates nothing', async () => {
    const before = await count(t, 'areas');
    const response = await call.post('admin', '/api/v1/area', { ...valid.area(), id: 999999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(AM.notFound);
    expect(await count(t, 'areas')).toBe(before);
  });

  it('refuses a controller with 403 for create and update, and nothing changes', async () => {
    const before = (await call.get('admin', `/api/v1/area/byCompany/${guardforce}`)).json();
    const id = await call.areaId('Johannesburg North');
    const create = await call.post('controller', '/api/v1/area', { ...valid.area(), name: 'By Controller' });
    const update = await call.post('controller', '/api/v1/area', { ...valid.area(), id });
    for (const response of [create, update]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.auth.forbidden);
    }
    expect((await call.get('admin', `/api/v1/area/byCompany/${guardforce}`)).json()).toEqual(before);
  });
});

describe('POST /api/v1/area/removeArea', () => {
  it('removes the area; its sites stay, with no area', async () => {
    const area = (await call.post('admin', '/api/v1/area', { ...valid.area(), name: 'Soweto' })).json();
    const siteId = await addSite(t, guardforce, 'Maponya Mall');
    await rows(t, sql`update sites set area_id = ${area.id} where id = ${siteId}`);

    const response = await call.post('admin', '/api/v1/area/removeArea', { id: area.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AM.removed });
    expect((await call.get('admin', `/api/v1/area/${area.id}`)).statusCode).toBe(404);
    const [site] = await rows<{ area_id: number | null }>(t, sql`select area_id from sites where id = ${siteId}`);
    expect(site).toEqual({ area_id: null });
  });

  it('refuses a controller with 403 and keeps the area', async () => {
    const id = await call.areaId('Johannesburg South');
    const response = await call.post('controller', '/api/v1/area/removeArea', { id });
    expect(response.statusCode).toBe(403);
    expect(await count(t, 'areas', sql`id = ${id}`)).toBe(1);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call.post('admin', '/api/v1/area/removeArea', { id: 999999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(AM.notFound);
  });
});

describe('area validation (spec part 1 §5)', () => {
  it.each([
    ['name', undefined, AM.allRequired],
    ['name', '', AM.allRequired],
    ['name', '   ', AM.allRequired],
    ['name', chars(31), AM.nameTooLong],
    ['contactPerson', undefined, AM.allRequired],
    ['contactPerson', '', AM.allRequired],
    ['contactNumber', undefined, AM.allRequired],
    ['contactNumber', '', AM.allRequired],
    ['contactNumber', chars(8, '0'), AM.invalidContactNumber],
    ['contactNumber', chars(14, '0'), AM.invalidContactNumber],
    ['contactEmail', undefined, AM.allRequired],
    ['contactEmail', '', AM.allRequired],
    ['contactEmail', 'pretoria.east', AM.invalidEmail],
    ['contactEmail', 'pretoria@east', AM.invalidEmail],
  ])('%s = %j → %s, and nothing is saved', async (field, value, message) => {
    const before = await count(t, 'areas');
    const response = await call.post('admin', '/api/v1/area', { ...valid.area(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await count(t, 'areas')).toBe(before);
  });

  it.each([
    ['name', chars(30)],
    ['contactNumber', chars(9, '0')],
    ['contactNumber', chars(13, '0')],
  ])('accepts %s at its limit (%#)', async (field, value) => {
    const response = await call.post('admin', '/api/v1/area', { ...valid.area(), [field]: value });
    expect(response.statusCode).toBe(200);
  });
});
