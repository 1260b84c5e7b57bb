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

const url = (call: { url: string }) => new URL(call.url, 'http://console');

describe('tag enrollment and attendance calls', () => {
  it("lists the selected company's tag requests with react-admin's parameters and reads the Content-Range", async () => {
    const calls = stubServer(() => ({
      body: [{ id: 7, name: 'North Gate', status: 'Pending' }],
      headers: { 'Content-Range': 'tagEnrollment 10-10/11' },
    }));
    const { data, total } = await dataProvider.getList('tag-enrollment', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { siteId: 4 },
    });
    const sent = url(calls[0]);
    expect(sent.pathname).toBe('/api/v1/routeTag/TagEnrollment/GetEnrollingTags');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      companyId: '2',
      sort: '["createdAt","DESC"]',
      range: '[10,19]',
      filter: '{"siteId":4}',
    });
    expect(data).toEqual([{ id: 7, name: 'North Gate', status: 'Pending' }]);
    expect(total).toBe(11);
  });

  it('accepts and declines a request by its id', async () => {
    const calls = stubServer(() => ({ body: { id: 7, status: 'Accepted' } }));
    await expect(dataProvider.acceptTag(7)).resolves.toEqual({ id: 7, status: 'Accepted' });
    await dataProvider.declineTag('8');
    expect(calls.map((call) => [call.method, url(call).pathname])).toEqual([
      ['POST', '/api/v1/routeTag/TagEnrollment/AcceptTag/7'],
      ['POST', '/api/v1/routeTag/TagEnrollment/DeclineTag/8'],
    ]);
    expect(calls[0].headers.get('x-access-token')).toBe('token-1');
  });

  it("asks for a site's clock times with the range's epoch seconds", async () => {
    const calls = stubServer(() => ({ body: [] }));
    await dataProvider.clockTimes({ siteId: 4, startDate: 1_778_371_200, endDate: 1_778_457_600 });
    expect([calls[0].method, url(calls[0]).pathname]).toEqual(['POST', '/api/v1/attendance/retrievedatabysiteid']);
    expect(calls[0].body).toEqual({ siteId: 4, startDate: 1_778_371_200, endDate: 1_778_457_600 });
  });

  it("asks for every site's clock times of the selected company", async () => {
    const calls = stubServer(() => ({ body: [] }));
    await dataProvider.companyClockTimes({ startDate: 1_778_371_200, endDate: 1_778_457_600 });
    expect([calls[0].method, url(calls[0]).pathname]).toEqual(['POST', '/api/v1/attendance/retrievedatabycompany']);
    expect(calls[0].body).toEqual({ companyId: 2, startDate: 1_778_371_200, endDate: 1_778_457_600 });
  });
});
