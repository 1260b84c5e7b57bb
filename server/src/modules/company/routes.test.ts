import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, addSite, api, chars, count, rows, valid } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, ev, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';

let t: TestContext;
let call: Api;
beforeAll(async () => {
  t = await build();
  call = api(t);
});
afterAll(() => t.close());

const CM = MESSAGES.company;
const RM = MESSAGES.registration;

describe('GET /api/v1/company', () => {
  it('lists every company for a sys-admin, with a Content-Range header', async () => {
    const response = await call.get('sysadmin', '/api/v1/company');
    expect(response.statusCode).toBe(200);
    const names = response.json().map((c: { name: string }) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['GuardForce Security Services', 'Cape Shield Protection', 'Patrol Console Operations']),
    );
    expect(response.headers['content-range']).toBe(`company 0-${names.length - 1}/${names.length}`);
    expect(response.json()[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      address: expect.any(String),
      contactPerson: expect.any(String),
      contactNumber: expect.any(String),
      contactEmail: expect.any(String),
      slaThreshold: 90,
      requireTwoFactor: false,
      timeZone: 'Africa/Johannesburg',
      portalColour: null,
      openRedAlerts: expect.any(Number),
      oldestOpenRedAt: expect.toBeOneOf([null, expect.any(Number)]),
    });
  });

  it.each(['admin', 'controller', 'guard'] as const)('refuses %s with 403', async (account) => {
    const response = await call.get(account, '/api/v1/company');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/./);
  });

  it('pages with range, sorts with sort, and answers the total in Content-Range', async () => {
    const all = (await call.get('sysadmin', '/api/v1/company')).json();
    const sort = encodeURIComponent('["name","DESC"]');
    const range = encodeURIComponent('[0,0]');
    const response = await call.get('sysadmin', `/api/v1/company?sort=${sort}&range=${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
    const last = [...all.map((c: { name: string }) => c.name)].sort().reverse()[0];
    expect(response.json()[0].name).toBe(last);
    expect(response.headers['content-range']).toBe(`company 0-0/${all.length}`);

    const second = await call.get('sysadmin', `/api/v1/company?sort=${sort}&range=${encodeURIComponent('[1,1]')}`);
    expect(second.json()[0].name).not.toBe(last);
    expect(second.headers['content-range']).toBe(`company 1-1/${all.length}`);
  });

  it('filters with q over name and address', async () => {
    const filter = encodeURIComponent('{"q":"cape"}');
    const response = await call.get('sysadmin', `/api/v1/company?filter=${filter}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { name: string }) => c.name)).toEqual(['Cape Shield Protection']);
    expect(response.headers['content-range']).toBe('company 0-0/1');
  });

  it('answers an empty page with a zero total', async () => {
    const filter = encodeURIComponent('{"q":"no such company anywhere"}');
    const response = await call.get('sysadmin', `/api/v1/company?filter=${filter}`);
    expect(response.json()).toEqual([]);
    expect(response.headers['content-range']).toBe('company 0-0/0');
  });

  it.each([
    ['sort', '["password","ASC"]', 'Cannot sort by password.'],
    ['sort', '["name","SIDEWAYS"]', 'The sort parameter is not valid.'],
    ['sort', '["name"', 'The sort parameter is not valid JSON.'],
    ['range', '[0,', 'The range parameter is not valid JSON.'],
    ['range', '[5,2]', 'The range parameter is not valid.'],
    ['range', '["a","b"]', 'The range parameter is not valid.'],
    ['filter', '{q:cape}', 'The filter parameter is not valid JSON.'],
  ])('refuses %s=%s with 400', async (name, value, message) => {
    const response = await call.get('sysadmin', `/api/v1/company?${name}=${encodeURIComponent(value)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/v1/company: open red alerts', () => {
  type Listed = { id: number; name: string; openRedAlerts: number; oldestOpenRedAt: number | null };
  const listed = async (query = '') => (await call.get('sysadmin', `/api/v1/company${query}`)).json() as Listed[];
  const cape = async () => (await listed()).find((c) => c.name === 'Cape Shield Protection') as Listed;

  it('counts each company’s unanswered panics with the oldest one’s time, drops an answered one, sorts by both', async () => {
    const capeSite = await createSite(call, 'otherAdmin', { name: 'Cape Red Alerts Site' });
    const handset = await registerHandset(
      t,
      call,
      capeSite,
      await t.login('luthando.jacobs@capeshield.co.za'),
      'otherAdmin',
    );
    const before = await cape();
    const older = ev.panic(new Date(Date.now() - 2 * 3600_000));
    const newer = ev.panic(new Date(Date.now() - 60_000));
    await sendAll(handset, [older, newer, ev.pleaseCallMe()]);
    // A handset's past time is kept at arrival; the older panic is dated back as if it had waited two hours.
    await t.database.db.execute(
      sql`update events set sent_at = now() - interval '2 hours' where event_guid = ${older.eventGuid}`,
    );

    const after = await cape();
    expect(after.openRedAlerts).toBe(before.openRedAlerts + 2);
    expect(after.oldestOpenRedAt).toBeLessThanOrEqual(epoch(new Date()) - 2 * 3600 + 5);

    const [first] = await listed(`?sort=${encodeURIComponent('["openRedAlerts","DESC"]')}`);
    expect(first.openRedAlerts).toBeGreaterThanOrEqual(after.openRedAlerts);
    const byAge = await listed(`?sort=${encodeURIComponent('["oldestOpenRedAt","ASC"]')}`);
    const ages = byAge.flatMap((c) => (c.oldestOpenRedAt === null ? [] : [c.oldestOpenRedAt]));
    expect(ages).toEqual([...ages].sort((a, b) => a - b));

    const answered = await call.post('otherAdmin', '/api/v1/alarmAlert/respond', {
      message: 'Called the guard; all is well.',
      respondedAt: epoch(new Date()),
      respondedToType: 'panic',
      respondedToGuid: newer.eventGuid,
      topic: 'critical-qa',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await cape()).openRedAlerts).toBe(before.openRedAlerts + 1);
  });

  it('takes the listed fields back on save and ignores them', async () => {
    const read = await cape();
    const { openRedAlerts, oldestOpenRedAt, ...record } = read as Listed & Record<string, unknown>;
    const saved = await call.post('sysadmin', '/api/v1/company', { ...record, openRedAlerts: 99, oldestOpenRedAt: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).not.toHaveProperty('openRedAlerts');
    expect((await cape()).openRedAlerts).toBe(openRedAlerts);
    expect((await cape()).oldestOpenRedAt).toBe(oldestOpenRedAt);
  });
});

describe('GET /api/v1/company/:id', () => {
  it('gives a sys-admin any company', async () => {
    const { capeShield } = await call.companies();
    const response = await call.get('sysadmin', `/api/v1/company/${capeShield}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: capeShield, name: 'Cape Shield Protection' });
  });

  it.each(['admin', 'controller'] as const)('gives %s its own company', async (account) => {
    const { guardforce } = await call.companies();
    const response = await call.get(account, `/api/v1/company/${guardforce}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('GuardForce Security Services');
  });

  it("answers 404 to an admin asking for another company's", async () => {
    const { capeShield } = await call.companies();
    const response = await call.get('admin', `/api/v1/company/${capeShield}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(CM.notFound);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call.get('sysadmin', '/api/v1/company/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(CM.notFound);
  });
});

