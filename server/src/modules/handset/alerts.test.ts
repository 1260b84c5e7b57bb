/**
 * GET /api/v1/handset/alerts: a handset learns what the control room did with its own panics (stored, answered,
 * by whom), whether its guard is on duty, and the number to call. Another device, or another company's, sees none
 * of it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER, type HandsetAlertsAnswer } from '../../../../contract/handset';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, ev, type Handset, minutes, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';

let t: TestContext;
let call: Api;
let handset: Handset;
let other: Handset;
let cape: Handset;

const read = (device: Handset) =>
  t.as(device.token, {
    method: 'GET',
    url: '/api/v1/handset/alerts',
    headers: { [APP_INSTANCE_HEADER]: device.appInstanceId },
  });
const alertsOf = async (device: Handset) => {
  const response = await read(device);
  expect(response.statusCode).toBe(200);
  return response.json() as HandsetAlertsAnswer;
};

beforeAll(async () => {
  t = await build();
  call = api(t);
  const guardToken = await call.token('guard');
  const siteId = await createSite(call, 'admin', { name: `Alerts Site ${randomUUID().slice(0, 6)}` });
  handset = await registerHandset(t, call, siteId, guardToken);
  // The same guard's second phone at his site: a device of its own, its own alerts, the same duty.
  other = await registerHandset(t, call, siteId, guardToken);
  const capeSite = await createSite(call, 'otherAdmin', { name: `Cape Alerts ${randomUUID().slice(0, 6)}` });
  cape = await registerHandset(t, call, capeSite, await t.login('luthando.jacobs@capeshield.co.za'), 'otherAdmin');
});
afterAll(() => t.close());

describe('GET /api/v1/handset/alerts', () => {
  it("answers the device's panic as stored, then with the control room's answer, who gave it and when", async () => {
    const start = new Date(Date.now() - 60_000);
    const panic = ev.panic(start);
    await sendAll(handset, [panic]);
    const waiting = await alertsOf(handset);
    expect(waiting.alerts).toEqual([
      { eventGuid: panic.eventGuid, type: 'panic', sentAt: epoch(start), receivedAt: expect.any(Number), answer: null },
    ]);
    expect(waiting.controlRoomNumber).toMatch(/\d/);

    const answered = await call.post('controller', '/api/v1/alarmAlert/respond', {
      message: 'Armed response on the way, 4 minutes.',
      respondedAt: epoch(new Date()),
      respondedToType: 'panic',
      respondedToGuid: panic.eventGuid,
      topic: 'critical-qa',
    });
    expect(answered.statusCode).toBe(200);
    const [alert] = (await alertsOf(handset)).alerts;
    expect(alert.answer).toEqual({
      message: 'Armed response on the way, 4 minutes.',
      by: expect.stringMatching(/\w+ \w+/),
      at: expect.any(Number),
    });
  });

  it("shows another device, and another company's, none of it", async () => {
    expect((await alertsOf(other)).alerts).toEqual([]);
    expect((await alertsOf(cape)).alerts).toEqual([]);
    const capePanic = ev.panic();
    await sendAll(cape, [capePanic]);
    expect((await alertsOf(cape)).alerts.map((a) => a.eventGuid)).toEqual([capePanic.eventGuid]);
    expect((await alertsOf(handset)).alerts.map((a) => a.eventGuid)).not.toContain(capePanic.eventGuid);
  });

  it('refuses a call without a registered app instance', async () => {
    const response = await t.as(handset.token, {
      method: 'GET',
      url: '/api/v1/handset/alerts',
      headers: { [APP_INSTANCE_HEADER]: 'not-registered' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.handset.unregistered);
  });
});

describe('on duty or not', () => {
  it('answers the duty as the server has it, so both phones of the guard agree', async () => {
    const start = new Date(Date.now() - 4 * 60_000);
    await sendAll(handset, [ev.attendance(start, { clockType: 'clockOut' })]);
    expect((await alertsOf(handset)).onDutySince).toBeNull();

    await sendAll(handset, [ev.attendance(minutes(start, 1))]);
    expect((await alertsOf(handset)).onDutySince).toBe(epoch(minutes(start, 1)));
    expect((await alertsOf(other)).onDutySince).toBe(epoch(minutes(start, 1)));

    await sendAll(other, [ev.attendance(minutes(start, 3), { clockType: 'clockOut' })]);
    expect((await alertsOf(handset)).onDutySince).toBeNull();
  });

  it('takes a clock-in older than a shift (16 hours) with no clock-out for a forgotten clock-out: off duty', async () => {
    await sendAll(handset, [ev.attendance(new Date(Date.now() - 17 * 3600_000))]);
    expect((await alertsOf(handset)).onDutySince).toBeNull();
  });
});
