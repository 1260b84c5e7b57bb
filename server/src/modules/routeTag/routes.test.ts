import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { routeTags } from '../../db/schema';
import { type Api, api, chars, count, createSite, rows } from '../../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../../test/helper';

const T = MESSAGES.tag;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

type Tag = {
  id: number;
  siteId: number;
  name: string;
  serialNumber: string;
  latitude: number | null;
  longitude: number | null;
  isPanic: boolean;
};

let t: TestContext;
let call: Api;
let guardforce: number;
let capeShield: number;
const site = { a: 0, b: 0, list: 0, other: 0 };

let serial = 0;
const valid = (siteId = site.a) => {
  serial += 1;
  return {
    siteId,
    name: `Checkpoint ${serial}`,
    // In the stored form (capital hex pairs joined by colons), as the answers give it.
    serialNumber: `04:A2:${String(serial)
      .padStart(4, '0')
      .replace(/(..)(..)/, '$1:$2')}`,
    latitude: -26.1052,
    longitude: 28.0456,
    isPanic: false,
  };
};
const create = async (
  payload: Record<string, unknown> = valid(),
  account: 'admin' | 'sysadmin' | 'otherAdmin' = 'admin',
) => {
  const response = await call.post(account, '/api/v1/routeTag', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Tag;
};
const tagRow = async (id: number) =>
  (await rows<Record<string, unknown>>(t, sql`select * from route_tags where id = ${id}`))[0];
/** A serial scanned at the site that nobody has named yet (the patrol engine makes these). */
const scanned = async (siteId: number, serialNumber: string) => {
  const [row] = await t.database.db
    .insert(routeTags)
    .values({ siteId, serialNumber, name: '', allocated: false })
    .returning({ id: routeTags.id });
  return row.id;
};

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce, capeShield } = await call.companies());
  const admin = await call.token('admin');
  site.a = await createSite(t, admin, guardforce, { name: 'Sandton City Mall' });
  site.b = await createSite(t, admin, guardforce, { name: 'Melrose Arch' });
  site.list = await createSite(t, admin, guardforce, { name: 'Rosebank Office Park' });
  site.other = await createSite(t, await call.token('otherAdmin'), capeShield, { name: 'Canal Walk' });
});
afterAll(() => t.close());

