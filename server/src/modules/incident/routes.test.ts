/**
 * Incident reports: a handset's `incident` event stored once (a retry is a duplicate), its photos only of the
 * company's own files, a high-severity one raising a red alert (a panic marked with it); the console's list with
 * filters and paging, the detail, a correction keeping the guard's text (and the audit log's line), approval;
 * roles (a guard is refused) and tenants (another company's incident is not found).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, api, count, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, type Handset, multipartFile, PNG_1x1, placeGuard, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';

let t: TestContext;
let call: Api;
let north: Handset;
let south: Handset;
let cape: Handset;
let northSite: number;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const incidentEvent = (extra: Record<string, unknown> = {}, at = new Date()) => ({
  type: 'incident',
  eventGuid: randomUUID(),
  sentAt: epoch(at),
  category: 'Break-in or damage',
  severity: 'medium',
  text: 'Fence cut behind the loading dock',
  latitude: -26.1,
  longitude: 28.05,
  ...extra,
});

async function upload(handset: Handset) {
  const { payload, headers } = multipartFile('fence.png', PNG_1x1);
  const response = await t.as(handset.token, {
    method: 'POST',
    url: '/api/v1/handset/photo',
    payload,
    headers: { ...headers, [APP_INSTANCE_HEADER]: handset.appInstanceId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().imageUrl as string;
}

const idOf = async (eventGuid: string) =>
  (await rows<{ id: number }>(t, sql`select id from incidents where event_guid = ${eventGuid}`))[0]?.id;

beforeAll(async () => {
  t = await build();
  call = api(t);
  const guard = await call.token('guard');
  northSite = await createSite(call, 'admin', {
    name: 'Incident North',
    contacts: [
      {
        name: 'Estate Manager',
        contactNumber: '+27821230000',
        emailAddress: 'm@estate.co.za',
        shouldReceivePanicsPhone: true,
      },
    ],
  });
  south = await registerHandset(t, call, await createSite(call, 'admin', { name: 'Incident South' }), guard);
  // The guard stands at North from here on (South's tests place him there and back).
  north = await registerHandset(t, call, northSite, guard);
  const capeSite = await createSite(call, 'otherAdmin', { name: 'Incident Cape' });
  cape = await registerHandset(t, call, capeSite, await t.login('luthando.jacobs@capeshield.co.za'), 'otherAdmin');
});
afterAll(() => t.close());

describe('the handset event', () => {
  it('stores an incident with its photo once: a retry of the batch is a duplicate and changes nothing', async () => {
    const imageUrl = await upload(north);
    const event = incidentEvent({ imageUrls: [imageUrl] });
    await sendAll(north, [event]);
    const before = await count(t, 'incidents');
    const retry = await north.send([event]);
    expect(retry.json().results[0]).toEqual({ eventGuid: event.eventGuid, status: 'duplicate' });
    expect(await count(t, 'incidents')).toBe(before);
    const id = await idOf(event.eventGuid);
    const detail = await call.get('controller', `/api/v1/incidents/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id,
      eventGuid: event.eventGuid,
      siteId: northSite,
      siteName: 'Incident North',
      guardName: 'Bongani Khumalo',
      category: 'Break-in or damage',
      severity: 'medium',
      text: 'Fence cut behind the loading dock',
      originalText: null,
      note: '',
      imageUrls: [imageUrl],
      latitude: -26.1,
      longitude: 28.05,
      sentAt: event.sentAt,
      status: 'new',
      approvedBy: null,
      approvedAt: null,
      alertGuid: null,
    });
  });

  it("refuses, for good, a photo that is not the company's own file, and six photos; nothing is stored", async () => {
    const capeUrl = await upload(cape);
    const own = await upload(north);
    const before = await count(t, 'incidents');
    const response = await north.send([
      incidentEvent({ imageUrls: [capeUrl] }),
      incidentEvent({ imageUrls: Array(6).fill(own) }),
      incidentEvent({ severity: 'urgent' }),
    ]);
    expect(response.json().results.map((r: { status: string }) => r.status)).toEqual([
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(response.json().results[0].message).toBe(`imageUrls: ${MESSAGES.handset.imageUrlNotStored}`);
    expect(await count(t, 'incidents')).toBe(before);
  });

  it('raises a red alert for a high-severity incident, once: a panic marked with it, its contacts told', async () => {
    const event = incidentEvent({
      severity: 'high',
      category: 'Fire or hazard',
      text: 'Smoke from the generator room',
    });
    await sendAll(north, [event]);
    await north.send([event]);
    const id = await idOf(event.eventGuid);
    const { alertGuid } = (await call.get('admin', `/api/v1/incidents/${id}`)).json();
    expect(alertGuid).toMatch(/^[0-9a-f-]{36}$/);
    const panics = await rows<{ payload: { incident: unknown; site: { id: number } } }>(
      t,
      sql`select payload from events where type = 'panic' and event_guid = ${alertGuid}`,
    );
    expect(panics).toHaveLength(1);
    expect(panics[0].payload.incident).toEqual({ id, category: 'Fire or hazard', severity: 'high' });
    expect(panics[0].payload.site.id).toBe(northSite);
    const told = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from notification_outbox where alert_guid = ${alertGuid}`,
    );
    expect(told[0].n).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/incidents', () => {
  let southGuid: string;
  let oldGuid: string;
  beforeAll(async () => {
    const south1 = incidentEvent({ category: 'Medical', severity: 'low' });
    const old = incidentEvent({ category: 'Maintenance', severity: 'low' }, new Date(Date.now() - 3 * 86_400_000));
    southGuid = south1.eventGuid;
    oldGuid = old.eventGuid;
    await placeGuard(t, south.token, south.siteId);
    await sendAll(south, [south1]);
    await placeGuard(t, north.token, northSite);
    await sendAll(north, [old]);
    await sendAll(cape, [incidentEvent({ text: 'Cape fence' })]);
  });

  it.each(['admin', 'controller', 'sysadmin'] as const)(
    "lists the company's incidents newest first for %s, paged, with a Content-Range",
    async (account) => {
      const { guardforce } = await call.companies();
      const scope = account === 'sysadmin' ? `&companyId=${guardforce}` : '';
      const response = await call.get(account, `/api/v1/incidents?range=${q([0, 1])}${scope}`);
      expect(response.statusCode, response.body).toBe(200);
      const all = await rows<{ n: number }>(
        t,
        sql`select count(*)::int as n from incidents where company_id = ${guardforce}`,
      );
      expect(response.headers['content-range']).toBe(`incidents 0-1/${all[0].n}`);
      const listed = response.json() as { sentAt: number; companyId: number }[];
      expect(listed).toHaveLength(2);
      expect(listed[0].sentAt).toBeGreaterThanOrEqual(listed[1].sentAt);
      expect(listed.every((row) => row.companyId === guardforce)).toBe(true);
    },
  );

  it('filters by site, period and status, as query parameters or in filter', async () => {
    const southId = await idOf(southGuid);
    const bySite = await call.get('admin', `/api/v1/incidents?siteId=${south.siteId}`);
    expect(bySite.json().map((row: { id: number }) => row.id)).toEqual([southId]);
    const inFilter = await call.get('admin', `/api/v1/incidents?filter=${q({ siteId: south.siteId })}`);
    expect(inFilter.json().map((row: { id: number }) => row.id)).toEqual([southId]);
    const now = Math.floor(Date.now() / 1000);
    const older = await call.get('admin', `/api/v1/incidents?startDate=${now - 4 * 86_400}&endDate=${now - 86_400}`);
    expect(older.json().map((row: { eventGuid: string }) => row.eventGuid)).toEqual([oldGuid]);
    const approved = await call.get('admin', '/api/v1/incidents?status=approved');
    expect(approved.json().every((row: { status: string }) => row.status === 'approved')).toBe(true);
    expect((await call.get('admin', '/api/v1/incidents?status=closed')).statusCode).toBe(400);
  });

  it("never shows another company's incidents; another company's site is not found", async () => {
    const mine = (await call.get('otherAdmin', '/api/v1/incidents')).json();
    expect(mine.map((row: { text: string }) => row.text)).toEqual(['Cape fence']);
    const cross = await call.get('otherAdmin', `/api/v1/incidents?siteId=${northSite}`);
    expect(cross.statusCode).toBe(404);
  });

  it('refuses a guard', async () => {
    const response = await t.as(north.token, { method: 'GET', url: '/api/v1/incidents' });
    expect(response.statusCode).toBe(403);
  });
});

describe('correcting and approving', () => {
  let id: number;
  beforeAll(async () => {
    const event = incidentEvent({ text: 'gate opne at nite' });
    await sendAll(north, [event]);
    id = await idOf(event.eventGuid);
  });

  it("corrects the text keeping the guard's own, sets notes, and writes who changed what to the audit log", async () => {
    const first = await call.post('controller', `/api/v1/incidents/${id}`, {
      text: 'Gate open at night',
      note: 'Called the estate manager',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      text: 'Gate open at night',
      originalText: 'gate opne at nite',
      note: 'Called the estate manager',
    });
    const second = await call.post('admin', `/api/v1/incidents/${id}`, {
      text: 'Main gate open at night',
      severity: 'high',
    });
    expect(second.json()).toMatchObject({
      text: 'Main gate open at night',
      originalText: 'gate opne at nite',
      severity: 'high',
    });
    const audit = await rows<{ changes: { text?: { from: string; to: string } }; employee_id: number }>(
      t,
      sql`select changes, employee_id from audit_log where entity = 'incidents' and entity_id = ${id} and action = 'update' order by id`,
    );
    expect(audit[0].changes.text).toEqual({ from: 'gate opne at nite', to: 'Gate open at night' });
    expect(audit[0].employee_id).toBe(await call.employeeId('controller@guardforce.co.za'));
  });

  it('refuses an empty change and a bad severity with 400, changing nothing', async () => {
    const empty = await call.post('admin', `/api/v1/incidents/${id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.incident.nothingToChange);
    expect((await call.post('admin', `/api/v1/incidents/${id}`, { severity: 'urgent' })).statusCode).toBe(400);
    expect((await call.get('admin', `/api/v1/incidents/${id}`)).json().severity).toBe('high');
  });

  it('approves for the client with who and when; a second approval changes nothing', async () => {
    const response = await call.post('controller', `/api/v1/incidents/${id}/approve`, undefined);
    expect(response.statusCode, response.body).toBe(200);
    const approved = response.json();
    expect(approved.status).toBe('approved');
    expect(approved.approvedBy).toBe('Sipho Dlamini');
    expect(approved.approvedAt).toBeGreaterThan(0);
    const again = await call.post('admin', `/api/v1/incidents/${id}/approve`, undefined);
    expect(again.json()).toMatchObject({ approvedBy: approved.approvedBy, approvedAt: approved.approvedAt });
  });

  it("answers 404 to another company and to a guard's 403, changing nothing", async () => {
    for (const url of [`/api/v1/incidents/${id}`, `/api/v1/incidents/${id}/approve`]) {
      const response = await call.post('otherAdmin', url, url.endsWith('approve') ? undefined : { note: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.incident.notFound);
    }
    expect((await call.get('otherController', `/api/v1/incidents/${id}`)).statusCode).toBe(404);
    const guard = await t.as(north.token, { method: 'POST', url: `/api/v1/incidents/${id}`, payload: { note: 'x' } });
    expect(guard.statusCode).toBe(403);
    expect((await call.get('admin', `/api/v1/incidents/${id}`)).json().note).toBe('Called the estate manager');
  });
});
