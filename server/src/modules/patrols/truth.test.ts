/**
 * A patrol's verdict is a function of the stored scans and the plans: the same fourteen scans of two handsets over
 * a morning of four overlapping plans, delivered seven ways (on time, reversed, shuffled into small batches, each
 * batch twice, a restart halfway, one handset offline for five hours, every batch ten minutes late), with the
 * closing rounds run at their times between deliveries, leave every plan with the same verdict, counts, late/early
 * split, device and start. A verdict changed by scans that arrived after it is on record as a revision.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Api, api, rows } from '../../test/fixtures';
import { build, type TestContext } from '../../test/helper';
import { ev, type Handset, minutes, openPlan, pastMinute, patrolSite, registerHandset } from '../../test/live';
import { alertHistory } from '../alert/history';
import { unrespondedTo } from '../alert/service';
import { closeEndedPlans } from './close';
import { planOutcomes, sumOutcomes } from './figures';

let t: TestContext;
let call: Api;
const opened: FastifyInstance[] = [];
beforeAll(async () => {
  t = await build();
  call = api(t);
});
afterAll(async () => {
  for (const app of opened) await app.close();
  await t.close();
});

const GRACE = 5;
/** Four plans of one route of four tags, 50 minutes each, the second and the fourth overlapping the one before. */
const PLANS = [0, 40, 120, 150];
const STOPS = [0, 12, 24, 36];
/** [minute from the morning's start, handset (0: A, 1: B), tag (0–3)]. */
const SCANS: [number, 0 | 1, number][] = [
  [1, 0, 0],
  [12, 0, 1],
  [24, 0, 2],
  [41, 1, 0], // T1 again: P1 has had it, P2 has not
  [44, 0, 3],
  [47, 1, 3], // T4 again: P1 has had it (A's 06:44) — unless A's scans are not stored yet
  [53, 1, 1],
  [65, 1, 2],
  [77, 1, 3],
  [122, 0, 0],
  [140, 0, 1], // late by 8 minutes in P3 (before P4's window opens)
  [153, 0, 1], // T2 again: nearer P4's estimate, which has not had it
  [167, 1, 2], // nearer P4's estimate than P3's
  [210, 1, 0], // after every plan: on no patrol
];

interface Delivery {
  at: number;
  handset: 0 | 1;
  scans: number[];
}
const inTimeOrder = (late = 0): Delivery[] =>
  SCANS.map(([minute, handset], index) => ({ at: minute + late, handset, scans: [index] }));
/** Every scan at the end of the morning, one request each, in this order. */
const atTheEnd = (order: number[]): Delivery[] =>
  order.map((index) => ({ at: 300, handset: SCANS[index][1], scans: [index] }));
/** A fixed shuffle (a small LCG), cut into batches of one or two scans of a handset. */
function shuffledBatches(): Delivery[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const order = SCANS.map((_, index) => index).sort(() => random() - 0.5);
  const deliveries: Delivery[] = [];
  for (const index of order) {
    const last = deliveries.at(-1);
    if (last && last.scans.length === 1 && last.handset === SCANS[index][1]) last.scans.push(index);
    else deliveries.push({ at: 300, handset: SCANS[index][1], scans: [index] });
  }
  return deliveries;
}

const WAYS: Record<string, { deliveries: Delivery[]; twice?: boolean; restartAfter?: number }> = {
  'in time order': { deliveries: inTimeOrder() },
  reversed: { deliveries: atTheEnd(SCANS.map((_, index) => index).reverse()) },
  'shuffled in batches of 1–2': { deliveries: shuffledBatches() },
  'each batch sent twice': { deliveries: inTimeOrder(), twice: true },
  'a restart halfway': { deliveries: inTimeOrder(), restartAfter: 7 },
  'handset A offline 5 h': {
    deliveries: [
      ...inTimeOrder().filter((d) => d.handset === 1),
      { at: 44 + 300, handset: 0, scans: SCANS.flatMap(([, handset], index) => (handset === 0 ? [index] : [])) },
    ],
  },
  'every batch 10 min late': { deliveries: inTimeOrder(10) },
};

