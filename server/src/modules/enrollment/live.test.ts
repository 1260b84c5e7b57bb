/**
 * A handset's new tag request reaches its company's consoles live, on a real socket.io connection, as the
 * contract's tagEnrollment payload; another company's consoles never get it, and a retried event sends nothing.
 * "Never" is checked with a barrier (test/socketBarrier.ts), not a sleep.
 */
import { sql } from 'drizzle-orm';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '../../../../contract/events';
import { MESSAGES } from '../../../../contract/messages';
import { SOCKET_PAYLOADS } from '../../../../contract/socketPayloads';
import { ENROLLMENT_URL, enrollmentEvent } from '../../test/enrollment';
import { type Account, type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, type Handset, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';
import { barrier } from '../../test/socketBarrier';

const WAIT_MS = 5000;
type Message = { event: string; payload: Record<string, unknown> };
let t: TestContext;
let call: Api;
let url: string;
let guardforce: number;
let gf: Handset;
const sockets: Socket[] = [];

/** A console's socket and everything it has received. */
async function consoleOf(account: Account, extra: Record<string, unknown> = {}) {
  const socket = connectClient(url, {
    auth: { token: await call.token(account), ...extra },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const received: Message[] = [];
  socket.onAny((event: string, payload: Record<string, unknown>) => received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received };
}
/** Resolves once a message sent after this call matches. */
function next(screen: { received: Message[] }, match: (message: Message) => boolean, what: string) {
  const from = screen.received.length;
  return new Promise<Message>((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const found = screen.received.slice(from).find(match);
      if (found || Date.now() - started > WAIT_MS) {
        clearInterval(poll);
        if (found) resolve(found);
        else reject(new Error(`no ${what} within ${WAIT_MS} ms`));
      }
    }, 10);
  });
}
const enrollments = (screen: { received: Message[] }, guid: string) =>
  screen.received.filter((m) => m.event === SOCKET_EVENTS.tagEnrollment && m.payload.eventGuid === guid);

beforeAll(async () => {
  t = await build({ HEARTBEAT_MS: '100' });
  call = api(t);
  ({ guardforce } = await call.companies());
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  gf = await registerHandset(
    t,
    call,
    await createSite(call, 'admin', { name: 'Live Yard' }),
    await call.token('guard'),
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('a new tag request', () => {
  it("reaches the company's consoles once it is stored, as the contract says, and no other company's", async () => {
    const controller = await consoleOf('controller');
    const sysadmin = await consoleOf('sysadmin', { companyId: guardforce });
    const other = await consoleOf('otherAdmin');
    const event = enrollmentEvent('Gate 9', '04:LIVE:01', { latitude: -26.1248, longitude: 28.0345 });
    const arrivals = [controller, sysadmin].map((screen) =>
      next(
        screen,
        (m) => m.event === SOCKET_EVENTS.tagEnrollment && m.payload.eventGuid === event.eventGuid,
        'request',
      ),
    );
    await sendAll(gf, [event]);

    const [stored] = await rows<{ id: number }>(
      t,
      sql`select id from tag_enrollments where event_guid = ${event.eventGuid}`,
    );
    for (const { payload } of await Promise.all(arrivals)) {
      expect(payload).toEqual({
        id: stored.id,
        eventGuid: event.eventGuid,
        companyId: guardforce,
        name: 'Gate 9',
        serialNumber: '04:LIVE:01',
        siteId: gf.siteId,
        siteName: 'Live Yard',
        status: 'Pending',
        createdAt: event.sentAt,
        decidedBy: null,
        decidedAt: null,
        deviceName: expect.any(String),
        guardName: expect.any(String),
        nameTaken: false,
      });
      expect(SOCKET_PAYLOADS[SOCKET_EVENTS.tagEnrollment].safeParse(payload).error).toBeUndefined();
    }
    // The list the console reloads has the same row.
    const listed = (
      await call.get('controller', `/api/v1/routeTag/TagEnrollment/GetEnrollingTags?siteId=${gf.siteId}`)
    ).json();
    const { companyId: _c, eventGuid: _e, ...row } = (await arrivals[0]).payload;
    expect(listed).toContainEqual(row);

    await barrier(t.app, other.socket);
    expect(enrollments(other, event.eventGuid)).toEqual([]);
  });

  it('sends nothing for a retried event (a duplicate)', async () => {
    const screen = await consoleOf('admin');
    const event = enrollmentEvent('Gate 10', '04:LIVE:02');
    const first = next(
      screen,
      (m) => m.event === SOCKET_EVENTS.tagEnrollment && m.payload.eventGuid === event.eventGuid,
      'request',
    );
    await sendAll(gf, [event]);
    await first;
    const retry = await gf.send([event]);
    expect(retry.json().results[0].status).toBe('duplicate');
    await barrier(t.app, screen.socket);
    expect(enrollments(screen, event.eventGuid)).toHaveLength(1);
  });
});

describe("a new tag request as an alert: the Misc row 'Tag enrollment requested: {name}'", () => {
  type Alert = Record<string, unknown> & { type: string; eventGuid: string };
  const unresponded = async (account: Account) =>
    ((await call.get(account, '/api/v1/alert/unrespondedTo')).json() as Alert[]).map((alert) => alert.eventGuid);

  it("reaches the company's consoles live with the other alerts' shape, waits unanswered, and no other company's", async () => {
    const controller = await consoleOf('controller');
    const other = await consoleOf('otherAdmin');
    const event = enrollmentEvent('Gate 11', '04:LIVE:03');
    const isAlert = (m: Message) =>
      m.event === SOCKET_EVENTS.tagEnrollmentAlert && m.payload.eventGuid === event.eventGuid;
    const arrival = next(controller, isAlert, 'alert');
    await sendAll(gf, [event]);
    const { payload } = await arrival;
    const [stored] = await rows<{ id: number }>(t, sql`select id from events where event_guid = ${event.eventGuid}`);
    expect(payload).toMatchObject({
      id: stored.id,
      eventId: stored.id,
      eventGuid: event.eventGuid,
      type: 'tagEnrollment',
      companyId: guardforce,
      deviceId: gf.deviceId,
      site: { id: gf.siteId, name: 'Live Yard' },
      sentAt: event.sentAt,
      name: 'Gate 11',
      serialNumber: '04:LIVE:03',
    });
    expect(SOCKET_PAYLOADS[SOCKET_EVENTS.tagEnrollmentAlert].safeParse(payload).error).toBeUndefined();
    expect(await unresponded('controller')).toContain(event.eventGuid);
    expect(await unresponded('otherController')).not.toContain(event.eventGuid);
    await barrier(t.app, other.socket);
    expect(other.received.filter(isAlert)).toEqual([]);
  });

  it("is answered like the other Misc rows, and reads in the history as 'Tag enrollment request'", async () => {
    const screen = await consoleOf('admin');
    const event = enrollmentEvent('Gate 12', '04:LIVE:04');
    await sendAll(gf, [event]);
    const wrongCompany = await call.post('otherAdmin', '/api/v1/alarmAlert/respond', {
      message: 'Not ours',
      respondedAt: epoch(new Date()),
      respondedToType: 'tagEnrollment',
      respondedToGuid: event.eventGuid,
      topic: 'tagEnrollment-qa',
    });
    expect(wrongCompany.statusCode).toBe(404);
    const answered = next(
      screen,
      (m) => m.event === SOCKET_EVENTS.alertAlarmResponse && m.payload.respondedToGuid === event.eventGuid,
      'answer',
    );
    const response = await call.post('controller', '/api/v1/alarmAlert/respond', {
      message: 'Asked the admin to enroll it',
      respondedAt: epoch(new Date()),
      respondedToType: 'tagEnrollment',
      respondedToGuid: event.eventGuid,
      topic: 'tagEnrollment-qa',
    });
    expect(response.statusCode, response.body).toBe(200);
    await answered;
    expect(await unresponded('controller')).not.toContain(event.eventGuid);

    const period = `startDate=${event.sentAt - 60}&endDate=${event.sentAt + 60}&type=tagEnrollment`;
    const page = (await call.get('controller', `/api/v1/alarmAlert/history?${period}`)).json();
    expect(page.data).toContainEqual(
      expect.objectContaining({
        eventGuid: event.eventGuid,
        type: 'tagEnrollment',
        what: 'Asked to enroll tag Gate 12 (04:LIVE:04)',
        response: 'Asked the admin to enroll it',
      }),
    );
    const csv = (await call.get('controller', `/api/v1/alarmAlert/history/csv?${period}`)).json().alertHistoryCsv;
    expect(csv).toContain(`,${MESSAGES.alertHistory.types.tagEnrollment},`);
  });

  it.each([
    ['AcceptTag', 'Gate 13', 'Tag accepted by'],
    ['DeclineTag', 'Gate 14', 'Tag declined by'],
  ] as const)(
    "%s answers the request's alert, named with who and the decision, on every console",
    async (call_, name, said) => {
      const first = await consoleOf('controller');
      const second = await consoleOf('admin');
      const other = await consoleOf('otherAdmin');
      const event = enrollmentEvent(name, `04:LIVE:${name.slice(-2)}`);
      await sendAll(gf, [event]);
      const [request] = await rows<{ id: number }>(
        t,
        sql`select id from tag_enrollments where event_guid = ${event.eventGuid}`,
      );
      const isAnswer = (m: Message) =>
        m.event === SOCKET_EVENTS.alertAlarmResponse && m.payload.respondedToGuid === event.eventGuid;
      const onFirst = next(first, isAnswer, 'answer');
      const onSecond = next(second, isAnswer, 'answer');
      const decided = await call.post('admin', `${ENROLLMENT_URL}/${call_}/${request.id}`, undefined);
      expect(decided.statusCode, decided.body).toBe(200);
      const { payload } = await onFirst;
      await onSecond;
      expect(payload.message).toMatch(new RegExp(`^${said} \\S+`));
      expect(payload).toMatchObject({ respondedToType: 'tagEnrollment', employee: expect.objectContaining({}) });
      expect(await unresponded('controller')).not.toContain(event.eventGuid);
      // A repeat of the decision answers nothing more.
      const again = await call.post('admin', `${ENROLLMENT_URL}/${call_}/${request.id}`, undefined);
      expect(again.statusCode).toBe(200);
      const answers = await rows(t, sql`select id from alert_responses where responded_to_guid = ${event.eventGuid}`);
      expect(answers).toHaveLength(1);
      await barrier(t.app, other.socket);
      expect(other.received.filter(isAnswer)).toEqual([]);
    },
  );
});
