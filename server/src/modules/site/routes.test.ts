import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, api, count, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { createSite, square, validSite } from '../../test/siteArea';

let t: TestContext;
let call: Api;
let areaId: number;
beforeAll(async () => {
  t = await build();
  call = api(t);
  areaId = await call.areaId('Johannesburg North');
});
afterAll(() => t.close());

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Estate Manager',
  contactNumber: '+27821234567',
  emailAddress: 'manager@hydepark.co.za',
  shouldReceivePanicsEmail: true,
  shouldReceiveFailedPatrolsPhone: true,
  ...overrides,
});

describe('site upsert', () => {
  it('creates a site with its contacts and answers { siteId }', async () => {
    const response = await call.post('admin', '/api/v1/site', { ...validSite(areaId), contacts: [contact()] });
    expect(response.statusCode).toBe(200);
    const { siteId } = response.json();
    const site = (await call.get('admin', `/api/v1/site/${siteId}`)).json();
    expect(site).toMatchObject({
      name: 'Hyde Park Corner',
      areaId,
      areaName: 'Johannesburg North',
      polygonType: 'polygon',
    });
    expect(site.contacts).toHaveLength(1);
    expect(site.contacts[0]).toMatchObject({
      name: 'Estate Manager',
      shouldReceivePanicsEmail: true,
      shouldReceivePanicsPhone: false,
    });
  });

  it('adds, edits and removes contacts with the site in one save', async () => {
    const siteId = await createSite(call, 'admin', {
      contacts: [contact({ name: 'Keep' }), contact({ name: 'Drop' })],
    });
    const [keep] = (await call.get('admin', `/api/v1/site/${siteId}`)).json().contacts;
    const response = await call.post('admin', '/api/v1/site', {
      ...validSite(areaId),
      id: siteId,
      contacts: [{ ...contact({ name: 'Kept and renamed' }), id: keep.id }, contact({ name: 'New' })],
    });
    expect(response.statusCode).toBe(200);
    const names = (await call.get('admin', `/api/v1/site/${siteId}`))
      .json()
      .contacts.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Kept and renamed', 'New']);
  });

  it('saves nothing when a contact is invalid, naming the contact', async () => {
    const before = await count(t, 'sites');
    const response = await call.post('admin', '/api/v1/site', {
      ...validSite(areaId),
      contacts: [contact(), contact({ contactNumber: '0821234567' })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Site contact 2 has an invalid contact number');
    expect(await count(t, 'sites')).toBe(before);
  });

  it.each([
    [{ name: '' }, MESSAGES.site.fillAllFields],
    [{ address: '' }, MESSAGES.site.fillAllFields],
    [{ division: '' }, MESSAGES.site.fillAllFields],
    [{ branch: undefined }, MESSAGES.site.fillAllFields],
    [{ areaId: undefined }, MESSAGES.site.fillAllFields],
    [{ latitude: undefined }, MESSAGES.site.noLatitude],
    [{ longitude: null }, MESSAGES.site.noLongitude],
    [{ poligonPoints: '' }, MESSAGES.site.noPolygon],
    [{ poligonPoints: '{"type":"Polygon","coordinates":[[[1,2],[3,4]]]}' }, MESSAGES.site.invalidBoundary],
    [{ poligonPoints: 'not json' }, MESSAGES.site.invalidBoundary],
    [
      { contacts: [contact({ name: '' })] },
      'Site contact 1 has invalid information (name and contact number is required)',
    ],
    [
      { contacts: [contact({ emailAddress: 'nope' })] },
      'Site contact 1 has invalid information (email address not valid)',
    ],
  ])('refuses %j', async (change, message) => {
    const response = await call.post('admin', '/api/v1/site', { ...validSite(areaId), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each(['27821234567', '+264811234567', '267712345678', '+268761234567', '233201234567'])(
    'accepts contact number %s',
    async (number) => {
      const response = await call.post('admin', '/api/v1/site', {
        ...validSite(areaId),
        contacts: [contact({ contactNumber: number })],
      });
      expect(response.statusCode).toBe(200);
    },
  );

  it("refuses another company's area", async () => {
    const response = await call.post('admin', '/api/v1/site', { ...validSite(await call.areaId('City Bowl')) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.site.areaNotInCompany);
  });

  it('keeps a circle with its radius', async () => {
    const siteId = await createSite(call, 'admin', {
      poligonPoints: JSON.stringify({ type: 'Point', coordinates: [28.0344, -26.1247] }),
      radius: 150,
    });
    expect((await call.get('admin', `/api/v1/site/${siteId}`)).json()).toMatchObject({
      polygonType: 'circle',
      radius: 150,
    });
  });

  it('is refused to a controller', async () => {
    const response = await call.post('controller', '/api/v1/site', validSite(areaId));
    expect(response.statusCode).toBe(403);
  });
});

describe('site reads', () => {
  it('lists by company with paging and Content-Range, and offers branch and division options', async () => {
    await createSite(call, 'admin', { name: 'Rosebank Mall', branch: 'Rosebank', division: 'Malls' });
    const { guardforce } = await call.companies();
    const list = await call.get('admin', `/api/v1/site/byCompany/${guardforce}?range=[0,0]&sort=["name","ASC"]`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.headers['content-range']).toMatch(/^site 0-0\/\d+$/);
    const branches = (await call.get('admin', `/api/v1/site/branchOptions?companyId=${guardforce}`)).json();
    expect(branches).toEqual(expect.arrayContaining([{ branch: 'Rosebank' }, { branch: 'Johannesburg North' }]));
    const divisions = (await call.get('controller', '/api/v1/site/divisionOptions')).json();
    expect(divisions).toEqual(expect.arrayContaining([{ division: 'Malls' }]));
  });
});

describe('BoundariesCheck', () => {
  it('answers inBoundry for a polygon', async () => {
    const siteId = await createSite(call, 'admin', { poligonPoints: square(-26.1, 28.0, 0.001) });
    const inside = await call.post(
      'controller',
      `/api/v1/site/BoundariesCheck?id=${siteId}&latitude=-26.1&longitude=28.0`,
      undefined,
    );
    const outside = await call.post(
      'controller',
      `/api/v1/site/BoundariesCheck?id=${siteId}&latitude=-26.2&longitude=28.0`,
      undefined,
    );
    expect(inside.json()).toEqual([{ inBoundry: true }]);
    expect(outside.json()).toEqual([{ inBoundry: false }]);
  });

  it('answers inBoundry for a circle by its radius', async () => {
    const siteId = await createSite(call, 'admin', {
      poligonPoints: JSON.stringify({ type: 'Point', coordinates: [28.0, -26.1] }),
      radius: 100,
    });
    // 0.0005° of latitude is about 56 m; 0.0015° about 167 m.
    const near = await call.post(
      'admin',
      `/api/v1/site/BoundariesCheck?id=${siteId}&latitude=-26.1005&longitude=28.0`,
      undefined,
    );
    const far = await call.post(
      'admin',
      `/api/v1/site/BoundariesCheck?id=${siteId}&latitude=-26.1015&longitude=28.0`,
      undefined,
    );
    expect(near.json()[0].inBoundry).toBe(true);
    expect(far.json()[0].inBoundry).toBe(false);
  });
});

describe('removeSite', () => {
  it('removes the site with its contacts and leaves employees without a site', async () => {
    const siteId = await createSite(call, 'admin', { contacts: [contact()] });
    await t.database.db.execute(
      sql`update employees set site_id = ${siteId} where email_address = 'bongani.khumalo@guardforce.co.za'`,
    );
    const response = await call.post('admin', '/api/v1/site/removeSite', { id: siteId });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.site.removed);
    expect(await count(t, 'site_contacts', sql`site_id = ${siteId}`)).toBe(0);
    const [guard] = await rows<{ site_id: number | null }>(
      t,
      sql`select site_id from employees where email_address = 'bongani.khumalo@guardforce.co.za'`,
    );
    expect(guard.site_id).toBeNull();
  });
});

describe('tenant isolation', () => {
  it("keeps Cape Shield's staff away from GuardForce's site", async () => {
    const siteId = await createSite(call, 'admin');
    for (const account of ['otherAdmin', 'otherController'] as const) {
      expect((await call.get(account, `/api/v1/site/${siteId}`)).statusCode).toBe(404);
      const check = await call.post(
        account,
        `/api/v1/site/BoundariesCheck?id=${siteId}&latitude=-26.1&longitude=28`,
        undefined,
      );
      expect(check.statusCode).toBe(404);
      const { guardforce } = await call.companies();
      expect((await call.get(account, `/api/v1/site/byCompany/${guardforce}`)).statusCode).toBe(404);
      expect((await call.get(account, `/api/v1/site/branchOptions?companyId=${guardforce}`)).statusCode).toBe(404);
    }
    const update = await call.post('otherAdmin', '/api/v1/site', {
      ...validSite(await call.areaId('City Bowl')),
      id: siteId,
      name: 'Taken',
    });
    expect(update.statusCode).toBe(404);
    expect((await call.post('otherAdmin', '/api/v1/site/removeSite', { id: siteId })).statusCode).toBe(404);
    expect((await call.get('admin', `/api/v1/site/${siteId}`)).json().name).toBe('Hyde Park Corner');
  });
});
