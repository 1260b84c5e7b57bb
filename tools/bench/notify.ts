/**
 * The notification bench: `npm run bench:notify`. A burst of 200 panics across 50 sites, each site with 3 contacts
 * ticking panics on e-mail, Telegram and SMS: 1,800 messages queued through the real path (contactMessages in the
 * panic's transaction), then delivered by the outbox with the real senders against loopback fakes (an SMTP peer,
 * the Telegram Bot API fake, the BulkSMS fake), on a fresh embedded database: the outbox worker as the server runs
 * it (a tick every OUTBOX_INTERVAL_MS, 1,000 ms; batches of 20, SEND_CONCURRENCY at a time, a full batch followed at once).
 * BENCH_NOTIFY_MODES='worker,back to back' adds a run calling deliverDue again as soon as it returns (no tick).
 * It prints the time until the last message reached its fake, the fakes' own answer time (the median of 50 direct
 * calls to each), and the throughput; it fails when a message is lost or sent twice.
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { loadConfig } from '../../server/src/config';
import type { Db } from '../../server/src/db/client';
import { openPglite } from '../../server/src/db/client';
import { companies, notificationOutbox, siteContacts, sites } from '../../server/src/db/schema';
import { fileStoreFor } from '../../server/src/integrations/fileStore';
import { startOutboxWorker } from '../../server/src/jobs/outbox';
import { contactMessages } from '../../server/src/notify/contacts';
import { type Channel, deliverDue, type Sender } from '../../server/src/notify/outbox';
import { sendersFor } from '../../server/src/notify/senders';
import { startFakeBulkSms } from '../../server/src/test/fakeBulkSms';
import { startFakeTelegram } from '../../server/src/test/fakeTelegram';
import { startSmtpPeer } from '../../server/src/test/smtp';
import { answerTimes } from './notifyFakes';
import { percentile, perSecond } from './stats';

const SITES = 50;
const PANICS = Number(process.env.BENCH_PANICS ?? 200);
const CONTACTS_PER_SITE = 3;
const MESSAGES = PANICS * CONTACTS_PER_SITE * 3;
const log = pino({ level: 'silent' });
const say = (text: string) => process.stderr.write(`${text}\n`);

async function seed(db: Db): Promise<{ companyId: number; siteIds: number[] }> {
  const [company] = await db
    .insert(companies)
    .values({
      name: 'Bench Security',
      address: '1 Bench Road',
      contactPerson: 'Bench',
      contactNumber: '+27110000000',
      contactEmail: 'bench@bench.local',
    })
    .returning({ id: companies.id });
  const made = await db
    .insert(sites)
    .values(
      Array.from({ length: SITES }, (_, i) => ({
        companyId: company.id,
        name: `Bench Site ${i + 1}`,
        address: `${i + 1} Bench Street`,
      })),
    )
    .returning({ id: sites.id });
  const siteIds = made.map((site) => site.id);
  await db.insert(siteContacts).values(
    siteIds.flatMap((siteId, s) =>
      Array.from({ length: CONTACTS_PER_SITE }, (_, c) => ({
        siteId,
        name: `Contact ${s}-${c}`,
        contactNumber: `+2782${String(s * 10 + c).padStart(7, '0')}`,
        emailAddress: `contact-${s}-${c}@bench.local`,
        telegramChatId: String(9_000_000 + s * 10 + c),
        telegramLinkedAt: new Date(),
        shouldReceivePanicsEmail: true,
        shouldReceivePanicsTelegram: true,
        shouldReceivePanicsPhone: true,
      })),
    ),
  );
  return { companyId: company.id, siteIds };
}

/** 200 panics, each in its own transaction as the handset path stores one. */
async function burst(db: Db, companyId: number, siteIds: number[]) {
  const contacts = await db.select().from(siteContacts);
  for (let p = 0; p < PANICS; p++) {
    const siteId = siteIds[p % siteIds.length];
    await db.transaction((tx) =>
      contactMessages(
        tx,
        companyId,
        contacts.filter((c) => c.siteId === siteId),
        {
          topic: 'panic',
          alertGuid: randomUUID(),
          facts: {
            site: `Bench Site ${(p % siteIds.length) + 1}`,
            device: 'Bench Handset',
            at: new Date(),
            latitude: -26.1,
            longitude: 28.05,
          },
        },
      ),
    );
  }
}

