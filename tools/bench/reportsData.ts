/**
 * The reports benchmark's company, written with set-based SQL (no row-by-row loop): 50 sites, each with 10 tags,
 * two routes (10 tags in 40 min, 5 tags in 20 min), an hourly schedule per route (12 plans a day), two handsets
 * and a guard; then 30 shift days of traffic: every plan closed with its patrol, scans on time, late, early,
 * skipped and repeated (with their patrolScanAlert), a few plans with no scan at all, patrol ends, panics,
 * please-call-mes, offline and low-battery alerts, four answers in five, clock-ins and clock-outs. The
 * one-second locations are written apart (reportsLocations.ts), so the same company can be measured without and with.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client';
import { run, writeTenant } from './scaffold';

/** 50 sites and 30 days unless BENCH_SITES and BENCH_DAYS say otherwise (the activity CSV benchmark's month or more). */
export const SITES = Number(process.env.BENCH_SITES ?? 50);
export const DAYS = Number(process.env.BENCH_DAYS ?? 30);
const DAY = 86_400;

export interface BenchCompany {
  companyId: number;
  adminEmail: string;
  /** 04:00 UTC of the first shift day. */
  from: number;
  /** 04:00 UTC after the last shift day (today's). */
  to: number;
  /** The site of the monthly PDF. */
  siteId: number;
  rows: Record<string, number>;
}

export async function writeCompany(db: Db, password: string, to: number): Promise<BenchCompany> {
  const from = to - DAYS * DAY;
  const tenant = await writeTenant(db, password, {
    company: 'Bench Guarding',
    area: 'Bench Area',
    domain: 'bench.local',
    areaReceivesReports: true,
  });
  const c = tenant.companyId;
  const adminEmail = tenant.adminEmail;
  const area = { id: tenant.areaId };
  await run(
    db,
    sql`insert into sites (company_id, area_id, name, address, latitude, longitude)
      select ${c}, ${area.id}, 'Bench Site ' || lpad(n::text, 2, '0'), n || ' Bench Road, Johannesburg, 2001',
        -26.1 + n * 0.01, 28.0 + n * 0.01
      from generate_series(1, ${SITES}) n`,
  );
  const companySites = sql`(select id from sites where company_id = ${c})`;
  await run(
    db,
    sql`insert into route_tags (site_id, name, serial_number, latitude, longitude)
      select s.id, 'Checkpoint ' || k, 'BENCH-' || s.id || '-' || k, s.latitude, s.longitude
      from sites s, generate_series(1, 10) k where s.company_id = ${c}`,
  );
  await run(
    db,
    sql`insert into routes (site_id, name, duration_minutes)
      select s.id, r.name, r.minutes from sites s, (values ('Perimeter', 40), ('Parking', 20)) r(name, minutes)
      where s.company_id = ${c}`,
  );
  await run(
    db,
    sql`insert into tag_to_routes (route_id, tag_id, position)
      select r.id, t.id, row_number() over (partition by r.id order by t.id)
      from routes r
        join (select id, site_id, row_number() over (partition by site_id order by id) as k from route_tags) t
          on t.site_id = r.site_id
      where r.site_id in ${companySites} and (r.name = 'Perimeter' or t.k <= 5)`,
  );
  await run(
    db,
    sql`insert into schedules (site_id, route_id, repeat_minutes, monday, tuesday, wednesday, thursday, friday, saturday,
        sunday, start_time_day, end_time_day)
      select r.site_id, r.id, 60, true, true, true, true, true, true, true, '04:00', '15:59'
      from routes r where r.site_id in ${companySites}`,
  );
  await run(
    db,
    sql`insert into devices (company_id, site_id, device_name, serial_number, app_instance_id, contact_number, last_seen_at)
      select ${c}, s.id, s.name || ' Handset ' || k, 'BENCHDEV' || s.id || 'X' || k, 'bench-' || s.id || '-' || k,
        '0820000000', to_timestamp(${to} - 60)
      from sites s, generate_series(1, 2) k where s.company_id = ${c}`,
  );
  await run(
    db,
    sql`insert into employees (company_id, site_id, name, surname, contact_number, email_address, role, password_hash)
      select ${c}, s.id, 'Guard', s.name, '0820000000', 'guard' || s.id || '@bench.local', 'default', 'not-for-sign-in'
      from sites s where s.company_id = ${c}`,
  );
  await writePlans(db, c, from);
  await writeScans(db, c);
  await writeAlerts(db, c, from);
  const [site] = (await run(db, sql`select min(id) as id from sites where company_id = ${c}`)).rows as { id: number }[];
  return { companyId: c, adminEmail, from, to, siteId: site.id, rows: await counts(db) };
}

