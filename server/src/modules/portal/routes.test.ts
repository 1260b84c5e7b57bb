/**
 * The client's window (issue 33): clients added by admins and read by controllers; a single-use sign-in link exchanged
 * for a session; the session taken by the portal's routes alone (every other OpenAPI operation refuses it) and reading
 * only the client's sites; revocation ending it at once.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { FILES_PREFIX, fileStoreFor } from '../../integrations/fileStore';
import { type Api, addSite, api, rows } from '../../test/fixtures';
import { ACCOUNTS, build, GUARDFORCE, type TestContext } from '../../test/helper';
import { ev, PNG_1x1, patrolSite, placeGuard, registerHandset, sendAll } from '../../test/live';
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

  it('a session is stored only as its SHA-256, never as the token', async () => {
    const id = await addClient([mine]);
    const session = await sessionFor(id);
    const stored = await rows<{ token_hash: string }>(
      t,
      sql`select token_hash from client_sessions where client_id = ${id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(session);
    expect(stored[0].token_hash).toBe(createHash('sha256').update(session).digest('hex'));
  });

  it('a session used an hour or more after its last use is renewed for 30 days; used sooner it is left as it is', async () => {
    const id = await addClient([mine]);
    const session = await sessionFor(id);
    const me = () => t.as(session, { method: 'GET', url: '/api/v1/portal/me' });
    const stored = async () =>
      (
        await rows<{ expires: number; used: number }>(
          t,
          sql`select extract(epoch from expires_at)::float8 as expires, extract(epoch from last_used_at)::float8 as used
            from client_sessions where client_id = ${id}`,
        )
      )[0];
    // A session with a day left, last used half an hour ago: a call neither renews nor writes it.
    await t.database.db.execute(sql`update client_sessions set expires_at = now() + interval '1 day',
      last_used_at = now() - interval '30 minutes' where client_id = ${id}`);
    const before = await stored();
    const soon = await me();
    expect(soon.statusCode).toBe(200);
    expect(soon.json().expiresAt).toBe(Math.floor(before.expires));
    expect(await stored()).toEqual(before);
    // Last used an hour and a minute ago: the call renews it for 30 days from now.
    await t.database.db.execute(
      sql`update client_sessions set last_used_at = now() - interval '61 minutes' where client_id = ${id}`,
    );
    const stale = await stored();
    const late = await me();
    expect(late.statusCode).toBe(200);
    const renewed = await stored();
    expect(renewed.used - stale.used).toBeGreaterThan(3_600);
    expect(renewed.expires - renewed.used).toBeCloseTo(30 * 86_400, 3);
    expect(late.json().expiresAt).toBe(Math.floor(renewed.expires));
  });

  it('an expired session is refused', async () => {
    const id = await addClient([mine]);
    const session = await sessionFor(id);
    expect((await t.as(session, { method: 'GET', url: '/api/v1/portal/me' })).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update client_sessions set expires_at = now() - interval '1 second' where client_id = ${id}`,
    );
    const refused = await t.as(session, { method: 'GET', url: '/api/v1/portal/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: MESSAGES.portal.sessionEnded });
  });

  it('the audit log records each link made and the revoke, with who did it (no one for a link the client asked for)', async () => {
    const emailAddress = `audited-${randomUUID().slice(0, 6)}@park.example`;
    const id = await addClient([mine], emailAddress);
    const adminId = await call.employeeId(ACCOUNTS.admin);
    const asked = await t.app.inject({ method: 'POST', url: '/api/v1/portal/link', payload: { emailAddress } });
    expect(asked.statusCode).toBe(200);
    await linkFor(id);
    expect((await call.post('admin', `/api/v1/clients/${id}/revoke`, {})).statusCode).toBe(200);
    const audit = await rows<{
      action: string;
      employee_id: number | null;
      actor_name: string | null;
      changes: Record<string, { from: unknown; to: unknown }>;
    }>(
      t,
      sql`select action, employee_id, actor_name, changes from audit_log
        where entity = 'clients' and entity_id = ${id} order by id`,
    );
    expect(audit.map((row) => [row.action, row.employee_id, Object.keys(row.changes).sort()])).toEqual([
      ['insert', adminId, expect.any(Array)],
      // The client's own 'Send me a new link': no employee made it.
      ['update', null, ['last_link_at']],
      // The admin's link, then the admin's revoke.
      ['update', adminId, ['last_link_at']],
      ['update', adminId, ['revoked_at']],
    ]);
    expect(audit[2].actor_name).toBe('Thandi Mokoena');
    expect(audit[3].actor_name).toBe('Thandi Mokoena');
    expect(audit[3].changes.revoked_at).toMatchObject({ from: null, to: expect.any(String) });
  });

  it("'Send me a new link' sends one link a minute to a client: a second ask within the minute sends none", async () => {
    const emailAddress = `twice-${randomUUID().slice(0, 6)}@park.example`;
    const id = await addClient([mine], emailAddress);
    const ask = async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/portal/link', payload: { emailAddress } });
      expect(response.json()).toEqual({ message: MESSAGES.portal.linkSent });
    };
    const sent = async () => ({
      mails: (await rows(t, sql`select id from notification_outbox where recipient = ${emailAddress}`)).length,
      links: (await rows(t, sql`select id from client_links where client_id = ${id}`)).length,
    });
    await ask();
    await ask();
    expect(await sent()).toEqual({ mails: 1, links: 1 });
    // A minute and a second later, the next ask sends a new link.
    await t.database.db.execute(
      sql`update clients set last_link_at = last_link_at - interval '61 seconds' where id = ${id}`,
    );
    await ask();
    expect(await sent()).toEqual({ mails: 2, links: 2 });
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

/** What one site holds for the sweep below: its ids, and the text that shows its data in an answer. */
interface Holdings {
  label: string;
  ids: { siteId: number; companyId: number; deviceId: number; incidentId: number; reportId: number };
  markers: string[];
}

