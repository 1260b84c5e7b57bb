/**
 * A site's patrols (route_takens) whose plan starts in [from, to) (epoch seconds), in plan order, for its CSV
 * exports: the route, the planned window, the first scan, the status, the tags scanned (distinct tags, counted as a
 * patrol's end counts them) against the plan's tags, and the device that walked it. Read from the site's plans (their
 * site and start index), so a long history costs nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface SiteRouteTaken {
  id: number;
  routeName: string | null;
  /** Epoch seconds. */
  plannedStart: number;
  plannedEnd: number;
  /** The first scan of the patrol; null when none was scanned. */
  firstScanAt: number | null;
  status: string;
  tagsScanned: number;
  tagsExpected: number;
  deviceName: string | null;
}

/** Where a page stopped: the last plan's start, in epoch microseconds (exact), and its id. */
interface Cursor {
  micros: number;
  planId: number;
}

async function page(
  db: Db,
  siteId: number,
  period: { from: number; to: number },
  after: Cursor | null,
  limit: number,
): Promise<(SiteRouteTaken & Cursor)[]> {
  const result = await db.execute<Record<keyof SiteRouteTaken | 'micros' | 'planId', unknown>>(sql`
    select rt.id, r.name as "routeName", sp.id as "planId",
      (extract(epoch from sp.start_time) * 1000000)::bigint as micros,
      floor(extract(epoch from sp.start_time))::float8 as "plannedStart",
      floor(extract(epoch from sp.end_time))::float8 as "plannedEnd",
      floor(extract(epoch from scans.first_at))::float8 as "firstScanAt",
      rt.status, coalesce(scans.tags, 0)::int as "tagsScanned",
      (select count(*) from schedule_plan_tags spt where spt.schedule_plan_id = sp.id)::int as "tagsExpected",
      d.device_name as "deviceName"
    from schedule_plans sp
    join route_takens rt on rt.schedule_plan_id = sp.id
    left join routes r on r.id = rt.route_id
    left join devices d on d.id = rt.device_id
    left join lateral (
      select count(distinct e.payload ->> 'routeTagId') as tags, min(e.sent_at) as first_at
      from events e where e.route_taken_id = rt.id and e.type = 'nfcTagScan'
    ) scans on true
    where sp.site_id = ${siteId}
      and sp.start_time >= to_timestamp(${period.from}) and sp.start_time < to_timestamp(${period.to})
      ${after ? sql`and (sp.start_time, sp.id) > (timestamptz 'epoch' + ${after.micros} * interval '1 microsecond', ${after.planId})` : sql``}
    order by sp.start_time, sp.id
    limit ${Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER}`);
  return result.rows.map((row) => ({
    micros: Number(row.micros),
    planId: Number(row.planId),
    id: Number(row.id),
    routeName: (row.routeName as string | null) ?? null,
    plannedStart: Number(row.plannedStart),
    plannedEnd: Number(row.plannedEnd),
    firstScanAt: row.firstScanAt === null ? null : Number(row.firstScanAt),
    status: String(row.status),
    tagsScanned: Number(row.tagsScanned),
    tagsExpected: Number(row.tagsExpected),
    deviceName: (row.deviceName as string | null) ?? null,
  }));
}

/** The site's patrols of the period in batches of `batchSize`, read page by page (a plan has one patrol). */
export async function* siteRouteTakenBatches(
  db: Db,
  siteId: number,
  period: { from: number; to: number },
  batchSize = 1000,
): AsyncGenerator<SiteRouteTaken[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await page(db, siteId, period, after, batchSize);
    if (rows.length) yield rows.map(({ micros: _m, planId: _p, ...patrol }) => patrol);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { micros: last.micros, planId: last.planId };
  }
}
