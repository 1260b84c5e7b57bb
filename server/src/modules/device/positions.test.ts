/**
 * The live map's picture (GET /api/v1/device/positions) and the site's devices list with their handsets' state,
 * both fed through the handset API: last position, state, last contact, battery, guard on duty, a waiting panic.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevicePositions } from '../../../../contract/entities';
import { type Api, api } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { epoch, ev, type Handset, minutes, pastMinute, registerHandset, sendAll } from '../../test/live';
import { createSite } from '../../test/siteArea';

let t: TestContext;
let call: Api;
let guardforce: number;
let siteId: number;
let walking: Handset;
let quiet: Handset;

beforeAll(async () => {
  t = await build();
  call = api(t);
  ({ guardforce } = await call.companies());
  siteId = await createSite(call, 'admin', { name: `Map Site ${randomUUID().slice(0, 6)}`, contacts: [] });
  const guard = await call.token('guard');
  walking = await registerHandset(t, call, siteId, guard);
  quiet = await registerHandset(t, call, siteId, guard);
});
afterAll(() => t.close());

const positions = async (query = '', account: 'admin' | 'controller' | 'sysadmin' | 'otherAdmin' = 'controller') => {
  const response = await call.get(account, `/api/v1/device/positions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DevicePositions;
};
const mine = (answer: DevicePositions, handset: Handset) => answer.devices.find((d) => d.id === handset.deviceId);

describe('GET /api/v1/device/positions', () => {
  it("places every handset of the company at its last position with its state, and follows the handset's news", async () => {
    const start = pastMinute(1);
    await sendAll(walking, [
      ev.attendance(start),
      ev.location(-26.1247, 28.0344, minutes(start, 1)),
      ev.location(-26.1249, 28.0346, minutes(start, 2)),
      ev.status(64, false, minutes(start, 2)),
    ]);
    const first = await positions();
    expect(mine(first, walking)).toMatchObject({
      siteId,
      connection: 'online',
      latitude: -26.1249,
      longitude: 28.0346,
      positionAt: epoch(minutes(start, 2)),
      batteryStatus: 64,
      isCharging: false,
      guardOnDuty: 'Bongani Khumalo',
      panicGuid: null,
    });
    // Registered, never heard from: listed, with no position.
    expect(mine(first, quiet)).toMatchObject({
      connection: 'never',
      latitude: null,
      lastSeenAt: null,
      guardOnDuty: null,
    });
    expect(first.sites.find((site) => site.id === siteId)).toMatchObject({ poligonPoints: expect.any(String) });
    expect(first.offlineAfterMinutes).toBe(15);

    // A panic waits: the device names it until it is answered.
    const panic = ev.panic(minutes(start, 3));
    await sendAll(walking, [panic]);
    expect(mine(await positions('', 'admin'), walking)).toMatchObject({ panicGuid: panic.eventGuid });
    const answered = await call.post('controller', '/api/v1/alarmAlert/respond', {
      message: 'Guard called: pressed by mistake.',
      respondedAt: epoch(new Date()),
      respondedToType: 'panic',
      respondedToGuid: panic.eventGuid,
      topic: 'critical-qa',
    });
    expect(answered.statusCode).toBe(200);
    expect(mine(await positions(), walking)).toMatchObject({ panicGuid: null });
    // Clocked out: nobody on duty with it.
    await sendAll(walking, [ev.attendance(minutes(start, 4), { clockType: 'clockOut' })]);
    expect(mine(await positions(), walking)).toMatchObject({ guardOnDuty: null });
  });

  it("keeps each company to its own: another company's admin sees none of these, and may not name the company", async () => {
    const theirs = await positions('', 'otherAdmin');
    expect(theirs.devices.some((d) => d.id === walking.deviceId)).toBe(false);
    expect(theirs.sites.some((site) => site.id === siteId)).toBe(false);
    const named = await call.get('otherAdmin', `/api/v1/device/positions?companyId=${guardforce}`);
    expect(named.statusCode).toBe(404);
    const sysadmin = await positions(`?companyId=${guardforce}`, 'sysadmin');
    expect(mine(sysadmin, walking)).toBeDefined();
  });
});

describe("the site's devices list", () => {
  it('carries each handset state, last contact, battery and guard on duty, sorted on the server', async () => {
    await sendAll(quiet, [ev.attendance(new Date()), ev.status(12, true)]);
    const list = async (sort: [string, string]) => {
      const response = await call.get(
        'controller',
        `/api/v1/device/bySite?siteId=${siteId}&sort=${encodeURIComponent(JSON.stringify(sort))}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { id: number; batteryStatus: number; lastSeenAt: number; guardOnDuty: string }[];
    };
    const byBattery = await list(['batteryStatus', 'ASC']);
    expect(byBattery.map((d) => d.id)).toEqual([quiet.deviceId, walking.deviceId]);
    expect(byBattery[0]).toMatchObject({ connection: 'online', batteryStatus: 12, guardOnDuty: 'Bongani Khumalo' });
    expect((await list(['batteryStatus', 'DESC'])).map((d) => d.id)).toEqual([walking.deviceId, quiet.deviceId]);
    // Last contact to the second: the walking handset heard from ten minutes ago.
    await t.database.db.execute(
      sql`update devices set last_seen_at = now() - interval '10 minutes' where id = ${walking.deviceId}`,
    );
    expect((await list(['lastSeenAt', 'DESC'])).map((d) => d.id)).toEqual([quiet.deviceId, walking.deviceId]);
    expect((await list(['lastSeenAt', 'ASC'])).map((d) => d.id)).toEqual([walking.deviceId, quiet.deviceId]);
    expect((await list(['guardOnDuty', 'ASC'])).map((d) => d.guardOnDuty)).toEqual(['Bongani Khumalo', null]);
  });
});
