/**
 * The tracking benchmark's day, written straight into the embedded database: a demo handset reporting once a
 * second for a whole day (86,400 locations from 04:00 UTC, a wandering walk round its site, never still) and a
 * tag scan every 15 minutes without a position (placed on the path by the events call); and, as the baseline,
 * the bare SELECT of the same rows on the same database.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export const DEVICE_NAME = 'Sandton Handset 1';
export const POINTS = 86_400;
const SCAN_EVERY_SECONDS = 900;

export interface BenchDay {
  deviceId: number;
  /** 04:00 UTC of the day: the first location. */
  from: number;
}

const open = (dataDir: string) => PGlite.create({ dataDir: join(dataDir, 'pgdata') });

export async function writeDay(dataDir: string, from: number): Promise<BenchDay> {
  const db = await open(dataDir);
  try {
    const { rows } = await db.query<{ id: number; company_id: number; site_id: number }>(
      'select id, company_id, site_id from devices where device_name = $1',
      [DEVICE_NAME],
    );
    const [device] = rows;
    if (!device) throw new Error(`no demo device ${DEVICE_NAME}: was the demo data loaded?`);
    await db.query(
      `insert into device_locations (event_guid, company_id, device_id, latitude, longitude, sent_at)
       select gen_random_uuid(), $1, $2,
         -26.1076 + 0.0011 * sin(n / 700.0) + 0.00015 * sin(n / 23.0),
         28.0567 + 0.0011 * cos(n / 1100.0) + 0.00015 * cos(n / 31.0),
         to_timestamp($3 + n)
       from generate_series(0, $4 - 1) as n`,
      [device.company_id, device.id, from, POINTS],
    );
    await db.query(
      `insert into events (event_guid, type, company_id, site_id, device_id, sent_at, payload)
       select gen_random_uuid(), 'nfcTagScan', $1, $2, $3, to_timestamp($4 + n * $5 + 7),
         jsonb_build_object('routeTag', jsonb_build_object('name', 'Checkpoint ' || n, 'serialNumber', 'BENCH-' || n))
       from generate_series(0, $6 - 1) as n`,
      [device.company_id, device.site_id, device.id, from, SCAN_EVERY_SECONDS, POINTS / SCAN_EVERY_SECONDS],
    );
    return { deviceId: device.id, from };
  } finally {
    await db.close();
  }
}

/** The same rows as the server reads them, as a bare SELECT on the same database: milliseconds of each run. */
export async function bareSelects(
  dataDir: string,
  day: BenchDay,
  runs: number,
): Promise<{ ms: number[]; rows: number }> {
  const db = await open(dataDir);
  try {
    const select = () =>
      db.query(
        `select id, latitude, longitude, sent_at from device_locations
         where device_id = $1 and sent_at >= to_timestamp($2) and sent_at < to_timestamp($3) order by sent_at, id`,
        [day.deviceId, day.from, day.from + POINTS],
      );
    const { rows } = await select();
    const ms: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await select();
      ms.push(performance.now() - started);
    }
    return { ms, rows: rows.length };
  } finally {
    await db.close();
  }
}
