import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE } from '../../../../contract/constants';
import { fill, MESSAGES } from '../../../../contract/messages';
import { type Api, api, count, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { createRoute, createSite, createTags, everyDaySchedule } from '../../test/siteArea';
import { makePlans } from './plans';

let t: TestContext;
let call: Api;
let siteId: number;
let tags: number[];
let routeId: number;
beforeAll(async () => {
  t = await build();
  call = api(t);
  siteId = await createSite(call);
  tags = (await createTags(t, siteId, 4)).map((tag) => tag.id);
  routeId = await createRoute(call, siteId, tags, 30);
});
afterAll(() => t.close());

describe('schedule upsert', () => {
  it('saves the schedule and generates plans for the next 48 hours', async () => {
    const response = await call.post('admin', '/api/v1/schedule', everyDaySchedule(siteId, routeId));
    expect(response.statusCode).toBe(200);
    const schedule = response.json();
    expect(schedule).toMatchObject({ routeId, routeName: 'Perimeter', startTimeDay: '06:00', endTimeDay: '15:00' });
    const { recordset } = (await call.get('controller', `/api/v1/schedule/plans/byScheduleId/${schedule.id}`)).json();
    const now = Date.now() / 1000;
    expect(recordset.length).toBeGreaterThan(0);
    for (const plan of recordset) {
      expect(plan.endTime - plan.startTime).toBe(30 * 60);
      expect(plan.startTime).toBeLessThanOrEqual(now + 48 * 3600);
      const utcHour = new Date(plan.startTime * 1000).getUTCHours();
      expect(utcHour).toBeGreaterThanOrEqual(6);
      expect(utcHour).toBeLessThan(15);
    }
  });

  it.each([
    [{ repeatMinutes: 20 }, 'Your schedule repeat minutes can not be less than your route duration of 30 minutes'],
    [{ startTimeDay: '03:00' }, MESSAGES.schedule.dayStartInvalid],
    [{ endTimeDay: '16:30' }, MESSAGES.schedule.dayEndInvalid],
    [{ startTimeDay: '10:00', endTimeDay: '08:00' }, MESSAGES.schedule.dayEndInvalid],
    [{ startTimeNight: '12:00', endTimeNight: '02:00' }, MESSAGES.schedule.nightStartInvalid],
    [{ startTimeNight: '18:00', endTimeNight: '06:00' }, MESSAGES.schedule.nightEndInvalid],
    // 04:00→19:00 South African time: each end lies in the night band, the window runs through the day.
    [{ startTimeNight: '02:00', endTimeNight: '17:00' }, MESSAGES.schedule.nightThroughDay],
    [{ startTimeNight: '03:00', endTimeNight: '02:00' }, MESSAGES.schedule.nightThroughDay],
    [
      { startTimeDay: '06:00', endTimeDay: '06:20' },
      'The day window lasts 20 minutes, shorter than your route duration of 30 minutes, so no patrol fits in it.',
    ],
    [
      { startTimeNight: '21:50', endTimeNight: '22:15' },
      'The night window lasts 25 minutes, shorter than your route duration of 30 minutes, so no patrol fits in it.',
    ],
    [{ repeatMinutes: undefined }, MESSAGES.schedule.repeatRequired],
    [{ startTimeDay: '25:00' }, MESSAGES.schedule.invalidTime],
  ])('refuses %j with the spec message and saves nothing', async (change, message) => {
    const before = await count(t, 'schedules');
    const response = await call.post('admin', '/api/v1/schedule', { ...everyDaySchedule(siteId, routeId), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await count(t, 'schedules')).toBe(before);
  });

  const NO_DAYS = {
    monday: false,
    tuesday: false,
    wednesday: false,
    thursday: false,
    friday: false,
    saturday: false,
    sunday: false,
  };
  it.each([
    // 00:00–00:00 and 06:00–06:00 UTC (spec part 2 §4: a window with equal start and end is off): no window is on.
    [
      'every window 00:00–00:00',
      { startTimeDay: '00:00', endTimeDay: '00:00', startTimeNight: '00:00', endTimeNight: '00:00' },
    ],
    [
      'every window 06:00–06:00',
      { startTimeDay: '06:00', endTimeDay: '06:00', startTimeNight: '06:00', endTimeNight: '06:00' },
    ],
    ['no window at all', { startTimeDay: null, endTimeDay: null, startTimeNight: null, endTimeNight: null }],
    ['no weekday ticked', NO_DAYS],
    [
      'no weekday sent',
      {
        monday: undefined,
        tuesday: undefined,
        wednesday: undefined,
        thursday: undefined,
        friday: undefined,
        saturday: undefined,
        sunday: undefined,
      },
    ],
  ])(
    "refuses a schedule that can never make a plan (%s) with 'This is not a valid schedule'",
    async (_case, change) => {
      const before = await count(t, 'schedules');
      const response = await call.post('admin', '/api/v1/schedule', {
        ...everyDaySchedule(siteId, routeId),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.schedule.invalid });
      expect(await count(t, 'schedules')).toBe(before);
    },
  );

  it.each([null, undefined, 0])("refuses routeId %j with 'Route Required.'", async (routeIdSent) => {
    const response = await call.post('admin', '/api/v1/schedule', {
      ...everyDaySchedule(siteId, routeId),
      routeId: routeIdSent,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.schedule.routeRequired });
  });

  it('accepts one weekday and one window: a schedule that makes plans', async () => {
    const response = await call.post('admin', '/api/v1/schedule', {
      ...everyDaySchedule(siteId, routeId),
      ...NO_DAYS,
      wednesday: true,
      startTimeDay: '06:00',
      endTimeDay: '06:00',
      startTimeNight: '18:00',
      endTimeNight: '22:00',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('accepts a night window across midnight (20:00–02:00 SAST) and a window switched off by equal times', async () => {
    const response = await call.post('admin', '/api/v1/schedule', {
      ...everyDaySchedule(siteId, routeId),
      startTimeDay: '08:00',
      endTimeDay: '08:00',
      startTimeNight: '18:00',
      endTimeNight: '00:00',
    });
    expect(response.statusCode).toBe(200);
    const { recordset } = (await call.get('admin', `/api/v1/schedule/plans/byScheduleId/${response.json().id}`)).json();
    const hours = new Set(recordset.map((p: { startTime: number }) => new Date(p.startTime * 1000).getUTCHours()));
    expect([...hours].sort()).toEqual([18, 19, 20, 21, 22, 23]);
  });

  it('refuses a changed schedule without touching the stored one or its plans', async () => {
    const saved = (await call.post('admin', '/api/v1/schedule', everyDaySchedule(siteId, routeId))).json();
    const plansBefore = (await call.get('admin', `/api/v1/schedule/plans/byScheduleId/${saved.id}`)).json().recordset;
    for (const change of [
      { startTimeNight: '02:00', endTimeNight: '17:00' },
      { startTimeDay: '06:00', endTimeDay: '06:20' },
    ]) {
      const response = await call.post('admin', '/api/v1/schedule', {
        ...everyDaySchedule(siteId, routeId),
        id: saved.id,
        ...change,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await call.get('admin', `/api/v1/schedule/${saved.id}`)).json()).toEqual(saved);
    const plansAfter = (await call.get('admin', `/api/v1/schedule/plans/byScheduleId/${saved.id}`)).json().recordset;
    expect(plansAfter).toEqual(plansBefore);
  });

  it('accepts a window exactly as long as the route: one patrol a day fits', async () => {
    const response = await call.post('admin', '/api/v1/schedule', {
      ...everyDaySchedule(siteId, routeId),
      startTimeDay: '06:00',
      endTimeDay: '06:30',
    });
    expect(response.statusCode).toBe(200);
    const { recordset } = (await call.get('admin', `/api/v1/schedule/plans/byScheduleId/${response.json().id}`)).json();
    expect(recordset.length).toBeGreaterThan(0);
    for (const plan of recordset) expect(new Date(plan.startTime * 1000).toISOString()).toMatch(/T06:00:00/);
  });

  it("runs a night window starting after midnight in the night of the ticked day's evening (the next calendar day)", async () => {
    // 00:00–05:00 South African time, ticked Friday only: Saturday 00:00–05:00.
    const response = await call.post('admin', '/api/v1/schedule', {
      siteId,
      routeId,
      repeatMinutes: 60,
      friday: true,
      startTimeNight: '22:00',
      endTimeNight: '03:00',
    });
    expect(response.statusCode).toBe(200);
    // Plans for the 48 hours from Thursday 3 January 2030, 12:00.
    await makePlans(t.database.db, [response.json().id], new Date('2030-01-03T12:00:00+02:00'), true);
    const stored = await rows<{ start: string }>(
      t,
      sql`select to_char(start_time at time zone 'Africa/Johannesburg', 'Dy DD HH24:MI') as start
          from schedule_plans where schedule_id = ${response.json().id} and start_time > '2030-01-01'
          order by start_time`,
    );
    expect(stored.map((plan) => plan.start)).toEqual([
      'Sat 05 00:00',
      'Sat 05 01:00',
      'Sat 05 02:00',
      'Sat 05 03:00',
      'Sat 05 04:00',
    ]);
  });

  it('refuses a route of another site', async () => {
    const otherSite = await createSite(call, 'admin', { name: 'Elsewhere' });
    const response = await call.post('admin', '/api/v1/schedule', everyDaySchedule(otherSite, routeId));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.schedule.routeNotInSite);
  });

  it('is refused to a controller', async () => {
    expect((await call.post('controller', '/api/v1/schedule', everyDaySchedule(siteId, routeId))).statusCode).toBe(403);
  });
});

describe('plans follow changes', () => {
  it('drops the plans after now and makes them anew when the schedule changes', async () => {
    const created = (await call.post('admin', '/api/v1/schedule', everyDaySchedule(siteId, routeId))).json();
    const before = (await call.get('admin', `/api/v1/schedule/plans/byScheduleId/${created.id}`)).json().recordset;
    await call.post('admin', '/api/v1/schedule', {
      ...everyDaySchedule(siteId, routeId),
      id: created.id,
      repeatMinutes: 180,
    });
    const after = (await call.get('admin', `/api/v1/schedule/plans/byScheduleId/${created.id}`)).json().recordset;
    expect(after.length).toBeLessThan(before.length);
    const gaps = after.slice(1).map((p: { startTime: number }, i: number) => p.startTime - after[i].startTime);
    expect(gaps.every((gap: number) => gap % (180 * 60) === 0 || gap > 6 * 3600)).toBe(true);
  });

  it('makes the plans anew with the new walk when the route changes', async () => {
    const route = await createRoute(call, siteId, [tags[0], tags[1]], 20);
    const schedule = (await call.post('admin', '/api/v1/schedule', everyDaySchedule(siteId, route))).json();
    await call.post('admin', '/api/v1/route', {
      id: route,
      siteId,
      name: 'Perimeter',
      durationMinutes: 20,
      tagToRouteList: [
        { tagId: tags[3], position: 1 },
        { tagId: tags[2], position: 2 },
        { tagId: tags[1], position: 3 },
      ],
    });
    const lines = await rows<{ tag_id: number }>(
      t,
      sql`select spt.tag_id from schedule_plan_tags spt join schedule_plans sp on sp.id = spt.schedule_plan_id
          where sp.schedule_id = ${schedule.id} order by sp.start_time, spt.position limit 3`,
    );
    expect(lines.map((l) => l.tag_id)).toEqual([tags[3], tags[2], tags[1]]);
  });

  it('answers the generated plan lines of a site, a line per tag', async () => {
    const response = await call.get('controller', `/api/v1/schedule/plans/generated/${siteId}?range=[0,3]`);
    expect(response.statusCode).toBe(200);
    const lines = response.json();
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ routeName: expect.any(String), name: expect.any(String), routeTakenId: null });
    expect(lines[0].estimatedScanEpoch).toBeGreaterThanOrEqual(lines[0].startTime);
    expect(response.headers['content-range']).toMatch(/^schedulePlanTag 0-3\/\d+$/);
  });

  it('keeps the plan lines starting in [startDate, endDate), paged and counted on the server', async () => {
    await call.post('admin', '/api/v1/schedule', everyDaySchedule(siteId, routeId));
    const all: { startTime: number }[] = (
      await call.get('admin', `/api/v1/schedule/plans/generated/${siteId}?range=[0,9999]`)
    ).json();
    const starts = [...new Set(all.map((line) => line.startTime))].sort((a, b) => a - b);
    expect(starts.length).toBeGreaterThan(2);
    // From the second plan's start up to (not including) the last plan's start.
    const [from, to] = [starts[1], starts[starts.length - 1]];
    const expected = all.filter((line) => line.startTime >= from && line.startTime < to);
    const response = await call.get(
      'controller',
      `/api/v1/schedule/plans/generated/${siteId}?startDate=${from}&endDate=${to}&range=[0,9999]`,
    );
    expect(response.statusCode).toBe(200);
    const lines: { startTime: number }[] = response.json();
    expect(lines).toEqual(expected);
    expect(response.headers['content-range']).toBe(`schedulePlanTag 0-${expected.length - 1}/${expected.length}`);

    const page = await call.get('admin', `/api/v1/schedule/plans/generated/${siteId}?startDate=${to}&range=[0,0]`);
    expect(page.json()).toEqual(all.filter((line) => line.startTime >= to).slice(0, 1));
    expect(page.headers['content-range']).toBe(
      `schedulePlanTag 0-0/${all.filter((line) => line.startTime >= to).length}`,
    );
  });

  it.each([
    [(from: number) => `startDate=${from}&endDate=${from}`, MESSAGES.schedule.plansEndNotAfterStart],
    [(from: number) => `startDate=${from}&endDate=${from - 1}`, MESSAGES.schedule.plansEndNotAfterStart],
    [() => 'startDate=tomorrow', fill(MESSAGES.request.epochOutOfRange, { field: 'startDate', ...DATE_RANGE })],
    [() => 'endDate=1.5', fill(MESSAGES.request.epochOutOfRange, { field: 'endDate', ...DATE_RANGE })],
  ])('refuses a period that is no period (%#)', async (query, message) => {
    const from = Math.floor(Date.now() / 1000);
    const response = await call.get('admin', `/api/v1/schedule/plans/generated/${siteId}?${query(from)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('removes a schedule with its plans', async () => {
    const schedule = (await call.post('admin', '/api/v1/schedule', everyDaySchedule(siteId, routeId))).json();
    const response = await call.post('admin', '/api/v1/schedule/removeSchedule', { scheduleId: schedule.id });
    expect(response.json().message).toBe(MESSAGES.schedule.removed);
    expect(await count(t, 'schedule_plans', sql`schedule_id = ${schedule.id}`)).toBe(0);
  });
});

describe('tenant isolation', () => {
  it("keeps Cape Shield's staff away from GuardForce's schedules", async () => {
    const schedule = (await call.post('admin', '/api/v1/schedule', everyDaySchedule(siteId, routeId))).json();
    for (const account of ['otherAdmin', 'otherController'] as const) {
      expect((await call.get(account, `/api/v1/schedule/${schedule.id}`)).statusCode).toBe(404);
      expect((await call.get(account, `/api/v1/schedule/bySite/${siteId}`)).statusCode).toBe(404);
      expect((await call.get(account, `/api/v1/schedule/plans/byScheduleId/${schedule.id}`)).statusCode).toBe(404);
      expect((await call.get(account, `/api/v1/schedule/plans/generated/${siteId}`)).statusCode).toBe(404);
    }
    const update = await call.post('otherAdmin', '/api/v1/schedule', {
      ...everyDaySchedule(siteId, routeId),
      id: schedule.id,
    });
    expect(update.statusCode).toBe(404);
    expect(
      (await call.post('otherAdmin', '/api/v1/schedule/removeSchedule', { scheduleId: schedule.id })).statusCode,
    ).toBe(404);
    expect((await call.get('admin', `/api/v1/schedule/${schedule.id}`)).statusCode).toBe(200);
  });
});
