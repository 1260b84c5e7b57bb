/**
 * The client's window (issue 33): clients added by admins and read by controllers; a single-use sign-in link exchanged
 * for a session; the session taken by the portal's routes alone (every other OpenAPI operation refuses it) and reading
 * only the client's sites; revocation ending it at once.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { fileStoreFor } from '../../integrations/fileStore';
import { type Api, addSite, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, PNG_1x1, patrolSite, sendAll } from '../../test/live';
import { makeCheckpoints } from '../integrity/checkpoints';

let t: TestContext;
let call: Api;
let mine: number;
let otherSite: number;
let capeSite: number;

beforeAll(async () => {
  t = await build();
  call = api(t);
  const { guardforce, capeShield } = await call.companies();
  mine = await addSite(t, guardforce, `Portal Park ${randomUUID().slice(0, 4)}`);
  otherSite = await addSite(t, guardforce, `Portal Other ${randomUUID().slice(0, 4)}`);
  capeSite = await addSite(t, capeShield, `Portal Cape ${randomUUID().slice(0, 4)}`);
});
afterAll(() => t.close());

const addClient = async (siteIds: number[], emailAddress = `owner-${randomUUID().slice(0, 6)}@park.example`) => {
  const response = await call.post('admin', '/api/v1/clients', { name: 'Park Owner', emailAddress, siteIds });
  expect(response.statusCode).toBe(200);
  return response.json().id as number;
};
const linkFor = async (id: number) => {
  const response = await call.post('admin', `/api/v1/clients/${id}/link`, {});
  expect(response.statusCode).toBe(200);
  return response.json() as { url: string; expiresAt: number; emailed: boolean };
};
const tokenOf = (url: string) => url.split('#token=')[1];
const exchange = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/portal/session', payload: { token } });
const sessionFor = async (id: number) => {
  const response = await exchange(tokenOf((await linkFor(id)).url));
  expect(response.statusCode).toBe(200);
  return String(response.headers['x-access-token']);
};

describe('/api/v1/clients', () => {
  it('admins add and change clients; controllers read; the audit log has it', async () => {
    const id = await addClient([mine]);
    const list = await call.get('controller', '/api/v1/clients');
    expect(list.statusCode).toBe(200);
    expect(list.json().find((c: { id: number }) => c.id === id)).toMatchObject({ siteIds: [mine], revokedAt: null });
    expect((await call.post('controller', `/api/v1/clients/${id}`, { siteIds: [otherSite] })).statusCode).toBe(403);
    const added = { name: 'Park Manager', emailAddress: 'manager@park.example', siteIds: [mine] };
    expect((await call.post('controller', '/api/v1/clients', added)).statusCode).toBe(403);
    expect((await call.post('controller', `/api/v1/clients/${id}/link`, {})).statusCode).toBe(403);
    const changed = await call.post('admin', `/api/v1/clients/${id}`, { siteIds: [mine, otherSite] });
    expect(changed.json().siteIds).toEqual([mine, otherSite]);
    await call.post('admin', `/api/v1/clients/${id}`, { siteIds: [mine] });
    const audit = await rows<{ action: string }>(
      t,
      sql`select action from audit_log where entity = 'clients' and entity_id = ${id} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['insert', 'update', 'update']);
  });

  it('lists the clients who may see one site with siteId (a site page), of the own company only', async () => {
    const one = await addClient([mine]);
    const both = await addClient([mine, otherSite]);
    const elsewhere = await addClient([otherSite]);
    const ids = async (query: string, as: 'admin' | 'controller' | 'otherAdmin' = 'controller') => {
      const response = await call.get(as, `/api/v1/clients${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as { id: number }[]).map((client) => client.id);
    };
    const ofMine = await ids(`?siteId=${mine}`);
    expect(ofMine).toEqual(expect.arrayContaining([one, both]));
    expect(ofMine).not.toContain(elsewhere);
    expect(await ids(`?siteId=${otherSite}`)).toEqual(expect.arrayContaining([both, elsewhere]));
    expect(await ids(`?siteId=${otherSite}`)).not.toContain(one);
    // Another company's admin naming this site sees none of these clients.
    expect(await ids(`?siteId=${mine}`, 'otherAdmin')).toEqual([]);
    expect((await call.get('admin', '/api/v1/clients?siteId=zero')).statusCode).toBe(400);
  });

  it("refuses another company's site and another company's client", async () => {
    const response = await call.post('admin', '/api/v1/clients', {
      name: 'Cape Owner',
      emailAddress: 'cape@owner.example',
      siteIds: [capeSite],
    });
    expect(response.statusCode).toBe(400);
    const id = await addClient([mine]);
    expect((await call.get('otherAdmin', `/api/v1/clients/${id}`)).statusCode).toBe(404);
    expect((await call.post('otherAdmin', `/api/v1/clients/${id}/link`, {})).statusCode).toBe(404);
    expect((await call.post('otherAdmin', `/api/v1/clients/${id}/revoke`, {})).statusCode).toBe(404);
  });
});

describe('sign-in links and sessions', () => {
  it('gives each client its own last sign-in, none before its first link is opened', async () => {
    const opened = await addClient([mine]);
    const waiting = await addClient([mine]);
    await sessionFor(opened);
    await linkFor(waiting);
    expect((await call.get('admin', `/api/v1/clients/${opened}`)).json().lastSignInAt).toEqual(expect.any(Number));
    expect((await call.get('admin', `/api/v1/clients/${waiting}`)).json().lastSignInAt).toBeNull();
    const listed = (await call.get('admin', '/api/v1/clients')).json() as { id: number; lastSignInAt: number | null }[];
    expect(listed.find((c) => c.id === waiting)?.lastSignInAt).toBeNull();
  });

  it('a link is hashed at rest, works once and opens a 30-day session', async () => {
    const id = await addClient([mine]);
    const link = await linkFor(id);
    expect(link.url).toMatch(/\/portal#token=[\w-]{40,}$/);
    const stored = await rows<{ token_hash: string }>(
      t,
      sql`select token_hash from client_links where client_id = ${id}`,
    );
    expect(stored[0].token_hash).not.toContain(tokenOf(link.url));
    const first = await exchange(tokenOf(link.url));
    expect(first.statusCode).toBe(200);
    expect(first.json().expiresAt - Date.now() / 1000).toBeGreaterThan(29 * 86_400);
    const again = await exchange(tokenOf(link.url));
    expect(again.json()).toEqual({ message: MESSAGES.portal.linkUsed });
    expect((await exchange('nothing-like-a-token')).json()).toEqual({ message: MESSAGES.portal.linkUnknown });
    const late = await linkFor(id);
    await t.database.db.execute(
      sql`update client_links set expires_at = now() - interval '1 second' where client_id = ${id}`,
    );
    expect((await exchange(tokenOf(late.url))).json()).toEqual({ message: MESSAGES.portal.linkExpired });
  });

  it('revoking ends every session at once and withdraws unused links', async () => {
    const id = await addClient([mine]);
    const session = await sessionFor(id);
    const unused = await linkFor(id);
    expect((await t.as(session, { method: 'GET', url: '/api/v1/portal/sites' })).statusCode).toBe(200);
    expect((await call.post('controller', `/api/v1/clients/${id}/revoke`, {})).statusCode).toBe(403);
    expect((await call.post('admin', `/api/v1/clients/${id}/revoke`, {})).statusCode).toBe(200);
    const after = await t.as(session, { method: 'GET', url: '/api/v1/portal/sites' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: MESSAGES.portal.sessionEnded });
    expect((await exchange(tokenOf(unused.url))).json()).toEqual({ message: MESSAGES.portal.linkRevoked });
  });

  it("'Send me a new link' answers the same for a known and an unknown address", async () => {
    const emailAddress = `asks-${randomUUID().slice(0, 6)}@park.example`;
    const id = await addClient([mine], emailAddress);
    const ask = (address: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/portal/link', payload: { emailAddress: address } });
    const known = await ask(emailAddress.toUpperCase());
    const unknown = await ask('nobody@nowhere.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const sent = await rows<{ recipient: string }>(
      t,
      sql`select recipient from notification_outbox where recipient = ${emailAddress}`,
    );
    expect(sent).toHaveLength(1);
    expect(await rows(t, sql`select id from client_links where client_id = ${id}`)).toHaveLength(1);
  });
});

describe('scope: a client session reaches the portal only, and only its sites', () => {
  it('every OpenAPI operation outside /portal refuses it (401/403), and the portal refuses an employee', async () => {
    const session = await sessionFor(await addClient([mine]));
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    let tried = 0;
    const leaks: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      if (path.startsWith('/api/v1/portal/')) continue;
      for (const method of Object.keys(methods)) {
        const url = path.replace(/\{[^}]+\}/g, String(mine));
        const response = await t.as(session, {
          method: method.toUpperCase() as 'GET',
          url,
          payload: method === 'get' ? undefined : {},
        });
        tried++;
        if (![401, 403].includes(response.statusCode) && !isPublic(path))
          leaks.push(`${method} ${path} ${response.statusCode}`);
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
    const admin = await call.token('admin');
    expect((await t.as(admin, { method: 'GET', url: '/api/v1/portal/sites' })).statusCode).toBe(401);
  });

  it('the live socket refuses it', async () => {
    const session = await sessionFor(await addClient([mine]));
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connectClient(url, {
      auth: { token: session },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    const outcome = await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', () => resolve('refused'));
    });
    socket.close();
    expect(outcome).toBe('refused');
  });

  it("reads its own sites only: never another site's or another company's", async () => {
    const session = await sessionFor(await addClient([mine]));
    const sites = (await t.as(session, { method: 'GET', url: '/api/v1/portal/sites' })).json();
    expect(sites.map((site: { id: number }) => site.id)).toEqual([mine]);
    expect(sites[0].today).toMatchObject({ planned: 0, done: 0, inProgress: 0, missed: 0 });
    const { guardforce, capeShield } = await call.companies();
    await t.database.db.execute(sql`insert into incidents (event_guid, company_id, site_id, category, severity, text,
      original_text, note, sent_at, status, approved_at) values
      (${randomUUID()}, ${guardforce}, ${mine}, 'Other', 'low', 'Gate fixed', 'gate brokn', 'internal', now(), 'approved', now()),
      (${randomUUID()}, ${guardforce}, ${mine}, 'Other', 'low', 'Not approved', null, '', now(), 'new', null),
      (${randomUUID()}, ${guardforce}, ${otherSite}, 'Other', 'low', 'Other site', null, '', now(), 'approved', now()),
      (${randomUUID()}, ${capeShield}, ${capeSite}, 'Other', 'low', 'Cape', null, '', now(), 'approved', now())`);
    const incidents = (await t.as(session, { method: 'GET', url: '/api/v1/portal/incidents' })).json();
    expect(incidents.map((i: { text: string }) => i.text)).toEqual(['Gate fixed']);
    expect(JSON.stringify(incidents)).not.toMatch(/brokn|internal/);
    const panic = randomUUID();
    await t.database.db.execute(sql`insert into events (event_guid, type, company_id, site_id, sent_at, latitude, longitude, payload)
      values (${panic}, 'panic', ${guardforce}, ${mine}, now(), -26.1, 28.05, '{"latitude": -26.1, "longitude": 28.05}'),
      (${randomUUID()}, 'panic', ${guardforce}, ${otherSite}, now(), -26.2, 28.1, '{}')`);
    const before = (await t.as(session, { method: 'GET', url: '/api/v1/portal/alerts' })).json();
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      eventGuid: panic,
      latitude: null,
      answeredAt: null,
      what: MESSAGES.portal.panicPosition,
    });
    const answer = await call.post('controller', '/api/v1/alarmAlert/respond', {
      respondedToGuid: panic,
      respondedToType: 'panic',
      message: 'Armed response on site, all clear',
      respondedAt: Math.floor(Date.now() / 1000),
      topic: 'critical-qa',
    });
    expect(answer.statusCode).toBe(200);
    const after = (await t.as(session, { method: 'GET', url: '/api/v1/portal/alerts' })).json();
    expect(after[0]).toMatchObject({ latitude: -26.1, answer: 'Armed response on site, all clear' });
    expect(after[0].responseSeconds).toBeGreaterThanOrEqual(0);
  });
});

describe('incident photos in the portal', () => {
  it("serves a photo of an approved incident of the client's sites, and nothing else", async () => {
    const { guardforce } = await call.companies();
    const files = fileStoreFor(t.database, t.config.dataDir);
    const photo = await files.save(PNG_1x1, 'png', guardforce);
    const incident = async (siteId: number, status: 'approved' | 'new') => {
      const result = await t.database.db.execute<{ id: number }>(sql`insert into incidents (event_guid, company_id,
        site_id, category, severity, text, note, sent_at, status, approved_at, image_urls) values (${randomUUID()},
        ${guardforce}, ${siteId}, 'Break-in or damage', 'medium', 'Fence cut', '', now(), ${status},
        ${status === 'approved' ? sql`now()` : null}, ${JSON.stringify([photo])}::jsonb) returning id`);
      return Number(result.rows[0].id);
    };
    const approved = await incident(mine, 'approved');
    const waiting = await incident(mine, 'new');
    const elsewhere = await incident(otherSite, 'approved');
    const session = await sessionFor(await addClient([mine]));
    const get = (path: string, token = session) => t.as(token, { method: 'GET', url: `/api/v1/portal/${path}` });

    const listed = (await get('incidents')).json() as { id: number; photos: number }[];
    expect(listed.find((i) => i.id === approved)?.photos).toBe(1);
    const shown = await get(`incidents/${approved}/photos/0`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(PNG_1x1)).toBe(true);
    for (const path of [
      `incidents/${approved}/photos/1`,
      `incidents/${waiting}/photos/0`,
      `incidents/${elsewhere}/photos/0`,
    ]) {
      const refused = await get(path);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json()).toEqual({ message: MESSAGES.portal.photoNotFound });
    }
    // An employee's session is not a client's.
    expect((await get(`incidents/${approved}/photos/0`, await t.login('admin@guardforce.co.za'))).statusCode).toBe(401);
  });
});

describe("the client's copy of the checkpoints", () => {
  it("lists the signed checkpoints of its sites' handset chains only, with the key to check them", async () => {
    const from = Math.floor(Date.now() / 1000) - 60;
    // One guard, placed at each site in turn as its handset is registered: each sends from its own site.
    const ours = await patrolSite(t, call);
    await sendAll(ours.handset, [ev.scan(ours.tags[0].serialNumber)]);
    const theirs = await patrolSite(t, call);
    await sendAll(theirs.handset, [ev.scan(theirs.tags[0].serialNumber)]);
    await makeCheckpoints(t.database.db);
    const session = await sessionFor(await addClient([ours.siteId]));
    const period = `startDate=${from}&endDate=${from + 3_600}`;
    const get = (query: string) => t.as(session, { method: 'GET', url: `/api/v1/portal/checkpoints?${query}` });
    const answer = await get(period);
    expect(answer.statusCode, answer.body).toBe(200);
    const copy = answer.json() as { publicKey: string; checkpoints: { chain: string; siteId: number }[] };
    expect(copy.publicKey).toMatch(/^[\w-]{43}$/);
    expect(copy.checkpoints.length).toBeGreaterThan(0);
    expect(copy.checkpoints.every((c) => c.chain === 'events' && c.siteId === ours.siteId)).toBe(true);
    expect((await get(`${period}&siteId=${ours.siteId}`)).json().checkpoints).toEqual(copy.checkpoints);
    expect((await get(`${period}&siteId=${theirs.siteId}`)).statusCode).toBe(404);
    expect((await get(`startDate=${from + 10}&endDate=${from}`)).statusCode).toBe(400);
  });
});

/** Calls anyone may make without a session (answered alike to a client and a stranger). */
const PUBLIC = ['/api/v1/login', '/api/v1/profile/resetPassword', '/api/v1/company/register', '/api/v1/telegram/'];
const isPublic = (path: string) => PUBLIC.some((prefix) => path.startsWith(prefix));
