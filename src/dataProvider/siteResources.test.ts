import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../authProvider/session';
import { stubServer } from '../test/stubServer';
import { dataProvider } from '.';

beforeEach(() => {
  localStorage.clear();
  session.setToken('token-1');
  session.selectCompany({ id: 2, name: 'GuardForce' });
});
afterEach(() => vi.unstubAllGlobals());

const path = (url: string) => new URL(url, 'http://console').pathname;

describe('site area data provider', () => {
  it("lists a site's devices, tags, routes and schedules by the siteId of the filter", async () => {
    const calls = stubServer(() => ({ body: [], headers: { 'Content-Range': 'x 0-0/0' } }));
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' as const },
      filter: { siteId: 4 },
    };
    for (const resource of ['devices', 'tags', 'routes', 'schedules', 'schedulePlans']) {
      await dataProvider.getList(resource, params);
    }
    expect(calls.map((call) => path(call.url))).toEqual([
      '/api/v1/device/bySite/4',
      '/api/v1/routeTag/bySite/4',
      '/api/v1/route/bySite/4',
      '/api/v1/schedule/bySite/4',
      '/api/v1/schedule/plans/generated/4',
    ]);
  });

  it('reads a saved site back, since the upsert answers only its id', async () => {
    const calls = stubServer(({ method }) =>
      method === 'POST'
        ? { body: { siteId: 9, message: 'Site successfully added/updated' } }
        : { body: { id: 9, name: 'Depot' } },
    );
    const { data } = await dataProvider.create('sites', {
      data: {
        name: 'Depot',
        areaName: 'not sent',
        contacts: [{ name: 'A', contactNumber: '27821234567', emailAddress: '' }],
      },
    });
    expect(calls[0].body).toMatchObject({ name: 'Depot', companyId: 2, contacts: [{ emailAddress: null }] });
    expect(calls[0].body).not.toHaveProperty('areaName');
    expect(path(calls[1].url)).toBe('/api/v1/site/9');
    expect(data).toEqual({ id: 9, name: 'Depot' });
  });

  it('removes a schedule with its scheduleId', async () => {
    const calls = stubServer(() => ({ body: { message: 'Schedule successfully deleted.' } }));
    await dataProvider.delete('schedules', { id: 7, previousData: { id: 7 } });
    expect(path(calls[0].url)).toBe('/api/v1/schedule/removeSchedule');
    expect(calls[0].body).toEqual({ scheduleId: 7 });
  });

  it('reads a route with its ordered tags and saves the moved and removed links', async () => {
    const links = [
      { id: 22, tagId: 2, position: 2, name: 'B' },
      { id: 21, tagId: 1, position: 1, name: 'A' },
    ];
    const calls = stubServer(({ url, method }) => {
      if (path(url) === '/api/v1/tagToRoute/5') return { body: [links, [100, 101], { routeSchedulesCount: 1 }] };
      if (method === 'POST') return { body: { id: 5, siteId: 1, name: 'R', durationMinutes: 20 } };
      return { body: { id: 5, siteId: 1, name: 'R', durationMinutes: 20 } };
    });
    const { data: route } = await dataProvider.getOne('routes', { id: 5 });
    expect(route.tagToRouteList.map((link: { tagId: number }) => link.tagId)).toEqual([1, 2]);
    expect(route.upcomingPlanIds).toEqual([100, 101]);
    expect(route.routeSchedulesCount).toBe(1);

    await dataProvider.update('routes', {
      id: '5',
      data: {
        ...route,
        tagToRouteList: [
          { tagId: 3, name: 'C' },
          { tagId: 2, name: 'B' },
        ],
      },
      previousData: route,
    });
    const save = calls.find((call) => call.method === 'POST');
    expect(save?.body).toEqual({
      id: 5,
      siteId: 1,
      name: 'R',
      durationMinutes: 20,
      tagToRouteList: [
        { tagId: 3, position: 1 },
        { id: 22, tagId: 2, position: 2 },
      ],
      tagToRouteDeleteIdsList: [21],
    });
  });

  it('answers null when a handset reported no install serial', async () => {
    stubServer(() => ({ body: { serialNumber: null } }));
    await expect(dataProvider.installSerial('app-1')).resolves.toBeNull();
  });

  it('checks a point against the boundary with query parameters', async () => {
    const calls = stubServer(() => ({ body: [{ inBoundry: true }] }));
    await expect(dataProvider.boundariesCheck(3, -26.1, 28.05)).resolves.toBe(true);
    const url = new URL(calls[0].url, 'http://console');
    expect(url.pathname).toBe('/api/v1/site/BoundariesCheck');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: '3', latitude: '-26.1', longitude: '28.05' });
  });
});
