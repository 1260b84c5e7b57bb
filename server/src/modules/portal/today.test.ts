/**
 * Today in the portal (GET /api/v1/portal/sites) with real figures: plans of the client's site scanned through the
 * handset API and closed by the engine, read as the client reads them. Each read is made afresh: a scan shows on the
 * next one.
 *
 * The company's clock is set so that the test runs near its noon (an Etc/GMT zone picked from the hour UTC): the plans
 * opened a few minutes ago and the reads fall in one company day whenever the test runs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PortalSite } from '../../../../contract/portal';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, ev, openPlan, type PatrolSite, patrolSite, sendAll } from '../../test/live';
import { closeEndedPlans } from '../patrols/close';

const GRACE = 5;
let t: TestContext;
let call: Api;

/** An Etc/GMT zone whose clock reads 12:xx now (Etc/GMT-N is N hours east of UTC). */
function noonZone() {
  const east = 12 - new Date().getUTCHours();
  return east === 0 ? 'Etc/GMT' : `Etc/GMT${east > 0 ? '-' : '+'}${Math.abs(east)}`;
}

beforeAll(async () => {
  t = await build();
  call = api(t);
  const zone = await call.post('admin', '/api/v1/company/timeZone', { timeZone: noonZone() });
  expect(zone.statusCode, zone.body).toBe(200);
});
afterAll(() => t.close());

async function clientSession(siteId: number) {
  const added = await call.post('admin', '/api/v1/clients', {
    name: 'Today Owner',
    emailAddress: `today-${siteId}@park.example`,
    siteIds: [siteId],
  });
  expect(added.statusCode, added.body).toBe(200);
  const link = await call.post('admin', `/api/v1/clients/${added.json().id}/link`, {});
  const token = (link.json().url as string).split('#token=')[1];
  const session = await t.app.inject({ method: 'POST', url: '/api/v1/portal/session', payload: { token } });
  expect(session.statusCode, session.body).toBe(200);
  return String(session.headers['x-access-token']);
}

const tagName = async (tagId: number) =>
  (await rows<{ name: string }>(t, sql`select name from route_tags where id = ${tagId}`))[0].name;

it('shows planned, done, in progress, missed checkpoints by name and the last guard seen, a scan on the next read', async () => {
  const site: PatrolSite = await patrolSite(t, call, { tagCount: 5 });
  const [a, b, c, d, e] = site.tags;
  // Four plans of today, each with tags of its own: two of half an hour begun two hours ago, two of an hour begun
  // twenty minutes ago.
  const base = Math.floor(Date.now() / 60_000) * 60_000 - 120 * 60_000;
  const at = (minute: number) => new Date(base + minute * 60_000);
  const plan = (tags: typeof site.tags, startMinute: number, durationMinutes: number) =>
    openPlan(t, {
      scheduleId: site.scheduleId,
      routeId: site.routeId,
      siteId: site.siteId,
      start: at(startMinute),
      durationMinutes,
      stops: tags.map((tag, i) => ({ tagId: tag.id, minute: 10 * (i + 1) })),
    });
  await plan([a], 0, 30);
  await plan([b, c], 1, 30);
  await plan([d], 100, 60);
  await plan([e], 101, 60);
  const session = await clientSession(site.siteId);
  const read = async () => {
    const response = await t.as(session, { method: 'GET', url: '/api/v1/portal/sites' });
    expect(response.statusCode, response.body).toBe(200);
    const sites = response.json() as PortalSite[];
    expect(sites.map((one) => one.id)).toEqual([site.siteId]);
    return sites[0];
  };

  const before = await read();
  expect(before.today).toEqual({ planned: 4, done: 0, inProgress: 0, missed: 0, missedCheckpoints: [] });
  expect(before.lastGuard).toBeNull();

  // The two early patrols: a scanned, b scanned and c not. Their plans closed by the engine as it would now.
  await sendAll(site.handset, [ev.scan(a.serialNumber, at(10)), ev.scan(b.serialNumber, at(11))]);
  while ((await closeEndedPlans(t.database.db, new Date(), GRACE)).length) {}
  const ended = await read();
  expect(ended.today).toEqual({
    planned: 4,
    done: 1,
    inProgress: 0,
    missed: 1,
    missedCheckpoints: [{ name: await tagName(c.id), routeName: 'Perimeter', startTime: epoch(at(1)) }],
  });
  expect(ended.lastGuard).toEqual({ name: 'Bongani Khumalo', seenAt: epoch(at(11)) });

  // d scanned now: on the very next read, a patrol in progress and the guard seen at that scan's time.
  const now = ev.scan(d.serialNumber);
  await sendAll(site.handset, [now]);
  const after = await read();
  expect(after.today).toEqual({ ...ended.today, inProgress: 1 });
  expect(after.lastGuard).toEqual({ name: 'Bongani Khumalo', seenAt: now.sentAt });
});
