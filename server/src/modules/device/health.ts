/**
 * Device health of a site over a period, for its report: per device of the site (as the site has them now), the
 * deviceOffline and deviceBatteryLow alerts it raised in [from, to) and when it was last heard from
 * (devices.last_seen_at, never later than now). Devices by name.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Period } from '../../time';

export interface DeviceHealthLine {
  deviceName: string;
  offlineCount: number;
  lowBatteryCount: number;
  /** The last time the device was heard from, if ever. */
  lastSeen: number | null;
}

type Row = {
  deviceName: string;
  offlineCount: number;
  lowBatteryCount: number;
  lastSeen: number | null;
};

export async function deviceHealth(db: Db, siteId: number, period: Period): Promise<DeviceHealthLine[]> {
  const result = await db.execute<Row>(sql`
    select d.device_name as "deviceName",
      (count(e.id) filter (where e.type = 'deviceOffline'))::int as "offlineCount",
      (count(e.id) filter (where e.type = 'deviceBatteryLow'))::int as "lowBatteryCount",
      floor(extract(epoch from case when d.last_seen_at > now() then now() else d.last_seen_at end))::float8
        as "lastSeen"
    from devices d
    left join events e on e.device_id = d.id and e.type in ('deviceOffline', 'deviceBatteryLow')
      and e.sent_at >= to_timestamp(${period.from}) and e.sent_at < to_timestamp(${period.to})
    where d.site_id = ${siteId}
    group by d.id
    order by d.device_name, d.id`);
  return result.rows.map((row) => ({
    deviceName: row.deviceName,
    offlineCount: Number(row.offlineCount),
    lowBatteryCount: Number(row.lowBatteryCount),
    lastSeen: row.lastSeen === null ? null : Number(row.lastSeen),
  }));
}
