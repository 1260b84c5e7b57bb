/**
 * A site's client reads its alerts in the portal, never the console (issue 33): a site contact whose e-mail is a
 * client's of that site gets the portal's address in every message of a panic (e-mail, Telegram, SMS); the control
 * room's own contact the console's alerts; once the client is revoked, the console's again.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContacts } from '../db/schema';
import { type Api, api, rows } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { ev, type PatrolSite, patrolSite, sendAll } from '../test/live';

let t: TestContext;
let call: Api;
let site: PatrolSite;
let clientId: number;

const OWNER = { name: 'Estate Manager', emailAddress: 'Manager@Estate.example.co.za', contactNumber: '+27825550188' };
const ROOM = { name: 'Control Room', emailAddress: 'room@guardforce.example.co.za', contactNumber: '+27825550199' };

beforeAll(async () => {
  t = await build();
  call = api(t);
  site = await patrolSite(t, call, { tagCount: 1, contacts: [OWNER, ROOM] });
  await t.database.db
    .update(siteContacts)
    .set({
      telegramChatId: sql`'chat-' || ${siteContacts.id}`,
      telegramLinkedAt: new Date(),
      shouldReceivePanicsEmail: true,
      shouldReceivePanicsTelegram: true,
      shouldReceivePanicsPhone: true,
    })
    .where(eq(siteContacts.siteId, site.siteId));
  // The client's address written in another case than the contact's: one person all the same.
  const made = await call.post('admin', '/api/v1/clients', {
    name: OWNER.name,
    emailAddress: 'manager@estate.example.co.za',
    siteIds: [site.siteId],
  });
  expect(made.statusCode, made.body).toBe(200);
  clientId = made.json().id;
}, 120_000);
afterAll(() => t.close());

describe("a panic's messages to a site's contacts", () => {
  it("link the client to the portal and the control room to the console's alerts, on every channel", async () => {
    const panic = ev.panic();
    await sendAll(site.handset, [panic]);
    const told = await rows<{ channel: string; recipient: string; body: string }>(
      t,
      sql`select o.channel, o.recipient, o.body from notification_outbox o where o.alert_guid = ${panic.eventGuid}::uuid`,
    );
    const [owner] = await t.database.db.select().from(siteContacts).where(eq(siteContacts.name, OWNER.name));
    const ownerAddresses = [OWNER.emailAddress, OWNER.contactNumber, owner.telegramChatId];
    const toOwner = told.filter((m) => ownerAddresses.includes(m.recipient));
    const toRoom = told.filter((m) => !ownerAddresses.includes(m.recipient));
    expect(toOwner.map((m) => m.channel).sort()).toEqual(['email', 'sms', 'telegram']);
    expect(toRoom.map((m) => m.channel).sort()).toEqual(['email', 'sms', 'telegram']);
    for (const message of toOwner) {
      expect(message.body).toMatch(/\/portal\b/);
      expect(message.body).not.toContain('/company/');
    }
    for (const message of toRoom) expect(message.body).toContain('/company/alerts');
    expect(toOwner.find((m) => m.channel === 'email')?.body).toContain("the control room's answer, in your portal");
  });

  it("link a revoked client to the console's alerts like any contact", async () => {
    expect((await call.post('admin', `/api/v1/clients/${clientId}/revoke`, {})).statusCode).toBe(200);
    const panic = ev.panic();
    await sendAll(site.handset, [panic]);
    const told = await rows<{ recipient: string; body: string }>(
      t,
      sql`select recipient, body from notification_outbox where alert_guid = ${panic.eventGuid}::uuid and channel = 'email'`,
    );
    expect(told.find((m) => m.recipient === OWNER.emailAddress)?.body).toContain('/company/alerts');
  });
});
