/**
 * Routine alerts acknowledged in bulk: each recorded as a response by the caller with the standard message, a
 * scan answered with its judgement, every console told; panics and please-call-me refused with nothing changed;
 * tenants and roles kept apart.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_ACKNOWLEDGE_MAX } from '../../../../contract/events';
import { fill, MESSAGES } from '../../../../contract/messages';
import { type Api, api, count, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, eventsWhere, minutes, openRoutePlan, type PatrolSite, patrolSite, sendAll } from '../../test/live';

let t: TestContext;
let call: Api;
let guardforce: number;
let site: PatrolSite;

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
  site = await patrolSite(t, call, { tagCount: 2 });
});
afterAll(() => t.close());

const acknowledge = (account: Parameters<Api['post']>[0], eventGuids: unknown, extra = {}) =>
  call.post(account, '/api/v1/alarmAlert/acknowledge', { eventGuids, ...extra });
const answered = (guids: string[]) =>
  count(
    t,
    'alert_responses',
    sql`responded_to_guid in (${sql.join(
      guids.map((guid) => sql`${guid}::uuid`),
      sql`, `,
    )})`,
  );

let plans = 0;
/** A scan of the route's second tag 8 minutes before its plan expects it: its event rows (scan, judgement). */
async function earlyScan() {
  plans += 1;
  const start = minutes(new Date(), -60 * plans);
  await openRoutePlan(site, t, start, 30);
  const scan = ev.scan(site.tags[1].serialNumber, minutes(start, 7));
  await sendAll(site.handset, [scan]);
  const [tagScan] = await eventsWhere(t, sql`event_guid = ${scan.eventGuid}`);
  const [judgement] = await eventsWhere(
    t,
    sql`type = 'patrolScanAlert' and payload -> 'tagScan' ->> 'eventGuid' = ${scan.eventGuid}`,
  );
  if (!judgement) throw new Error('the scan was not judged against its plan');
  return { tagScan, judgement };
}

