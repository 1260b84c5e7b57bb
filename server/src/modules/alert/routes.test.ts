/**
 * Alerts: the live events of a window, those nobody has answered, those after a resync cursor, and the
 * answers — with tenant isolation on every call.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE, EPOCH_SECONDS_RANGE } from '../../../../contract/constants';
import { fill, MESSAGES } from '../../../../contract/messages';
import { type Api, api, count, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
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
} from '../../test/live';
import { createSite } from '../../test/siteArea';
import { markOfflineDevices } from '../device/offline';
import { closeEndedPlans } from '../patrols/close';

let t: TestContext;
let call: Api;
let guardforce: number;
let capeShield: number;
let site: PatrolSite;
let handset: Handset;
let capeHandset: Handset;
type Alert = Record<string, unknown> & { id: number; type: string; eventGuid: string };

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce, capeShield } = await call.companies());
  site = await patrolSite(t, call, { tagCount: 2 });
  handset = site.handset;
  const capeSite = await createSite(call, 'otherAdmin', { name: 'Cape Alerts Site' });
  capeHandset = await registerHandset(
    t,
    call,
    capeSite,
    await t.login('luthando.jacobs@capeshield.co.za'),
    'otherAdmin',
  );
});
afterAll(() => t.close());

const list = async (account: Parameters<Api['get']>[0], url: string) => {
  const response = await call.get(account, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Alert[];
};
const unresponded = (account: Parameters<Api['get']>[0] = 'controller') => list(account, '/api/v1/alert/unrespondedTo');
const guids = (alerts: Alert[]) => alerts.map((alert) => alert.eventGuid);
const answer = (
  account: Parameters<Api['post']>[0],
  alert: { eventGuid: string; type: string },
  topic: string,
  extra = {},
) =>
  call.post(account, '/api/v1/alarmAlert/respond', {
    message: 'Called the guard; all is well.',
    respondedAt: epoch(new Date()),
    respondedToType: alert.type,
    respondedToGuid: alert.eventGuid,
    topic,
    ...extra,
  });

/** Patrols of the site ended failed, incomplete and complete; answers their patrolEnded payloads. */
async function endedPatrols(hoursAgo: number) {
  const start = pastMinute(hoursAgo);
  const plans = [
    await openRoutePlan(site, t, start, 20),
    await openRoutePlan(site, t, minutes(start, 30), 20),
    await openRoutePlan(site, t, minutes(start, 60), 20),
  ];
  await sendAll(handset, [
    ev.scan(site.tags[0].serialNumber, minutes(start, 31)),
    ev.scan(site.tags[0].serialNumber, minutes(start, 61)),
    ev.scan(site.tags[1].serialNumber, minutes(start, 70)),
  ]);
  const emits = await closeEndedPlans(t.database.db, minutes(start, 200), 5);
  const byPlan = new Map(emits.map((emit) => [emit.payload.schedulePlanId, emit.payload as Alert]));
  const [failed, incomplete, complete] = plans.map((plan) => byPlan.get(plan) as Alert);
  expect([failed.status, incomplete.status, complete.status]).toEqual(['failed', 'incomplete', 'complete']);
  return { failed, incomplete, complete };
}

