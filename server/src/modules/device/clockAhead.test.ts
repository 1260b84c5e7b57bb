/**
 * The server's clock decides when a handset was heard from. An event its handset stamped more than MAX_AHEAD_SECONDS
 * ahead is stored at the time the server received it, marked with the time the handset claimed, and its device's last
 * contact is that receipt: the live watch turns the handset offline on time after it goes quiet, and no reader ever
 * answers a last contact later than now.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '../../../../contract/events';
import { MESSAGES } from '../../../../contract/messages';
import { liveWatchOnce } from '../../jobs/liveWatch';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, ev, eventsWhere, type Handset, minutes, registerHandset } from '../../test/live';
import { createSite } from '../../test/siteArea';

const settings = { intervalMs: 60_000, patrolGraceMinutes: 5, patrolToleranceMinutes: 5, deviceOfflineMinutes: 15 };

let t: TestContext;
let call: Api;
let siteId: number;
let fast: Handset;
beforeAll(async () => {
  t = await build();
  call = api(t);
  siteId = await createSite(call, 'admin', { name: `Clock Site ${randomUUID().slice(0, 6)}`, contacts: [] });
  fast = await registerHandset(t, call, siteId, await call.token('guard'));
});
afterAll(() => t.close());

const handsetStatus = async (handset: Handset) =>
  (await call.get('controller', `/api/v1/device/${handset.deviceId}/handsetStatus`)).json() as {
    connection: string;
    lastSeenAt: number | null;
  };
const onMap = async (handset: Handset) =>
  (
    (await call.get('controller', '/api/v1/device/positions')).json() as { devices: Record<string, unknown>[] }
  ).devices.find((device) => device.id === handset.deviceId);

it('keeps events stamped 10 minutes ahead at the time they arrived, marked, and the handset goes offline on time', async () => {
  const claimed = new Date(Date.now() + 10 * 60_000);
  const events = [ev.location(-26.1247, 28.0344, claimed), ev.pleaseCallMe(claimed)];
  const before = epoch(new Date());
  const response = await fast.send(events);
  const after = epoch(new Date()) + 1;
  expect(response.json().results).toEqual(
    events.map((event) => ({ eventGuid: event.eventGuid, status: 'accepted', message: MESSAGES.handset.aheadTime })),
  );

  // Stored when the server received them, with the time the handset claimed.
  const stored = await eventsWhere(t, sql`device_id = ${fast.deviceId}`);
  expect(stored.map((event) => event.type).sort()).toEqual(['deviceLocation', 'pleaseCallMe']);
  for (const event of stored) {
    const { sentAt, deviceClock } = event.payload as {
      sentAt: number;
      deviceClock: { sentAt: number; offSeconds: number };
    };
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThanOrEqual(after);
    expect(deviceClock.sentAt).toBe(epoch(claimed));
    expect(deviceClock.offSeconds).toBeGreaterThan(9 * 60);
  }
  const [point] = await rows<{ at: number }>(
    t,
    sql`select extract(epoch from sent_at)::float8 as at from device_locations where device_id = ${fast.deviceId}`,
  );
  expect(point.at).toBeLessThanOrEqual(after);

  // Its last contact is the receipt, on the server's clock, wherever it is read.
  const status = await handsetStatus(fast);
  expect(status.connection).toBe('online');
  expect(status.lastSeenAt).toBeGreaterThanOrEqual(before);
  expect(status.lastSeenAt).toBeLessThanOrEqual(after);
  const mapped = await onMap(fast);
  expect(mapped).toMatchObject({ connection: 'online', lastSeenAt: status.lastSeenAt });
  expect(mapped?.positionAt as number).toBeLessThanOrEqual(after);

  // Quiet from then on: not offline 14 minutes after the receipt, offline (with its alert) at 16.
  const heard = new Date((status.lastSeenAt as number) * 1000);
  const offlineOf = (emits: Awaited<ReturnType<typeof liveWatchOnce>>) =>
    emits.filter((emit) => emit.event === SOCKET_EVENTS.deviceOffline && emit.payload.deviceId === fast.deviceId);
  expect(offlineOf(await liveWatchOnce(t.app, settings, minutes(heard, 14)))).toEqual([]);
  const [offline] = offlineOf(await liveWatchOnce(t.app, settings, minutes(heard, 16)));
  expect(offline.payload).toMatchObject({
    type: 'deviceOffline',
    status: 'offline',
    lastSeenAt: status.lastSeenAt,
    sentAt: epoch(minutes(heard, 16)),
  });
  expect(await eventsWhere(t, sql`device_id = ${fast.deviceId} and type = 'deviceOffline'`)).toHaveLength(1);
  expect(await handsetStatus(fast)).toMatchObject({ connection: 'offline', lastSeenAt: status.lastSeenAt });
});

it('never answers a last contact later than now, whatever a row holds', async () => {
  const ahead = await registerHandset(t, call, siteId, await call.token('guard'));
  await ahead.send([ev.status(70, false)]);
  // A last contact written ahead of the clock (as a loader stamping its history ahead once did).
  await t.database.db.execute(
    sql`update devices set last_seen_at = now() + interval '30 minutes' where id = ${ahead.deviceId}`,
  );
  const now = epoch(new Date()) + 1;
  expect((await handsetStatus(ahead)).lastSeenAt).toBeLessThanOrEqual(now);
  expect((await onMap(ahead))?.lastSeenAt as number).toBeLessThanOrEqual(now);
  const listed = (await call.get('controller', `/api/v1/device/bySite/${siteId}`)).json() as Record<string, unknown>[];
  expect(listed.find((device) => device.id === ahead.deviceId)?.lastSeenAt as number).toBeLessThanOrEqual(now);
  // The next batch the server receives puts the stored last contact back at its receipt.
  await ahead.send([ev.status(69, false)]);
  const [row] = await rows<{ at: number }>(
    t,
    sql`select extract(epoch from last_seen_at)::float8 as at from devices where id = ${ahead.deviceId}`,
  );
  expect(row.at).toBeLessThanOrEqual(epoch(new Date()) + 1);
});
