/**
 * Shared pieces for the API tests: signed-in calls by demo account, SQL reads for checking what was
 * (or was not) saved, valid payloads to vary one field at a time, and demo ids looked up, never assumed.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { sites } from '../db/schema';
import { ACCOUNTS, build, CAPE_SHIELD, GUARDFORCE, type TestContext } from './helper';
import { validSite } from './siteArea';

export type Account = keyof typeof ACCOUNTS;
const OPERATIONS = 'Patrol Console Operations';

export interface Api {
  token(account: Account): Promise<string>;
  get(account: Account, url: string): Promise<LightMyRequestResponse>;
  post(account: Account, url: string, payload: unknown): Promise<LightMyRequestResponse>;
  /** Ids of the demo companies, by name. */
  companies(): Promise<{ guardforce: number; capeShield: number; operations: number }>;
  /** The id of a demo employee, by e-mail address. */
  employeeId(emailAddress: string): Promise<number>;
  /** The id of a demo area, by name. */
  areaId(name: string): Promise<number>;
  /** The fields an update sends for an existing employee: as an admin reads it, less what is only read. */
  employeeFields(id: number): Promise<{ id: number; siteId: number | null } & Record<string, unknown>>;
}

/** Signs each demo account in once per test file and calls the API as it. */
export function api(t: TestContext): Api {
  const tokens = new Map<Account, Promise<string>>();
  const token = (account: Account) => {
    if (!tokens.has(account)) tokens.set(account, t.login(ACCOUNTS[account]));
    return tokens.get(account) as Promise<string>;
  };
  let companies: ReturnType<Api['companies']> | undefined;
  return {
    token,
    get: async (account, url) => t.as(await token(account), { method: 'GET', url }),
    post: async (account, url, payload) =>
      t.as(await token(account), { method: 'POST', url, payload: payload as Record<string, unknown> }),
    companies() {
      companies ??= Promise.all([t.companyId(GUARDFORCE), t.companyId(CAPE_SHIELD), t.companyId(OPERATIONS)]).then(
        ([guardforce, capeShield, operations]) => ({ guardforce, capeShield, operations }),
      );
      return companies;
    },
    async employeeId(emailAddress) {
      const [row] = await rows<{ id: number }>(t, sql`select id from employees where email_address = ${emailAddress}`);
      if (!row) throw new Error(`no employee ${emailAddress}`);
      return row.id;
    },
    async areaId(name) {
      const [row] = await rows<{ id: number }>(t, sql`select id from areas where name = ${name}`);
      if (!row) throw new Error(`no area ${name}`);
      return row.id;
    },
    async employeeFields(id) {
      const response = await t.as(await token('admin'), { method: 'GET', url: `/api/v1/employee/${id}` });
      const { userId: _u, companyId: _c, siteName: _s, ...fields } = response.json();
      return fields;
    },
  };
}

/** A test file's app on a demo database, with calls by demo account and the demo companies' ids: built before its tests, closed after. */
export function demoSuite() {
  const suite = {} as { t: TestContext; call: Api } & Awaited<ReturnType<Api['companies']>>;
  beforeAll(async () => {
    suite.t = await build();
    suite.call = api(suite.t);
    Object.assign(suite, await suite.call.companies());
  });
  afterAll(() => suite.t.close());
  return suite;
}

/** Runs SQL on the test database (PGlite or PostgreSQL) and returns the rows. */
export async function rows<T>(t: TestContext, query: SQL): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return result.rows as T[];
}

/** `select count(*)` of a table, optionally with a where clause. */
export async function count(t: TestContext, table: string, where?: SQL): Promise<number> {
  const query = sql`select count(*)::int as n from ${sql.identifier(table)}`;
  if (where) query.append(sql` where `.append(where));
  const [row] = await rows<{ n: number }>(t, query);
  return Number(row.n);
}

/** A site row (the site endpoints arrive with a later issue); returns its id. */
export async function addSite(t: TestContext, companyId: number, name: string): Promise<number> {
  const [site] = await t.database.db
    .insert(sites)
    .values({ companyId, name, address: `${name}, 1 Main Road` })
    .returning({ id: sites.id });
  return site.id;
}

/** Valid payloads; tests change one field at a time. */
export const valid = {
  company: () => ({
    name: 'Karoo Watch Security',
    address: '5 Church Street, Graaff-Reinet, 6280',
    contactPerson: 'Anele Ndlovu',
    contactNumber: '0498920000',
    contactEmail: 'ops@karoowatch.co.za',
  }),
  employee: () => ({
    name: 'Zanele',
    surname: 'Mahlangu',
    contactNumber: '0821239999',
    emailAddress: 'zanele.mahlangu@guardforce.co.za',
    role: 'default' as string,
    siteId: null as number | null,
    password: 'Str0ngPassword!',
  }),
  area: () => ({
    name: 'Pretoria East',
    contactPerson: 'Mpho Sekgala',
    contactNumber: '0123450000',
    contactEmail: 'pretoria.east@guardforce.co.za',
    shouldReceiveReports: true,
  }),
  registration: () => ({
    companyName: 'Durban Coastal Guarding',
    address: '88 Florida Road, Morningside, Durban, 4001',
    contactPerson: 'Kayla Pillay',
    contactNumber: '0313030000',
    contactEmail: 'info@coastalguard.co.za',
    userName: 'Kayla',
    surname: 'Pillay',
    emailAddress: 'kayla@coastalguard.co.za',
    password: 'Coastal2024!',
  }),
};

/** A string of `n` characters. */
export const chars = (n: number, c = 'a') => c.repeat(n);

/** A small square boundary near Sandton, as the site form's GeoJSON text. */
/**
 * Creates a site through POST /api/v1/site as the token's user (an admin or sys-admin), in the company's first
 * area, and returns its id. `overrides` changes any field of the site body.
 */
export async function createSite(
  t: TestContext,
  token: string,
  companyId: number,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const areasResponse = await t.as(token, { method: 'GET', url: `/api/v1/area/byCompany/${companyId}` });
  const [area] = areasResponse.json() as { id: number }[];
  if (!area) throw new Error(`company ${companyId} has no area to put a site in`);
  const payload = {
    ...validSite(area.id),
    name: `Test Site ${Math.random().toString(36).slice(2, 8)}`,
    companyId,
    ...overrides,
  };
  const response = await t.as(token, { method: 'POST', url: '/api/v1/site', payload });
  if (response.statusCode !== 200) throw new Error(`create site: ${response.statusCode} ${response.body}`);
  return response.json().siteId;
}
