/**
 * The checks both tracking calls share (POST /api/v1/tracking/GetHistoryDevice{Locations,Events}ByDate): one body,
 * { deviceId, startDate, endDate }, read only within the caller's company, by console accounts only.
 */
import { expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import type { Api } from './fixtures';
import type { TestContext } from './helper';

export interface DeviceRangeCall {
  t: TestContext;
  call: Api;
  url: string;
  /** A date range the rules allow. */
  range: { startDate: number; endDate: number };
  /** A device of GuardForce's, and one of Cape Shield's. */
  ours: number;
  theirs: number;
}

const DAY_10 = Date.parse('2024-06-10T00:00:00Z') / 1000;
const DAY_11 = DAY_10 + 86_400;

/** A body that is not the call's: 400 with only a message. `read` is asked inside each test, after the file's setup. */
export function itRefusesMalformedBodies(read: () => Pick<DeviceRangeCall, 'call' | 'url'>) {
  it.each([
    ['no deviceId', { startDate: DAY_10, endDate: DAY_11 }],
    ['a deviceId of 0', { deviceId: 0, startDate: DAY_10, endDate: DAY_11 }],
    ['no endDate', { deviceId: 1, startDate: DAY_10 }],
    ['a date as text', { deviceId: 1, startDate: '2024-06-10', endDate: DAY_11 }],
    ['an unknown field', { deviceId: 1, startDate: DAY_10, endDate: DAY_11, siteId: 1 }],
  ])('refuses %s with 400', async (_label, payload) => {
    const { call, url } = read();
    const response = await call.post('admin', url, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message']);
  });
}

/** A sys-admin reads any company's device; another company's or an unknown one is 404; a guard 403, no token 401. */
export function itKeepsTheCallToItsCompany(read: () => DeviceRangeCall) {
  const body = (deviceId: number, range: DeviceRangeCall['range']) => ({ deviceId, ...range });

  it('a sys-admin reads any company’s device', async () => {
    const { call, url, range, theirs } = read();
    expect((await call.post('sysadmin', url, body(theirs, range))).statusCode).toBe(200);
  });

  it.each(['admin', 'controller'] as const)('%s gets 404 for another company’s device', async (account) => {
    const { call, url, range, theirs } = read();
    const response = await call.post(account, url, body(theirs, range));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.device.notFound });
  });

  it('answers 404 for an unknown device', async () => {
    const { call, url, range } = read();
    const response = await call.post('admin', url, body(999_999, range));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.device.notFound });
  });

  it('refuses a security guard’s token as on every console call', async () => {
    const { call, url, range, ours } = read();
    const response = await call.post('guard', url, body(ours, range));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.auth.consoleOnly });
  });

  it('refuses a call without a token', async () => {
    const { t, url, range, ours } = read();
    const response = await t.app.inject({ method: 'POST', url, payload: body(ours, range) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.auth.missingToken });
  });

  it('is in the API docs', async () => {
    const { t, url } = read();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toContain(url);
  });
}