describe('POST /api/v1/routeTag', () => {
  it('creates a tag without an id and updates it with one', async () => {
    const payload = valid();
    const created = await create(payload);
    expect(created).toEqual({ id: expect.any(Number), ...payload });
    expect(await tagRow(created.id)).toMatchObject({ allocated: true, site_id: site.a });

    const updated = await create({ ...payload, id: created.id, name: 'Loading Bay', isPanic: true, latitude: null });
    expect(updated).toEqual({ ...created, name: 'Loading Bay', isPanic: true, latitude: null });
    expect((await call.get('controller', `/api/v1/routeTag/${created.id}`)).json()).toEqual(updated);
  });

  it('takes isPanic as false and the position as empty when they are left out', async () => {
    const { isPanic: _p, latitude: _la, longitude: _lo, ...payload } = valid();
    const tag = await create(payload);
    expect(tag).toMatchObject({ isPanic: false, latitude: null, longitude: null });
  });

  it('records who made the change in the audit trail', async () => {
    const tag = await create();
    const [entry] = await rows<{ employee_id: number; action: string }>(
      t,
      sql`select employee_id, action from audit_log where entity = 'route_tags' and entity_id = ${tag.id}`,
    );
    expect(entry).toEqual({ employee_id: await call.employeeId(ACCOUNTS.admin), action: 'insert' });
  });

  it.each([
    ['serialNumber', '', T.serialNumberRequired],
    ['serialNumber', '  ', T.serialNumberRequired],
    ['serialNumber', undefined, T.serialNumberRequired],
    ['name', '', T.nameRequired],
    ['name', undefined, T.nameRequired],
  ])('refuses %s %j with %j and saves nothing', async (field, value, message) => {
    const before = await count(t, 'route_tags');
    const response = await call.post('admin', '/api/v1/routeTag', { ...valid(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await count(t, 'route_tags')).toBe(before);
  });

  it('refuses a name or serial number over 128 characters and a latitude out of range', async () => {
    for (const change of [{ name: chars(129) }, { serialNumber: chars(129) }, { latitude: 91 }]) {
      const response = await call.post('admin', '/api/v1/routeTag', { ...valid(), ...change });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a serial number another tag of the site has with 409, on create and update, saving nothing', async () => {
    const first = await create();
    const second = await create();
    const before = await count(t, 'route_tags');

    const duplicate = await call.post('admin', '/api/v1/routeTag', { ...valid(), serialNumber: first.serialNumber });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: T.serialNumberTaken });
    expect(await count(t, 'route_tags')).toBe(before);

    const update = await call.post('admin', '/api/v1/routeTag', {
      ...second,
      name: 'Renamed',
      serialNumber: first.serialNumber,
    });
    expect(update.statusCode).toBe(409);
    expect(update.json()).toEqual({ message: T.serialNumberTaken });
    expect((await call.get('admin', `/api/v1/routeTag/${second.id}`)).json()).toEqual(second);
  });

  it('allows the same serial number at another site', async () => {
    const first = await create();
    const elsewhere = await create({ ...valid(site.b), serialNumber: first.serialNumber });
    expect(elsewhere).toMatchObject({ siteId: site.b, serialNumber: first.serialNumber });
  });

  it('answers 404 for an unknown site or tag, or a tag of another site, and saves nothing', async () => {
    const tag = await create();
    const before = await count(t, 'route_tags');
    const noSite = await call.post('admin', '/api/v1/routeTag', valid(999999));
    expect(noSite.statusCode).toBe(404);
    expect(noSite.json().message).toBe(MESSAGES.site.notFound);
    const noTag = await call.post('admin', '/api/v1/routeTag', { ...valid(), id: 999999 });
    expect(noTag.statusCode).toBe(404);
    expect(noTag.json().message).toBe(T.notFound);
    const otherSite = await call.post('admin', '/api/v1/routeTag', { ...tag, siteId: site.b });
    expect(otherSite.statusCode).toBe(404);
    expect(otherSite.json().message).toBe(T.notFound);
    expect(await count(t, 'route_tags')).toBe(before);
    expect(await tagRow(tag.id)).toMatchObject({ site_id: site.a });
  });

  it('lets a sys-admin create a tag at another company’s site', async () => {
    const tag = await create(valid(site.other), 'sysadmin');
    expect(tag.siteId).toBe(site.other);
  });

  it('refuses a controller with 403 for create and update, and nothing changes', async () => {
    const tag = await create();
    const before = await count(t, 'route_tags');
    const createTry = await call.post('controller', '/api/v1/routeTag', valid());
    const updateTry = await call.post('controller', '/api/v1/routeTag', { ...tag, name: 'By Controller' });
    for (const response of [createTry, updateTry]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.auth.forbidden);
    }
    expect(await count(t, 'route_tags')).toBe(before);
    expect((await call.get('admin', `/api/v1/routeTag/${tag.id}`)).json()).toEqual(tag);
  });
});

