/** Device health of a site over the hand-built shift day (test/reportDay.ts). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { buildReportDay, type ReportDay } from '../../test/reportDay';
import { deviceHealth } from './health';

let t: TestContext;
let day: ReportDay;
beforeAll(async () => {
  t = await build();
  day = await buildReportDay(t, api(t));
}, 120_000);
afterAll(() => t.close());

const device = async (id: number) =>
  (
    await rows<{ name: string; seen: number | null }>(
      t,
      sql`select device_name as name, floor(extract(epoch from last_seen_at))::float8 as seen from devices where id = ${id}`,
    )
  )[0];

it("counts each device's offline and low-battery alerts in the period, with its last contact", async () => {
  const { alpha, bravo, delta } = day.sites;
  const a = await device(alpha.handset.deviceId);
  expect(await deviceHealth(t.database.db, alpha.id, day)).toEqual([
    { deviceName: a.name, offlineCount: 0, lowBatteryCount: 1, lastSeen: Number(a.seen) },
  ]);
  const b = await device(bravo.handset.deviceId);
  expect(await deviceHealth(t.database.db, bravo.id, day)).toEqual([
    { deviceName: b.name, offlineCount: 1, lowBatteryCount: 0, lastSeen: day.from + 5 * 3_600 },
  ]);
  expect(Number(b.seen)).toBe(day.from + 5 * 3_600);
  // Delta's handset never sent anything.
  const d = await rows<{ name: string }>(t, sql`select device_name as name from devices where site_id = ${delta.id}`);
  expect(await deviceHealth(t.database.db, delta.id, day)).toEqual([
    { deviceName: d[0].name, offlineCount: 0, lowBatteryCount: 0, lastSeen: null },
  ]);
});

it('leaves out alerts of another period', async () => {
  const { alpha, bravo } = day.sites;
  const before = { from: day.from - 86_400, to: day.from };
  expect((await deviceHealth(t.database.db, alpha.id, before))[0]).toMatchObject({ lowBatteryCount: 0 });
  expect((await deviceHealth(t.database.db, bravo.id, before))[0]).toMatchObject({ offlineCount: 0 });
});