interface OpenApiSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
}
interface OpenApiOperation {
  parameters?: { in: 'path' | 'query'; name: string; required?: boolean }[];
  requestBody?: { content: { 'application/json': { schema: OpenApiSchema } } };
}
/** Fields named like ids that name nothing of a site or a company. */
const NOT_SCOPE_IDS = ['keyId'];

/** An OpenAPI schema filled in: ids from `ids`, anything else the simplest valid value; unknown id-like names noted. */
function filled(schema: OpenApiSchema, name: string, ids: Holdings['ids'], unknown: Set<string>): unknown {
  if (name in ids) return ids[name as keyof typeof ids];
  if (/(^id|Id)$/.test(name) && !NOT_SCOPE_IDS.includes(name)) unknown.add(name);
  // A shared schema would be sent empty: the sweep is to learn to follow it first.
  if (schema.$ref) unknown.add(schema.$ref);
  const variant = schema.anyOf?.find((s) => s.type !== 'null') ?? schema.oneOf?.find((s) => s.type !== 'null');
  if (variant) return filled(variant, name, ids, unknown);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return 1;
    case 'string':
      return 'x';
    case 'array':
      return [filled(schema.items ?? {}, name, ids, unknown)];
    default:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, filled(value, key, ids, unknown)]),
      );
  }
}

