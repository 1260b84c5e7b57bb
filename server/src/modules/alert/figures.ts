/**
 * Alerts of a period, for the dashboard's count cards and the reports' alert lines.
 *
 * - An alert belongs to the period when it was sent (its sentAt) in [from, to).
 * - Counts: panic, pleaseCallMe, deviceOffline and deviceBatteryLow events of the company (or of its sites).
 * - Lines (reports), one per type in a fixed order: panic, pleaseCallMe, patrolEnded (failed and incomplete
 *   patrols only: a complete patrol is no alert), deviceOffline, deviceBatteryLow, boundaryExit. `answered` counts
 *   those with an answer (alert_responses). A response time is respondedAt − sentAt in whole epoch seconds (never
 *   below 0); the median is the middle one (the mean of the two middle ones for an even count); the slowest the
 *   longest; both null when none was answered. Who answered: 'Name Surname (n)', most answers first, then by name.
 */
import { type SQL, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import type { Period } from '../../time';

export interface AlertLine {
  type: 'panic' | 'pleaseCallMe' | 'patrolEnded' | 'deviceOffline' | 'deviceBatteryLow' | 'boundaryExit';
  count: number;
  answered: number;
  medianResponseSeconds: number | null;
  slowestResponseSeconds: number | null;
  /** Who answered, 'Name Surname (n)', most answers first. */
  answeredBy: string[];
}

export interface AlertScope {
  companyId: number;
  /** Only alerts of these sites (a report); every alert of the company when left out (the dashboard). */
  siteIds?: readonly number[];
}

export interface AlertCounts {
  panic: number;
  welfareCheckMissed: number;
  pleaseCallMe: number;
  deviceOffline: number;
  deviceBatteryLow: number;
}

const COUNTED = ['panic', 'welfareCheckMissed', 'pleaseCallMe', 'deviceOffline', 'deviceBatteryLow'] as const;
export const LINE_TYPES: readonly AlertLine['type'][] = [
  'panic',
  'pleaseCallMe',
  'patrolEnded',
  'deviceOffline',
  'deviceBatteryLow',
  'boundaryExit',
];

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The scope's events of `types` sent in the period, as a table `e`. They are found through the (device, type, sent
 * time) index, one device at a time, plus the events of no device: every event's device is a row of `devices` or
 * null (its foreign key), so nothing is missed, and neither scans nor location rows are read on the way.
 */
function alertEvents(scope: AlertScope, period: Period, types: readonly string[]): SQL {
  const sites = scope.siteIds
    ? sql` and e.site_id in (${scope.siteIds.length ? list(scope.siteIds) : sql`null`})`
    : sql``;
  const where = sql`e.type in (${list(types)}) and e.sent_at >= to_timestamp(${period.from})
    and e.sent_at < to_timestamp(${period.to}) and e.company_id = ${scope.companyId}${sites}`;
  return sql`(
    select e.* from devices d cross join lateral (select e.* from events e where e.device_id = d.id and ${where}) e
    union all
    select e.* from events e where e.device_id is null and ${where}
  ) e`;
}

/** The period's panic, please-call-me, offline and low-battery alerts, per site (null: an alert of no site). */
export async function alertCountsBySite(
  db: Db,
  scope: AlertScope,
  period: Period,
): Promise<Map<number | null, AlertCounts>> {
  const result = await db.execute<{ siteId: number | null; type: (typeof COUNTED)[number]; n: number }>(sql`
    select e.site_id as "siteId", e.type, count(*)::int as n from ${alertEvents(scope, period, COUNTED)}
    group by 1, 2`);
  const bySite = new Map<number | null, AlertCounts>();
  for (const row of result.rows) {
    const counts = bySite.get(row.siteId) ?? {
      panic: 0,
      welfareCheckMissed: 0,
      pleaseCallMe: 0,
      deviceOffline: 0,
      deviceBatteryLow: 0,
    };
    counts[row.type] = Number(row.n);
    bySite.set(row.siteId, counts);
  }
  return bySite;
}

/** The period's panic, please-call-me, offline and low-battery alerts in the scope. */
export async function alertCounts(db: Db, scope: AlertScope, period: Period): Promise<AlertCounts> {
  const total: AlertCounts = {
    panic: 0,
    welfareCheckMissed: 0,
    pleaseCallMe: 0,
    deviceOffline: 0,
    deviceBatteryLow: 0,
  };
  for (const counts of (await alertCountsBySite(db, scope, period)).values()) {
    for (const type of COUNTED) total[type] += counts[type];
  }
  return total;
}

type LineRow = {
  type: AlertLine['type'];
  count: number;
  answered: number;
  median: number | null;
  slowest: number | null;
  answeredBy: { name: string | null; n: number }[] | string | null;
};

/** One line per alert type: how many, how many answered, the median and slowest answer, and who answered. */
export async function alertLines(db: Db, scope: AlertScope, period: Period): Promise<AlertLine[]> {
  const result = await db.execute<LineRow>(sql`
    with alerts as (
      select e.type, r.id as response_id, r.employee_id,
        greatest(0, floor(extract(epoch from r.responded_at)) - floor(extract(epoch from e.sent_at)))::float8 as seconds
      from ${alertEvents(scope, period, LINE_TYPES)} left join alert_responses r on r.responded_to_guid = e.event_guid
      where e.type <> 'patrolEnded' or e.payload ->> 'status' <> 'complete'
    ),
    answerers as (
      select a.type, nullif(trim(coalesce(emp.name, '') || ' ' || coalesce(emp.surname, '')), '') as name,
        count(*)::int as n
      from alerts a left join employees emp on emp.id = a.employee_id
      where a.response_id is not null group by a.type, a.employee_id, emp.name, emp.surname
    )
    select a.type, count(*)::int as count, count(a.response_id)::int as answered,
      (percentile_cont(0.5) within group (order by a.seconds) filter (where a.response_id is not null))::float8 as median,
      (max(a.seconds) filter (where a.response_id is not null))::float8 as slowest,
      (select json_agg(json_build_object('name', w.name, 'n', w.n) order by w.n desc, w.name)
        from answerers w where w.type = a.type) as "answeredBy"
    from alerts a group by a.type`);
  const byType = new Map(result.rows.map((row) => [row.type, row]));
  return LINE_TYPES.map((type) => {
    const row = byType.get(type);
    const who = typeof row?.answeredBy === 'string' ? JSON.parse(row.answeredBy) : (row?.answeredBy ?? []);
    return {
      type,
      count: Number(row?.count ?? 0),
      answered: Number(row?.answered ?? 0),
      medianResponseSeconds: row?.median == null ? null : Number(row.median),
      slowestResponseSeconds: row?.slowest == null ? null : Number(row.slowest),
      answeredBy: (who as { name: string | null; n: number }[]).map(
        ({ name, n }) => `${name ?? MESSAGES.dashboard.removedEmployee} (${n})`,
      ),
    };
  });
}
