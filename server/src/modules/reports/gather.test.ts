/** The content of a site and an area report over the hand-built shift day (test/reportDay.ts). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { buildReportDay, type ReportDay } from '../../test/reportDay';
import { areaReportContent, siteReportContent } from './gather';

const DAY = 86_400;
const HOUR = 3_600;
let t: TestContext;
let call: Api;
let day: ReportDay;
beforeAll(async () => {
  t = await build();
  call = api(t);
  day = await buildReportDay(t, call);
}, 120_000);
afterAll(() => t.close());

const S1 = 'every 60 min, 08:00–17:00, every day';
const S2 = 'every 120 min, 08:00–17:00, every day (removed)';
const quiet = (type: string) => ({
  type,
  count: 0,
  answered: 0,
  medianResponseSeconds: null,
  slowestResponseSeconds: null,
  answeredBy: [],
});

describe('siteReportContent', () => {
  it("says what Alpha's day was: patrols per schedule, tags, SLA, alerts, attendance, devices", async () => {
    const { alpha } = day.sites;
    const [site] = await rows<{ address: string }>(t, sql`select address from sites where id = ${alpha.id}`);
    const [handset] = await rows<{ name: string; seen: number }>(
      t,
      sql`select device_name as name, floor(extract(epoch from last_seen_at))::float8 as seen from devices where id = ${alpha.handset.deviceId}`,
    );
    const content = await siteReportContent(t.database.db, alpha.id, { from: day.from, to: day.to });
    expect(content).toEqual({
      company: { id: day.companyId, name: 'GuardForce Security Services', timeZone: 'Africa/Johannesburg' },
      site: { id: alpha.id, name: alpha.name, address: site.address },
      period: { from: day.from, to: day.to },
      patrols: {
        lines: [
          {
            routeName: 'Perimeter',
            schedule: S2,
            planned: 1,
            complete: 1,
            incomplete: 0,
            failed: 0,
            open: 0,
            // How many verdicts may still be revised depends on the hour the test runs (truth.test.ts pins it).
            provisional: expect.any(Number),
            completePercentage: 100,
            incompletePercentage: 0,
            failedPercentage: 0,
          },
          {
            routeName: 'Perimeter',
            schedule: S1,
            planned: 4,
            complete: 1,
            incomplete: 1,
            failed: 1,
            open: 1,
            // How many verdicts may still be revised depends on the hour the test runs (truth.test.ts pins it).
            provisional: expect.any(Number),
            completePercentage: 33.33,
            incompletePercentage: 33.33,
            failedPercentage: 33.33,
          },
        ],
        total: {
          routeName: '',
          schedule: '',
          planned: 5,
          complete: 2,
          incomplete: 1,
          failed: 1,
          open: 1,
          // How many verdicts may still be revised depends on the hour the test runs (truth.test.ts pins it).
          provisional: expect.any(Number),
          completePercentage: 50,
          incompletePercentage: 25,
          failedPercentage: 25,
        },
      },
      tags: { expected: 12, scanned: 7, late: 1, early: 1, scannedPercentage: 58.33 },
      sla: { threshold: 90, percentage: 58.33, passed: false },
      alerts: [
        {
          type: 'panic',
          count: 2,
          answered: 2,
          medianResponseSeconds: 90,
          slowestResponseSeconds: 120,
          answeredBy: ['Sipho Dlamini (1)', 'Thandi Mokoena (1)'],
        },
        { ...quiet('pleaseCallMe'), count: 1 },
        {
          type: 'patrolEnded',
          count: 2,
          answered: 1,
          medianResponseSeconds: 300,
          slowestResponseSeconds: 300,
          answeredBy: ['Sipho Dlamini (1)'],
        },
        quiet('deviceOffline'),
        { ...quiet('deviceBatteryLow'), count: 1 },
        quiet('boundaryExit'),
      ],
      attendance: [
        {
          employee: day.guardName,
          clockIn: day.from + HOUR,
          clockInPlace: 'no position',
          clockOut: day.from + 9 * HOUR,
          clockOutPlace: 'no position',
        },
        {
          employee: day.guardName,
          clockIn: day.from + 23 * HOUR,
          clockInPlace: 'no position',
          clockOut: null,
          clockOutPlace: '',
        },
      ],
      devices: [{ deviceName: handset.name, offlineCount: 0, lowBatteryCount: 1, lastSeen: Number(handset.seen) }],
      days: [],
      integrity: {
        checked: expect.any(Number),
        intact: true,
        clockOff: 0,
        firstBroken: null,
        gaps: 0,
        checkpoints: 0,
        lastCheckpointAt: null,
        findingCount: 0,
        findings: [],
      },
      // No checkpoint was made during the day (the job does not run in tests).
      checkpoints: [],
      signedCheckpoints: {
        publicKey: expect.any(String),
        keyId: expect.any(String),
        signedText: 'checkpoint/1|chain|companyId|deviceId|n|seq|hash|rowCount|madeAt',
        checkpoints: [],
      },
      incidents: [],
    });
    expect(content.integrity.checked).toBeGreaterThan(0);
  });

  it('has a line per shift day for a longer period, and takes the company’s SLA threshold', async () => {
    const sysadmin = await call.get('sysadmin', `/api/v1/company/${day.companyId}`);
    const company = sysadmin.json();
    const saved = await call.post('sysadmin', '/api/v1/company', { ...company, slaThreshold: 50 });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const content = await siteReportContent(t.database.db, day.sites.alpha.id, {
        from: day.from - DAY,
        to: day.to,
      });
      expect(content.days).toEqual([
        // A0: 1 of 3 scanned, incomplete.
        {
          day: dayOf(day.from - DAY),
          planned: 1,
          complete: 0,
          tagsExpected: 3,
          tagsScanned: 1,
          scannedPercentage: 33.33,
        },
        { day: dayOf(day.from), planned: 5, complete: 2, tagsExpected: 12, tagsScanned: 7, scannedPercentage: 58.33 },
      ]);
      expect(content.tags).toMatchObject({ expected: 15, scanned: 8, scannedPercentage: 53.33 });
      expect(content.sla).toEqual({ threshold: 50, percentage: 53.33, passed: true });
      // The panic at from − 30 min is in this period.
      expect(content.alerts[0]).toMatchObject({ type: 'panic', count: 3, answered: 2 });
    } finally {
      await call.post('sysadmin', '/api/v1/company', { ...company, slaThreshold: 90 });
    }
  });

  it('answers 404 for a site that does not exist', async () => {
    await expect(siteReportContent(t.database.db, 999_999, day)).rejects.toMatchObject({
      statusCode: 404,
      message: MESSAGES.site.notFound,
    });
  });
});

/** The South African date of a shift day's 04:00 UTC start. */
const dayOf = (epoch: number) => new Date((epoch + 2 * HOUR) * 1000).toISOString().slice(0, 10);

