import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, api, count } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { createRoute, createSite, createTags, everyDaySchedule } from '../../test/siteArea';

let t: TestContext;
let call: Api;
let siteId: number;
let tags: number[];
beforeAll(async () => {
  t = await build();
  call = api(t);
  siteId = await createSite(call);
  tags = (await createTags(t, siteId, 5)).map((tag) => tag.id);
});
afterAll(() => t.close());

const linksOf = async (routeId: number) => {
  const [links] = (await call.get('controller', `/api/v1/tagToRoute/${routeId}`)).json();
  return links.map((l: { tagId: number; position: number }) => [l.tagId, l.position]);
};

describe('route upsert', () => {
  it('saves the route with its tags numbered 1..n in list order', async () => {
    const response = await call.post('admin', '/api/v1/route', {
      siteId,
      name: 'Outer fence',
      durationMinutes: 25,
      tagToRouteList: [
        { tagId: tags[2], position: 7 },
        { tagId: tags[0], position: 2 },
        { tagId: tags[4], position: 9 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ siteId, name: 'Outer fence', durationMinutes: 25 });
    expect(await linksOf(response.json().id)).toEqual([
      [tags[0], 1],
      [tags[2], 2],
      [tags[4], 3],
    ]);
  });

  it('reorders, adds and drops links in one save', async () => {
    const routeId = await createRoute(call, siteId, [tags[0], tags[1], tags[2]]);
    const [links] = (await call.get('admin', `/api/v1/tagToRoute/${routeId}`)).json();
    const response = await call.post('admin', '/api/v1/route', {
      id: routeId,
      siteId,
      name: 'Perimeter reversed',
      durationMinutes: 30,
      tagToRouteList: [
        { id: links[2].id, tagId: tags[2], position: 1 },
        { tagId: tags[3], position: 2 },
        { id: links[0].id, tagId: tags[0], position: 3 },
      ],
      tagToRouteDeleteIdsList: [links[1].id],
    });
    expect(response.statusCode).toBe(200);
    expect(await linksOf(routeId)).toEqual([
      [tags[2], 1],
      [tags[3], 2],
      [tags[0], 3],
    ]);
  });

  it('refuses a tag of another site and saves nothing', async () => {
    const otherSite = await createSite(call, 'admin', { name: 'Other site' });
    const [stranger] = await createTags(t, otherSite, 1, 'X');
    const before = await count(t, 'routes');
    const response = await call.post('admin', '/api/v1/route', {
      siteId,
      name: 'Mixed',
      durationMinutes: 20,
      tagToRouteList: [
        { tagId: tags[0], position: 1 },
        { tagId: stranger.id, position: 2 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Tag ${stranger.id} does not belong to this site.`);
    expect(await count(t, 'routes')).toBe(before);
  });

  it.each([
    [{ name: '' }, MESSAGES.route.missingData],
    [{ tagToRouteList: [{ tagId: 1 }] }, MESSAGES.route.missingData],
    [{ durationMinutes: 0 }, MESSAGES.route.invalidDuration],
    [
      {
        tagToRouteList: [
          { tagId: 1, position: 1 },
          { tagId: 1, position: 2 },
        ],
      },
      MESSAGES.route.duplicateTag,
    ],
  ])('refuses %j', async (change, message) => {
    const response = await call.post('admin', '/api/v1/route', { siteId, name: 'R', durationMinutes: 10, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is refused to a controller', async () => {
    const response = await call.post('controller', '/api/v1/route', { siteId, name: 'R', durationMinutes: 10 });
    expect(response.statusCode).toBe(403);
  });
});

describe('route reads and removal', () => {
  it('lists by site and answers [links, upcoming plan ids, { routeSchedulesCount }]', async () => {
    const routeId = await createRoute(call, siteId, [tags[0], tags[1]]);
    const list = await call.get('controller', `/api/v1/route/bySite/${siteId}`);
    expect(list.json().map((r: { id: number }) => r.id)).toContain(routeId);
    await call.post('admin', '/api/v1/schedule', everyDaySchedule(siteId, routeId));
    const [links, upcoming, counts] = (await call.get('controller', `/api/v1/tagToRoute/${routeId}`)).json();
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({ tagId: tags[0], position: 1, name: 'T1' });
    expect(upcoming.length).toBeGreaterThan(0);
    expect(counts).toEqual({ routeSchedulesCount: 1 });
  });

  it('removes a route with its schedules and their plans that have not started', async () => {
    const routeId = await createRoute(call, siteId, [tags[0], tags[1]]);
    const schedule = (await call.post('admin', '/api/v1/schedule', everyDaySchedule(siteId, routeId))).json();
    expect(await count(t, 'schedule_plans', sql`route_id = ${routeId}`)).toBeGreaterThan(0);
    const response = await call.post('admin', '/api/v1/route/removeRoute', { id: routeId });
    expect(response.json().message).toBe(MESSAGES.route.removed);
    expect(await count(t, 'schedules', sql`route_id = ${routeId} and removed_at is null`)).toBe(0);
    expect(await count(t, 'schedule_plans', sql`route_id = ${routeId}`)).toBe(0);
    expect((await call.get('admin', `/api/v1/route/${routeId}`)).statusCode).toBe(404);
    expect((await call.get('admin', `/api/v1/schedule/${schedule.id}`)).statusCode).toBe(404);
    const listed = (await call.get('admin', `/api/v1/route/bySite/${siteId}`)).json();
    expect(listed.map((route: { id: number }) => route.id)).not.toContain(routeId);
  });
});

describe('route duration against its schedules', () => {
  it('refuses a duration a schedule of the route does not allow, and saves nothing', async () => {
    const routeId = await createRoute(call, siteId, [tags[0], tags[1]], 30);
    // A day window of 45 minutes (08:00–08:45 South African time), every 60 minutes.
    const schedule = { ...everyDaySchedule(siteId, routeId), startTimeDay: '06:00', endTimeDay: '06:45' };
    expect((await call.post('admin', '/api/v1/schedule', schedule)).statusCode).toBe(200);
    const save = (durationMinutes: number) =>
      call.post('admin', '/api/v1/route', {
        id: routeId,
        siteId,
        name: 'Perimeter',
        durationMinutes,
        tagToRouteList: [
          { tagId: tags[0], position: 1 },
          { tagId: tags[1], position: 2 },
        ],
      });
    const longer = await save(50);
    expect(longer.statusCode).toBe(400);
    expect(longer.json().message).toBe(
      'This route has a schedule that does not allow a patrol of 50 minutes. ' +
        'The day window lasts 45 minutes, shorter than your route duration of 50 minutes, so no patrol fits in it.',
    );
    const beyondRepeat = await save(70);
    expect(beyondRepeat.json().message).toBe(
      'This route has a schedule that does not allow a patrol of 70 minutes. ' +
        'Your schedule repeat minutes can not be less than your route duration of 70 minutes',
    );
    expect((await call.get('admin', `/api/v1/route/${routeId}`)).json().durationMinutes).toBe(30);
    expect((await save(45)).statusCode).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("keeps Cape Shield's staff away from GuardForce's routes", async () => {
    const routeId = await createRoute(call, siteId, [tags[0], tags[1]]);
    for (const account of ['otherAdmin', 'otherController'] as const) {
      expect((await call.get(account, `/api/v1/route/${routeId}`)).statusCode).toBe(404);
      expect((await call.get(account, `/api/v1/route/bySite/${siteId}`)).statusCode).toBe(404);
    }
    const attempts = [
      ['/api/v1/route', { id: routeId, siteId, name: 'Taken', durationMinutes: 5 }],
      ['/api/v1/route/removeRoute', { id: routeId }],
    ] as const;
    for (const [url, payload] of attempts) {
      expect((await call.post('otherAdmin', url, payload)).statusCode).toBe(404);
    }
    expect(await linksOf(routeId)).toEqual([
      [tags[0], 1],
      [tags[1], 2],
    ]);
  });
});

describe('a new route as the spec writes it', () => {
  it('creates a route and its tag links sent with id 0 and routeId 0, in order', async () => {
    const response = await call.post('admin', '/api/v1/route', {
      id: 0,
      siteId,
      name: 'Spec Route',
      durationMinutes: 20,
      tagToRouteList: tags.slice(0, 2).map((tagId, i) => ({ id: 0, routeId: 0, tagId, position: i + 1 })),
      tagToRouteDeleteIdsList: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json();
    const [links] = (await call.get('admin', `/api/v1/tagToRoute/${id}`)).json();
    expect(links.map((link: { tagId: number; routeId: number }) => [link.tagId, link.routeId])).toEqual([
      [tags[0], id],
      [tags[1], id],
    ]);
  });
});