describe('unallocated serials', () => {
  it('GET /routeTag/getAllUnallocated/:siteId lists the site’s scanned serials that are not tags yet', async () => {
    const siteId = await createSite(t, await call.token('admin'), guardforce, { name: 'Hyde Park Corner' });
    await create(valid(siteId));
    const second = await scanned(siteId, 'UNALLOC-B');
    const first = await scanned(siteId, 'UNALLOC-A');
    await scanned(site.b, 'UNALLOC-ELSEWHERE');
    const response = await call.get('controller', `/api/v1/routeTag/getAllUnallocated/${siteId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: first, siteId, name: '', serialNumber: 'UNALLOC-A', latitude: null, longitude: null, isPanic: false },
      { id: second, siteId, name: '', serialNumber: 'UNALLOC-B', latitude: null, longitude: null, isPanic: false },
    ]);
  });

  it('saving an unallocated row by its id makes it a tag of the site', async () => {
    const id = await scanned(site.a, 'UNALLOC-SAVE-BY-ID');
    expect((await call.get('admin', `/api/v1/routeTag/${id}`)).json()).toMatchObject({ id, name: '' });
    const saved = await create({ ...valid(), id, serialNumber: 'UNALLOC-SAVE-BY-ID', name: 'Fire Escape' });
    expect(saved).toMatchObject({ id, name: 'Fire Escape', serialNumber: 'UNALLOC-SAVE-BY-ID' });
    expect(await tagRow(id)).toMatchObject({ allocated: true });
    const unallocated = (await call.get('admin', `/api/v1/routeTag/getAllUnallocated/${site.a}`)).json();
    expect(unallocated.map((tag: Tag) => tag.id)).not.toContain(id);
    const listed = (await call.get('admin', `/api/v1/routeTag/bySite/${site.a}`)).json();
    expect(listed.map((tag: Tag) => tag.id)).toContain(id);
  });

  it('a create naming an unallocated serial of the site takes that row', async () => {
    const id = await scanned(site.a, 'UNALLOC-SAVE-BY-SERIAL');
    const before = await count(t, 'route_tags');
    const saved = await create({ ...valid(), serialNumber: 'UNALLOC-SAVE-BY-SERIAL', name: 'Back Gate' });
    expect(saved).toMatchObject({ id, name: 'Back Gate' });
    expect(await count(t, 'route_tags')).toBe(before);
    expect(await tagRow(id)).toMatchObject({ allocated: true });
  });

  it('answers 404 for an unknown site', async () => {
    const response = await call.get('admin', '/api/v1/routeTag/getAllUnallocated/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.site.notFound);
  });
});

describe('GET /api/v1/routeTag/bySite/:siteId', () => {
  let listed: Tag[];
  beforeAll(async () => {
    listed = [];
    for (const [name, serialNumber, isPanic] of [
      ['North Gate', 'SER-3', false],
      ['Basement', 'SER-1', true],
      ['Control Room', 'SER-2', false],
    ] as const) {
      listed.push(await create({ ...valid(site.list), name, serialNumber, isPanic }));
    }
    await scanned(site.list, 'SER-UNALLOCATED');
  });

  it('lists the site’s allocated tags by name with a Content-Range header', async () => {
    const response = await call.get('controller', `/api/v1/routeTag/bySite/${site.list}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([listed[1], listed[2], listed[0]]);
    expect(response.headers['content-range']).toBe('routeTag 0-2/3');
  });

  it('sorts, pages and filters', async () => {
    const base = `/api/v1/routeTag/bySite/${site.list}`;
    const page = await call.get('admin', `${base}?sort=${q(['serialNumber', 'DESC'])}&range=${q([1, 2])}`);
    expect(page.json().map((tag: Tag) => tag.serialNumber)).toEqual(['SER-2', 'SER-1']);
    expect(page.headers['content-range']).toBe('routeTag 1-2/3');
    const filtered = await call.get('admin', `${base}?filter=${q({ q: 'ser-3' })}`);
    expect(filtered.json().map((tag: Tag) => tag.name)).toEqual(['North Gate']);
    const panicFirst = await call.get('admin', `${base}?sort=${q(['isPanic', 'DESC'])}&range=${q([0, 0])}`);
    expect(panicFirst.json()[0].name).toBe('Basement');
  });

  it('answers 404 for an unknown site', async () => {
    expect((await call.get('admin', '/api/v1/routeTag/bySite/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/routeTag/:id', () => {
  it('answers 404 for an unknown id', async () => {
    const response = await call.get('admin', '/api/v1/routeTag/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: T.notFound });
  });
});

describe('POST /api/v1/routeTag/removeTag', () => {
  it('removes the tag', async () => {
    const tag = await create();
    const response = await call.post('admin', '/api/v1/routeTag/removeTag', { id: tag.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: T.removed });
    expect((await call.get('admin', `/api/v1/routeTag/${tag.id}`)).statusCode).toBe(404);
  });

  it('refuses a controller with 403 and keeps the tag; 404 for an unknown id', async () => {
    const tag = await create();
    const response = await call.post('controller', '/api/v1/routeTag/removeTag', { id: tag.id });
    expect(response.statusCode).toBe(403);
    expect(await count(t, 'route_tags', sql`id = ${tag.id}`)).toBe(1);
    const unknown = await call.post('admin', '/api/v1/routeTag/removeTag', { id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(T.notFound);
  });
});

describe('GET /api/v1/routeTag/isPanic/:serialNumber', () => {
  let panic: Tag;
  let plain: Tag;
  let capeShieldPanic: Tag;
  beforeAll(async () => {
    panic = await create({ ...valid(site.b), serialNumber: 'PANIC-1', isPanic: true });
    plain = await create({ ...valid(site.b), serialNumber: 'PLAIN-1' });
    capeShieldPanic = await create({ ...valid(site.other), serialNumber: 'CAPE-PANIC', isPanic: true }, 'otherAdmin');
    await scanned(site.b, 'SCANNED-ONLY');
  });

  it('tells a guard’s handset whether a tag of its company is a panic tag', async () => {
    const yes = await call.get('guard', `/api/v1/routeTag/isPanic/${panic.serialNumber}`);
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ isPanic: true });
    expect((await call.get('guard', `/api/v1/routeTag/isPanic/${plain.serialNumber}`)).json()).toEqual({
      isPanic: false,
    });
    // A handset call: a guard's token only.
    const controller = await call.get('controller', `/api/v1/routeTag/isPanic/${panic.serialNumber}`);
    expect(controller.statusCode).toBe(403);
    expect(controller.json()).toEqual({ message: MESSAGES.handset.guardsOnly });
  });

  it('answers 404 for an unknown serial, a serial not yet a tag, and another company’s tag', async () => {
    for (const serialNumber of ['NO-SUCH-TAG', 'SCANNED-ONLY', capeShieldPanic.serialNumber]) {
      const response = await call.get('guard', `/api/v1/routeTag/isPanic/${serialNumber}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: T.notFound });
    }
  });
});

describe('roles', () => {
  it('keeps a security guard out of the console’s tag calls', async () => {
    const tag = await create();
    const calls = [
      call.get('guard', `/api/v1/routeTag/${tag.id}`),
      call.get('guard', `/api/v1/routeTag/bySite/${site.a}`),
      call.get('guard', `/api/v1/routeTag/getAllUnallocated/${site.a}`),
      call.post('guard', '/api/v1/routeTag', valid()),
      call.post('guard', '/api/v1/routeTag/removeTag', { id: tag.id }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.auth.consoleOnly);
    }
    expect(await count(t, 'route_tags', sql`id = ${tag.id}`)).toBe(1);
  });

  it('refuses a call without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/routeTag/isPanic/PANIC-1` });
    expect(response.statusCode).toBe(401);
  });
});

describe('tenant isolation', () => {
  let tag: Tag;
  let unallocated: number;
  beforeAll(async () => {
    tag = await create();
    unallocated = await scanned(site.a, 'GF-UNALLOCATED');
  });

  it.each(['otherAdmin', 'otherController'] as const)(
    '%s gets 404 for GuardForce’s tag and site ids, and nothing changes',
    async (account) => {
      const before = {
        tag: await tagRow(tag.id),
        unallocated: await tagRow(unallocated),
        n: await count(t, 'route_tags'),
      };
      const tries = [
        call.get(account, `/api/v1/routeTag/${tag.id}`),
        call.get(account, `/api/v1/routeTag/${unallocated}`),
        call.get(account, `/api/v1/routeTag/bySite/${site.a}`),
        call.get(account, `/api/v1/routeTag/getAllUnallocated/${site.a}`),
        // (isPanic is a guard's handset call: another company's guard is covered above.)
      ];
      const writes =
        account === 'otherAdmin'
          ? [
              call.post(account, '/api/v1/routeTag', valid(site.a)),
              call.post(account, '/api/v1/routeTag', { ...tag, name: 'Stolen' }),
              call.post(account, '/api/v1/routeTag', { ...tag, siteId: site.other }),
              call.post(account, '/api/v1/routeTag', {
                ...valid(site.a),
                id: unallocated,
                serialNumber: 'GF-UNALLOCATED',
              }),
              call.post(account, '/api/v1/routeTag/removeTag', { id: tag.id }),
              call.post(account, '/api/v1/routeTag/removeTag', { id: unallocated }),
            ]
          : [];
      for (const response of await Promise.all([...tries, ...writes])) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.body).not.toContain(tag.name);
      }
      expect(await tagRow(tag.id)).toEqual(before.tag);
      expect(await tagRow(unallocated)).toEqual(before.unallocated);
      expect(await count(t, 'route_tags')).toBe(before.n);
    },
  );

  it('a create at Cape Shield’s own site with GuardForce’s serial is fine: serials are per site', async () => {
    const own = await create({ ...valid(site.other), serialNumber: tag.serialNumber }, 'otherAdmin');
    expect(own.siteId).toBe(site.other);
  });
});

describe('GET /api/v1/routeTag', () => {
  it("answers the company's tags, of one site with siteId, never another company's", async () => {
    const [a, b] = [await create(valid(site.a)), await create(valid(site.b))];
    const other = await create(valid(site.other), 'otherAdmin');
    const all = (await call.get('controller', '/api/v1/routeTag')).json() as Tag[];
    const ids = all.map((tag) => tag.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(other.id);
    const ofSite = await call.get('controller', `/api/v1/routeTag?siteId=${site.b}&range=${q([0, 99])}`);
    expect(ofSite.statusCode).toBe(200);
    expect((ofSite.json() as Tag[]).every((tag) => tag.siteId === site.b)).toBe(true);
    expect((ofSite.json() as Tag[]).map((tag) => tag.id)).toContain(b.id);
    expect(ofSite.headers['content-range']).toMatch(/^routeTag 0-\d+\/\d+$/);
    expect((await call.get('admin', `/api/v1/routeTag?siteId=${site.other}`)).statusCode).toBe(404);
    const sysadmin = (await call.get('sysadmin', `/api/v1/routeTag?companyId=${capeShield}`)).json() as Tag[];
    expect(sysadmin.map((tag) => tag.id)).toContain(other.id);
  });
});
