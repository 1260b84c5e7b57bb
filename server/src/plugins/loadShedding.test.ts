/**
 * Under load (an event loop held up, as a flood of requests does), the calls that can wait answer 503 with
 * Retry-After while a handset's panic is stored, the alert boxes load and an answer is taken. The load is induced
 * by holding the event loop, and each call is made while the server's own measure says it is under pressure.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHED_DEFAULTS } from '../../../contract/constants';
import { responseTopic } from '../../../contract/events';
import { MESSAGES } from '../../../contract/messages';
import { type Api, api, rows } from '../test/fixtures';
import { build, type TestContext } from '../test/helper';
import { ev, type Handset, registerHandset } from '../test/live';
import { isSheddable } from './loadShedding';

let t: TestContext;
let call: Api;
let handset: Handset;
let siteId: number;

beforeAll(async () => {
  // Any measurable delay counts: the induced one must put the server under pressure on a machine of any speed.
  t = await build({ SHED_EVENT_LOOP_DELAY_MS: '1' });
  call = api(t);
  const { guardforce } = await call.companies();
  [{ siteId }] = await rows<{ siteId: number }>(
    t,
    sql`select id as "siteId" from sites where company_id = ${guardforce} order by id limit 1`,
  );
  handset = await registerHandset(t, call, siteId, await call.token('guard'));
});
afterAll(() => t.close());

/** Holds the event loop for a second. */
function hold() {
  const until = Date.now() + 1_000;
  while (Date.now() < until) {
    // busy
  }
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
const pressure = () => (t.app as unknown as { memoryUsage(): { eventLoopDelay: number } }).memoryUsage().eventLoopDelay;

/** `request` made while the server measures a delay past its threshold (holding the loop until it does). */
async function underPressure<T>(request: () => Promise<T>): Promise<T> {
  for (let tries = 0; pressure() <= 1; tries += 1) {
    if (tries === 5) throw new Error('the held event loop never measured as under pressure');
    hold();
    await tick();
  }
  return request();
}

describe('load shedding', () => {
  it('puts off reports, histories and the audit log with 503 and Retry-After', async () => {
    const now = Math.floor(Date.now() / 1000);
    const range = `startDate=${now - 86_400}&endDate=${now}`;
    for (const url of [
      `/api/v1/report/csv/activity/${siteId}?${range}`,
      `/api/v1/alarmAlert/history?${range}`,
      '/api/v1/audit',
    ]) {
      const response = await underPressure(() => call.get('admin', url));
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe(String(SHED_DEFAULTS.retryAfterSeconds));
      expect(response.json(), url).toEqual({ message: MESSAGES.busy });
    }
  });

  it("stores a handset's panic, loads the alert boxes and takes an answer under the same load", async () => {
    const panic = ev.panic();
    const sent = await underPressure(() => handset.send([panic]));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().results[0].status).toBe('accepted');

    const open = await underPressure(() => call.get('controller', '/api/v1/alert/unrespondedTo'));
    expect(open.statusCode, open.body).toBe(200);
    const answer = await underPressure(() =>
      call.post('controller', '/api/v1/alarmAlert/respond', {
        message: 'Guard called, all well',
        respondedAt: Math.floor(Date.now() / 1000),
        respondedToType: 'panic',
        respondedToGuid: panic.eventGuid,
        topic: responseTopic('panic'),
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('names the calls that can wait, and only those', () => {
    expect(isSheddable('/api/v1/report/file/3')).toBe(true);
    expect(isSheddable('/api/v1/tracking/GetHistoryDeviceLocationsByDate?deviceId=1')).toBe(true);
    expect(isSheddable('/api/v1/handset/events')).toBe(false);
    expect(isSheddable('/api/v1/alert/response')).toBe(false);
    expect(isSheddable('/api/v1/reporting')).toBe(false);
  });
});
