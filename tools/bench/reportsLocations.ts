/**
 * The reports benchmark's location rows: one location a second from some of the company's handsets over its 30
 * shift days, written with set-based SQL, so the dashboard can be measured without and with them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client';
import { type BenchCompany, counts } from './reportsData';

const DAY = 86_400;

/**
 * One location a second for `devices` handsets of the company over the 30 days, as the handset API stores them:
 * an `events` row (deviceLocation) and a `device_locations` row each, written a day per statement. As in any bulk
 * load, the two tables' secondary indexes are dropped first and made again after (the same definitions, read from
 * pg_indexes), so the database ends as the server would have left it.
 */
export async function writeLocations(db: Db, company: BenchCompany, devices: number) {
  const handsets = (
    await db.execute(
      sql`select d.id, d.site_id from devices d where d.company_id = ${company.companyId} order by d.id limit ${devices}`,
    )
  ).rows as { id: number; site_id: number }[];
  const indexes = (
    await db.execute(
      sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename in ('events', 'device_locations') and indexname not like '%_pkey'`,
    )
  ).rows as { name: string; definition: string }[];
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  await writeLocationRows(db, company, handsets);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return counts(db);
}

async function writeLocationRows(db: Db, company: BenchCompany, handsets: { id: number; site_id: number }[]) {
  for (const device of handsets) {
    for (let start = company.from; start < company.to; start += DAY) {
      await db.execute(
        sql`with stored as (
            insert into events (event_guid, type, company_id, site_id, device_id, sent_at, latitude, longitude, payload)
            select x.guid, 'deviceLocation', ${company.companyId}, ${device.site_id}, ${device.id}, to_timestamp(x.at),
              x.lat, x.lng, jsonb_build_object('eventGuid', x.guid, 'type', 'deviceLocation', 'deviceId', ${device.id}::int,
                'latitude', x.lat, 'longitude', x.lng, 'sentAt', x.at)
            from (select gen_random_uuid() as guid, ${start}::bigint + n as at,
                -26.1 + 0.0011 * sin(n / 700.0) + 0.00015 * sin(n / 23.0) as lat,
                28.05 + 0.0011 * cos(n / 1100.0) + 0.00015 * cos(n / 31.0) as lng
              from generate_series(0, ${DAY - 1}) n offset 0) x
            returning event_guid, sent_at, latitude, longitude
          )
          insert into device_locations (event_guid, company_id, device_id, latitude, longitude, sent_at)
          select event_guid, ${company.companyId}, ${device.id}, latitude, longitude, sent_at from stored`,
      );
    }
  }
}
