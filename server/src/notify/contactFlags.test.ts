/**
 * Every one of the 6 topics × 3 channels follows its contact flag. A site has 18 contacts, each with an e-mail
 * address, a Telegram chat and a number, and each ticking exactly one flag. The real paths raise each topic once:
 * a handset's panic, please-call-me, low battery and a location outside the site, a patrol closed with no scan,
 * and a report asked for in the console. Each contact then has exactly one message: its flag's topic on its flag's
 * channel, an alert's tied to the alert's event guid. A Ghanaian number gets its e-mail and Telegram message, and
 * its SMS is stored failed with the reason.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FLAG_CHANNELS, CONTACT_FLAG_TOPICS, type ContactFlag } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { siteContacts } from '../db/schema';
import { closeEndedPlans } from '../modules/patrols/close';
import { type Api, api, rows } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { ev, minutes, openRoutePlan, type PatrolSite, pastMinute, patrolSite, sendAll } from '../test/live';
import { pastDay } from '../test/reports';

let t: TestContext;
let call: Api;
let site: PatrolSite;
/** The event guid of each alert topic raised, and the report's id. */
const raised: Record<string, string> = {};
let reportId: number;

const FLAGS = CONTACT_FLAG_TOPICS.flatMap((topic) => CONTACT_FLAG_CHANNELS.map((channel) => ({ topic, channel })));
const CHANNEL = { Email: 'email', Telegram: 'telegram', Phone: 'sms' } as const;
const flagOf = ({ topic, channel }: (typeof FLAGS)[number]) => `shouldReceive${topic}${channel}` as ContactFlag;
const address = (i: number) => ({
  email: `flag-${i}@client.example.co.za`,
  telegram: `chat-flag-${i}`,
  sms: `+278255500${String(i).padStart(2, '0')}`,
});
const GHANA = { name: 'Accra Office', number: '+233 24 123 4567', email: 'accra@client.example.co.za' };
const PANICS_ON_EVERY_CHANNEL = {
  shouldReceivePanicsEmail: true,
  shouldReceivePanicsTelegram: true,
  shouldReceivePanicsPhone: true,
};

async function raiseEveryTopic() {
  const { handset } = site;
  const [panic, callMe, low, outside] = [ev.panic(), ev.pleaseCallMe(), ev.status(9, false), ev.location(-26.2, 28.1)];
  await sendAll(handset, [ev.status(80, false)]);
  await sendAll(handset, [panic, callMe, low, outside]);
  Object.assign(raised, { Panics: panic.eventGuid, PleaseCalls: callMe.eventGuid });
  const guidOf = async (type: string) =>
    (
      await rows<{ g: string }>(
        t,
        sql`select event_guid::text as g from events where device_id = ${handset.deviceId} and type = ${type}`,
      )
    )[0].g;
  raised.BatteryLow = await guidOf('deviceBatteryLow');
  raised.Boundry = await guidOf('boundaryExit');

  const start = pastMinute(2);
  const planId = await openRoutePlan(site, t, start, 20);
  while ((await closeEndedPlans(t.database.db, minutes(start, 60), 5, 200)).length > 0);
  const [patrol] = await rows<{ g: string }>(
    t,
    sql`select completed_event_guid::text as g from route_takens where schedule_plan_id = ${planId}`,
  );
  raised.FailedPatrols = patrol.g;

  const made = await call.post('admin', '/api/v1/report/site', {
    ...pastDay(3),
    company: (await call.companies()).guardforce,
    siteId: site.siteId,
  });
  if (made.statusCode !== 200) throw new Error(`report: ${made.body}`);
  reportId = made.json().report.id;
}

beforeAll(async () => {
  t = await build();
  call = api(t);
  const contacts = FLAGS.map((_, i) => ({
    name: `Flag ${i}`,
    contactNumber: address(i).sms,
    emailAddress: address(i).email,
  }));
  const ghana = { name: GHANA.name, contactNumber: GHANA.number, emailAddress: GHANA.email };
  site = await patrolSite(t, call, { tagCount: 2, contacts: [...contacts, ghana] });
  // A Telegram chat is bound by the contact itself through the bot (and only then may its flags be ticked):
  // here chats and flags are written directly.
  const stored = await t.database.db.select().from(siteContacts).where(eq(siteContacts.siteId, site.siteId));
  for (const contact of stored) {
    const i = Number(contact.name.replace('Flag ', ''));
    const values =
      contact.name === GHANA.name
        ? { telegramChatId: 'chat-accra', ...PANICS_ON_EVERY_CHANNEL }
        : { telegramChatId: address(i).telegram, [flagOf(FLAGS[i])]: true };
    await t.database.db
      .update(siteContacts)
      .set({ ...values, telegramLinkedAt: new Date() })
      .where(eq(siteContacts.id, contact.id));
  }
  await raiseEveryTopic();
  // A hang guard: the demo data and a report's PDF take a while on a busy machine.
}, 240_000);
afterAll(() => t.close());

interface Message {
  channel: string;
  recipient: string;
  subject: string;
  alert_guid: string | null;
  report_id: number | null;
  status: string;
  last_error: string | null;
}
const messagesTo = (recipients: string[]) =>
  rows<Message>(
    t,
    sql`select channel, recipient, subject, alert_guid::text as alert_guid, report_id, status, last_error
        from notification_outbox where recipient in ${recipients} order by id`,
  );

describe('each contact flag', () => {
  it.each(FLAGS.map((flag, i) => [flagOf(flag), i, flag] as const))('%s: one message', async (_, i, flag) => {
    const addresses = address(i);
    const messages = await messagesTo(Object.values(addresses));
    const channel = CHANNEL[flag.channel];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel, recipient: addresses[channel] });
    if (flag.topic === 'Reports') expect(messages[0]).toMatchObject({ report_id: reportId, alert_guid: null });
    else expect(messages[0]).toMatchObject({ alert_guid: raised[flag.topic], report_id: null });
  });

  it('raised every topic once, each with its own subject', async () => {
    const all = await messagesTo(FLAGS.flatMap((_, i) => Object.values(address(i))));
    expect(all).toHaveLength(18);
    const subjects = new Map(all.map((m) => [m.alert_guid ?? `report ${m.report_id}`, m.subject]));
    expect(subjects.size).toBe(6);
    expect(
      [...subjects.values()].map((s) => s.replace(/Patrol Site \w+/g, 'SITE').replace(/Test Handset \d+/, 'HANDSET')),
    ).toEqual(
      expect.arrayContaining([
        'PANIC at SITE',
        'Please call: SITE',
        'Battery low: HANDSET at SITE',
        'HANDSET left SITE',
        'SITE: Perimeter patrol failed',
      ]),
    );
  });
});

describe('a Ghanaian number', () => {
  it('is told by e-mail and Telegram, and its SMS is stored failed with the reason', async () => {
    const messages = await messagesTo([GHANA.email, 'chat-accra', GHANA.number]);
    expect(
      messages.map(({ channel, recipient, status, last_error, alert_guid }) => ({
        channel,
        recipient,
        status,
        last_error,
        alert_guid,
      })),
    ).toEqual([
      { channel: 'email', recipient: GHANA.email, status: 'pending', last_error: null, alert_guid: raised.Panics },
      { channel: 'telegram', recipient: 'chat-accra', status: 'pending', last_error: null, alert_guid: raised.Panics },
      {
        channel: 'sms',
        recipient: GHANA.number,
        status: 'failed',
        last_error: MESSAGES.notify.smsGhana,
        alert_guid: raised.Panics,
      },
    ]);
  });
});