/** 12 plans a day per schedule (04:00 to 15:00 UTC, on the hour), all closed, each with its tags and its patrol. */
async function writePlans(db: Db, c: number, from: number) {
  await run(
    db,
    sql`insert into schedule_plans (schedule_id, route_id, site_id, start_position_tag_id, start_time, end_time, closed_at)
      select sc.id, sc.route_id, sc.site_id, null, to_timestamp(x.st), to_timestamp(x.st + r.duration_minutes * 60),
        to_timestamp(x.st + r.duration_minutes * 60 + 300)
      from schedules sc join routes r on r.id = sc.route_id
        cross join generate_series(0, ${DAYS - 1}) d cross join generate_series(0, 11) h
        cross join lateral (select ${from} + d * 86400 + h * 3600 as st) x
      where sc.site_id in (select id from sites where company_id = ${c})`,
  );
  await run(
    db,
    sql`insert into schedule_plan_tags (schedule_plan_id, tag_id, tag_to_route_id, position, estimated_scan_at)
      select p.id, tr.tag_id, tr.id, tr.position,
        p.start_time + ((tr.position - 1) * r.duration_minutes * 60 / n.tags) * interval '1 second'
      from schedule_plans p join routes r on r.id = p.route_id join tag_to_routes tr on tr.route_id = p.route_id
        join (select route_id, count(*) as tags from tag_to_routes group by route_id) n on n.route_id = p.route_id
      where p.site_id in (select id from sites where company_id = ${c})`,
  );
  await run(
    db,
    sql`insert into route_takens (company_id, site_id, route_id, schedule_plan_id, device_id, status, started_at,
        completed_event_guid, completed_at)
      select ${c}, p.site_id, p.route_id, p.id, (select min(id) from devices where site_id = p.site_id), 'failed',
        p.start_time, gen_random_uuid(), p.end_time
      from schedule_plans p where p.site_id in (select id from sites where company_id = ${c})`,
  );
}

/**
 * Scans of each plan tag, by a fixed rule of its id: 8 in 100 skipped, 6 late, 5 early, the rest on time, 3 in 100
 * scanned twice; 3 plans in 100 walked by nobody. Then each patrol's ending and its patrolEnded event.
 */
async function writeScans(db: Db, c: number) {
  await run(db, sql`drop table if exists bench_scans`);
  await run(
    db,
    sql`create temp table bench_scans as
      select gen_random_uuid() as scan_guid, pt.id as plan_tag_id, p.id as plan_id, rt.id as route_taken_id,
        p.site_id, rt.device_id, pt.tag_id, t.name as tag_name, t.serial_number,
        extract(epoch from pt.estimated_scan_at)::bigint as estimated, o.offset_s + rep.extra as offset_s
      from schedule_plan_tags pt join schedule_plans p on p.id = pt.schedule_plan_id
        join route_takens rt on rt.schedule_plan_id = p.id join route_tags t on t.id = pt.tag_id
        cross join lateral (select (pt.id::bigint * 7919) % 100 as m) k
        cross join lateral (select case when k.m < 14 then 360 + (pt.id::bigint * 37) % 900
          when k.m < 19 then -(360 + (pt.id::bigint * 53) % 600) else (pt.id::bigint * 13) % 240 - 120 end as offset_s) o
        cross join lateral (select 0 as extra union all select 600 where k.m >= 97) rep
      where p.site_id in (select id from sites where company_id = ${c}) and (p.id::bigint * 31) % 100 >= 3 and k.m >= 8`,
  );
  const scannedAt = sql.raw('(s.estimated + s.offset_s)');
  await run(
    db,
    sql`insert into events (event_guid, type, company_id, site_id, device_id, route_taken_id, sent_at, payload)
      select s.scan_guid, 'nfcTagScan', ${c}, s.site_id, s.device_id, s.route_taken_id, to_timestamp(${scannedAt}),
        jsonb_build_object('eventGuid', s.scan_guid, 'type', 'nfcTagScan', 'companyId', ${c}::int, 'deviceId', s.device_id,
          'sentAt', ${scannedAt}, 'routeTagId', s.tag_id, 'routeTakenId', s.route_taken_id, 'scannedAt', ${scannedAt},
          'routeTag', jsonb_build_object('id', s.tag_id, 'name', s.tag_name, 'serialNumber', s.serial_number),
          'isSkipped', false, 'ReasonId', null)
      from bench_scans s`,
  );
  const minutes = sql.raw('round(s.offset_s / 60.0)::int');
  await run(
    db,
    sql`insert into events (event_guid, type, company_id, site_id, device_id, route_taken_id, sent_at, payload)
      select g.guid, 'patrolScanAlert', ${c}, s.site_id, s.device_id, s.route_taken_id, to_timestamp(${scannedAt}),
        jsonb_build_object('eventGuid', g.guid, 'type', 'patrolScanAlert', 'companyId', ${c}::int, 'deviceId', s.device_id,
          'sentAt', ${scannedAt}, 'tagId', s.tag_id, 'routeTakenId', s.route_taken_id, 'scannedAt', ${scannedAt},
          'tagScan', jsonb_build_object('eventGuid', s.scan_guid), 'schedulePlanId', s.plan_id,
          'estimatedScanEpoch', s.estimated,
          'alertType', case when abs(${minutes}) <= 5 then 'onTime'
            when s.offset_s < 0 then 'early by ' || abs(${minutes}) || ' minutes' else 'late by ' || ${minutes} || ' minutes' end)
      from (select gen_random_uuid() as guid, * from bench_scans offset 0) s cross join lateral (select s.guid) g`,
  );
  await run(
    db,
    sql`update route_takens rt set status = case when x.scanned = 0 then 'failed'
        when x.scanned >= x.expected then 'complete' else 'incomplete' end
      from (select p.id as plan_id, coalesce(e.n, 0) as expected, coalesce(sc.n, 0) as scanned
        from schedule_plans p
          left join (select schedule_plan_id, count(*) as n from schedule_plan_tags group by 1) e
            on e.schedule_plan_id = p.id
          left join (select plan_id, count(distinct tag_id) as n from bench_scans group by 1) sc on sc.plan_id = p.id
        where p.site_id in (select id from sites where company_id = ${c})) x
      where rt.schedule_plan_id = x.plan_id`,
  );
  await run(
    db,
    sql`insert into events (event_guid, type, company_id, site_id, device_id, route_taken_id, sent_at, payload)
      select rt.completed_event_guid, 'patrolEnded', ${c}, rt.site_id, rt.device_id, rt.id, rt.completed_at,
        jsonb_build_object('eventGuid', rt.completed_event_guid, 'type', 'patrolEnded', 'companyId', ${c}::int,
          'routeTakenId', rt.id, 'completedEventGuid', rt.completed_event_guid, 'schedulePlanId', rt.schedule_plan_id,
          'status', rt.status, 'sentAt', extract(epoch from rt.completed_at)::bigint)
      from route_takens rt where rt.company_id = ${c}`,
  );
  await run(db, sql`drop table bench_scans`);
}

