/**
 * Realtime with real socket.io clients against the listening server: token handshake, company rooms
 * (and a sys-admin's chosen company), heartbeat, the spec's event names, answered alerts reaching every
 * console, and a console that reconnects resyncing what it missed.
 *
 * "Never receives" is checked with a barrier (test/socketBarrier.ts), not a sleep.
 */
import { eq, sql } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerEvent, SOCKET_EVENTS } from '../../../contract/events';
import { MESSAGES } from '../../../contract/messages';
import { SOCKET_PAYLOADS } from '../../../contract/socketPayloads';
import { employees } from '../db/schema';
import { tokenService } from '../http/token';
import { liveWatchOnce } from '../jobs/liveWatch';
import { type Account, type Api, api, count } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import {
  epoch,
  ev,
  type Handset,
  minutes,
  openRoutePlan,
  type PatrolSite,
  pastMinute,
  patrolSite,
  registerHandset,
  sendAll,
} from '../test/live';
import { createSite } from '../test/siteArea';
import { barrier } from '../test/socketBarrier';

const WAIT_MS = 5000;
let t: TestContext;
let call: Api;
let url: string;
let guardforce: number;
let capeShield: number;
let site: PatrolSite;
let gf: Handset;
let cape: Handset;
const clients: Socket[] = [];