interface PlanResult {
  status: string;
  scanned: number;
  late: number;
  early: number;
  device: string | null;
  startMinute: number;
  judgements: string[];
}

/** Runs one way on a site of its own: its plans, its deliveries and closing rounds in time order; each plan's result. */
async function morning(way: (typeof WAYS)[string]) {
  const site = await patrolSite(t, call, { tagCount: 4 });
  const handsets: Handset[] = [site.handset, await registerHandset(t, call, site.siteId, site.handset.token)];
  const start = pastMinute(9);
  const planIds: number[] = [];
  for (const minute of PLANS)
    planIds.push(
      await openPlan(t, {
        scheduleId: site.scheduleId,
        routeId: site.routeId,
        siteId: site.siteId,
        start: minutes(start, minute),
        durationMinutes: 50,
        stops: site.tags.map((tag, i) => ({ tagId: tag.id, minute: STOPS[i] })),
      }),
    );
  const events = SCANS.map(([minute, , tag]) => ev.scan(site.tags[tag].serialNumber, minutes(start, minute)));
  let app: FastifyInstance | undefined;
  const deliveries = [...way.deliveries].sort((a, b) => a.at - b.at);
  let closedUpTo = 0;
  const closeUpTo = async (minute: number) => {
    for (; closedUpTo <= minute; closedUpTo += 5)
      await closeEndedPlans(t.database.db, minutes(start, closedUpTo), GRACE);
  };
  for (const [n, delivery] of deliveries.entries()) {
    await closeUpTo(delivery.at);
    if (way.restartAfter === n) {
      app = await buildApp(t.config, t.database);
      await app.ready();
      opened.push(app);
    }
    const batch = delivery.scans.map((index) => events[index]);
    for (let time = 0; time < (way.twice ? 2 : 1); time++) {
      const response = await handsets[delivery.handset].send(batch, app);
      expect(response.statusCode).toBe(200);
      const statuses = response.json().results.map((result: { status: string }) => result.status);
      expect(statuses).toEqual(batch.map(() => (time === 0 ? 'accepted' : 'duplicate')));
    }
  }
  await closeUpTo(360);

  const outcomes = await planOutcomes(t.database.db, {
    siteIds: [site.siteId],
    from: Math.floor(start.getTime() / 1000),
    to: Math.floor(minutes(start, 600).getTime() / 1000),
  });
  const results: PlanResult[] = [];
  for (const [index, planId] of planIds.entries()) {
    const outcome = outcomes.find((o) => o.planId === planId);
    const [patrol] = await rows<{ id: number; device_id: number | null; started_at: Date }>(
      t,
      sql`select id, device_id, started_at from route_takens where schedule_plan_id = ${planId}`,
    );
    const judgements = await rows<{ tag: string; alert_type: string; guid: string }>(
      t,
      sql`select payload->'routeTag'->>'id' as tag, payload->>'alertType' as alert_type,
        payload->'tagScan'->>'eventGuid' as guid
        from events where type = 'patrolScanAlert' and route_taken_id = ${patrol.id}`,
    );
    results.push({
      status: outcome?.status ?? 'none',
      scanned: outcome?.scanned ?? -1,
      late: outcome?.late ?? -1,
      early: outcome?.early ?? -1,
      device: patrol.device_id === null ? null : patrol.device_id === handsets[0].deviceId ? 'A' : 'B',
      startMinute: Math.round((new Date(patrol.started_at).getTime() - start.getTime()) / 60_000),
      judgements: judgements
        .map(
          (j) =>
            `P${index + 1} ${SCANS[events.findIndex((e) => e.eventGuid === j.guid)][0]}' T${site.tags.findIndex((tag) => String(tag.id) === j.tag) + 1}: ${j.alert_type}`,
        )
        .sort(),
    });
  }
  const revisions = await rows<{ plan: string; previous: string; status: string }>(
    t,
    sql`select payload->>'schedulePlanId' as plan, payload->'previous'->>'status' as previous, payload->>'status' as status
      from events where type = 'patrolRevised' and site_id = ${site.siteId} order by id`,
  );
  return {
    site,
    start,
    results,
    revisions: revisions.map((r) => `P${planIds.indexOf(Number(r.plan)) + 1} ${r.previous} → ${r.status}`),
  };
}