/** Per site and day: two panics, a please-call-me, a low battery every other day, an offline every third; answers; clocks. */
async function writeAlerts(db: Db, c: number, from: number) {
  await run(
    db,
    sql`insert into events (event_guid, type, company_id, site_id, device_id, sent_at, latitude, longitude, payload)
      select g.guid, a.type, ${c}, s.id, (select min(id) from devices where site_id = s.id), to_timestamp(x.at),
        s.latitude, s.longitude,
        jsonb_build_object('eventGuid', g.guid, 'type', a.type, 'companyId', ${c}::int, 'sentAt', x.at)
      from sites s cross join generate_series(0, ${DAYS - 1}) d
        cross join (values ('panic', 1, 1), ('panic', 2, 1), ('pleaseCallMe', 3, 1), ('deviceBatteryLow', 4, 2),
          ('deviceOffline', 5, 3)) a(type, k, every)
        cross join lateral (select ${from} + d * 86400 + (s.id::bigint * a.k * 7919 + d * 104729) % 86400 as at) x
        cross join lateral (select gen_random_uuid() as guid, x.at offset 0) g
      where s.company_id = ${c} and (s.id + d) % a.every = 0`,
  );
  await run(
    db,
    sql`insert into alert_responses (company_id, employee_id, message, responded_to_guid, responded_to_type, topic, responded_at)
      select ${c}, (select min(id) from employees where company_id = ${c} and role = 'ADMIN'), 'Checked', e.event_guid,
        e.type, 'critical-qa', e.sent_at + (30 + e.id % 600) * interval '1 second'
      from events e
      where e.company_id = ${c} and e.type in ('panic', 'pleaseCallMe', 'deviceOffline', 'deviceBatteryLow', 'patrolEnded')
        and (e.type <> 'patrolEnded' or e.payload ->> 'status' <> 'complete') and e.id % 5 <> 0`,
  );
  await run(
    db,
    sql`insert into attendance (event_guid, company_id, site_id, employee_id, clock_type, clock_time)
      select gen_random_uuid(), ${c}, e.site_id, e.id, k.type, to_timestamp(${from} + d * 86400 + k.h * 3600)
      from employees e cross join generate_series(0, ${DAYS - 1}) d
        cross join (values ('clockIn', 1), ('clockOut', 13)) k(type, h)
      where e.company_id = ${c} and e.role = 'default'`,
  );
}

/** Rows per table, for the report. */
export async function counts(db: Db): Promise<Record<string, number>> {
  const tables = [
    'schedule_plans',
    'schedule_plan_tags',
    'route_takens',
    'events',
    'alert_responses',
    'device_locations',
  ];
  const result: Record<string, number> = {};
  for (const table of tables) {
    const [row] = (await run(db, sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows as { n: number }[];
    result[table] = Number(row.n);
  }
  return result;
}

/** Fresh planner statistics after a bulk write, as autovacuum would give a live database. */
export const analyze = (db: Db) => run(db, sql`analyze`);
