/**
 * The alert history benchmark's company, written with set-based SQL: 20 sites, each with two handsets and a guard,
 * and a year of traffic ending now: ALERTS alerts of every live type (tag scans and patrol scans most, then patrol
 * ends, clock-ins, device alerts, please-call-mes and panics), three in ten answered by the admin within ten minutes,
 * and `telemetry` location and status reports (never listed, but in the same table and the same company).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client';
import { run, writeTenant } from './scaffold';

export const SITES = 20;
export const ALERTS = 100_000;
export const YEAR = 365 * 86_400;

export interface HistoryCompany {
  companyId: number;
  adminEmail: string;
  /** Epoch seconds: the traffic runs from `to - YEAR` to `to`. */
  to: number;
  /** The site of the filtered pages. */
  siteId: number;
  rows: Record<string, number>;
}

/** Which live type the n-th alert is: out of 100, 35 tag scans, 35 patrol scans, 10 patrol ends, 8 clocks, … */
const TYPE_OF = sql.raw(`case when n % 100 < 35 then 'nfcTagScan' when n % 100 < 70 then 'patrolScanAlert'
  when n % 100 < 80 then 'patrolEnded' when n % 100 < 88 then 'attendance' when n % 100 < 92 then 'deviceOffline'
  when n % 100 < 96 then 'deviceBatteryLow' when n % 100 < 98 then 'pleaseCallMe' else 'panic' end`);

export async function writeCompany(db: Db, password: string, to: number): Promise<HistoryCompany> {
  const tenant = await writeTenant(db, password, {
    company: 'Bench History',
    area: 'History Area',
    domain: 'history.local',
  });
  const c = tenant.companyId;
  const adminEmail = tenant.adminEmail;
  const area = { id: tenant.areaId };
  await run(
    db,
    sql`insert into sites (company_id, area_id, name, address, latitude, longitude)
      select ${c}, ${area.id}, 'History Site ' || lpad(n::text, 2, '0'), n || ' Bench Road, Johannesburg, 2001',
        -26.1 + n * 0.01, 28.0 + n * 0.01
      from generate_series(1, ${SITES}) n`,
  );
  await run(
    db,
    sql`insert into devices (company_id, site_id, device_name, serial_number, app_instance_id, contact_number)
      select ${c}, s.id, s.name || ' Handset ' || k, 'HISTDEV' || s.id || 'X' || k, 'history-' || s.id || '-' || k,
        '0820000000'
      from sites s, generate_series(1, 2) k where s.company_id = ${c}`,
  );
  await run(
    db,
    sql`insert into employees (company_id, site_id, name, surname, contact_number, email_address, role, password_hash)
      select ${c}, s.id, 'Guard', s.name, '0820000000', 'guard' || s.id || '@history.local', 'default', 'not-for-sign-in'
      from sites s where s.company_id = ${c}`,
  );
  const [site] = (await run(db, sql`select min(id) as id from sites where company_id = ${c}`)).rows as { id: number }[];
  return { companyId: c, adminEmail, to, siteId: site.id, rows: {} };
}

/**
 * `count` events from `first` on, spread evenly over the year: each on a site (n % SITES), its handset and guard.
 * `type` and `payload` are SQL over n, the site s, the device d and the time `at` (epoch seconds).
 */
function spread(
  c: number,
  to: number,
  range: { first: number; count: number; of: number; base: number },
  type: SQL,
  payload: SQL,
): SQL {
  const { first, count, of, base } = range;
  return sql`insert into events (event_guid, type, company_id, site_id, device_id, employee_id, sent_at, latitude,
      longitude, payload)
    select gen_random_uuid(), ${type}, ${c}, h.site_id, case when n % 2 = 0 then h.device_a else h.device_b end,
      h.guard_id, to_timestamp(x.at), h.latitude, h.longitude, ${payload}
    from generate_series(${first}::int, ${first + count - 1}::int) n
      cross join lateral (select ${to - YEAR}::bigint + ((n - ${base}::int)::bigint * ${YEAR}::bigint) / ${of}::bigint as at) x
      join bench_handsets h on h.k = n % ${SITES}::int`;
}

/** Each site's place in the rotation, its two handsets and its guard: a 20-row table the traffic joins by hash. */
async function writeHandsets(db: Db, c: number) {
  await run(db, sql`drop table if exists bench_handsets`);
  await run(
    db,
    sql`create table bench_handsets as
      select (row_number() over (order by s.id) - 1)::int as k, s.id as site_id, s.latitude, s.longitude,
        (select min(id) from devices where site_id = s.id) as device_a,
        (select max(id) from devices where site_id = s.id) as device_b,
        (select min(id) from employees where site_id = s.id and role = 'default') as guard_id
      from sites s where s.company_id = ${c}`,
  );
}

export async function writeAlerts(db: Db, company: HistoryCompany) {
  const { companyId: c, to } = company;
  const type = sql`${TYPE_OF}`;
  await writeHandsets(db, c);
  await run(
    db,
    spread(
      c,
      to,
      { first: 0, count: ALERTS, of: ALERTS, base: 0 },
      type,
      sql`jsonb_build_object('type', ${type}, 'companyId', ${c}::int, 'sentAt', x.at, 'latitude', h.latitude,
        'longitude', h.longitude, 'status', 'incomplete', 'tagsScanned', 3,
        'tagsExpected', 5, 'alertType', case when n % 7 = 0 then 'late by 9 minutes' else 'onTime' end,
        'routeTag', jsonb_build_object('name', 'Checkpoint ' || n % 10, 'serialNumber', 'HIST-' || n % 10),
        'route', jsonb_build_object('name', 'Perimeter'), 'clockType', 'clockIn', 'lastSeenAt', x.at - 900)`,
    ),
  );
  await run(
    db,
    sql`insert into alert_responses (company_id, employee_id, message, responded_to_guid, responded_to_type, topic,
        responded_at, alert_sent_at, alert_site_id, response_seconds)
      select ${c}, (select min(id) from employees where company_id = ${c} and role = 'ADMIN'),
        'Checked with the guard: all is well.', e.event_guid, e.type, 'critical-qa',
        e.sent_at + took * interval '1 second', e.sent_at, e.site_id, took
      from events e, lateral (select (20 + (e.id::bigint * 7919) % 600)::int as took) t
      where e.company_id = ${c} and (e.id::bigint * 7919) % 100 < 30`,
  );
}

/** Location and status reports: most of the table, none of them listed. */
export async function writeTelemetry(db: Db, company: HistoryCompany, telemetry: number) {
  const type = sql.raw(`case when n % 20 = 0 then 'deviceStatus' else 'deviceLocation' end`);
  // In slices, so one statement never holds the whole year in memory.
  const slice = 100_000;
  for (let first = ALERTS; first < ALERTS + telemetry; first += slice) {
    const count = Math.min(slice, ALERTS + telemetry - first);
    await run(
      db,
      spread(
        company.companyId,
        company.to,
        { first, count, of: telemetry, base: ALERTS },
        type,
        sql`jsonb_build_object('type', ${type}, 'sentAt', x.at)`,
      ),
    );
  }
  await run(db, sql`drop table bench_handsets`);
}

export async function counts(db: Db, companyId: number): Promise<Record<string, number>> {
  const [row] = (
    await run(
      db,
      sql`select count(*)::int as events,
          count(*) filter (where type not in ('deviceLocation', 'deviceStatus'))::int as alerts,
          (select count(*)::int from alert_responses where company_id = ${companyId}) as answers
        from events where company_id = ${companyId}`,
    )
  ).rows as Record<string, number>[];
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}