describe('a verdict decided by the stored events alone', () => {
  let expected: PlanResult[];

  it('judges the morning delivered on time', async () => {
    const { results, revisions } = await morning(WAYS['in time order']);
    expect(results.map((r) => [r.status, r.scanned, r.device, r.startMinute])).toEqual([
      ['complete', 4, 'A', 1],
      ['complete', 4, 'B', 41],
      ['incomplete', 2, 'A', 122],
      ['incomplete', 2, 'A', 153],
    ]);
    // P1's T4 late by 8; P2's first T4 is B's 06:47, 29 minutes before its estimate; P3's T2 late by 8; P4's two early.
    expect(results.map((r) => [r.late, r.early])).toEqual([
      [1, 0],
      [0, 1],
      [1, 0],
      [0, 2],
    ]);
    expect(revisions).toEqual([]);
    expected = results;
  });

  it('calls a verdict provisional until PATROL_SETTLE_HOURS after its plan ended', async () => {
    const { site, start } = await morning(WAYS['in time order']);
    const query = {
      siteIds: [site.siteId],
      from: Math.floor(start.getTime() / 1000),
      to: Math.floor(start.getTime() / 1000) + 86_400,
    };
    const provisional = async (settledBefore?: number) =>
      sumOutcomes(await planOutcomes(t.database.db, { ...query, settledBefore })).provisional;
    // Ended 8 h 10 min, 7 h 30 min, 6 h 10 min and 5 h 40 min ago: all four within the default 12 hours.
    expect(await provisional()).toBe(4);
    expect(await provisional(Math.floor(minutes(start, 120).getTime() / 1000))).toBe(2);
    expect(await provisional(Math.floor(minutes(start, 600).getTime() / 1000))).toBe(0);
  });

  it("marks a revised patrol end's row with its new verdict, on the consoles' lists and in the alert history", async () => {
    const { site, start } = await morning(WAYS['handset A offline 5 h']);
    const [{ companyId }] = await rows<{ companyId: number }>(
      t,
      sql`select company_id as "companyId" from sites where id = ${site.siteId}`,
    );
    const onSite = (alert: Record<string, unknown>) => (alert.site as { id?: number } | undefined)?.id === site.siteId;
    const ends = (await unrespondedTo(t.database.db, companyId)).filter(
      (alert) => alert.type === 'patrolEnded' && onSite(alert),
    );
    // P1 incomplete → complete and P3 failed → incomplete: revised; P4 incomplete → incomplete (tags changed): revised.
    expect(ends.map((alert) => [alert.status, (alert.revisedTo as { status?: string } | undefined)?.status])).toEqual([
      ['incomplete', 'complete'],
      ['failed', 'incomplete'],
      ['incomplete', 'incomplete'],
    ]);
    const from = Math.floor(start.getTime() / 1000);
    const history = await alertHistory(t.database.db, companyId, {
      startDate: from,
      endDate: from + 86_400,
      type: 'patrolEnded',
      siteId: site.siteId,
      sort: 'sentAt',
      order: 'ASC',
      page: 1,
      perPage: 10,
    });
    expect(history.data.map((row) => /revised to (\w+)/.exec(row.what)?.[1] ?? null)).toEqual([
      'complete',
      null,
      'incomplete',
      'incomplete',
    ]);
  });

  for (const name of Object.keys(WAYS).filter((way) => way !== 'in time order')) {
    it(`leaves every plan where on-time delivery put it: ${name}`, async () => {
      const { results, revisions } = await morning(WAYS[name]);
      expect(results).toEqual(expected);
      if (name === 'handset A offline 5 h') {
        // Judged without A's scans at the time, then revised on record as they arrived.
        expect(revisions).toEqual(['P1 incomplete → complete', 'P3 failed → incomplete', 'P4 incomplete → incomplete']);
      }
    });
  }
});
