/**
 * The sweep: every API operation of the OpenAPI document (/api/docs/json), as each role of GuardForce and as
 * Cape Shield's admin and controller (another company), with GuardForce's ids in the path; then malformed inputs
 * on every operation that takes a body or a path id. Reports leaks (a 2xx to another company that carries
 * GuardForce's data), 5xx answers, and whether a handset batch sent before and after the sweep is all stored.
 * Own-company roles only read (GET), so the demo data stays for the other roles; another company tries every method.
 */
import { randomUUID } from 'node:crypto';
import { APP_INSTANCE_HEADER } from '../../contract/handset';
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';
import { companyHandsets, panicBatch, sendBatch, signIn } from '../../server/src/test/handsetLoad';

const ROLES = {
  sysadmin: 'sysadmin@patrol.local',
  admin: 'admin@guardforce.co.za',
  controller: 'controller@guardforce.co.za',
  guard: 'bongani.khumalo@guardforce.co.za',
  otherAdmin: 'admin@capeshield.co.za',
  otherController: 'controller@capeshield.co.za',
} as const;
type Role = keyof typeof ROLES;
const OTHERS: Role[] = ['otherAdmin', 'otherController'];

export interface SweepFigures {
  operations: number;
  calls: number;
  malformed: number;
  leaks: string[];
  serverErrors: string[];
  lost: number;
}

interface Operation {
  method: string;
  path: string;
}

async function operations(url: string, token: string): Promise<Operation[]> {
  const response = await fetch(`${url}/api/docs/json`, { headers: { 'x-access-token': token } });
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
}

/** GuardForce's ids and the words that only its data holds. */
async function victim(url: string, token: string) {
  const get = async <T>(path: string) =>
    (await (await fetch(`${url}/api/v1/${path}`, { headers: { 'x-access-token': token } })).json()) as T;
  const me = await get<{ id: number; companyId: number }>('employee/me');
  const sites = await get<{ id: number; name: string; areaId: number }[]>(`site/byCompany/${me.companyId}`);
  const site = sites[0];
  const devices = await get<{ id: number; serialNumber: string }[]>(`device/bySite/${site.id}`);
  const tags = await get<{ id: number; serialNumber: string }[]>(`routeTag/bySite/${site.id}`);
  const routes = await get<{ id: number }[]>(`route/bySite/${site.id}`).catch(() => []);
  const ids: Record<string, number> = {
    companyId: me.companyId,
    siteId: site.id,
    areaId: site.areaId,
    deviceId: devices[0]?.id ?? 1,
    employeeId: me.id,
    routeTagId: tags[0]?.id ?? 1,
    tagId: tags[0]?.id ?? 1,
    routeId: Array.isArray(routes) ? (routes[0]?.id ?? 1) : 1,
  };
  const words = [
    'GuardForce',
    ...sites.map((one) => one.name),
    ...devices.map((one) => one.serialNumber),
    ...tags.map((one) => one.serialNumber),
  ];
  return { ids, words };
}

/** The path with its parameters filled from GuardForce's ids (`{id}` takes the site's, or the one its path names). */
function fill(path: string, ids: Record<string, number>, value?: string) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (value !== undefined) return value;
    if (ids[name] !== undefined) return String(ids[name]);
    if (/guid/i.test(name)) return randomUUID();
    for (const [key, id] of Object.entries(ids)) if (path.includes(key.replace(/Id$/, ''))) return String(id);
    return String(ids.siteId);
  });
}

const MALFORMED_BODIES = [
  'not json',
  '[]',
  'null',
  '{"a":',
  JSON.stringify({ name: '\u0000', id: 2 ** 31, siteId: -1, companyId: 'x', startDate: 1e308 }),
  JSON.stringify({ siteId: 2 ** 53, emailAddress: 'a'.repeat(10_000), contacts: 'x' }),
  JSON.stringify(JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`)),
];
const MALFORMED_IDS = ['-1', '0', '2147483648', '9007199254740993', 'abc', '1e3', '%00', '%E0%A4%A', "1'--"];

export async function sweep(url: string, log: (line: string) => void): Promise<SweepFigures> {
  const tokens = Object.fromEntries(
    await Promise.all(
      (Object.entries(ROLES) as [Role, string][]).map(async ([role, email]) => [
        role,
        role === 'guard' ? '' : await signIn(url, email, DEMO_PASSWORD),
      ]),
    ),
  ) as Record<Role, string>;
  const handsets = await companyHandsets(url, ROLES.admin, DEMO_PASSWORD, 1);
  tokens.guard = handsets[0].token;
  const ops = await operations(url, tokens.admin);
  const { ids, words } = await victim(url, tokens.admin);
  const figures: SweepFigures = {
    operations: ops.length,
    calls: 0,
    malformed: 0,
    leaks: [],
    serverErrors: [],
    lost: 0,
  };

  // Events stored before the sweep must be there after it.
  const before = panicBatch(20);
  const sentBefore = await sendBatch(url, handsets[0], before);

  const call = async (role: Role, method: string, path: string, body?: string) => {
    const headers: Record<string, string> = { 'x-access-token': tokens[role] };
    if (role === 'guard') headers[APP_INSTANCE_HEADER] = handsets[0].appInstanceId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${url}${path}`, { method, headers, body }).catch(() => null);
    const text = response ? await response.text() : '';
    return { status: response?.status ?? 0, text };
  };
  const judge = (role: Role, method: string, path: string, answer: { status: number; text: string }) => {
    figures.calls += 1;
    if (answer.status >= 500 || answer.status === 0)
      figures.serverErrors.push(`${role} ${method} ${path} ${answer.status}`);
    if (OTHERS.includes(role) && answer.status >= 200 && answer.status < 300) {
      const leaked = words.find((word) => word && answer.text.includes(word));
      if (leaked) figures.leaks.push(`${role} ${method} ${path}: '${leaked}'`);
    }
  };

  for (const op of ops) {
    if (op.path.includes('/logout') || op.path.includes('/docs')) continue;
    const path = fill(op.path, ids);
    for (const role of Object.keys(ROLES) as Role[]) {
      if (!OTHERS.includes(role) && op.method !== 'GET') continue;
      const body =
        op.method === 'GET' || op.method === 'DELETE' ? undefined : JSON.stringify({ ...ids, id: ids.siteId });
      judge(role, op.method, path, await call(role, op.method, path, body));
    }
    // Malformed input, as GuardForce's admin: bodies on what takes one, odd ids in the path.
    if (op.method !== 'GET' && op.method !== 'DELETE') {
      for (const body of MALFORMED_BODIES) {
        figures.malformed += 1;
        judge('admin', op.method, path, await call('admin', op.method, path, body));
      }
    }
    if (op.path.includes('{') && op.method !== 'DELETE') {
      for (const value of MALFORMED_IDS) {
        const odd = fill(op.path, ids, value);
        figures.malformed += 1;
        judge('admin', op.method, odd, await call('admin', op.method, odd, op.method === 'GET' ? undefined : '{}'));
      }
    }
  }
  log(`sweep: ${figures.operations} operations, ${figures.calls} calls (${figures.malformed} malformed)`);

  // Sent again after the sweep: each is answered 'duplicate', so every one is still stored.
  const after = await sendBatch(url, handsets[0], before);
  figures.lost = sentBefore.acknowledged.filter((guid) => !after.duplicates.includes(guid)).length;
  return figures;
}