describe('POST /api/v1/company', () => {
  it.each([0, null])('creates a company sent with id %j (new, as the spec writes it)', async (id) => {
    const before = await count(t, 'companies');
    const created = await call.post('sysadmin', '/api/v1/company', { ...valid.company(), id });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().id).toEqual(expect.any(Number));
    expect(await count(t, 'companies')).toBe(before + 1);
  });

  it('creates a company without an id and updates it with one', async () => {
    const created = await call.post('sysadmin', '/api/v1/company', valid.company());
    expect(created.statusCode).toBe(200);
    const company = created.json();
    expect(company).toEqual({
      id: expect.any(Number),
      ...valid.company(),
      portalColour: null,
      slaThreshold: 90,
      requireTwoFactor: false,
      timeZone: 'Africa/Johannesburg',
    });

    const updated = await call.post('sysadmin', '/api/v1/company', {
      ...valid.company(),
      id: company.id,
      contactPerson: 'Johan Smit',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ ...company, contactPerson: 'Johan Smit' });
    const read = await call.get('sysadmin', `/api/v1/company/${company.id}`);
    expect(read.json().contactPerson).toBe('Johan Smit');
  });

  it('takes an optional IANA time zone, keeps it when a later save leaves it out, and refuses one that is none', async () => {
    const created = await call.post('sysadmin', '/api/v1/company', { ...valid.company(), timeZone: 'Europe/London' });
    expect(created.statusCode).toBe(200);
    const company = created.json();
    expect(company.timeZone).toBe('Europe/London');
    const kept = await call.post('sysadmin', '/api/v1/company', {
      ...valid.company(),
      id: company.id,
      name: 'Kept Zone',
    });
    expect(kept.json().timeZone).toBe('Europe/London');
    for (const timeZone of ['Mars/Olympus_Mons', '', '+02:00']) {
      const refused = await call.post('sysadmin', '/api/v1/company', { ...valid.company(), id: company.id, timeZone });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(CM.invalidTimeZone);
    }
    expect((await call.get('sysadmin', `/api/v1/company/${company.id}`)).json().timeZone).toBe('Europe/London');
  });

  it("lets an admin set its own company's time zone (POST company/timeZone), a controller not", async () => {
    const { guardforce } = await call.companies();
    const refused = await call.post('controller', '/api/v1/company/timeZone', { timeZone: 'Europe/London' });
    expect(refused.statusCode).toBe(403);
    const set = await call.post('admin', '/api/v1/company/timeZone', { timeZone: 'Europe/London' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: guardforce, timeZone: 'Europe/London' });
    const me = await call.get('admin', '/api/v1/employee/me');
    expect(me.json().companyTimeZone).toBe('Europe/London');
    const bad = await call.post('admin', '/api/v1/company/timeZone', { timeZone: 'Nowhere/Else' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CM.invalidTimeZone);
    await call.post('admin', '/api/v1/company/timeZone', { timeZone: 'Africa/Johannesburg' });
  });

  it("lets an admin set its clients' portal colour (POST company/portalColour), a controller not; a sys-admin's upsert takes it back", async () => {
    const { guardforce, capeShield } = await call.companies();
    const colour = async (company: number) =>
      (await call.get('sysadmin', `/api/v1/company/${company}`)).json().portalColour;
    const refused = await call.post('controller', '/api/v1/company/portalColour', { portalColour: '#1F4E79' });
    expect(refused.statusCode).toBe(403);
    const set = await call.post('admin', '/api/v1/company/portalColour', { portalColour: '#1F4E79' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: guardforce, portalColour: '#1f4e79' });
    for (const portalColour of ['blue', '#12345', '#1234567', 'rgb(1,2,3)', '#ggg000']) {
      const bad = await call.post('admin', '/api/v1/company/portalColour', { portalColour });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(CM.invalidPortalColour);
    }
    expect(await colour(guardforce)).toBe('#1f4e79');
    expect(await colour(capeShield)).toBeNull();
    // What the GET answers, the sys-admin's upsert takes back; null goes back to the portal's own.
    const company = (await call.get('sysadmin', `/api/v1/company/${guardforce}`)).json();
    expect((await call.post('sysadmin', '/api/v1/company', company)).statusCode).toBe(200);
    expect(await colour(guardforce)).toBe('#1f4e79');
    const cleared = await call.post('admin', '/api/v1/company/portalColour', { portalColour: null });
    expect(cleared.json().portalColour).toBeNull();
  });

  it('trims surrounding spaces before saving', async () => {
    const response = await call.post('sysadmin', '/api/v1/company', { ...valid.company(), name: '  Trimmed Guards  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('Trimmed Guards');
  });

  it('answers 404 when updating an unknown company, and creates nothing', async () => {
    const before = await count(t, 'companies');
    const response = await call.post('sysadmin', '/api/v1/company', { ...valid.company(), id: 999999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(CM.notFound);
    expect(await count(t, 'companies')).toBe(before);
  });

  it.each(['admin', 'controller'] as const)('refuses %s with 403 and changes nothing', async (account) => {
    const { guardforce } = await call.companies();
    const before = await count(t, 'companies');
    const create = await call.post(account, '/api/v1/company', valid.company());
    const update = await call.post(account, '/api/v1/company', {
      ...valid.company(),
      id: guardforce,
      name: 'Renamed By Admin',
    });
    expect(create.statusCode).toBe(403);
    expect(update.statusCode).toBe(403);
    expect(await count(t, 'companies')).toBe(before);
    const read = await call.get('sysadmin', `/api/v1/company/${guardforce}`);
    expect(read.json().name).toBe('GuardForce Security Services');
  });
});

describe('company validation (spec part 1 §5)', () => {
  it.each([
    ['name', chars(2), CM.nameTooShort],
    ['name', '  ab  ', CM.nameTooShort],
    ['name', chars(129), CM.nameTooLong],
    ['name', undefined, CM.nameTooShort],
    ['address', chars(9), CM.addressTooShort],
    ['address', chars(1025), CM.addressTooLong],
    ['address', undefined, CM.addressTooShort],
    ['contactPerson', chars(2), CM.contactPersonTooShort],
    ['contactPerson', chars(257), CM.contactPersonTooLong],
    ['contactPerson', undefined, CM.contactPersonTooShort],
    ['contactNumber', chars(8, '1'), CM.invalidContactNumber],
    ['contactNumber', chars(12, '1'), CM.invalidContactNumber],
    ['contactNumber', '', CM.invalidContactNumber],
    ['contactNumber', undefined, CM.invalidContactNumber],
    ['contactEmail', 'not-an-address', CM.invalidContactEmail],
    ['contactEmail', 'ops@karoowatch', CM.invalidContactEmail],
    ['contactEmail', `${chars(295)}@a.com`, CM.invalidContactEmail],
    ['contactEmail', '', CM.invalidContactEmail],
    ['contactEmail', undefined, CM.invalidContactEmail],
  ])('%s = %j → %s', async (field, value, message) => {
    const before = await count(t, 'companies');
    const response = await call.post('sysadmin', '/api/v1/company', { ...valid.company(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await count(t, 'companies')).toBe(before);
  });

  it.each([
    ['name', chars(3)],
    ['name', chars(128)],
    ['address', chars(10)],
    ['address', chars(1024)],
    ['contactPerson', chars(3)],
    ['contactPerson', chars(256)],
    ['contactNumber', chars(9, '1')],
    ['contactNumber', chars(11, '1')],
  ])('accepts %s at its limit (%#)', async (field, value) => {
    const response = await call.post('sysadmin', '/api/v1/company', { ...valid.company(), [field]: value });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/v1/company/removeCompany', () => {
  it('removes the company and everything it owns, leaving no orphans', async () => {
    const payload = {
      ...valid.registration(),
      companyName: 'Short Lived Security',
      emailAddress: 'boss@shortlived.co.za',
    };
    const { companyId } = (await call.post('sysadmin', '/api/v1/company/register', payload)).json();
    const siteId = await addSite(t, companyId, 'Short Lived Depot');
    const guard = await call.post('sysadmin', '/api/v1/employee', {
      ...valid.employee(),
      emailAddress: 'guard@shortlived.co.za',
      companyId,
      siteId,
    });
    expect(guard.statusCode).toBe(200);
    const area = await call.post('sysadmin', '/api/v1/area', { ...valid.area(), companyId });
    expect(area.statusCode).toBe(200);
    const token = await t.login(payload.emailAddress, payload.password);
    const othersBefore = await count(t, 'employees', sql`company_id <> ${companyId}`);

    const response = await call.post('sysadmin', '/api/v1/company/removeCompany', { id: companyId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CM.removed });

    expect((await call.get('sysadmin', `/api/v1/company/${companyId}`)).statusCode).toBe(404);
    for (const table of ['employees', 'areas', 'sites']) {
      expect(await count(t, table, sql`company_id = ${companyId}`)).toBe(0);
      expect(await count(t, table, sql`company_id not in (select id from companies)`)).toBe(0);
    }
    expect(await count(t, 'employees', sql`company_id <> ${companyId}`)).toBe(othersBefore);
    // The removed company's staff are signed out and cannot sign in again.
    expect((await t.as(token, { method: 'GET', url: '/api/v1/employee/me' })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { emailAddress: payload.emailAddress, password: payload.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('removes a company with sites, contacts, devices, tags, routes and schedules: nothing of it is left', async () => {
    const { capeShield } = await call.companies();
    const siteIds = (await rows<{ id: number }>(t, sql`select id from sites where company_id = ${capeShield}`)).map(
      (site) => site.id,
    );
    expect(siteIds.length).toBeGreaterThan(0);
    const ofSites = sql`site_id in (select id from sites where company_id = ${capeShield})`;
    for (const table of ['site_contacts', 'devices', 'route_tags', 'routes', 'schedules']) {
      expect(await count(t, table, ofSites), table).toBeGreaterThan(0);
    }
    /** Every table (but the audit trail) with a company_id or site_id column. */
    const owned = await rows<{ table_name: string; column_name: string }>(
      t,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and column_name in ('company_id', 'site_id') and table_name <> 'audit_log'`,
    );
    expect(owned.length).toBeGreaterThan(10);

    const response = await call.post('sysadmin', '/api/v1/company/removeCompany', { id: capeShield });
    expect(response.statusCode).toBe(200);
    for (const { table_name: table, column_name: column } of owned) {
      const ids = column === 'company_id' ? [capeShield] : siteIds;
      const left = await count(t, table, sql`${sql.identifier(column)} in (${sql.join(ids, sql`, `)})`);
      expect(left, `${table}.${column}`).toBe(0);
    }
    // The trail of who removed it stays.
    const [removal] = await rows<{ action: string }>(
      t,
      sql`select action from audit_log where entity = 'companies' and entity_id = ${capeShield} order by id desc limit 1`,
    );
    expect(removal).toEqual({ action: 'delete' });
  });

  it("refuses the sys-admin's own company with 403 and the contract message", async () => {
    const { operations } = await call.companies();
    const response = await call.post('sysadmin', '/api/v1/company/removeCompany', { id: operations });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CM.cannotRemoveOwn);
    expect(await count(t, 'companies', sql`id = ${operations}`)).toBe(1);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call.post('sysadmin', '/api/v1/company/removeCompany', { id: 999999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(CM.notFound);
  });

  it.each(['admin', 'controller'] as const)('refuses %s with 403, even for its own company', async (account) => {
    const { guardforce } = await call.companies();
    const response = await call.post(account, '/api/v1/company/removeCompany', { id: guardforce });
    expect(response.statusCode).toBe(403);
    expect(await count(t, 'companies', sql`id = ${guardforce}`)).toBe(1);
  });
});

describe('POST /api/v1/company/register', () => {
  it('creates the company and its first user with role ADMIN, who can sign in', async () => {
    const payload = valid.registration();
    const response = await call.post('sysadmin', '/api/v1/company/register', payload);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ companyId: expect.any(Number), employeeId: expect.any(Number), message: RM.success });

    const company = await call.get('sysadmin', `/api/v1/company/${answer.companyId}`);
    expect(company.json()).toMatchObject({ name: payload.companyName, contactEmail: payload.contactEmail });

    const token = await t.login(payload.emailAddress, payload.password);
    const me = await t.as(token, { method: 'GET', url: '/api/v1/employee/me' });
    expect(me.json()).toMatchObject({
      id: answer.employeeId,
      role: 'ADMIN',
      name: payload.userName,
      surname: payload.surname,
      companyId: answer.companyId,
      companyName: payload.companyName,
    });
    const [stored] = await rows<{ password_hash: string }>(
      t,
      sql`select password_hash from employees where id = ${answer.employeeId}`,
    );
    expect(stored.password_hash).not.toContain(payload.password);
  });

  it.each(['admin', 'Admin', 'ADMIN'])(
    "takes the spec's role %j (spec part 1 §3: 'role fixed to admin') and answers the first user as ADMIN",
    async (role) => {
      const payload = {
        ...valid.registration(),
        emailAddress: `first.${[...role].map((c) => c.charCodeAt(0)).join('.')}@spelt.co.za`,
        role,
      };
      const response = await call.post('sysadmin', '/api/v1/company/register', payload);
      expect(response.statusCode, response.body).toBe(200);
      const me = await t.as(await t.login(payload.emailAddress, payload.password), {
        method: 'GET',
        url: '/api/v1/employee/me',
      });
      expect(me.json().role).toBe('ADMIN');
    },
  );

  it('answers 409 for a duplicate e-mail address (any case) and leaves no company behind', async () => {
    const before = await count(t, 'companies');
    const payload = {
      ...valid.registration(),
      companyName: 'Orphan Check Security',
      emailAddress: 'ADMIN@GuardForce.co.za',
    };
    const response = await call.post('sysadmin', '/api/v1/company/register', payload);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.employee.duplicateEmail);
    expect(await count(t, 'companies')).toBe(before);
    expect(await count(t, 'companies', sql`name = 'Orphan Check Security'`)).toBe(0);
  });

  it.each(['admin', 'controller'] as const)('refuses %s with 403', async (account) => {
    const before = await count(t, 'companies');
    const payload = { ...valid.registration(), emailAddress: `${account}@newco.co.za` };
    const response = await call.post(account, '/api/v1/company/register', payload);
    expect(response.statusCode).toBe(403);
    expect(await count(t, 'companies')).toBe(before);
  });

  const fields = Object.keys(valid.registration());
  it.each(fields)('a missing %s is "Invalid Fields"', async (field) => {
    const payload: Record<string, unknown> = { ...valid.registration(), emailAddress: `missing.${field}@newco.co.za` };
    delete payload[field];
    const response = await call.post('sysadmin', '/api/v1/company/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RM.invalidFields);
  });

  it.each(fields)('an empty %s is "Invalid Fields"', async (field) => {
    const payload = { ...valid.registration(), emailAddress: `empty.${field}@newco.co.za`, [field]: '  ' };
    const response = await call.post('sysadmin', '/api/v1/company/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RM.invalidFields);
  });

  it.each([
    ['emailAddress', 'kayla-at-coastal', RM.invalidAdminEmail],
    ['contactEmail', 'info@coastal', RM.invalidContactEmail],
    ['companyName', chars(2), CM.nameTooShort],
    ['companyName', chars(129), CM.nameTooLong],
    ['address', chars(9), CM.addressTooShort],
    ['address', chars(1025), CM.addressTooLong],
    ['contactPerson', chars(2), CM.contactPersonTooShort],
    ['contactPerson', chars(257), CM.contactPersonTooLong],
    ['contactNumber', chars(8, '1'), CM.invalidContactNumber],
    ['contactNumber', chars(12, '1'), CM.invalidContactNumber],
    ['userName', chars(2), MESSAGES.employee.nameTooShort],
    ['surname', chars(129), MESSAGES.employee.surnameTooLong],
    ['password', 'short', MESSAGES.auth.passwordTooShort],
    ['role', 'CONTROLLER', RM.invalidFields],
    ['role', 'controller', RM.invalidFields],
    ['role', 'security guard', RM.invalidFields],
  ])('%s = %j → %s, and nothing is saved', async (field, value, message) => {
    const companies = await count(t, 'companies');
    const employees = await count(t, 'employees');
    const payload = { ...valid.registration(), emailAddress: 'rule.check@newco.co.za', [field]: value };
    const response = await call.post('sysadmin', '/api/v1/company/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await count(t, 'companies')).toBe(companies);
    expect(await count(t, 'employees')).toBe(employees);
  });
});
