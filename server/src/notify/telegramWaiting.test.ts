/**
 * A Telegram flag ticked before the contact connects: the site saves (on a new site, on a server without a bot),
 * the tick is kept, and each message for it is recorded as undeliverable with the reason; once the contact links
 * its chat, messages go there with no second save; after an unlink the ticks wait again.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FLAGS } from '../../../contract/constants';
import { fill, MESSAGES } from '../../../contract/messages';
import { siteContacts } from '../db/schema';
import { morningTargets } from '../modules/reports/recipients';
import { applyUpdates } from '../modules/telegram/updates';
import { type FakeTelegram, startFakeTelegram } from '../test/fakeTelegram';
import { type Api, api, rows } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { ev, type PatrolSite, patrolSite, sendAll } from '../test/live';
import { pastDay } from '../test/reports';
import { validSite } from '../test/siteArea';

let t: TestContext;
let call: Api;
let site: PatrolSite;
let fake: FakeTelegram;

const EVERY_FLAG = Object.fromEntries(CONTACT_FLAGS.map((flag) => [flag, true]));
const NALEDI = { name: 'Naledi Dlamini', contactNumber: '+27825550101', emailAddress: 'naledi@client.example.co.za' };

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await build({ TELEGRAM_BOT_TOKEN: fake.botToken, TELEGRAM_API_URL: fake.apiUrl });
  call = api(t);
  site = await patrolSite(t, call, { tagCount: 1, contacts: [{ ...NALEDI, ...EVERY_FLAG }] });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const contact = async () =>
  (await t.database.db.select().from(siteContacts).where(eq(siteContacts.siteId, site.siteId)))[0];

/** Raises a panic at the site; answers its Telegram messages as stored. */
async function panicTelegram() {
  const panic = ev.panic();
  await sendAll(site.handset, [panic]);
  return rows<{ recipient: string; status: string; last_error: string | null }>(
    t,
    sql`select recipient, status, last_error from notification_outbox
        where alert_guid = ${panic.eventGuid} and channel = 'telegram' order by id`,
  );
}

/** Asks for a site report; answers its Telegram messages as stored and its card's delivery figures. */
async function reportTelegram() {
  const made = await call.post('admin', '/api/v1/report/site', {
    ...pastDay(2),
    company: (await call.companies()).guardforce,
    siteId: site.siteId,
  });
  expect(made.statusCode, made.body).toBe(200);
  const { id, delivery } = made.json().report;
  const messages = await rows<{ recipient: string; status: string; last_error: string | null }>(
    t,
    sql`select recipient, status, last_error from notification_outbox
        where report_id = ${id} and channel = 'telegram' order by id`,
  );
  return { messages, notConnected: delivery.notConnected, message: made.json().message };
}

describe('a Telegram flag ticked before the contact connects', () => {
  it('is saved with every other flag on a new site, and the contact is not linked', async () => {
    const stored = (await call.get('admin', `/api/v1/site/${site.siteId}`)).json().contacts[0];
    expect(stored).toMatchObject({ ...EVERY_FLAG, telegramChatId: null, telegramLinkedAt: null });
  });

  it('takes each Telegram flag alone on a new site', async () => {
    const areaId = await call.areaId('Johannesburg North');
    for (const flag of CONTACT_FLAGS.filter((name) => name.endsWith('Telegram'))) {
      const response = await call.post('admin', '/api/v1/site', {
        ...validSite(areaId),
        contacts: [{ ...NALEDI, [flag]: true }],
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('records its messages as undeliverable with the reason, naming the contact', async () => {
    expect(await panicTelegram()).toEqual([
      { recipient: NALEDI.name, status: 'undeliverable', last_error: MESSAGES.telegram.notConnected },
    ]);
  });

  it("records a report's message as undeliverable with the reason, and its card counts it apart", async () => {
    const report = await reportTelegram();
    expect(report.messages).toEqual([
      { recipient: NALEDI.name, status: 'undeliverable', last_error: MESSAGES.telegram.notConnected },
    ]);
    expect(report.notConnected).toBe(1);
    // The answer names the channels the report went to (none configured here), not the Telegram that waits.
    expect(report.message).toBe(
      fill(MESSAGES.report.generatedNotSent, {
        channels: fill(MESSAGES.report.notSentChannels.many, { names: 'e-mail and SMS' }),
      }),
    );
  });

  it('makes the morning report of a site whose contact waits only on Telegram', async () => {
    const saved = await call.post('admin', '/api/v1/site', {
      ...validSite(await call.areaId('Johannesburg North')),
      contacts: [{ ...NALEDI, name: 'Sipho Nkosi', shouldReceiveReportsTelegram: true }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await morningTargets(t.database.db)).toContainEqual(
      expect.objectContaining({ kind: 'site', id: saved.json().siteId }),
    );
  });

  it('sends there once the contact links its chat, with no second save', async () => {
    const made = await call.post('admin', `/api/v1/telegram/link/${(await contact()).id}`, {});
    expect(made.statusCode, made.body).toBe(200);
    const code = new URL(made.json().link).searchParams.get('start');
    await applyUpdates(t.database.db, [{ update_id: 1, message: { chat: { id: 7001 }, text: `/start ${code}` } }]);
    expect(await panicTelegram()).toEqual([{ recipient: '7001', status: 'pending', last_error: null }]);
    const report = await reportTelegram();
    expect(report.messages).toEqual([{ recipient: '7001', status: 'pending', last_error: null }]);
    expect(report.notConnected).toBe(0);
  });

  it('keeps the ticks after an unlink, and its messages wait again', async () => {
    const response = await t.as(await call.token('admin'), {
      method: 'DELETE',
      url: `/api/v1/telegram/link/${(await contact()).id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(await contact()).toMatchObject({ ...EVERY_FLAG, telegramChatId: null });
    expect(await panicTelegram()).toEqual([
      { recipient: NALEDI.name, status: 'undeliverable', last_error: MESSAGES.telegram.notConnected },
    ]);
  });

  it('shows the contact by name with the reason in the alert’s notifications', async () => {
    const panic = ev.panic();
    await sendAll(site.handset, [panic]);
    const listed = (await call.get('admin', `/api/v1/alarmAlert/${panic.eventGuid}/notifications`)).json();
    expect(listed.filter((row: { channel: string }) => row.channel === 'telegram')).toMatchObject([
      { recipient: NALEDI.name, status: 'undeliverable', lastError: MESSAGES.telegram.notConnected },
    ]);
  });
});
