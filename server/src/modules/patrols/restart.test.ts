/**
 * Timed patrol work across restarts and instances: a patrol begun before a restart goes on after it, a plan
 * that ended while the server was down is closed when it comes back, and closings running at once end each
 * plan exactly once.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '../../../../contract/events';
import { buildApp } from '../../app';
import { type Database, openPostgres } from '../../db/client';
import type { Origin } from '../../events/origin';
import { liveWatchOnce } from '../../jobs/liveWatch';
import { type Api, api, count, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, eventsWhere, minutes, openRoutePlan, pastMinute, patrolSite, sendAll } from '../../test/live';
import { closeEndedPlans } from './close';
import { handleScan } from './scan';

const settings = { intervalMs: 60_000, patrolGraceMinutes: 5, patrolToleranceMinutes: 5, deviceOfflineMinutes: 15 };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestContext;
let call: Api;
/** Apps and databases opened by the tests, closed after them. */
const opened: { close(): Promise<unknown> }[] = [];
beforeAll(async () => {
  t = await build();
  call = api(t);
});
afterAll(async () => {
  for (const thing of opened.reverse()) await thing.close();
  await t.close();
});

/** Another server on the same database: the same data, as after a restart (PGlite) or on a second instance (PostgreSQL). */
async function anotherServer(database: Database = t.database): Promise<FastifyInstance> {
  const app = await buildApp(t.config, database);
  await app.ready();
  opened.push(app);
  return app;
}
/** A second connection pool to the test's PostgreSQL database: what a second instance would have. */
async function secondPool(): Promise<Database> {
  const url = (t.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  const database = await openPostgres(url);
  opened.push(database);
  return database;
}
const patrolEnded = (planId: number) =>
  eventsWhere(t, sql`type = 'patrolEnded' and (payload->>'schedulePlanId')::int = ${planId}`);

describe('closing plans at once', () => {
  it('ends each plan exactly once when two closings run at the same time', async () => {
    const site = await patrolSite(t, call, { tagCount: 2 });
    const start = pastMinute(10);
    const plans = [
      await openRoutePlan(site, t, start, 20),
      await openRoutePlan(site, t, minutes(start, 30), 20),
      await openRoutePlan(site, t, minutes(start, 60), 20),
    ];
    await sendAll(site.handset, [
      ev.scan(site.tags[0].serialNumber, minutes(start, 1)),
      ev.scan(site.tags[0].serialNumber, minutes(start, 61)),
      ev.scan(site.tags[1].serialNumber, minutes(start, 70)),
    ]);
    const other = onPostgres ? await secondPool() : t.database;
    const now = minutes(start, 200);
    const [one, two] = await Promise.all([
      closeEndedPlans(t.database.db, now, settings.patrolGraceMinutes),
      closeEndedPlans(other.db, now, settings.patrolGraceMinutes),
    ]);
    const ended = [...one, ...two].filter((emit) => plans.includes(emit.payload.schedulePlanId as number));
    expect(ended.map((emit) => emit.payload.schedulePlanId).sort()).toEqual([...plans].sort());
    expect(ended.map((emit) => emit.payload.status).sort()).toEqual(['complete', 'failed', 'incomplete']);
    for (const planId of plans) {
      expect(await patrolEnded(planId)).toHaveLength(1);
      expect(await count(t, 'route_takens', sql`schedule_plan_id = ${planId}`)).toBe(1);
    }
    expect(
      await closeEndedPlans(t.database.db, minutes(now, 60), settings.patrolGraceMinutes).then((emits) =>
        emits.filter((emit) => plans.includes(emit.payload.schedulePlanId as number)),
      ),
    ).toEqual([]);
  });

  it.runIf(onPostgres)('does not close a plan under a scan still being stored, and counts that scan', async () => {
    const site = await patrolSite(t, call, { tagCount: 2 });
    const start = pastMinute(12);
    const planId = await openRoutePlan(site, t, start, 20);
    const [device] = await rows<{ id: number; deviceName: string; serialNumber: string }>(
      t,
      sql`select id, device_name as "deviceName", serial_number as "serialNumber" from devices where id = ${site.handset.deviceId}`,
    );
    const [place] = await rows<{ id: number; name: string; address: string }>(
      t,
      sql`select id, name, address from sites where id = ${site.siteId}`,
    );
    const origin: Origin = { companyId: (await call.companies()).guardforce, device, site: place };
    // The patrol has begun (its routeTaken exists); the second scan is still being stored when the closing runs.
    await sendAll(site.handset, [ev.scan(site.tags[0].serialNumber, minutes(start, 1))]);
    const scan = { eventGuid: randomUUID(), serialNumber: site.tags[1].serialNumber, sentAt: minutes(start, 10) };
    let finish = () => {};
    let scanned = () => {};
    const stored = new Promise<void>((resolve) => {
      scanned = resolve;
    });
    const transaction = t.database.db.transaction(async (tx) => {
      await handleScan(tx, origin, scan, 5);
      scanned();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await stored;
    const now = minutes(start, 60);
    const during = await closeEndedPlans(t.database.db, now, settings.patrolGraceMinutes);
    expect(during.filter((emit) => emit.payload.schedulePlanId === planId)).toEqual([]);
    finish();
    await transaction;
    const after = await closeEndedPlans(t.database.db, now, settings.patrolGraceMinutes);
    const statuses = after.filter((emit) => emit.payload.schedulePlanId === planId).map((emit) => emit.payload.status);
    expect(statuses).toEqual(['complete']);
  });
});

type WatchEmit = Awaited<ReturnType<typeof liveWatchOnce>>[number];
/** The patrol endings among the timed work's emits (the others are devices gone offline, tags overdue). */
const patrolEmits = (emit: WatchEmit): emit is Extract<WatchEmit, { payload: { type: 'patrolEnded' } }> =>
  emit.event === SOCKET_EVENTS.patrol && emit.payload.type === 'patrolEnded';

describe('a restart', () => {
  it('goes on with a patrol begun before the restart, and closes a plan that ended while the server was down', async () => {
    const site = await patrolSite(t, call, { tagCount: 2 });
    const start = pastMinute(14);
    const walked = await openRoutePlan(site, t, start, 20);
    const missed = await openRoutePlan(site, t, minutes(start, 30), 20);
    const first = ev.scan(site.tags[0].serialNumber, minutes(start, 1));
    await sendAll(site.handset, [first]);

    await t.app.close();
    const app = await anotherServer();
    // The handset's retry of the first scan, and the rest of the patrol, reach the new server.
    const response = await site.handset.send([first, ev.scan(site.tags[1].serialNumber, minutes(start, 10))], app);
    expect(response.json().results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'accepted']);
    expect(await count(t, 'route_takens', sql`schedule_plan_id = ${walked}`)).toBe(1);

    const emits = await liveWatchOnce(app, settings, minutes(start, 120));
    const ended = emits
      .filter(patrolEmits)
      .filter((emit) => [walked, missed].includes(emit.payload.schedulePlanId as number));
    expect(ended.map((emit) => [emit.payload.schedulePlanId, emit.payload.status])).toEqual([
      [walked, 'complete'],
      [missed, 'failed'],
    ]);
    expect(await patrolEnded(walked)).toHaveLength(1);
    expect(await patrolEnded(missed)).toHaveLength(1);
    // A second server coming up later (or a second instance) finds nothing left to close.
    const again = await anotherServer(onPostgres ? await secondPool() : t.database);
    const later = await liveWatchOnce(again, settings, minutes(start, 180));
    expect(
      later.filter(patrolEmits).filter((emit) => [walked, missed].includes(emit.payload.schedulePlanId as number)),
    ).toEqual([]);
  });
});