/** Each sender, recording when its provider answered. */
function timedSenders(senders: Record<Channel, Sender>, arrivals: number[]): Record<Channel, Sender> {
  const timed = (send: Sender): Sender =>
    send &&
    (async (message) => {
      const sent = await send(message);
      arrivals.push(performance.now());
      return sent;
    });
  return { email: timed(senders.email), telegram: timed(senders.telegram), sms: timed(senders.sms) };
}

async function run(mode: 'worker' | 'back to back') {
  const [smtp, telegram, bulk] = await Promise.all([startSmtpPeer(), startFakeTelegram(), startFakeBulkSms()]);
  const database = await openPglite();
  const config = loadConfig({
    DATA_DIR: `/tmp/bench-notify-${process.pid}`,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    SMTP_URL: smtp.url,
    TELEGRAM_BOT_TOKEN: telegram.botToken,
    TELEGRAM_API_URL: telegram.apiUrl,
    SMS_API_URL: bulk.apiUrl,
    SMS_API_USER: bulk.user,
    SMS_API_PASSWORD: bulk.password,
  });
  try {
    const { companyId, siteIds } = await seed(database.db);
    const arrivals: number[] = [];
    const senders = timedSenders(sendersFor(config, fileStoreFor(database, config.dataDir)), arrivals);
    const start = performance.now();
    await burst(database.db, companyId, siteIds);
    const queued = performance.now();
    say(`  queued in ${((queued - start) / 1000).toFixed(1)} s`);
    if (mode === 'worker') {
      const worker = startOutboxWorker(database.db, senders, log, config.outboxIntervalMs);
      while (arrivals.length < MESSAGES && performance.now() - start < 240_000)
        await new Promise((r) => setTimeout(r, 100));
      await worker.stop();
    } else {
      while ((await deliverDue(database.db, senders, log)) > 0);
    }
    const last = Math.max(...arrivals);
    const rows = await database.db.select({ status: notificationOutbox.status }).from(notificationOutbox);
    const sent = rows.filter((row) => row.status === 'sent').length;
    const received = [smtp.received.length, telegram.sent.length, bulk.received.length];
    const answers = await answerTimes({ smtpUrl: smtp.url, telegram: config.telegram, sms: config.sms });
    return { mode, queuedMs: queued - start, lastMs: last - start, deliverMs: last - queued, sent, received, answers };
  } finally {
    await database.close();
    await Promise.all([smtp.close(), telegram.close(), bulk.close()]);
  }
}

const results = [];
const MODES = (process.env.BENCH_NOTIFY_MODES ?? 'worker').split(',') as ('worker' | 'back to back')[];
for (const mode of MODES) {
  say(`${mode}: ${PANICS} panics, ${MESSAGES} messages…`);
  results.push(await run(mode));
}
const s = (millis: number) => `${(millis / 1000).toFixed(1)} s`;
console.log(
  `\n${PANICS} panics across ${SITES} sites, ${CONTACTS_PER_SITE} contacts each on 3 channels: ${MESSAGES} messages\n`,
);
console.log(
  '| delivery | queued in | last message at its fake | outbox throughput | fakes answer (median: SMTP / Telegram / SMS) |',
);
console.log('|---|---|---|---|---|');
for (const r of results) {
  const fakes = ['smtp', 'telegram', 'sms']
    .map((k) => `${percentile(r.answers[k as keyof typeof r.answers], 50).toFixed(1)} ms`)
    .join(' / ');
  console.log(
    `| ${r.mode} | ${s(r.queuedMs)} | ${s(r.lastMs)} (${s(r.deliverMs)} after the burst) | ${perSecond(MESSAGES, r.deliverMs)} /s | ${fakes} |`,
  );
}
let lost = false;
for (const r of results) {
  const each = r.received.join(' / ');
  console.log(`\n${r.mode}: outbox rows sent ${r.sent} of ${MESSAGES}; received by SMTP / Telegram / BulkSMS ${each}`);
  // Each fake must have exactly its third: one fewer is a message lost, one more a message sent twice.
  if (r.sent !== MESSAGES || r.received.some((n) => n !== MESSAGES / 3)) lost = true;
}
if (lost) {
  console.error('FAILED: a message was lost or sent twice');
  process.exit(1);
}
