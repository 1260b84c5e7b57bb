/**
 * GET /api/v1/handset/patrols: the handset's site's plans around now, their tags in order with due times, and each
 * tag's progress as the engine judged it (a scan on time or late, an overdue alert, a closed plan's missed tag); the
 * handset's own site and company only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_INSTANCE_HEADER } from '../../../../contract/handset';
import type { HandsetPatrols } from '../../../../contract/handsetPatrols';
import { MESSAGES } from '../../../../contract/messages';
import { liveWatchOnce } from '../../jobs/liveWatch';
import { type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, ev, minutes, openRoutePlan, type PatrolSite, patrolSite, sendAll } from '../../test/live';

const settings = { intervalMs: 60_000, patrolGraceMinutes: 5, patrolToleranceMinutes: 5, deviceOfflineMinutes: 15 };
let t: TestContext;
let call: Api;
let site: PatrolSite;
let start: Date;
let running: number;
let ended: number;
let next: number;
let farAhead: number;

const read = (token: string, appInstanceId: string) =>
  t.as(token, { method: 'GET', url: '/api/v1/handset/patrols', headers: { [APP_INSTANCE_HEADER]: appInstanceId } });
const patrols = async () => {
  const response = await read(site.handset.token, site.handset.appInstanceId);
  expect(response.statusCode).toBe(200);
  return response.json() as HandsetPatrols;
};
const planOf = async (planId: number) => (await patrols()).plans.find((plan) => plan.planId === planId);

beforeAll(async () => {
  t = await build();
  call = api(t);
  site = await patrolSite(t, call, { tagCount: 3, durationMinutes: 60 });
  const now = Date.now();
  start = new Date(Math.floor((now - 40 * 60_000) / 60_000) * 60_000);
  // Tags due at minutes 0, 20 and 40 of an hour's plan that started 40 minutes ago.
  running = await openRoutePlan(site, t, start, 60);
  ended = await openRoutePlan(site, t, minutes(start, -180), 30);
  next = await openRoutePlan(site, t, minutes(start, 160), 60);
  farAhead = await openRoutePlan(site, t, minutes(start, 24 * 60), 60);
  // The plan that ended closes (its tags unscanned); the running one stays open.
  await liveWatchOnce(t.app, settings, minutes(start, 30));
});
afterAll(() => t.close());

describe('the patrol on the handset', () => {
  it("answers the site's plans around now by start time with route, tags in order and due times", async () => {
    const answer = await patrols();
    expect(answer.timeZone).toBeTruthy();
    expect(Math.abs(answer.now - epoch(new Date()))).toBeLessThan(60);
    const ids = answer.plans.map((plan) => plan.planId);
    expect(ids).toEqual([ended, running, next]);
    expect(ids).not.toContain(farAhead);
    const plan = answer.plans[1];
    expect(plan).toMatchObject({ routeId: site.routeId, startAt: epoch(start), endAt: epoch(minutes(start, 60)) });
    expect(plan.routeName).toBeTruthy();
    expect(plan.tags.map((tag) => [tag.tagId, tag.serialNumber, tag.dueAt, tag.progress])).toEqual(
      site.tags.map((tag, i) => [tag.id, tag.serialNumber, epoch(minutes(start, i * 20)), 'notYet']),
    );
  });

  it('ticks each tag as the engine judged its scan: on time, late by N minutes, still to come', async () => {
    await sendAll(site.handset, [
      ev.scan(site.tags[0].serialNumber, minutes(start, 1)),
      ev.scan(site.tags[1].serialNumber, minutes(start, 28)),
    ]);
    const plan = await planOf(running);
    expect(plan?.tags.map((tag) => [tag.progress, tag.minutes, tag.scannedAt])).toEqual([
      ['onTime', 0, epoch(minutes(start, 1))],
      ['late', 8, epoch(minutes(start, 28))],
      ['notYet', 0, null],
    ]);
  });

  it('shows a tag the live watch raised as overdue, and every unscanned tag of a closed plan as missed', async () => {
    await liveWatchOnce(t.app, settings, minutes(start, 46));
    expect((await planOf(running))?.tags[2].progress).toBe('overdue');
    const closed = await planOf(ended);
    expect(closed?.closed).toBe(true);
    expect(closed?.tags.map((tag) => tag.progress)).toEqual(['missed', 'missed', 'missed']);
    expect((await planOf(next))?.tags.every((tag) => tag.progress === 'notYet')).toBe(true);
  });

  it('answers 403 to a guard of another company with this handset, and to an unregistered app instance', async () => {
    const capeGuard = await t.login('luthando.jacobs@capeshield.co.za');
    const theirs = await read(capeGuard, site.handset.appInstanceId);
    expect(theirs.statusCode).toBe(403);
    const unknown = await read(site.handset.token, 'nobody-registered-this');
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().message).toBe(MESSAGES.handset.unregistered);
    // Cape Shield's demo handset with a GuardForce guard: not his company's.
    expect((await read(site.handset.token, 'demo-app-4-1')).statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/handset/patrols',
      headers: { [APP_INSTANCE_HEADER]: site.handset.appInstanceId },
    });
    expect(response.statusCode).toBe(401);
  });
});