describe('GET /alert/byDateRange', () => {
  it("answers the company's live events in [startDate, endDate), oldest first, without locations or status reports", async () => {
    // The console asks 06:00 to 06:00 South African time: 04:00 to 04:00 UTC.
    // Three days ago: older handset times are taken for a reset clock.
    const day = new Date(Math.floor(Date.now() / 86_400_000 - 3) * 86_400_000 + 4 * 3600_000);
    const next = minutes(day, 24 * 60);
    const before = ev.panic(new Date(day.getTime() - 1000));
    const first = ev.panic(day);
    const last = ev.pleaseCallMe(new Date(next.getTime() - 1000));
    const after = ev.panic(next);
    const location = ev.location(-26.1247, 28.0344, minutes(day, 5));
    const status = ev.status(90, true, minutes(day, 6));
    const scan = ev.scan('04:DE:AD:BE:EF:00:01', minutes(day, 7));
    await sendAll(handset, [last, before, after, first, location, status, scan]);
    await sendAll(capeHandset, [ev.panic(minutes(day, 60))]);

    const alerts = await list(
      'controller',
      `/api/v1/alert/byDateRange?startDate=${epoch(day)}&endDate=${epoch(next)}&companyId=${guardforce}`,
    );
    expect(alerts.map((alert) => [alert.type, alert.eventGuid])).toEqual([
      ['panic', first.eventGuid],
      ['nfcTagScanUnallocated', scan.eventGuid],
      ['pleaseCallMe', last.eventGuid],
    ]);
    expect(alerts[0]).toMatchObject({
      id: expect.any(Number),
      companyId: guardforce,
      deviceId: handset.deviceId,
      sentAt: first.sentAt,
      latitude: -26.1247,
      longitude: 28.0344,
      device: { id: handset.deviceId },
      site: { id: site.siteId },
    });
    // Without companyId: the caller's own company.
    expect(
      guids(await list('admin', `/api/v1/alert/byDateRange?startDate=${epoch(day)}&endDate=${epoch(next)}`)),
    ).toEqual(guids(alerts));
  });

  it('keeps the newest events of a day busier than one answer holds', async () => {
    const day = new Date(Math.floor(Date.now() / 86_400_000 - 5) * 86_400_000 + 4 * 3600_000);
    await t.database.db.execute(sql`
      insert into events (event_guid, type, company_id, sent_at, payload)
      select gen_random_uuid(), 'nfcTagScanUnallocated', ${guardforce}, ${day.toISOString()}::timestamptz + n * interval '1 second',
             jsonb_build_object('type', 'nfcTagScanUnallocated', 'n', n)
      from generate_series(1, 5001) as n`);
    const alerts = await list(
      'controller',
      `/api/v1/alert/byDateRange?startDate=${epoch(day)}&endDate=${epoch(minutes(day, 24 * 60))}`,
    );
    expect(alerts).toHaveLength(5000);
    expect(alerts[0].n).toBe(2);
    expect(alerts.at(-1)?.n).toBe(5001);
  });

  it('answers 400 without a window', async () => {
    expect((await call.get('controller', '/api/v1/alert/byDateRange')).statusCode).toBe(400);
  });

  const now = epoch(new Date());
  it.each<[string, string | number, string | number]>([
    ['startDate', '1e20', now],
    ['startDate', '99999999999999999999', now],
    ['endDate', now, '8640000000001'],
    ['endDate', now, Number.MAX_SAFE_INTEGER],
    ['startDate', -1, now],
    ['startDate', 0, now],
    ['endDate', now, EPOCH_SECONDS_RANGE.max + 1],
    ['startDate', 'yesterday', now],
    ['startDate', '1.5', now],
    ['endDate', now, 'Infinity'],
    ['endDate', now, ''],
  ])('answers 400 naming %s for startDate=%j endDate=%j, never a 500', async (field, startDate, endDate) => {
    const response = await call.get(
      'controller',
      `/api/v1/alert/byDateRange?startDate=${startDate}&endDate=${endDate}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: fill(MESSAGES.request.epochOutOfRange, { field, ...DATE_RANGE }),
    });
  });

  it('takes the first and last second of the range', async () => {
    const { min, max } = EPOCH_SECONDS_RANGE;
    const response = await call.get('controller', `/api/v1/alert/byDateRange?startDate=${min}&endDate=${max}`);
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /alert/unrespondedTo', () => {
  it('lists panics, please-call-me, offline and low battery, failed and incomplete patrols, and nothing else', async () => {
    const panic = ev.panic();
    const callMe = ev.pleaseCallMe();
    const old = ev.panic(new Date(Date.now() - 8 * 86_400_000));
    const attendance = ev.attendance();
    const scan = ev.scan(site.tags[0].serialNumber);
    await sendAll(handset, [panic, callMe, old, attendance, scan, ev.status(5, false)]);
    // A handset time over 7 days old is kept at arrival, so the old panic is dated back in the table.
    await t.database.db.execute(
      sql`update events set sent_at = now() - interval '8 days' where event_guid = ${old.eventGuid}`,
    );
    const offline = await registerHandset(t, call, site.siteId, handset.token);
    await sendAll(offline, [ev.location(-26.1247, 28.0344)]);
    const [offlineEmit] = (await markOfflineDevices(t.database.db, new Date(Date.now() + 20 * 60_000), 15)).filter(
      (emit) => emit.payload.deviceId === offline.deviceId,
    );
    const { failed, incomplete, complete } = await endedPatrols(20);
    const capePanic = ev.panic();
    await sendAll(capeHandset, [capePanic]);

    const response = await call.get('controller', '/api/v1/alert/unrespondedTo');
    expect(response.headers['x-last-event-id']).toMatch(/^\d+$/);
    const listed = response.json() as Alert[];
    const [battery] = listed.filter(
      (alert) => alert.type === 'deviceBatteryLow' && alert.deviceId === handset.deviceId,
    );
    expect(battery).toBeDefined();
    expect(guids(listed)).toEqual(
      expect.arrayContaining([
        panic.eventGuid,
        callMe.eventGuid,
        offlineEmit.payload.eventGuid,
        failed.completedEventGuid,
        incomplete.completedEventGuid,
      ]),
    );
    for (const guid of [old.eventGuid, attendance.eventGuid, scan.eventGuid, complete.eventGuid, capePanic.eventGuid]) {
      expect(guids(listed)).not.toContain(guid);
    }
    expect(new Set(listed.map((alert) => alert.type))).toEqual(
      new Set(['panic', 'pleaseCallMe', 'deviceOffline', 'deviceBatteryLow', 'patrolEnded']),
    );
    const times = listed.map((alert) => alert.sentAt as number);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Cape Shield sees its own panic, and none of GuardForce's.
    const theirs = guids(await unresponded('otherController'));
    expect(theirs).toContain(capePanic.eventGuid);
    expect(theirs).not.toContain(panic.eventGuid);
  });
});

describe('GET /alert/since', () => {
  it("answers the company's live events after the cursor that unrespondedTo hands out in x-last-event-id", async () => {
    const cursor = Number((await call.get('controller', '/api/v1/alert/unrespondedTo')).headers['x-last-event-id']);
    const missed = [ev.panic(), ev.attendance(new Date(), { clockType: 'clockOut' }), ev.location(-26.1247, 28.0344)];
    await sendAll(handset, missed);
    await sendAll(capeHandset, [ev.panic()]);
    // The answer also repeats the last minute's events (an id taken before a late commit); consoles drop those by id.
    const alerts = (await list('controller', `/api/v1/alert/since?afterId=${cursor}`)).filter((a) => a.id > cursor);
    expect(alerts.map((alert) => [alert.type, alert.eventGuid])).toEqual([
      ['panic', missed[0].eventGuid],
      ['attendance', missed[1].eventGuid],
    ]);
    const next = Number((await call.get('controller', '/api/v1/alert/unrespondedTo')).headers['x-last-event-id']);
    expect(next).toBeGreaterThanOrEqual(alerts[1].id);
    const again = await list('controller', `/api/v1/alert/since?afterId=${next}`);
    expect(again.every((alert) => alert.id <= next)).toBe(true);
    expect(guids(again)).toEqual(expect.arrayContaining(guids(alerts)));
    // A sys-admin names the company.
    const named = await list('sysadmin', `/api/v1/alert/since?afterId=${cursor}&companyId=${guardforce}`);
    expect(guids(named.filter((a) => a.id > cursor))).toEqual(guids(alerts));
  });

  it('answers 400 without a cursor', async () => {
    expect((await call.get('controller', '/api/v1/alert/since')).statusCode).toBe(400);
  });
});

describe('POST /alarmAlert/respond', () => {
  it.each([
    ['', MESSAGES.alert.explain],
    ['   ', MESSAGES.alert.explain],
    [undefined, MESSAGES.alert.explain],
  ])('refuses the message %j with the spec message', async (message, expected) => {
    const panic = ev.panic();
    await sendAll(handset, [panic]);
    const response = await answer('controller', { ...panic, type: 'panic' }, 'critical-qa', { message });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(expected);
    expect(await count(t, 'alert_responses', sql`responded_to_guid = ${panic.eventGuid}`)).toBe(0);
  });

  it('refuses a topic that does not match the alert type', async () => {
    const panic = ev.panic();
    await sendAll(handset, [panic]);
    const response = await answer('controller', { ...panic, type: 'panic' }, 'patrol-qa');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.alert.wrongTopic);
  });

  it('answers 404 for an unknown guid, a location, and an alert of another company', async () => {
    const location = ev.location(-26.1247, 28.0344);
    await sendAll(handset, [location]);
    const capePanic = ev.panic();
    await sendAll(capeHandset, [capePanic]);
    for (const [alert, topic] of [
      [{ eventGuid: randomUUID(), type: 'panic' }, 'critical-qa'],
      [{ eventGuid: location.eventGuid, type: 'deviceLocation' }, 'deviceLocation-qa'],
      [{ eventGuid: capePanic.eventGuid, type: 'panic' }, 'critical-qa'],
    ] as const) {
      const response = await answer('admin', alert, topic);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.alert.notFound);
    }
    expect(guids(await unresponded('otherController'))).toContain(capePanic.eventGuid);
  });

  it('stores who answered and when, drops the alert from unrespondedTo, and refuses a second answer with 409', async () => {
    const panic = ev.panic();
    await sendAll(handset, [panic]);
    expect(guids(await unresponded())).toContain(panic.eventGuid);
    const before = epoch(new Date());
    const response = await answer('controller', { ...panic, type: 'panic' }, 'critical-qa', {
      respondedAt: before - 30,
      message: '  Sent the response vehicle.  ',
    });
    expect(response.statusCode).toBe(200);
    // The server's time, not the body's.
    const { respondedAt } = response.json();
    expect(respondedAt).toBeGreaterThanOrEqual(before);
    const controller = await call.employeeId('controller@guardforce.co.za');
    expect(response.json()).toEqual({
      eventGuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: 'Sent the response vehicle.',
      companyId: guardforce,
      employeeId: controller,
      employee: { id: controller, name: 'Sipho', surname: 'Dlamini' },
      respondedToGuid: panic.eventGuid,
      respondedToType: 'panic',
      topic: 'critical-qa',
      respondedAt,
      secondsToAnswer: Math.max(0, respondedAt - panic.sentAt),
    });
    const [row] = await rows<Record<string, unknown>>(
      t,
      sql`select employee_id, company_id, message, floor(extract(epoch from responded_at))::int as at
          from alert_responses where responded_to_guid = ${panic.eventGuid}`,
    );
    expect(row).toEqual({
      employee_id: controller,
      company_id: guardforce,
      message: 'Sent the response vehicle.',
      at: respondedAt,
    });
    expect(guids(await unresponded())).not.toContain(panic.eventGuid);

    const again = await answer('admin', { ...panic, type: 'panic' }, 'critical-qa');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.alert.alreadyAnswered);
    expect(await count(t, 'alert_responses', sql`responded_to_guid = ${panic.eventGuid}`)).toBe(1);
  });

  it('takes no answer time from the future', async () => {
    const callMe = ev.pleaseCallMe();
    await sendAll(handset, [callMe]);
    const response = await answer('admin', { ...callMe, type: 'pleaseCallMe' }, 'chat-qa', {
      respondedAt: epoch(new Date()) + 86_400,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().respondedAt).toBeLessThanOrEqual(epoch(new Date()));
  });

  it.each([0, -5, 1e12, 1e20])('answers 400 to the answer time %j, never a 500', async (respondedAt) => {
    const response = await answer('controller', { eventGuid: randomUUID(), type: 'panic' }, 'critical-qa', {
      respondedAt,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: fill(MESSAGES.request.epochOutOfRange, { field: 'respondedAt', ...DATE_RANGE }),
    });
  });

  it('answers each alert class on its topic; a patrol by its completedEventGuid', async () => {
    const callMe = ev.pleaseCallMe();
    const attendance = ev.attendance(new Date(), { clockType: 'clockOut' });
    await sendAll(handset, [callMe, attendance, ev.status(60, false), ev.status(3, false)]);
    const [battery] = (await unresponded()).filter(
      (alert) => alert.type === 'deviceBatteryLow' && alert.deviceId === handset.deviceId,
    );
    const offline = await registerHandset(t, call, site.siteId, handset.token);
    await sendAll(offline, [ev.location(-26.1247, 28.0344)]);
    const [offlineEmit] = (await markOfflineDevices(t.database.db, new Date(Date.now() + 20 * 60_000), 15)).filter(
      (emit) => emit.payload.deviceId === offline.deviceId,
    );
    const { failed, incomplete } = await endedPatrols(30);
    const cases: [{ eventGuid: string; type: string }, string][] = [
      [{ eventGuid: callMe.eventGuid, type: 'pleaseCallMe' }, 'chat-qa'],
      [{ eventGuid: battery.eventGuid, type: 'deviceBatteryLow' }, 'chat-qa'],
      [{ eventGuid: offlineEmit.payload.eventGuid as string, type: 'deviceOffline' }, 'devicestatus-qa'],
      [{ eventGuid: attendance.eventGuid, type: 'attendance' }, 'attendance-qa'],
      [{ eventGuid: failed.completedEventGuid as string, type: 'patrolEnded' }, 'patrol-qa'],
      [{ eventGuid: incomplete.completedEventGuid as string, type: 'patrolEnded' }, 'patrol-qa'],
    ];
    for (const [alert, topic] of cases) {
      const response = await answer('controller', alert, topic);
      expect(response.statusCode, `${alert.type}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ respondedToGuid: alert.eventGuid, respondedToType: alert.type, topic });
    }
    const left = guids(await unresponded());
    for (const [alert] of cases) expect(left).not.toContain(alert.eventGuid);
  });

  it('lets a sys-admin answer in the company it names, and not in its own', async () => {
    const panic = ev.panic();
    await sendAll(handset, [panic]);
    expect((await answer('sysadmin', { ...panic, type: 'panic' }, 'critical-qa')).statusCode).toBe(404);
    const response = await answer('sysadmin', { ...panic, type: 'panic' }, 'critical-qa', { companyId: guardforce });
    expect(response.statusCode).toBe(200);
    expect(response.json().companyId).toBe(guardforce);
  });
});

