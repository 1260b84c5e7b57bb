/**
 * A report's messages to a site's client point to the portal (issue 33): a contact whose e-mail is (in any case) a
 * client's of that site gets the portal's address in the site report's e-mail (through a real SMTP peer), Telegram
 * and SMS, and in the area report's e-mail; the console is linked to nobody. A contact who is not a client, and a
 * revoked client, get the report as before, without the portal.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../../../contract/reports';
import { fileStoreFor } from '../../integrations/fileStore';
import { emailSender } from '../../notify/email';
import { deliverDue } from '../../notify/outbox';
import { REPORT_PORTAL } from '../../notify/templates';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { createArea, pastDay } from '../../test/reports';
import { createSite, linkTelegram } from '../../test/siteArea';
import { startSmtpPeer } from '../../test/smtp';

let t: TestContext;
let call: Api;
let siteId: number;
let areaId: number;
let company: number;

const REPORTS = {
  shouldReceiveReportsEmail: true,
  shouldReceiveReportsTelegram: true,
  shouldReceiveReportsPhone: true,
};
// The client's address is written in another case on the contact: one person all the same.
const OWNER = { name: 'Estate Owner', emailAddress: 'Owner@Estate.example.co.za', contactNumber: '+27825550301' };
const ROOM = { name: 'Control Room', emailAddress: 'room@guardforce.example.co.za', contactNumber: '+27825550302' };
const FORMER = { name: 'Former Owner', emailAddress: 'former@estate.example.co.za', contactNumber: '+27825550303' };

const day = pastDay(3);
const portal = () => `${t.config.publicUrl.replace(/\/+$/, '')}/portal`;

async function addClient(emailAddress: string) {
  const made = await call.post('admin', '/api/v1/clients', { name: 'Estate', emailAddress, siteIds: [siteId] });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().id as number;
}

beforeAll(async () => {
  // A server with e-mail configured; the peer that receives is started in the test.
  t = await build({ SMTP_URL: 'smtp://127.0.0.1:9' });
  call = api(t);
  company = (await call.companies()).guardforce;
  areaId = (await createArea(call, 'admin', false)).id;
  siteId = await createSite(call, 'admin', {
    name: 'Client Estate',
    areaId,
    contacts: [OWNER, ROOM, FORMER].map((contact) => ({ ...contact, ...REPORTS })),
  });
  for (const [i, contact] of [OWNER, ROOM, FORMER].entries()) await linkTelegram(t, siteId, contact.name, `chat-${i}`);
  await addClient('owner@estate.example.co.za');
  const former = await addClient(FORMER.emailAddress);
  expect((await call.post('admin', `/api/v1/clients/${former}/revoke`, {})).statusCode).toBe(200);
}, 120_000);
afterAll(() => t.close());

async function requested(kind: 'site' | 'area'): Promise<number> {
  const target = kind === 'site' ? { siteId } : { areaId };
  const made = await call.post('admin', `/api/v1/report/${kind}`, { ...day, company, ...target });
  expect(made.statusCode, made.body).toBe(200);
  return (made.json().report as Report).id;
}

const outbox = (id: number) =>
  rows<{ channel: string; recipient: string; body: string }>(
    t,
    sql`select channel, recipient, body from notification_outbox where report_id = ${id}`,
  );

/** The message of the report on a channel to one of the contacts (an SMS by its number as stored). */
function to(told: { channel: string; recipient: string; body: string }[], channel: string, recipient: string) {
  const found = told.find((m) => m.channel === channel && m.recipient === recipient);
  expect(found, `${channel} to ${recipient}`).toBeDefined();
  return found?.body as string;
}

describe("a report's messages to a site's contacts", () => {
  it('point the client to the portal on every channel, and the other contacts and a revoked client not', async () => {
    const id = await requested('site');
    const told = await outbox(id);
    const chat = (contact: typeof OWNER) => `chat-${[OWNER, ROOM, FORMER].indexOf(contact)}`;

    for (const channel of ['email', 'telegram', 'sms'] as const) {
      const address = (c: typeof OWNER) =>
        ({ email: c.emailAddress, telegram: chat(c), sms: c.contactNumber })[channel];
      const owner = to(told, channel, address(OWNER));
      expect(owner).toContain(portal());
      expect(owner).not.toContain('/company/');
      for (const other of [ROOM, FORMER]) {
        const body = to(told, channel, address(other));
        expect(body).not.toContain('/portal');
        expect(body).not.toContain('/company/');
      }
    }
    // The e-mail says where, and is otherwise what everyone else gets.
    const ownerMail = to(told, 'email', OWNER.emailAddress);
    expect(ownerMail).toContain(`${REPORT_PORTAL}\n${portal()}\n`);
    expect(ownerMail.replace(`\n${REPORT_PORTAL}\n${portal()}\n`, '')).toBe(to(told, 'email', ROOM.emailAddress));
    expect(to(told, 'email', FORMER.emailAddress)).toBe(to(told, 'email', ROOM.emailAddress));
    // The others' SMS and Telegram keep the signed link to the report.
    for (const other of [ROOM, FORMER]) {
      expect(to(told, 'sms', other.contactNumber)).toContain('/api/v1/report/file/');
      expect(to(told, 'telegram', chat(other))).toContain('/api/v1/report/file/');
    }

    // Delivered as the outbox holds them.
    const peer = await startSmtpPeer();
    try {
      const email = emailSender(
        peer.url,
        'Patrol Console <reports@patrol.local>',
        fileStoreFor(t.database, t.config.dataDir),
      );
      await rows(t, sql`update notification_outbox set next_attempt_at = now() where report_id = ${id}`);
      await deliverDue(t.database.db, { email, telegram: null, sms: null }, t.app.log, 100);
      const mailTo = (address: string) => {
        const mail = peer.received.find(
          (m) => m.to[0].toLowerCase() === address.toLowerCase() && m.text.includes('Attached is the patrol report'),
        );
        expect(mail, `mail to ${address}`).toBeDefined();
        return mail?.text as string;
      };
      expect(mailTo(OWNER.emailAddress)).toContain(REPORT_PORTAL);
      expect(mailTo(OWNER.emailAddress)).toContain(portal());
      expect(mailTo(OWNER.emailAddress)).not.toContain('/company/');
      for (const other of [ROOM, FORMER]) expect(mailTo(other.emailAddress)).not.toContain('/portal');
    } finally {
      await peer.close();
    }
  });

  it("point the client to the portal in the area report's e-mail too", async () => {
    const told = await outbox(await requested('area'));
    expect(told.map((m) => m.channel)).toEqual(['email', 'email', 'email']);
    expect(to(told, 'email', OWNER.emailAddress)).toContain(`${REPORT_PORTAL}\n${portal()}\n`);
    for (const other of [ROOM, FORMER]) expect(to(told, 'email', other.emailAddress)).not.toContain('/portal');
  });
});