interface Received {
  event: string;
  payload: Record<string, unknown>;
}
interface Console {
  socket: Socket;
  received: Received[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitFor(match: (message: Received) => boolean, what?: string): Promise<Received>;
  /** Resolves once a heartbeat sent after this call has arrived: everything emitted before it has arrived too. */
  barrier(): Promise<void>;
  guids(event?: string): unknown[];
}

function watch(socket: Socket): Console {
  const received: Received[] = [];
  const waiters: { match: (message: Received) => boolean; resolve: (message: Received) => void }[] = [];
  socket.onAny((event: string, payload: Record<string, unknown>) => {
    const message = { event, payload };
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const waitFor = (match: (message: Received) => boolean, what = 'a message') => {
    const found = received.find(match);
    if (found) return Promise.resolve(found);
    return new Promise<Received>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
      waiters.push({
        match,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  };
  return {
    socket,
    received,
    waitFor,
    barrier: () => barrier(t.app, socket),
    guids: (event) =>
      received.filter((message) => !event || message.event === event).map((message) => message.payload?.eventGuid),
  };
}

function open(auth: Record<string, unknown>): Socket {
  const socket = connectClient(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  clients.push(socket);
  return socket;
}
async function connect(auth: Record<string, unknown>): Promise<Console> {
  const socket = open(auth);
  const screen = watch(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return screen;
}
const consoleOf = async (account: Account, extra: Record<string, unknown> = {}) =>
  connect({ token: await call.token(account), ...extra });
function refusal(auth: Record<string, unknown>): Promise<Error> {
  const socket = open(auth);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('neither connected nor refused')), WAIT_MS);
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      resolve(error);
    });
  });
}
/** Every payload a console received is exactly what the contract says its event carries, no field more or less. */
function expectContract(screen: Console) {
  for (const { event, payload } of screen.received) {
    const parsed = SOCKET_PAYLOADS[event as ServerEvent].safeParse(payload);
    expect(parsed.error?.issues, `${event} ${JSON.stringify(payload)}`).toBeUndefined();
  }
}
const isEvent = (event: string, guid: string) => (message: Received) =>
  message.event === event && message.payload?.eventGuid === guid;

beforeAll(async () => {
  t = await build({ HEARTBEAT_MS: '100' });
  call = api(t);
  ({ guardforce, capeShield } = await call.companies());
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  site = await patrolSite(t, call, { tagCount: 2 });
  gf = site.handset;
  const capeSite = await createSite(call, 'otherAdmin', { name: 'Cape Socket Site' });
  cape = await registerHandset(t, call, capeSite, await t.login('luthando.jacobs@capeshield.co.za'), 'otherAdmin');
});
afterAll(async () => {
  for (const socket of clients) socket.close();
  await t.close();
});

describe('handshake', () => {
  it('connects a console with auth { token } and sends it a heartbeat with the time', async () => {
    const screen = await consoleOf('controller');
    const { payload } = await screen.waitFor((message) => message.event === SOCKET_EVENTS.heartbeat, 'heartbeat');
    expect(payload.time).toBeGreaterThanOrEqual(epoch(new Date()) - 5);
  });

  it.each([
    ['no token', {}, MESSAGES.auth.missingToken],
    ['a forged token', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' }, MESSAGES.auth.missingToken],
    ['a token of another type', { token: 12345 }, MESSAGES.auth.missingToken],
  ])('refuses a socket with %s', async (_, auth, message) => {
    const error = await refusal(auth);
    expect(error.message).toBe(message);
  });

  it("refuses a security guard's token", async () => {
    const error = await refusal({ token: gf.token });
    expect(error.message).toBe(MESSAGES.auth.consoleOnly);
  });

  it("answers a failure of its own with a fixed message, never the database's words", async () => {
    // Well signed, but naming an employee id beyond the database's integer range: the lookup itself fails.
    const token = await tokenService(t.config.jwtSecret).sign({ employeeId: 2 ** 40, version: 0 });
    const error = await refusal({ token });
    expect(error.message).toBe(MESSAGES.request.serverError);
  });
});

describe('who handles an alert', () => {
  it("tells the company's other consoles who opened an alert, with the server's name for them, and that it closed when the console goes", async () => {
    const admin = await consoleOf('admin');
    const controller = await consoleOf('controller');
    const other = await consoleOf('otherController');
    const guid = crypto.randomUUID();
    const handling = (open: boolean) => (message: Received) =>
      message.event === SOCKET_EVENTS.alertHandling && message.payload.guid === guid && message.payload.open === open;

    admin.socket.emit(SOCKET_EVENTS.alertHandling, { guid: 'x'.repeat(65), open: true });
    admin.socket.emit(SOCKET_EVENTS.alertHandling, { guid, open: true, name: 'Forged Name' });
    admin.socket.emit(SOCKET_EVENTS.alertHandling, { guid, open: true });
    const { payload } = await controller.waitFor(handling(true), 'alert handling');
    const [me] = await t.app.db
      .select({ id: employees.id, name: employees.name, surname: employees.surname })
      .from(employees)
      .where(eq(employees.emailAddress, 'admin@guardforce.co.za'));
    expect(payload).toEqual({ guid, open: true, employeeId: me.id, name: `${me.name} ${me.surname}` });
    admin.socket.close();
    await controller.waitFor(handling(false), 'alert handling closed');
    await Promise.all([controller.barrier(), other.barrier()]);
    // Only the one well-formed word was told, never to the sender, never to another company.
    expect(controller.received.filter((message) => message.event === SOCKET_EVENTS.alertHandling)).toHaveLength(2);
    expect(admin.received.some((message) => message.event === SOCKET_EVENTS.alertHandling)).toBe(false);
    expect(other.received.some((message) => message.event === SOCKET_EVENTS.alertHandling)).toBe(false);
    expectContract(controller);
  });
});

describe('company rooms', () => {
  it("never gives a socket of one company another company's events, while that company's sockets get them", async () => {
    const ours = await consoleOf('admin');
    const theirs = await consoleOf('otherController');
    const capePanic = ev.panic();
    const gfPanic = ev.panic();
    const capeCall = ev.pleaseCallMe();
    const gfCall = ev.pleaseCallMe();
    await sendAll(cape, [capePanic]);
    await sendAll(gf, [gfPanic]);
    await sendAll(cape, [capeCall]);
    await sendAll(gf, [gfCall]);

    const { payload } = await ours.waitFor(isEvent(SOCKET_EVENTS.critical, gfPanic.eventGuid), 'GuardForce panic');
    expect(payload).toMatchObject({
      eventGuid: gfPanic.eventGuid,
      type: 'panic',
      deviceId: gf.deviceId,
      companyId: guardforce,
      sentAt: gfPanic.sentAt,
      device: { id: gf.deviceId, deviceName: expect.any(String) },
      site: { id: site.siteId, name: expect.any(String) },
      latitude: -26.1247,
      longitude: 28.0344,
    });
    // Stored before it was sent.
    expect(await count(t, 'events', sql`event_guid = ${gfPanic.eventGuid}`)).toBe(1);
    await theirs.waitFor(isEvent(SOCKET_EVENTS.critical, capePanic.eventGuid), 'Cape Shield panic');
    await ours.waitFor(isEvent(SOCKET_EVENTS.pleaseCallMe, gfCall.eventGuid), 'GuardForce please-call-me');
    await theirs.waitFor(isEvent(SOCKET_EVENTS.pleaseCallMe, capeCall.eventGuid), 'Cape Shield please-call-me');

    expect(ours.guids()).not.toContain(capePanic.eventGuid);
    expect(ours.guids()).not.toContain(capeCall.eventGuid);
    expect(theirs.guids()).not.toContain(gfPanic.eventGuid);
    await theirs.barrier();
    expect(theirs.guids()).not.toContain(gfCall.eventGuid);
    const companies = (screen: Console) =>
      new Set(screen.received.filter((m) => m.payload?.companyId).map((m) => m.payload.companyId));
    expect(companies(ours)).toEqual(new Set([guardforce]));
    expect(companies(theirs)).toEqual(new Set([capeShield]));
  });

  it("ignores a company named by a console that is not a sys-admin's", async () => {
    const screen = await consoleOf('admin', { companyId: capeShield });
    expect(await screen.socket.emitWithAck(SOCKET_EVENTS.selectCompany, capeShield)).toEqual({ companyId: guardforce });
    const capePanic = ev.panic();
    await sendAll(cape, [capePanic]);
    await screen.barrier();
    expect(screen.guids()).not.toContain(capePanic.eventGuid);
  });

  it('lets a sys-admin follow the company it names in the handshake, and then the one it selects', async () => {
    const sysadmin = await consoleOf('sysadmin', { companyId: guardforce });
    const first = ev.panic();
    await sendAll(gf, [first]);
    await sysadmin.waitFor(isEvent(SOCKET_EVENTS.critical, first.eventGuid), 'GuardForce panic');

    expect(await sysadmin.socket.emitWithAck(SOCKET_EVENTS.selectCompany, capeShield)).toEqual({
      companyId: capeShield,
    });
    const gfPanic = ev.panic();
    const capePanic = ev.panic();
    await sendAll(gf, [gfPanic]);
    await sendAll(cape, [capePanic]);
    await sysadmin.waitFor(isEvent(SOCKET_EVENTS.critical, capePanic.eventGuid), 'Cape Shield panic');
    expect(sysadmin.guids()).not.toContain(gfPanic.eventGuid);

    // Naming no company, a sys-admin follows its own, and neither customer's events.
    const plain = await consoleOf('sysadmin');
    const another = ev.panic();
    await sendAll(gf, [another]);
    await plain.barrier();
    expect(plain.guids()).not.toContain(another.eventGuid);
  });
});

describe('event names', () => {
  it("sends each live type on the spec's event", async () => {
    const screen = await consoleOf('controller');
    const start = pastMinute(3);
    const planId = await openRoutePlan(site, t, start, 20);
    const scan = ev.scan(site.tags[0].serialNumber, minutes(start, 1));
    const unknown = ev.scan('04:00:11:22:33:44:55');
    const attendance = ev.attendance();
    const location = ev.location(-26.1247, 28.0344);
    const chat = ev.chat('Gate 3 is open');
    await sendAll(gf, [scan, unknown, attendance, location, chat, ev.status(60, false), ev.status(4, false)]);
    const ended = await liveWatchOnce(
      t.app,
      { intervalMs: 60_000, patrolGraceMinutes: 5, patrolToleranceMinutes: 5, deviceOfflineMinutes: 15 },
      minutes(new Date(), 30),
    );
    type Ended = Extract<(typeof ended)[number], { payload: { type: 'patrolEnded' } }>;
    const patrolEnded = ended
      .filter((emit): emit is Ended => emit.payload.type === 'patrolEnded')
      .find((emit) => emit.payload.schedulePlanId === planId);
    const offline = ended.find(
      (emit) => emit.payload.type === 'deviceOffline' && emit.payload.deviceId === gf.deviceId,
    );
    expect(patrolEnded?.payload.status).toBe('incomplete');
    expect(offline).toBeDefined();

    const typeOn = async (event: string, type: string) =>
      (await screen.waitFor((m) => m.event === event && m.payload?.type === type, `${type} on ${event}`)).payload;
    expect((await typeOn(SOCKET_EVENTS.patrol, 'nfcTagScan')).eventGuid).toBe(scan.eventGuid);
    expect((await typeOn(SOCKET_EVENTS.patrol, 'patrolScanAlert')).schedulePlanId).toBe(planId);
    expect((await typeOn(SOCKET_EVENTS.patrol, 'nfcTagScanUnallocated')).eventGuid).toBe(unknown.eventGuid);
    expect((await typeOn(SOCKET_EVENTS.attendance, 'attendance')).eventGuid).toBe(attendance.eventGuid);
    expect((await typeOn(SOCKET_EVENTS.deviceLocation, 'deviceLocation')).deviceId).toBe(gf.deviceId);
    expect((await typeOn(SOCKET_EVENTS.deviceBatteryLow, 'deviceBatteryLow')).deviceId).toBe(gf.deviceId);
    expect((await typeOn(SOCKET_EVENTS.deviceOffline, 'deviceOffline')).eventGuid).toBe(offline?.payload.eventGuid);
    expect((await typeOn(SOCKET_EVENTS.patrol, 'patrolEnded')).completedEventGuid).toBe(
      patrolEnded?.payload.completedEventGuid,
    );
    const message = await screen.waitFor((m) => m.event === SOCKET_EVENTS.chatMessage, 'chat message');
    expect(message.payload).toMatchObject({ message: 'Gate 3 is open', siteId: site.siteId });
    expectContract(screen);
  });
});

describe('device locations', () => {
  it("sends a batch's newest point live and stores every point", async () => {
    const screen = await consoleOf('controller');
    const now = Date.now();
    const points = [3, 1, 2].map((minutesAgo, i) =>
      ev.location(-26.1247 + i * 1e-4, 28.0344, new Date(now - minutesAgo * 60_000)),
    );
    await sendAll(gf, points);
    const stored = await count(
      t,
      'device_locations',
      sql`event_guid in (${sql.join(
        points.map((p) => p.eventGuid),
        sql`, `,
      )})`,
    );
    expect(stored).toBe(3);
    await screen.waitFor(
      (m) => m.event === SOCKET_EVENTS.deviceLocation && m.payload.latitude === points[1].latitude,
      'the newest point',
    );
    await screen.barrier();
    const live = screen.received.filter(
      (m) => m.event === SOCKET_EVENTS.deviceLocation && m.payload.deviceId === gf.deviceId,
    );
    expect(live.map((m) => [m.payload.latitude, m.payload.sentAt])).toEqual([[points[1].latitude, points[1].sentAt]]);
  });
});

describe('answers and resync', () => {
  it('sends an answered alert to every console of the company as alertAlarmResponse, and to no other', async () => {
    const admin = await consoleOf('admin');
    const controller = await consoleOf('controller');
    const other = await consoleOf('otherAdmin');
    const panic = ev.panic();
    await sendAll(gf, [panic]);
    await controller.waitFor(isEvent(SOCKET_EVENTS.critical, panic.eventGuid), 'panic');
    const response = await call.post('controller', '/api/v1/alarmAlert/respond', {
      message: 'Armed response dispatched.',
      respondedAt: epoch(new Date()),
      respondedToType: 'panic',
      respondedToGuid: panic.eventGuid,
      topic: 'critical-qa',
    });
    expect(response.statusCode).toBe(200);
    for (const screen of [admin, controller]) {
      const { payload } = await screen.waitFor(
        (m) => m.event === SOCKET_EVENTS.alertAlarmResponse && m.payload?.respondedToGuid === panic.eventGuid,
        'alertAlarmResponse',
      );
      expect(payload).toMatchObject({
        message: 'Armed response dispatched.',
        companyId: guardforce,
        respondedToGuid: panic.eventGuid,
        respondedToType: 'panic',
        topic: 'critical-qa',
        employee: { name: 'Sipho', surname: 'Dlamini' },
      });
      expectContract(screen);
    }
    await other.barrier();
    expect(other.received.some((m) => m.event === SOCKET_EVENTS.alertAlarmResponse)).toBe(false);
  });

  it('lets a console that was cut off find the panic it missed through GET /alert/since', async () => {
    const screen = await consoleOf('controller');
    // Another console stays on: once it has the panic, the panic has gone out to every console of this instance (on
    // PostgreSQL after the HTTP answer, once the adapter's NOTIFY is through), so the cut-off one cannot get it live
    // on reconnecting.
    const watcher = await consoleOf('controller');
    const cursor = Number((await call.get('controller', '/api/v1/alert/unrespondedTo')).headers['x-last-event-id']);
    screen.socket.disconnect();
    const missed = ev.panic();
    await sendAll(gf, [missed]);
    await watcher.waitFor(isEvent(SOCKET_EVENTS.critical, missed.eventGuid), 'panic on the console left on');

    const reconnected = new Promise<void>((resolve) => screen.socket.once('connect', () => resolve()));
    screen.socket.connect();
    await reconnected;
    expect(screen.guids()).not.toContain(missed.eventGuid);
    const since = (await call.get('controller', `/api/v1/alert/since?afterId=${cursor}`)).json();
    expect(since.map((alert: { eventGuid: string }) => alert.eventGuid)).toContain(missed.eventGuid);
    const unresponded = (await call.get('controller', '/api/v1/alert/unrespondedTo')).json();
    expect(unresponded.map((alert: { eventGuid: string }) => alert.eventGuid)).toContain(missed.eventGuid);

    // Back in its company's room: the next panic arrives live.
    const next = ev.panic();
    await sendAll(gf, [next]);
    await screen.waitFor(isEvent(SOCKET_EVENTS.critical, next.eventGuid), 'panic after reconnect');
  });
});

describe('grouped alerts', () => {
  // Last in the file: the guard is placed at a site of its own.
  it('sends a boundary exit again under its own eventId when the handset is back inside and when it leaves again', async () => {
    const screen = await consoleOf('controller');
    const yard = await createSite(call, 'admin', { name: 'Boundary Yard' });
    const handset = await registerHandset(t, call, yard, await call.token('guard'));
    const start = pastMinute(3);
    const outside = (minute: number) => ev.location(-26.2, 28.1, minutes(start, minute));
    await sendAll(handset, [outside(0)]);
    await sendAll(handset, [ev.location(-26.1247, 28.0344, minutes(start, 1))]);
    await sendAll(handset, [outside(2)]);
    await screen.waitFor(
      (m) =>
        m.event === SOCKET_EVENTS.boundaryExit && m.payload.deviceId === handset.deviceId && m.payload.repeats === 2,
      'the second exit',
    );
    await screen.barrier();
    const exits = screen.received
      .filter((m) => m.event === SOCKET_EVENTS.boundaryExit && m.payload.deviceId === handset.deviceId)
      .map((m) => m.payload);
    const [first] = exits;
    expect(first?.eventId).toEqual(expect.any(Number));
    // A console replaces the row it lists under that eventId: without it the row would never change.
    expect(exits.map((p) => [p.eventId, p.eventGuid, p.returnedAt ?? null, p.repeats ?? 1])).toEqual([
      [first.eventId, first.eventGuid, null, 1],
      [first.eventId, first.eventGuid, epoch(minutes(start, 1)), 1],
      [first.eventId, first.eventGuid, null, 2],
    ]);
    expectContract(screen);
  });
});