describe('scope: every portal call, given the ids of another site or of another company', () => {
  it("answers none with that site's or company's data, and none with a 5xx", async () => {
    const { guardforce, capeShield } = await call.companies();
    // Three sites with a handset, a signed checkpoint, an approved incident with a photo and a stored report each:
    // the client's, another of the same company, and another company's.
    const ours = await patrolSite(t, call);
    const theirs = await patrolSite(t, call);
    const cape = await registerHandset(
      t,
      call,
      capeSite,
      await t.login('luthando.jacobs@capeshield.co.za'),
      'otherAdmin',
    );
    const files = fileStoreFor(t.database, t.config.dataDir);
    /** `companyName`: its company's name shows its data too (not so for another site of the client's company). */
    const holdings = async (
      label: string,
      { siteId, companyId, deviceId }: { siteId: number; companyId: number; deviceId: number },
      companyName: boolean,
    ): Promise<Holdings> => {
      const tag = randomUUID();
      const deviceName = `Handset ${tag}`;
      await t.database.db.execute(sql`update devices set device_name = ${deviceName} where id = ${deviceId}`);
      const photo = await files.save(PNG_1x1, 'png', companyId);
      const text = `Incident ${tag}`;
      const incident = await t.database.db.execute<{ id: number }>(sql`insert into incidents (event_guid, company_id,
        site_id, category, severity, text, note, sent_at, status, approved_at, image_urls) values (${randomUUID()},
        ${companyId}, ${siteId}, 'Other', 'low', ${text}, '', now(), 'approved', now(), ${JSON.stringify([photo])}::jsonb)
        returning id`);
      const pdfText = `Report ${tag}`;
      const pdf = await files.save(Buffer.from(`%PDF-1.4\n% ${pdfText}\n%%EOF\n`), 'pdf', companyId);
      const report = await t.database.db.execute<{ id: number }>(sql`insert into reports (company_id, site_id,
        start_date, end_date, file_name, trigger, created_at) values (${companyId}, ${siteId}, now() - interval '1 day',
        now(), ${pdf.slice(FILES_PREFIX.length)}, 'morning', now()) returning id`);
      const [site] = await rows<{ name: string }>(t, sql`select name from sites where id = ${siteId}`);
      const [company] = await rows<{ name: string }>(t, sql`select name from companies where id = ${companyId}`);
      return {
        label,
        ids: {
          siteId,
          companyId,
          deviceId,
          incidentId: Number(incident.rows[0].id),
          reportId: Number(report.rows[0].id),
        },
        markers: [site.name, `"siteId":${siteId}`, deviceName, text, pdfText, ...(companyName ? [company.name] : [])],
      };
    };
    const own = await holdings('ours', { ...ours.handset, companyId: guardforce }, true);
    const foreign = [
      await holdings('another site of the company', { ...theirs.handset, companyId: guardforce }, false),
      await holdings("another company's site", { ...cape, companyId: capeShield }, true),
    ];
    // The guard is at the last site registered: each handset sends once it is placed.
    await sendAll(theirs.handset, [ev.panic()]);
    await sendAll(cape, [ev.panic()]);
    await placeGuard(t, ours.handset.token, ours.siteId);
    await sendAll(ours.handset, [ev.scan(ours.tags[0].serialNumber)]);
    await makeCheckpoints(t.database.db);
    const session = await sessionFor(await addClient([ours.siteId]));

    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, OpenApiOperation>>)
      .filter(([path]) => path.startsWith('/api/v1/portal/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
    expect(operations.map((op) => op.path)).toEqual(
      expect.arrayContaining(['/api/v1/portal/sites', '/api/v1/portal/incidents', '/api/v1/portal/sla']),
    );
    const now = Math.floor(Date.now() / 1000);
    /** Valid values of the parameters that are not ids. */
    const plain: Record<string, string | number> = {
      month: new Date().toISOString().slice(0, 7),
      startDate: now - 86_400,
      endDate: now + 3_600,
      index: 0,
    };
    const byPathId: Record<string, keyof Holdings['ids']> = { incidents: 'incidentId', reports: 'reportId' };
    const unknown = new Set<string>();
    const send = ({ path, method, operation }: (typeof operations)[number], { ids }: Holdings) => {
      const query = new URLSearchParams();
      let url = path;
      for (const { in: where, name, required } of operation.parameters ?? []) {
        let value: string | number | undefined;
        if (where === 'path' && name === 'id') {
          const kind = byPathId[path.split('/{id}')[0].split('/').pop() ?? ''];
          if (kind) value = ids[kind];
          else unknown.add(`${path} {id}`);
        } else if (name in ids) value = ids[name as keyof typeof ids];
        else if (name in plain) value = plain[name];
        else if (required) unknown.add(`${path} ${name}`);
        if (value === undefined) continue;
        if (where === 'path') url = url.replace(`{${name}}`, String(value));
        else query.set(name, String(value));
      }
      const schema = operation.requestBody?.content['application/json'].schema;
      return t.as(session, {
        method: method.toUpperCase() as 'GET',
        url: query.size ? `${url}?${query}` : url,
        payload: schema ? (filled(schema, '', ids, unknown) as Record<string, unknown>) : undefined,
      });
    };

    // With the client's own ids every call is answered (the values sent are valid), and shows the client's data.
    const refusedOwn: string[] = [];
    const answers: string[] = [];
    for (const op of operations) {
      const response = await send(op, own);
      answers.push(response.body);
      // No link's token is known to the sweep: the exchange is refused whatever it is given.
      if (op.path !== '/api/v1/portal/session' && (response.statusCode < 200 || response.statusCode > 299))
        refusedOwn.push(`${op.method} ${op.path} ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(refusedOwn).toEqual([]);
    expect(own.markers.filter((marker) => !answers.some((body) => body.includes(marker)))).toEqual([]);

    const leaks: string[] = [];
    for (const other of foreign) {
      for (const op of operations) {
        const response = await send(op, other);
        const shown = other.markers.filter((marker) => response.body.includes(marker));
        // A path that names the other site's incident or report is that thing (a photo, a PDF): any 2xx gives it.
        if (op.path.includes('{id}') && response.statusCode < 300) shown.push('the thing its path names');
        if (response.statusCode >= 500 || (response.statusCode < 300 && shown.length))
          leaks.push(`${op.method} ${op.path} with ${other.label}: ${response.statusCode} ${shown.join(', ')}`);
      }
    }
    expect([...unknown]).toEqual([]);
    expect(operations.length * foreign.length).toBeGreaterThan(20);
    expect(leaks).toEqual([]);
  });
});

describe("'Send me a new link' over its rate limit", () => {
  const LIMIT = 2;
  let limited: TestContext;
  beforeAll(async () => {
    limited = await build({ AUTH_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => limited.close());

  it("is answered 429 with the server's words, and sends no link", async () => {
    const emailAddress = `limited-${randomUUID().slice(0, 6)}@park.example`;
    // Added in SQL: signing an admin in would count against the same limit.
    const [{ id: companyId }] = await rows<{ id: number }>(
      limited,
      sql`select id from companies where name = ${GUARDFORCE}`,
    );
    const siteId = await addSite(limited, companyId, 'Limited Park');
    const [{ id }] = await rows<{ id: number }>(
      limited,
      sql`insert into clients (company_id, name, email_address, site_ids)
        values (${companyId}, 'Park Owner', ${emailAddress}, array[${siteId}]::int[]) returning id`,
    );
    const ask = (address: string) =>
      limited.app.inject({ method: 'POST', url: '/api/v1/portal/link', payload: { emailAddress: address } });
    const links = async () => (await rows(limited, sql`select id from client_links where client_id = ${id}`)).length;
    const mails = async () =>
      (await rows(limited, sql`select id from notification_outbox where recipient = ${emailAddress}`)).length;
    for (let i = 0; i < LIMIT; i += 1) expect((await ask('nobody@nowhere.example')).statusCode).toBe(200);
    const over = await ask(emailAddress);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: MESSAGES.portal.tooManyLinks });
    expect({ links: await links(), mails: await mails() }).toEqual({ links: 0, mails: 0 });
    // The window over (its counters cleared), the same ask sends the link.
    await limited.database.db.execute(sql`delete from rate_limits`);
    expect((await ask(emailAddress)).statusCode).toBe(200);
    expect({ links: await links(), mails: await mails() }).toEqual({ links: 1, mails: 1 });
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
