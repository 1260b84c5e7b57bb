/**
 * Three instances on one PostgreSQL behind nginx (`npm run cluster`, the deployed locations), everything through the
 * balancer: consoles (socket.io's default transports, each from an address of its own) on every instance get a
 * panic; one instance is killed (SIGKILL) while a handset sends batches: its consoles reconnect through nginx and
 * resync, the batches retried through nginx lose nothing and store nothing twice, the next panic reaches every
 * console. The background jobs run once across instances: the outbox sends each message once, each due escalation
 * step runs once, each morning report is made and sent once, each Telegram update is answered once, and plan
 * generation at every instance's start makes each plan once; rate limits, stored files and sessions hold across them. The `cluster` project, run in the PostgreSQL lane of .ci/run (TEST_DATABASE_URL set) where nginx is installed.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '../../contract/events';
import { APP_INSTANCE_HEADER } from '../../contract/handset';
import { DEMO_PASSWORD } from '../../server/src/db/demo/password';
import { type FakeTelegram, startFakeTelegram } from '../../server/src/test/fakeTelegram';
import { ACCOUNTS } from '../../server/src/test/helper';
import { ev, multipartFile } from '../../server/src/test/live';
import { type SmtpPeer, startSmtpPeer } from '../../server/src/test/smtp';
import { type Answer, call, clientAddress, consoleSocket } from './clients';
import { type Cluster, startCluster } from './start';

const runs = !!process.env.TEST_DATABASE_URL && existsSync(process.env.NGINX_PATH || '/usr/sbin/nginx');
const INSTANCES = 3;
/** Two consoles on each instance. */
const PER_INSTANCE = 2;
const DEMO_APP = 'demo-app-0-1';
const AUTH_LIMIT = 5;

let cluster: Cluster;
let smtp: SmtpPeer;
let telegram: FakeTelegram;
let database: pg.Client;
let adminToken: string;
let guardToken: string;
let companyId: number;
const consoles: { socket: Socket; address: string; instance: number; panics: Set<string>; connects: number }[] = [];

