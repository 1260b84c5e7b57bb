/**
 * A client chooses which messages they want (issue 33): all kinds on until turned off; a kind turned off is not sent
 * to the site contact who is that client, on any channel, while every other contact of the site still gets it; one
 * client's choice leaves another's as it was; only a client's session reads or changes it, and the audit log has it.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_KINDS } from '../../../../contract/portal';
import { siteContacts } from '../../db/schema';
import { contactMessages, contactsOf, KIND_OF } from '../../notify/contacts';
import type { AlertTopic } from '../../notify/templates';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, type PatrolSite, patrolSite, sendAll } from '../../test/live';
import { recipientsOf } from '../reports/recipients';

let t: TestContext;
let call: Api;
let site: PatrolSite;
let token: string;
let otherToken: string;
let clientId: number;
let otherClientId: number;
let guardforce: number;

const OWNER = { name: 'Estate Owner', emailAddress: 'owner@prefs.example', contactNumber: '+27825550301' };
const ROOM = { name: 'Control Room', emailAddress: 'room@prefs.example', contactNumber: '+27825550302' };
const ALL_ON = Object.fromEntries(CLIENT_MESSAGE_KINDS.map((kind) => [kind, true]));

const portal = (method: 'GET' | 'POST', session: string, payload?: object) =>
  t.app.inject({ method, url: '/api/v1/portal/preferences', headers: { 'x-access-token': session }, payload });

async function sessionOf(emailAddress: string, siteIds: number[]) {
  const made = await call.post('admin', '/api/v1/clients', { name: 'Estate Owner', emailAddress, siteIds });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().id as number;
  const link = (await call.post('admin', `/api/v1/clients/${id}/link`, {})).json().url as string;
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/v1/portal/session',
    payload: { token: link.split('#token=')[1] },
  });
  expect(session.statusCode).toBe(200);
  return { id, token: String(session.headers['x-access-token']) };
}

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
  site = await patrolSite(t, call, { tagCount: 1, contacts: [OWNER, ROOM] });
  // Every flag on every channel for both contacts: what reaches whom is the client's choice alone.
  const flags = Object.fromEntries(
    Object.keys(siteContacts)
      .filter((key) => key.startsWith('shouldReceive'))
      .map((key) => [key, true]),
  );
  await t.database.db
    .update(siteContacts)
    .set({ ...flags, telegramChatId: sql`'chat-' || ${siteContacts.id}`, telegramLinkedAt: new Date() })
    .where(eq(siteContacts.siteId, site.siteId));
  ({ id: clientId, token } = await sessionOf(OWNER.emailAddress.toUpperCase(), [site.siteId]));
  ({ id: otherClientId, token: otherToken } = await sessionOf(`other-${randomUUID().slice(0, 6)}@prefs.example`, [
    site.siteId,
  ]));
}, 120_000);
afterAll(() => t.close());

const addressesOf = (name: string) => async () => {
  const contacts = await t.database.db.select().from(siteContacts).where(eq(siteContacts.siteId, site.siteId));
  const row = contacts.find((contact) => contact.name === name);
  return [row?.emailAddress, row?.contactNumber, row?.telegramChatId].map(String);
};
const [owner, room] = [addressesOf(OWNER.name), addressesOf(ROOM.name)];

/** The recipients of the site's contacts' messages of this alert topic, told now. */
async function toldOf(topic: AlertTopic) {
  const alertGuid = randomUUID();
  await t.database.db.transaction(async (tx) =>
    contactMessages(tx, guardforce, await contactsOf(tx, site.siteId), {
      topic,
      alertGuid,
      facts: {
        site: 'Prefs Estate',
        at: new Date(),
        device: 'Handset 1',
        batteryStatus: 10,
        guard: 'S. Dlamini',
        patrol: { route: 'Perimeter', status: 'failed', start: new Date(), end: new Date() },
      },
    }),
  );
  return (
    await rows<{ recipient: string }>(t, sql`select recipient from notification_outbox where alert_guid = ${alertGuid}`)
  ).map((m) => m.recipient);
}

describe('/api/v1/portal/preferences', () => {
  it('answers every kind on until the client turns one off', async () => {
    const read = await portal('GET', token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(ALL_ON);
  });

  it('is refused to a console session and to no session', async () => {
    for (const session of [await call.token('admin'), await call.token('controller'), 'not-a-session']) {
      expect((await portal('GET', session)).statusCode).toBe(401);
      expect((await portal('POST', session, { panics: false })).statusCode).toBe(401);
    }
    expect((await portal('POST', token, { panics: 'no' })).statusCode).toBe(400);
    expect((await portal('POST', token, { unknownKind: false })).statusCode).toBe(400);
  });

  for (const kind of CLIENT_MESSAGE_KINDS) {
    it(`${kind} off: not sent to that client on any channel, still sent to the other contact`, async () => {
      const saved = await portal('POST', token, { [kind]: false });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ ...ALL_ON, [kind]: false });
      const [ownerAt, roomAt] = [await owner(), await room()];
      const topics = (Object.keys(KIND_OF) as AlertTopic[]).filter((topic) => KIND_OF[topic] === kind);
      for (const topic of topics) {
        const told = await toldOf(topic);
        expect(
          told.filter((r) => ownerAt.includes(r)),
          topic,
        ).toEqual([]);
        expect(told.filter((r) => roomAt.includes(r)).length, topic).toBeGreaterThan(0);
      }
      if (kind === 'reports') {
        const recipients = (await recipientsOf(t.database.db, { kind: 'site', id: site.siteId })).map((r) => r.address);
        expect(recipients.filter((r) => ownerAt.includes(r))).toEqual([]);
        expect(recipients.filter((r) => roomAt.includes(r)).length).toBeGreaterThan(0);
      }
      // Turned on again: sent to the client as before.
      expect((await portal('POST', token, { [kind]: true })).json()).toEqual(ALL_ON);
      for (const topic of topics) expect((await toldOf(topic)).filter((r) => ownerAt.includes(r)).length).toBe(3);
    });
  }

  it("keeps what was left out, leaves another client's choice untouched, and is in the audit log", async () => {
    await portal('POST', token, { panics: false });
    expect((await portal('POST', token, { boundary: false })).json()).toEqual({
      ...ALL_ON,
      panics: false,
      boundary: false,
    });
    expect((await portal('GET', token)).json()).toMatchObject({ panics: false, boundary: false, reports: true });
    expect((await portal('GET', otherToken)).json()).toEqual(ALL_ON);
    const audit = await rows<{ changes: Record<string, unknown>; entity_id: number }>(
      t,
      sql`select entity_id, changes from audit_log where entity = 'clients' and action = 'update' and changes ? 'messages_off' order by id`,
    );
    expect(audit.every((row) => row.entity_id === clientId)).toBe(true);
    expect(audit.at(-1)?.changes.messages_off).toEqual({ from: ['panics'], to: ['panics', 'boundary'] });
    expect(otherClientId).not.toBe(clientId);
  });

  it("a handset's panic with panics off reaches the control room's contact and not the client", async () => {
    const panic = ev.panic();
    await sendAll(site.handset, [panic]);
    const told = await rows<{ recipient: string }>(
      t,
      sql`select recipient from notification_outbox where alert_guid = ${panic.eventGuid}::uuid`,
    );
    const [ownerAt, roomAt] = [await owner(), await room()];
    expect(told.filter((m) => ownerAt.includes(m.recipient))).toEqual([]);
    expect(
      told
        .filter((m) => roomAt.includes(m.recipient))
        .map((m) => m.recipient)
        .sort(),
    ).toEqual([...roomAt].sort());
  });
});
