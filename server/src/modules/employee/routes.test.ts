import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, addSite, api, chars, count, rows, valid } from '../../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../../test/helper';

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

const EM = MESSAGES.employee;
type Employee = { id: number; name: string; surname: string; siteId: number | null; siteName: string | null };
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const passwordHash = async (id: number) =>
  (await rows<{ password_hash: string }>(t, sql`select password_hash from employees where id = ${id}`))[0]
    ?.password_hash;

describe('GET /api/v1/employee/byCompany', () => {
  it('lists the company’s employees by path and by ?companyId=, with siteId and siteName', async () => {
    const siteId = await addSite(t, guardforce, 'Zwartkop Quarry');
    const bongani = await call.employeeId(ACCOUNTS.guard);
    const saved = await call.post('admin', '/api/v1/employee', { ...(await call.employeeFields(bongani)), siteId });
    expect(saved.statusCode).toBe(200);

    const byPath = await call.get('controller', `/api/v1/employee/byCompany/${guardforce}`);
    const byQuery = await call.get('controller', `/api/v1/employee/byCompany?companyId=${guardforce}`);
    expect(byPath.statusCode).toBe(200);
    expect(byQuery.json()).toEqual(byPath.json());
    const list: Employee[] = byPath.json();
    expect(list.length).toBe(await count(t, 'employees', sql`company_id = ${guardforce}`));
    expect(list.find((e) => e.id === bongani)).toMatchObject({
      siteId,
      siteName: 'Zwartkop Quarry',
      role: 'default',
    });
    expect(list.find((e) => e.name === 'Sipho')).toMatchObject({ siteId: null, siteName: null, role: 'CONTROLLER' });
    for (const employee of list) expect(employee).not.toHaveProperty('passwordHash');
    expect(byPath.headers['content-range']).toBe(`employee 0-${list.length - 1}/${list.length}`);
  });

  it('without a companyId lists the caller’s own company', async () => {
    const response = await call.get('admin', '/api/v1/employee/byCompany');
    expect(response.statusCode).toBe(200);
    expect(new Set(response.json().map((e: { companyId: number }) => e.companyId))).toEqual(new Set([guardforce]));
  });

  it('lets a sys-admin list any company', async () => {
    const response = await call.get('sysadmin', `/api/v1/employee/byCompany?companyId=${capeShield}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((e: { emailAddress: string }) => e.emailAddress)).toContain(ACCOUNTS.otherAdmin);
  });

  it('pages, sorts and filters, with the total in Content-Range', async () => {
    const total = await count(t, 'employees', sql`company_id = ${guardforce}`);
    const page = await call.get(
      'admin',
      `/api/v1/employee/byCompany/${guardforce}?sort=${q(['surname', 'DESC'])}&range=${q([1, 2])}`,
    );
    expect(page.statusCode).toBe(200);
    const all: Employee[] = (await call.get('admin', `/api/v1/employee/byCompany/${guardforce}`)).json();
    const surnames = all.map((e) => e.surname).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    expect(page.json().map((e: Employee) => e.surname)).toEqual(surnames.slice(1, 3));
    expect(page.headers['content-range']).toBe(`employee 1-2/${total}`);

    const filtered = await call.get('admin', `/api/v1/employee/byCompany/${guardforce}?filter=${q({ q: 'KHUMALO' })}`);
    expect(filtered.json().map((e: Employee) => e.surname)).toEqual(['Khumalo']);
    expect(filtered.headers['content-range']).toBe('employee 0-0/1');

    const bySite = await call.get('admin', `/api/v1/employee/byCompany/${guardforce}?filter=${q({ q: 'zwartkop' })}`);
    expect(bySite.json().map((e: Employee) => e.siteName)).toEqual(['Zwartkop Quarry']);
  });

  it.each([
    ['sort', '["passwordHash","ASC"]'],
    ['sort', 'name'],
    ['range', '[0]'],
    ['filter', '{'],
  ])('refuses %s=%s with 400', async (name, value) => {
    const response = await call.get(
      'admin',
      `/api/v1/employee/byCompany/${guardforce}?${name}=${encodeURIComponent(value)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(name));
  });
});

describe('GET /api/v1/employee/:id', () => {
  it('answers one employee of the company', async () => {
    const id = await call.employeeId(ACCOUNTS.guard);
    const response = await call.get('controller', `/api/v1/employee/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      userId: expect.any(Number),
      name: 'Bongani',
      surname: 'Khumalo',
      emailAddress: ACCOUNTS.guard,
      companyId: guardforce,
      role: 'default',
    });
    expect(response.json()).not.toHaveProperty('passwordHash');
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call.get('admin', '/api/v1/employee/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(EM.notFound);
  });
});

describe('POST /api/v1/employee (create)', () => {
  it('creates an employee whose password is stored hashed and who can sign in', async () => {
    const payload = { ...valid.employee(), emailAddress: 'new.controller@guardforce.co.za', role: 'CONTROLLER' };
    const response = await call.post('admin', '/api/v1/employee', payload);
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      id: expect.any(Number),
      userId: expect.any(Number),
      name: payload.name,
      surname: payload.surname,
      emailAddress: payload.emailAddress,
      companyId: guardforce,
      siteId: null,
      siteName: null,
      role: 'CONTROLLER',
    });
    expect(created).not.toHaveProperty('password');
    const hash = await passwordHash(created.id);
    expect(hash).toMatch(/^\$argon2/);
    expect(hash).not.toContain(payload.password);

    const token = await t.login(payload.emailAddress, payload.password);
    const me = await t.as(token, { method: 'GET', url: '/api/v1/employee/me' });
    expect(me.json()).toMatchObject({ id: created.id, companyName: 'GuardForce Security Services' });
  });

  it("stores and answers the security-guard role as 'default'", async () => {
    const payload = { ...valid.employee(), emailAddress: 'new.guard@guardforce.co.za', role: 'default' };
    const created = await call.post('admin', '/api/v1/employee', payload);
    expect(created.json().role).toBe('default');
    const read = await call.get('admin', `/api/v1/employee/${created.json().id}`);
    expect(read.json().role).toBe('default');
  });

  it.each([
    ['admin', 'ADMIN'],
    ['Admin', 'ADMIN'],
    ['controller', 'CONTROLLER'],
    ['Controller', 'CONTROLLER'],
    ['default', 'default'],
    ['DEFAULT', 'default'],
    ['security guard', 'default'],
    ['security-guard', 'default'],
    ['Security Guard', 'default'],
  ])("takes the spec's spelling %j of a role and answers it as %j", async (role, stored) => {
    const emailAddress = `role.${[...role].map((c) => c.charCodeAt(0)).join('.')}@guardforce.co.za`;
    const created = await call.post('admin', '/api/v1/employee', { ...valid.employee(), emailAddress, role });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().role).toBe(stored);
    expect((await call.get('admin', `/api/v1/employee/${created.json().id}`)).json().role).toBe(stored);
  });

  it("lets only a sys-admin give the role written 'sys-admin' too", async () => {
    const payload = { ...valid.employee(), emailAddress: 'spelt.sysadmin@guardforce.co.za', role: 'sys-admin' };
    expect((await call.post('admin', '/api/v1/employee', payload)).json()).toEqual({ message: EM.sysAdminOnly });
    const created = await call.post('sysadmin', '/api/v1/employee', { ...payload, companyId: guardforce });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().role).toBe('SYS_ADMIN');
  });

  it('puts the employee on a site of the company and answers the site name', async () => {
    const siteId = await addSite(t, guardforce, 'Rosebank Office Park');
    const payload = { ...valid.employee(), emailAddress: 'site.guard@guardforce.co.za', siteId };
    const response = await call.post('admin', '/api/v1/employee', payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ siteId, siteName: 'Rosebank Office Park' });
  });

  it('requires a password with the contract message, and saves nothing', async () => {
    const before = await count(t, 'employees');
    const { password: _password, ...payload } = { ...valid.employee(), emailAddress: 'no.password@guardforce.co.za' };
    const response = await call.post('admin', '/api/v1/employee', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EM.passwordRequired);
    expect(await count(t, 'employees')).toBe(before);
  });

  it('lets a sys-admin create an employee in a chosen company', async () => {
    const payload = { ...valid.employee(), emailAddress: 'by.sysadmin@capeshield.co.za', companyId: capeShield };
    const response = await call.post('sysadmin', '/api/v1/employee', payload);
    expect(response.statusCode).toBe(200);
    expect(response.json().companyId).toBe(capeShield);
  });

  it('lets only a sys-admin give the SYS_ADMIN role (admin → 403, nothing saved)', async () => {
    const before = await count(t, 'employees');
    const payload = { ...valid.employee(), emailAddress: 'wannabe@guardforce.co.za', role: 'SYS_ADMIN' };
    const response = await call.post('admin', '/api/v1/employee', payload);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(EM.sysAdminOnly);
    expect(await count(t, 'employees')).toBe(before);
  });

  it.each([
    ['another company’s site', async () => addSite(t, capeShield, 'Canal Walk')],
    ['an unknown site', async () => 999999],
  ])('refuses %s with 400 and saves nothing', async (_label, site) => {
    const before = await count(t, 'employees');
    const payload = { ...valid.employee(), emailAddress: 'wrong.site@guardforce.co.za', siteId: await site() };
    const response = await call.post('admin', '/api/v1/employee', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EM.siteNotInCompany);
    expect(await count(t, 'employees')).toBe(before);
  });

  it('refuses a duplicate e-mail address in any case with 409, and saves nothing', async () => {
    const before = await count(t, 'employees');
    for (const emailAddress of [ACCOUNTS.controller, 'CONTROLLER@GuardForce.CO.ZA', ACCOUNTS.otherAdmin]) {
      const response = await call.post('admin', '/api/v1/employee', { ...valid.employee(), emailAddress });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(EM.duplicateEmail);
    }
    expect(await count(t, 'employees')).toBe(before);
  });
});

describe('POST /api/v1/employee (update)', () => {
  it('updates the fields and answers the saved employee', async () => {
    const id = await call.employeeId('johannes.botha@guardforce.co.za');
    const response = await call.post('admin', '/api/v1/employee', {
      ...(await call.employeeFields(id)),
      contactNumber: '0725550000',
      role: 'CONTROLLER',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, contactNumber: '0725550000', role: 'CONTROLLER' });
    expect((await call.get('admin', `/api/v1/employee/${id}`)).json()).toMatchObject({
      contactNumber: '0725550000',
      role: 'CONTROLLER',
    });
  });

  it('refuses a password with the contract message and keeps the old one', async () => {
    const id = await call.employeeId('nomvula.zulu@guardforce.co.za');
    const hash = await passwordHash(id);
    const response = await call.post('admin', '/api/v1/employee', {
      ...(await call.employeeFields(id)),
      surname: 'Changed',
      password: 'AnotherPassw0rd!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EM.passwordOnlyOnCreate);
    expect(await passwordHash(id)).toBe(hash);
    expect((await call.get('admin', `/api/v1/employee/${id}`)).json().surname).toBe('Zulu');
  });

  it('refuses another employee’s e-mail address with 409 and changes nothing', async () => {
    const id = await call.employeeId('tshepo.molefe@guardforce.co.za');
    const response = await call.post('admin', '/api/v1/employee', {
      ...(await call.employeeFields(id)),
      name: 'Renamed',
      emailAddress: 'Ayanda.Mthembu@guardforce.co.za',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EM.duplicateEmail);
    expect((await call.get('admin', `/api/v1/employee/${id}`)).json()).toMatchObject({
      name: 'Tshepo',
      emailAddress: 'tshepo.molefe@guardforce.co.za',
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call.post('admin', '/api/v1/employee', {
      ...valid.employee(),
      id: 999999,
      password: undefined,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(EM.notFound);
  });
});

describe('POST /api/v1/employee/removeEmployee', () => {
  it('removes an employee, who can no longer sign in', async () => {
    const id = await call.employeeId('kagiso.sithole@guardforce.co.za');
    const token = await t.login('kagiso.sithole@guardforce.co.za');
    const response = await call.post('admin', '/api/v1/employee/removeEmployee', { id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: EM.removed });
    expect((await call.get('admin', `/api/v1/employee/${id}`)).statusCode).toBe(404);
    expect((await t.as(token, { method: 'GET', url: '/api/v1/employee/me' })).statusCode).toBe(401);
  });

  it('refuses to remove the caller’s own account with 403', async () => {
    const id = await call.employeeId(ACCOUNTS.admin);
    const response = await call.post('admin', '/api/v1/employee/removeEmployee', { id });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(EM.cannotRemoveSelf);
    expect(await count(t, 'employees', sql`id = ${id}`)).toBe(1);
  });

  it.each([
    ['another company’s employee', () => call.employeeId(ACCOUNTS.otherController)],
    ['an unknown id', async () => 999999],
  ])('answers 404 for %s', async (_label, target) => {
    const id = await target();
    const before = await count(t, 'employees');
    const response = await call.post('admin', '/api/v1/employee/removeEmployee', { id });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(EM.notFound);
    expect(await count(t, 'employees')).toBe(before);
  });
});

describe('a controller is read-only', () => {
  it('gets 403 for create, update and remove, and nothing changes', async () => {
    const before = (await call.get('admin', `/api/v1/employee/byCompany/${guardforce}`)).json();
    const id = await call.employeeId('ayanda.mthembu@guardforce.co.za');
    const attempts = [
      call.post('controller', '/api/v1/employee', {
        ...valid.employee(),
        emailAddress: 'by.controller@guardforce.co.za',
      }),
      call.post('controller', '/api/v1/employee', { ...(await call.employeeFields(id)), name: 'Changed' }),
      call.post('controller', '/api/v1/employee/removeEmployee', { id }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.auth.forbidden);
    }
    expect((await call.get('admin', `/api/v1/employee/byCompany/${guardforce}`)).json()).toEqual(before);
  });
});

describe('employee validation (spec part 1 §5)', () => {
  const emailAt = (local: string) => `${local}@guardforce.co.za`;
  it.each([
    ['name', chars(2), EM.nameTooShort],
    ['name', chars(129), EM.nameTooLong],
    ['name', undefined, EM.nameTooShort],
    ['surname', chars(2), EM.surnameTooShort],
    ['surname', chars(129), EM.surnameTooLong],
    ['surname', undefined, EM.surnameTooShort],
    ['contactNumber', chars(8, '0'), EM.contactNumber],
    ['contactNumber', chars(12, '0'), EM.contactNumber],
    ['contactNumber', undefined, EM.contactNumber],
    ['emailAddress', 'a@b.', EM.emailTooShort],
    ['emailAddress', emailAt(chars(290)), EM.emailTooLong],
    ['emailAddress', undefined, EM.emailTooShort],
    ['emailAddress', 'zanele.guardforce.co.za', EM.invalidEmail],
    ['emailAddress', 'zanele@guardforce', EM.invalidEmail],
    ['emailAddress', 'zanele mahlangu@guardforce.co.za', EM.invalidEmail],
    ['role', 'guard', EM.invalidRole],
    ['role', 'supervisor', EM.invalidRole],
    ['role', undefined, EM.invalidRole],
    ['password', '', MESSAGES.auth.fillAllFields],
    ['password', 'short', MESSAGES.auth.passwordTooShort],
  ])('%s = %j → %s, and nothing is saved', async (field, value, message) => {
    const before = await count(t, 'employees');
    const response = await call.post('admin', '/api/v1/employee', { ...valid.employee(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await count(t, 'employees')).toBe(before);
  });

  it.each([
    ['name', chars(3)],
    ['name', chars(128)],
    ['surname', chars(3)],
    ['surname', chars(128)],
    ['contactNumber', chars(9, '0')],
    ['contactNumber', chars(11, '0')],
    ['emailAddress', 'a@b.co'],
  ])('accepts %s at its limit (%#)', async (field, value) => {
    const payload = { ...valid.employee(), emailAddress: emailAt(`limit.${field}.${value.length}`), [field]: value };
    const response = await call.post('admin', '/api/v1/employee', payload);
    expect(response.statusCode).toBe(200);
  });
});
