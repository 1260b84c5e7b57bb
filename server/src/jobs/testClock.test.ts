/**
 * The test clock (TEST_CLOCK=1): a sys-admin runs a timed job once as at a time it gives, and the job does what its
 * interval would have done then; without the switch the path is not there.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from '../test/fixtures';
import { ACCOUNTS, build, type TestContext } from '../test/helper';
import { nowSeconds } from '../time';

const HOUR = 3_600;

describe('without TEST_CLOCK', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  it('has no job trigger', async () => {
    const response = await t.as(await t.login(ACCOUNTS.sysadmin), {
      method: 'POST',
      url: '/api/v1/test/jobs/liveWatch',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('with TEST_CLOCK=1', () => {
  let t: TestContext;
  let sysadmin: string;
  const run = (name: string, payload: Record<string, unknown>, token = sysadmin) =>
    t.as(token, { method: 'POST', url: `/api/v1/test/jobs/${name}`, payload });
  /** Plans that ended before now, less the grace, and are still open. */
  const endedOpen = () =>
    count(t, 'schedule_plans', sql`end_time < now() - interval '10 minutes' and closed_at is null`);

  beforeAll(async () => {
    t = await build({ TEST_CLOCK: '1' });
    sysadmin = await t.login(ACCOUNTS.sysadmin);
  });
  afterAll(() => t.close());

  it('lets only a sys-admin run a job, and only a job it knows', async () => {
    expect((await run('liveWatch', {}, await t.login(ACCOUNTS.admin))).statusCode).toBe(403);
    expect((await run('outbox', {})).statusCode).toBe(400);
    expect((await run('liveWatch', { at: 'soon' })).statusCode).toBe(400);
  });

  it('makes the plans of a past day as at its start, then closes those that ended as at now', async () => {
    const plansBefore = await count(t, 'schedule_plans');
    const at = nowSeconds() - 24 * HOUR;
    const made = await run('planHorizon', { at });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ name: 'planHorizon', at });
    expect(made.json().count).toBeGreaterThan(0);
    expect(await count(t, 'schedule_plans')).toBe(plansBefore + made.json().count);
    expect(await endedOpen()).toBeGreaterThan(0);

    let closed = 0;
    for (
      let round = (await run('liveWatch', {})).json().count;
      round > 0;
      round = (await run('liveWatch', {})).json().count
    )
      closed += round;
    expect(closed).toBeGreaterThan(0);
    expect(await endedOpen()).toBe(0);
  });
});