describe('POST /alarmAlert/acknowledge', () => {
  it('records each alert as answered by the caller with the standard message, a judgement with its scan', async () => {
    const { tagScan, judgement } = await earlyScan();
    expect(judgement.payload.alertType).toBe(fill(MESSAGES.patrol.earlyBy, { n: 8 }));
    expect(judgement.payload.employeeId).toBe(await call.employeeId('bongani.khumalo@guardforce.co.za'));
    const attendance = ev.attendance();
    const unallocated = ev.scan('04:AC:K0:00:00:01');
    await sendAll(site.handset, [attendance, unallocated]);

    const response = await acknowledge('controller', [
      judgement.event_guid,
      attendance.eventGuid,
      unallocated.eventGuid,
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const controller = await call.employeeId('controller@guardforce.co.za');
    const answers = response.json().answers as Record<string, unknown>[];
    expect(answers.map((answer) => answer.respondedToGuid).sort()).toEqual(
      [judgement.event_guid, tagScan.event_guid, attendance.eventGuid, unallocated.eventGuid].sort(),
    );
    expect(answers.find((answer) => answer.respondedToGuid === tagScan.event_guid)).toMatchObject({
      message: MESSAGES.alert.acknowledged,
      companyId: guardforce,
      employeeId: controller,
      employee: { id: controller, name: 'Sipho', surname: 'Dlamini' },
      respondedToType: 'nfcTagScan',
      topic: 'patrol-qa',
    });
    const stored = await rows<{ employee_id: number; message: string }>(
      t,
      sql`select employee_id, message from alert_responses where responded_to_guid = ${attendance.eventGuid}`,
    );
    expect(stored).toEqual([{ employee_id: controller, message: MESSAGES.alert.acknowledged }]);

    // Answered already: skipped, not doubled.
    const again = await acknowledge('admin', [attendance.eventGuid]);
    expect(again.statusCode).toBe(200);
    expect(again.json().answers).toEqual([]);
    expect(await answered([attendance.eventGuid])).toBe(1);
  });

  it('lets the alert day leave out what was acknowledged', async () => {
    const { tagScan, judgement } = await earlyScan();
    const day = `/api/v1/alert/byDateRange?startDate=${Math.floor(Date.now() / 1000) - 86_400}&endDate=${Math.floor(Date.now() / 1000) + 60}`;
    const listed = async () =>
      ((await call.get('admin', day)).json() as { eventGuid: string }[]).map((a) => a.eventGuid);
    expect(await listed()).toEqual(expect.arrayContaining([tagScan.event_guid, judgement.event_guid]));
    expect((await acknowledge('admin', [judgement.event_guid])).statusCode).toBe(200);
    const left = await listed();
    expect(left).not.toContain(tagScan.event_guid);
    expect(left).not.toContain(judgement.event_guid);
  });

  it.each([
    ['a panic', () => ev.panic()],
    ['a please-call-me', () => ev.pleaseCallMe()],
  ])('refuses %s with a clear 400 and changes nothing', async (_name, alarm) => {
    const red = alarm();
    const routine = ev.attendance(new Date(), { clockType: 'clockOut' });
    await sendAll(site.handset, [red, routine]);
    const response = await acknowledge('admin', [routine.eventGuid, red.eventGuid]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.alert.bulkAlarm });
    expect(await answered([routine.eventGuid, red.eventGuid])).toBe(0);
  });

  it('answers 404 and changes nothing when one alert is unknown, of another company, or not an alert', async () => {
    const routine = ev.attendance(new Date(), { clockType: 'clockOut' });
    const location = ev.location(-26.1247, 28.0344);
    await sendAll(site.handset, [routine, location]);
    for (const other of [randomUUID(), location.eventGuid]) {
      const response = await acknowledge('admin', [routine.eventGuid, other]);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGES.alert.notFound);
    }
    for (const account of ['otherAdmin', 'otherController'] as const) {
      for (const extra of [{}, { companyId: guardforce }]) {
        expect((await acknowledge(account, [routine.eventGuid], extra)).statusCode).toBe(404);
      }
    }
    expect(await answered([routine.eventGuid])).toBe(0);
  });

  it.each([
    [[], MESSAGES.alert.bulkEmpty],
    [
      Array.from({ length: BULK_ACKNOWLEDGE_MAX + 1 }, () => randomUUID()),
      fill(MESSAGES.alert.bulkTooMany, { max: BULK_ACKNOWLEDGE_MAX }),
    ],
    [['not-a-guid'], MESSAGES.alert.notFound],
  ])('answers 400 to a list of %#', async (eventGuids, message) => {
    const response = await acknowledge('admin', eventGuids);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('lets a sys-admin acknowledge in the company it names, and keeps a guard out', async () => {
    const routine = ev.attendance(new Date(), { clockType: 'clockOut' });
    await sendAll(site.handset, [routine]);
    expect((await acknowledge('sysadmin', [routine.eventGuid])).statusCode).toBe(404);
    const guard = await t.as(site.handset.token, {
      method: 'POST',
      url: '/api/v1/alarmAlert/acknowledge',
      payload: { eventGuids: [routine.eventGuid] },
    });
    expect(guard.statusCode).toBe(403);
    const response = await acknowledge('sysadmin', [routine.eventGuid], { companyId: guardforce });
    expect(response.statusCode).toBe(200);
    expect(response.json().answers).toHaveLength(1);
  });
});

describe('POST /alarmAlert/respond on a judgement', () => {
  it('answers the scan with it, and tells the caller only of the judgement', async () => {
    const { tagScan, judgement } = await earlyScan();
    const response = await call.post('admin', '/api/v1/alarmAlert/respond', {
      message: 'Spoke to the guard about the early scan.',
      respondedAt: Math.floor(Date.now() / 1000),
      respondedToType: 'patrolScanAlert',
      respondedToGuid: judgement.event_guid,
      topic: 'patrol-qa',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().respondedToGuid).toBe(judgement.event_guid);
    expect(await answered([tagScan.event_guid, judgement.event_guid])).toBe(2);
  });
});