/** Waits for `check` to hold: a hang guard of 60 s, not a timing. */
async function until(what: string, check: () => boolean | Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 60_000) throw new Error(`${what}: not within 60 s\n${cluster.output().slice(-3000)}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

const through = (path: string, options: Parameters<typeof call>[1] = {}) =>
  call(`${cluster.balancerUrl}${path}`, options);
const json = (token: string, body: unknown) => ({
  'content-type': 'application/json',
  'x-access-token': token,
  body: JSON.stringify(body),
});

async function login(emailAddress: string, password = DEMO_PASSWORD, localAddress?: string): Promise<Answer> {
  return through('/api/v1/login', {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress, password }),
  });
}

async function sendEvents(events: unknown[]): Promise<Answer> {
  const { body, ...headers } = json(guardToken, { events });
  return through('/api/v1/handset/events', {
    method: 'POST',
    headers: { ...headers, [APP_INSTANCE_HEADER]: DEMO_APP },
    body,
  });
}

async function panic(): Promise<string> {
  const event = ev.panic();
  const answer = await sendEvents([event]);
  expect(answer.status, answer.body.toString()).toBe(200);
  // A batch nginx replayed on another instance after its first died under it may answer 'duplicate'.
  expect(['accepted', 'duplicate']).toContain(answer.json<{ results: { status: string }[] }>().results[0].status);
  return event.eventGuid as string;
}

describe.skipIf(!runs)('three instances behind nginx', () => {
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    telegram = await startFakeTelegram();
    cluster = await startCluster({
      CLUSTER_INSTANCES: String(INSTANCES),
      DEMO: '1',
      DEMO_HISTORY_DAYS: '0',
      LOG_LEVEL: 'error',
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_MS: '100',
      ESCALATION_INTERVAL_MS: '100',
      TELEGRAM_BOT_TOKEN: telegram.botToken,
      TELEGRAM_API_URL: telegram.apiUrl,
      AUTH_RATE_LIMIT: String(AUTH_LIMIT),
      HANDSET_RATE_LIMIT: '100000',
      JWT_SECRET: undefined,
    });
    database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    adminToken = String((await login(ACCOUNTS.admin)).headers['x-access-token']);
    guardToken = String((await login(ACCOUNTS.guard)).headers['x-access-token']);
    const me = await through('/api/v1/employee/me', { headers: { 'x-access-token': adminToken } });
    companyId = me.json<{ companyId: number }>().companyId;

    // Client addresses, each kept by nginx on one instance, until every instance has its consoles.
    const counts = new Array(INSTANCES).fill(0);
    for (let n = 0; counts.some((count) => count < PER_INSTANCE); n++) {
      if (n > 200) throw new Error(`client addresses spread over instances as ${counts}`);
      const address = clientAddress(n);
      const probe = await through('/socket.io/?EIO=4&transport=polling', { localAddress: address });
      const instance = cluster.instanceOf(probe.headers['x-instance'] as string);
      if (counts[instance] >= PER_INSTANCE) continue;
      counts[instance] += 1;
      const entry = {
        socket: consoleSocket(cluster.balancerUrl, address, adminToken),
        address,
        instance,
        panics: new Set<string>(),
        connects: 0,
      };
      entry.socket.on('connect', () => {
        entry.connects += 1;
      });
      entry.socket.on(SOCKET_EVENTS.critical, (payload: { eventGuid: string }) => entry.panics.add(payload.eventGuid));
      consoles.push(entry);
    }
    await until('every console connected', () => consoles.every((entry) => entry.socket.connected));
  }, 240_000);
  afterAll(async () => {
    for (const entry of consoles) entry.socket.close();
    await database?.end();
    await cluster?.stop();
    await smtp?.close();
    await telegram?.close();
  });

  it('spreads the consoles over every instance, each kept on its own by its address, and all get a panic', async () => {
    expect(new Set(consoles.map((entry) => entry.instance)).size).toBe(INSTANCES);
    const guid = await panic();
    await until('the panic on every console', () => consoles.every((entry) => entry.panics.has(guid)));
  });

  it('sends each queued message once, whichever instance takes it', async () => {
    const tag = randomBytes(4).toString('hex');
    const recipients = Array.from({ length: 30 }, (_, i) => `once-${tag}-${i}@example.test`);
    for (const recipient of recipients)
      await database.query(
        "insert into notification_outbox (channel, recipient, subject, body) values ('email', $1, 'Once', 'Once')",
        [recipient],
      );
    const sent = async () =>
      (
        await database.query<{ n: number }>(
          "select count(*)::int as n from notification_outbox where recipient like $1 and status = 'sent'",
          [`once-${tag}-%`],
        )
      ).rows[0].n === recipients.length;
    await until('every message sent', sent);
    const received = smtp.received.flatMap((mail) => mail.to).filter((to) => to.startsWith(`once-${tag}-`));
    expect(received.sort()).toEqual([...recipients].sort());
  });

  it('runs each due escalation step once, whichever instance takes it', async () => {
    const alert = await panic();
    const tag = randomBytes(4).toString('hex');
    const recipients = Array.from({ length: 20 }, (_, i) => `step-${tag}-${i}@example.test`);
    // Steps of the panic's ladder due now, each to an address of its own (the ladder's own steps are minutes away).
    for (const [i, recipient] of recipients.entries())
      await database.query(
        `insert into escalation_steps (company_id, alert_guid, step, definition, due_at)
         values ($1, $2, $3, $4, now())`,
        [
          companyId,
          alert,
          100 + i,
          JSON.stringify({ afterMinutes: 0, recipients: [recipient], channels: ['email'], type: 'panic' }),
        ],
      );
    const sent = async () =>
      (
        await database.query<{ n: number }>(
          "select count(*)::int as n from notification_outbox where recipient like $1 and status = 'sent'",
          [`step-${tag}-%`],
        )
      ).rows[0].n >= recipients.length;
    await until('every step run and its message sent', sent);
    const steps = await database.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from escalation_steps where alert_guid = $1 and step >= 100 group by status',
      [alert],
    );
    expect(steps.rows).toEqual([{ status: 'done', n: recipients.length }]);
    const received = smtp.received.flatMap((mail) => mail.to).filter((to) => to.startsWith(`step-${tag}-`));
    expect(received.sort()).toEqual([...recipients].sort());
  });

  it('answers each Telegram update once, though every instance polls', async () => {
    const chats = [5_550_101, 5_550_102, 5_550_103, 5_550_104, 5_550_105];
    for (const chat of chats) telegram.say(chat, 'hello?');
    const answered = () => chats.every((chat) => telegram.sent.some((message) => message.chat_id === String(chat)));
    await until('a reply in every chat', answered);
    // Every update is behind the stored offset, and no reply waits in the outbox: nothing more is coming.
    await until('the updates confirmed and the replies sent', async () => {
      const waiting = await database.query<{ n: number }>(
        "select count(*)::int as n from notification_outbox where channel = 'telegram' and recipient = any($1) and status <> 'sent'",
        [chats.map(String)],
      );
      return waiting.rows[0].n === 0;
    });
    for (const chat of chats)
      expect(telegram.sent.filter((message) => message.chat_id === String(chat)).length, `chat ${chat}`).toBe(1);
  });

  it("makes each morning report and each schedule's plans once, though every instance ran both at its start", async () => {
    const morning = await database.query<{ n: number }>(
      "select count(*)::int as n from reports where trigger = 'morning'",
    );
    expect(morning.rows[0].n).toBeGreaterThan(0);
    const twice = await database.query(
      `select o.report_id, o.channel, o.recipient, count(*)::int as n from notification_outbox o
       join reports r on r.id = o.report_id where r.trigger = 'morning'
       group by 1, 2, 3 having count(*) > 1`,
    );
    expect(twice.rows).toEqual([]);
    const queued = await database.query<{ n: number }>(
      "select count(*)::int as n from notification_outbox o join reports r on r.id = o.report_id where r.trigger = 'morning'",
    );
    expect(queued.rows[0].n).toBeGreaterThan(0);
    const plans = await database.query<{ n: number }>('select count(*)::int as n from schedule_plans');
    expect(plans.rows[0].n).toBeGreaterThan(0);
    // An instance that lost a race to another would have logged it.
    expect(cluster.output()).not.toMatch(/plan generation failed|morning reports? failed|escalation job failed/);
  });

  it('counts sign-in attempts per client address across instances, the address nginx forwards', async () => {
    const address = clientAddress(240);
    const instances = new Set<number>();
    for (let i = 0; i < AUTH_LIMIT; i++) {
      const wrong = await login(ACCOUNTS.controller, 'wrong-password', address);
      expect(wrong.status).toBe(401);
      instances.add(cluster.instanceOf(wrong.headers['x-instance'] as string));
    }
    expect(instances.size).toBeGreaterThan(1);
    expect((await login(ACCOUNTS.controller, DEMO_PASSWORD, address)).status).toBe(429);
    expect((await login(ACCOUNTS.controller, DEMO_PASSWORD, clientAddress(241))).status).toBe(200);
  });

  it('serves a stored photo and takes a session on every instance, and a sign-out ends it on all', async () => {
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(100 * 1024)]);
    const { payload, headers } = multipartFile('clock-in.jpg', photo, 'image/jpeg');
    const upload = await through('/api/v1/handset/photo', {
      method: 'POST',
      headers: {
        ...(headers as Record<string, string>),
        'x-access-token': guardToken,
        [APP_INSTANCE_HEADER]: DEMO_APP,
      },
      body: payload,
    });
    expect(upload.status, upload.body.toString()).toBe(200);
    const { imageUrl } = upload.json<{ imageUrl: string }>();

    // The controller's: a sign-out ends every session of its employee, the admin's consoles stay out of it.
    const session = String((await login(ACCOUNTS.controller)).headers['x-access-token']);
    const served = new Set<number>();
    for (let i = 0; served.size < INSTANCES; i++) {
      expect(i).toBeLessThan(30);
      const file = await through(imageUrl, { headers: { 'x-access-token': session } });
      expect(file.status).toBe(200);
      expect(file.body.equals(photo)).toBe(true);
      served.add(cluster.instanceOf(file.headers['x-instance'] as string));
    }
    for (const url of cluster.instanceUrls) {
      const me = await call(`${url}/api/v1/employee/me`, { headers: { 'x-access-token': session } });
      expect(me.status).toBe(200);
    }
    const out = await through('/api/v1/logout', { method: 'POST', headers: { 'x-access-token': session } });
    expect(out.status).toBe(200);
    for (const url of cluster.instanceUrls) {
      const me = await call(`${url}/api/v1/employee/me`, { headers: { 'x-access-token': session } });
      expect(me.status).toBe(401);
    }
  });

  it('survives a SIGKILL of one instance: consoles reconnect and resync, retried batches lose nothing and store nothing twice', async () => {
    const victim = consoles[0].instance;
    const acknowledged: string[] = [];
    let killedAt = -1;
    let stop = false;
    // A handset: each batch is sent until it is acknowledged, the same events again after a failure.
    const handset = (async () => {
      while (!stop) {
        const batch = Array.from({ length: 10 }, () => ev.location(-26.1 - Math.random() / 100, 28.03));
        while (true) {
          const answer = await sendEvents(batch).catch(() => null);
          if (answer?.status === 200) {
            const results = answer.json<{ results: { status: string }[] }>().results;
            expect(results.filter((result) => !['accepted', 'duplicate'].includes(result.status))).toEqual([]);
            acknowledged.push(...batch.map((event) => event.eventGuid as string));
            break;
          }
          await new Promise((done) => setTimeout(done, 100));
        }
      }
    })();
    await until('batches before the kill', () => acknowledged.length >= 50);
    process.kill(cluster.instancePids[victim], 'SIGKILL');
    killedAt = acknowledged.length;
    const missed = await panic();
    await until('batches after the kill', () => acknowledged.length >= killedAt + 200);
    stop = true;
    await handset;

    const moved = consoles.filter((entry) => entry.instance === victim);
    await until('the consoles of the killed instance back', () =>
      moved.every((entry) => entry.socket.connected && entry.connects >= 2),
    );
    // Their resync (the console's GET of unresponded alerts) through the balancer has the panic they missed.
    for (const entry of moved) {
      const lists = await through(`/api/v1/alert/unrespondedTo?companyId=${companyId}`, {
        localAddress: entry.address,
        headers: { 'x-access-token': adminToken },
      });
      expect(lists.status).toBe(200);
      expect(lists.body.toString()).toContain(missed);
    }

    const stored = await database.query<{ event_guid: string; n: number }>(
      'select event_guid::text, count(*)::int as n from device_locations where event_guid = any($1::uuid[]) group by event_guid',
      [acknowledged],
    );
    expect(stored.rows.length).toBe(acknowledged.length);
    expect(stored.rows.filter((row) => row.n !== 1)).toEqual([]);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);

    const next = await panic();
    await until('the next panic on every console', () => consoles.every((entry) => entry.panics.has(next)));
  });
});
