/**
 * GET /api/v1/routeTag/TagEnrollment/GetEnrollingTags: the company's tag requests (made through the handset
 * API) with react-admin's sort, range and filter, a site filter, every console role, and no other company's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { ENROLLMENT_URL, requestTag } from '../../test/enrollment';
import { type Account, type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { type Handset, registerHandset } from '../../test/live';
import { createSite, createTags } from '../../test/siteArea';

const LIST = `${ENROLLMENT_URL}/GetEnrollingTags`;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
type Row = { id: number; name: string; serialNumber: string; siteId: number; status: string };

let t: TestContext;
let call: Api;
let guardforce: number;
let capeShield: number;
let north: Handset;
let south: Handset;
let cape: Handset;
/** GuardForce's requests: three at North Yard (sent in this order), one at South Yard. */
const ids = { gate: 0, dock: 0, roof: 0, south: 0, cape: 0 };
const list = async (account: Account, query = '') => {
  const response = await call.get(account, `${LIST}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json() as Row[], range: response.headers['content-range'] };
};
const names = (rows: Row[]) => rows.map((row) => row.name);

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce, capeShield } = await call.companies());
  const guard = await call.token('guard');
  north = await registerHandset(t, call, await createSite(call, 'admin', { name: 'North Yard' }), guard);
  south = await registerHandset(t, call, await createSite(call, 'admin', { name: 'South Yard' }), guard);
  const capeSite = await createSite(call, 'otherAdmin', { name: 'Cape Yard' });
  cape = await registerHandset(t, call, capeSite, await t.login('luthando.jacobs@capeshield.co.za'), 'otherAdmin');
  const at = (secondsAgo: number) => ({ sentAt: Math.floor(Date.now() / 1000) - secondsAgo });
  ids.gate = await requestTag(t, north, 'Gate 3', 'SER-B', at(40));
  ids.dock = await requestTag(t, north, 'Loading Dock', 'SER-C', at(30));
  ids.roof = await requestTag(t, north, 'Roof Access', 'SER-A', at(20));
  ids.south = await requestTag(t, south, 'South Gate', 'SER-S', at(10));
  ids.cape = await requestTag(t, cape, 'Cape Gate', 'SER-CAPE');
  await call.post('admin', `${ENROLLMENT_URL}/AcceptTag/${ids.dock}`, undefined);
});
afterAll(() => t.close());

describe('GET GetEnrollingTags', () => {
  it.each(['admin', 'controller'] as const)(
    "shows %s the company's requests, newest first, with site name and status, and a Content-Range",
    async (account) => {
      const { rows, range } = await list(account);
      expect(names(rows)).toEqual(['South Gate', 'Roof Access', 'Loading Dock', 'Gate 3']);
      expect(range).toBe('tagEnrollment 0-3/4');
      expect(rows[0]).toEqual({
        id: ids.south,
        name: 'South Gate',
        serialNumber: 'SER-S',
        siteId: south.siteId,
        siteName: 'South Yard',
        status: 'Pending',
        createdAt: expect.any(Number),
        decidedBy: null,
        decidedAt: null,
        deviceName: expect.any(String),
        guardName: expect.any(String),
        nameTaken: false,
      });
      expect(rows[2]).toMatchObject({ status: 'Accepted', decidedBy: 'Thandi Mokoena', decidedAt: expect.any(Number) });
      expect(rows[0].id).not.toBe(ids.cape);
    },
  );

  it("lets a sys-admin read the company it names, and its own company's (none) when it names none", async () => {
    expect(names((await list('sysadmin', `?companyId=${guardforce}`)).rows)).toHaveLength(4);
    expect(names((await list('sysadmin', `?companyId=${capeShield}`)).rows)).toEqual(['Cape Gate']);
    expect((await list('sysadmin')).rows).toEqual([]);
  });

  it('filters by site (in the filter or as a query parameter), by status and by search text', async () => {
    const bySite = await list('controller', `?filter=${q({ siteId: north.siteId })}`);
    expect(names(bySite.rows)).toEqual(['Roof Access', 'Loading Dock', 'Gate 3']);
    expect(bySite.range).toBe('tagEnrollment 0-2/3');
    expect(names((await list('controller', `?siteId=${south.siteId}`)).rows)).toEqual(['South Gate']);
    expect(names((await list('controller', `?filter=${q({ siteId: String(south.siteId) })}`)).rows)).toEqual([
      'South Gate',
    ]);
    expect(names((await list('admin', `?filter=${q({ status: 'Accepted' })}`)).rows)).toEqual(['Loading Dock']);
    expect(names((await list('admin', `?filter=${q({ q: 'south yard' })}`)).rows)).toEqual(['South Gate']);
    expect(names((await list('admin', `?filter=${q({ q: 'ser-a' })}`)).rows)).toEqual(['Roof Access']);
  });

  it('sorts and pages', async () => {
    const page = await list('admin', `?sort=${q(['serialNumber', 'ASC'])}&range=${q([1, 2])}`);
    expect(page.rows.map((row) => row.serialNumber)).toEqual(['SER-B', 'SER-C']);
    expect(page.range).toBe('tagEnrollment 1-2/4');
    const bySite = await list('admin', `?sort=${q(['siteName', 'DESC'])}&range=${q([0, 0])}`);
    expect(names(bySite.rows)).toEqual(['South Gate']);
  });

  it('answers 400 for a filter or sort it cannot use', async () => {
    for (const query of [
      `?filter=${q({ siteId: 'north' })}`,
      `?filter=${q({ status: 'Maybe' })}`,
      `?sort=${q(['password', 'ASC'])}`,
      '?filter=not-json',
    ]) {
      const response = await call.get('admin', `${LIST}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
  });

  it("answers 404 for another company's site or company, leaking nothing", async () => {
    for (const [account, query] of [
      ['admin', `?siteId=${cape.siteId}`],
      ['controller', `?filter=${q({ siteId: cape.siteId })}`],
      ['admin', `?companyId=${capeShield}`],
      ['otherController', `?siteId=${north.siteId}`],
      // A sys-admin acting in Cape Shield names a GuardForce site.
      ['sysadmin', `?companyId=${capeShield}&siteId=${north.siteId}`],
    ] as const) {
      const response = await call.get(account, `${LIST}${query}`);
      expect(response.statusCode, `${account} ${query}`).toBe(404);
      expect(response.body).not.toMatch(/gate|yard/i);
    }
    expect(names((await list('otherController')).rows)).toEqual(['Cape Gate']);
  });

  it("keeps a security guard's token and a call without a token out", async () => {
    const guard = await call.get('guard', LIST);
    expect(guard.statusCode).toBe(403);
    expect(guard.json()).toEqual({ message: MESSAGES.auth.consoleOnly });
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });

  it('says who asked (handset and guard) and flags a waiting name a tag of the site already has', async () => {
    await createTags(t, north.siteId, 1, 'Stairwell ');
    const taken = await requestTag(t, north, 'stairwell 1', 'SER-TAKEN');
    const fresh = await requestTag(t, south, 'Stairwell 1', 'SER-FRESH');
    const { rows } = await list('controller', `?filter=${q({ status: 'Pending' })}`);
    const byId = new Map(rows.map((row) => [row.id, row as Row & Record<string, unknown>]));
    expect(byId.get(taken)).toMatchObject({ nameTaken: true, guardName: expect.stringMatching(/\S+ \S+/) });
    expect(byId.get(fresh)?.nameTaken).toBe(false);
    expect(byId.get(ids.gate)?.nameTaken).toBe(false);
    const handsets = await t.database.db.query.devices.findMany();
    expect(handsets.map((device) => device.deviceName)).toContain(byId.get(taken)?.deviceName);
  });
});