describe('tenant isolation and roles', () => {
  it("keeps Cape Shield's staff away from every alerts call of GuardForce", async () => {
    const panic = ev.panic();
    await sendAll(handset, [panic]);
    const day = epoch(new Date());
    for (const account of ['otherAdmin', 'otherController'] as const) {
      for (const url of [
        `/api/v1/alert/byDateRange?startDate=${day - 86_400}&endDate=${day + 60}&companyId=${guardforce}`,
        `/api/v1/alert/unrespondedTo?companyId=${guardforce}`,
        `/api/v1/alert/since?afterId=0&companyId=${guardforce}`,
      ]) {
        const response = await call.get(account, url);
        expect(response.statusCode, `${account} ${url}`).toBe(404);
        expect(JSON.stringify(response.json())).not.toContain(panic.eventGuid);
      }
      const own = await list(account, `/api/v1/alert/byDateRange?startDate=${day - 86_400}&endDate=${day + 60}`);
      expect(guids(own)).not.toContain(panic.eventGuid);
      expect(own.every((alert) => alert.companyId === capeShield)).toBe(true);
      expect(guids(await list(account, '/api/v1/alert/since?afterId=0'))).not.toContain(panic.eventGuid);
      for (const extra of [{}, { companyId: guardforce }]) {
        const response = await answer(account, { ...panic, type: 'panic' }, 'critical-qa', extra);
        expect(response.statusCode).toBe(404);
      }
    }
    expect(guids(await unresponded())).toContain(panic.eventGuid);
  });

  it('keeps a security guard out of the alerts calls', async () => {
    const response = await t.as(handset.token, { method: 'GET', url: '/api/v1/alert/unrespondedTo' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.auth.consoleOnly);
    const respond = await t.as(handset.token, {
      method: 'POST',
      url: '/api/v1/alarmAlert/respond',
      payload: {
        message: 'x',
        respondedAt: 1,
        respondedToType: 'panic',
        respondedToGuid: randomUUID(),
        topic: 'critical-qa',
      },
    });
    expect(respond.statusCode).toBe(403);
  });
});