describe('areaReportContent', () => {
  it("ranks the area's judged sites, lists the others after them, and sums every site", async () => {
    const areaId = await call.areaId('Johannesburg North');
    const { alpha, bravo, charlie } = day.sites;
    const content = await areaReportContent(t.database.db, areaId, { from: day.from, to: day.to });
    const others = await rows<{ id: number }>(
      t,
      sql`select id from sites where area_id = ${areaId} and id not in (${alpha.id}, ${bravo.id}, ${charlie.id})`,
    );
    // The area's other sites had nothing to judge that day: listed after the judged ones, by name.
    const unjudged = content.sites.slice(3);
    expect(unjudged.map((site) => site.siteId).sort()).toEqual(others.map((site) => site.id).sort());
    expect(unjudged.every((site) => site.tags.expected === 0)).toBe(true);
    content.sites = content.sites.slice(0, 3);
    expect(content.company).toEqual({
      id: day.companyId,
      name: 'GuardForce Security Services',
      timeZone: 'Africa/Johannesburg',
    });
    expect(content.area).toEqual({ id: areaId, name: 'Johannesburg North' });
    expect(
      content.sites.map((site) => [
        site.rank,
        site.siteId,
        site.siteName,
        site.tags.scannedPercentage,
        site.sla.passed,
        site.patrols.planned,
        site.panicAlerts,
      ]),
    ).toEqual([
      [1, bravo.id, bravo.name, 100, true, 2, 0],
      [2, charlie.id, charlie.name, 90, false, 1, 0],
      [3, alpha.id, alpha.name, 58.33, false, 5, 2],
    ]);
    expect(content.patrols).toEqual({
      routeName: '',
      schedule: '',
      planned: 8,
      complete: 4,
      incomplete: 2,
      failed: 1,
      open: 1,
      // How many verdicts may still be revised depends on the hour the test runs (truth.test.ts pins it).
      provisional: expect.any(Number),
      completePercentage: 57.14,
      incompletePercentage: 28.57,
      failedPercentage: 14.29,
    });
    expect(content.tags).toEqual({ expected: 26, scanned: 20, late: 1, early: 1, scannedPercentage: 76.92 });
    expect(content.sla).toEqual({ threshold: 90, percentage: 76.92, passed: false });
    expect(content.alerts.map((line) => [line.type, line.count, line.answered])).toEqual([
      ['panic', 2, 2],
      ['pleaseCallMe', 1, 0],
      ['patrolEnded', 3, 1],
      ['deviceOffline', 1, 0],
      ['deviceBatteryLow', 1, 0],
      ['boundaryExit', 0, 0],
    ]);
    expect(content.days).toEqual([]);
  });

  it('lists a site with nothing to judge, so the report never says the area has no sites', async () => {
    const area = await call.post('admin', '/api/v1/area', {
      name: 'East Rand Check',
      contactPerson: 'Area Manager',
      contactNumber: '0118230000',
      contactEmail: 'eastrand@guardforce.co.za',
    });
    const areaId = area.json().id as number;
    const [site] = await rows<{ id: number; name: string }>(
      t,
      sql`select id, name from sites where id = ${day.sites.alpha.id}`,
    );
    await rows(t, sql`update sites set area_id = ${areaId} where id = ${site.id}`);
    const content = await areaReportContent(t.database.db, areaId, {
      from: day.from - 10 * DAY,
      to: day.from - 9 * DAY,
    });
    await rows(t, sql`update sites set area_id = ${await call.areaId('Johannesburg North')} where id = ${site.id}`);
    expect(content.sites.map((line) => [line.siteId, line.siteName, line.tags.expected])).toEqual([
      [site.id, site.name, 0],
    ]);
  });

  it('answers 404 for an area that does not exist', async () => {
    await expect(areaReportContent(t.database.db, 999_999, day)).rejects.toMatchObject({ statusCode: 404 });
  });
});
