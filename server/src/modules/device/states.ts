/**
 * What a device's handset last told, as columns of a devices query: its connection state, last contact, battery
 * and the guard on duty with it (whose last clocking with it at its site was a clock-in). Sortable as they are.
 */
import { type SQL, sql } from 'drizzle-orm';
import { devices } from '../../db/schema';

const epoch = (column: typeof devices.offlineSince | SQL) =>
  sql<number | null>`floor(extract(epoch from ${column}))::float8`.mapWith((value): number | null =>
    value === null ? null : Number(value),
  );

/**
 * The last contact: when the server last received something from the handset (its own clock, never the handset's),
 * and never later than now, whatever a row written otherwise holds.
 */
export const lastContact = sql`case when ${devices.lastSeenAt} > now() then now() else ${devices.lastSeenAt} end`;

/** online, offline (silent past the limit) or never (never heard from). */
const connection = sql<'online' | 'offline' | 'never'>`case when ${devices.offlineSince} is not null then 'offline'
  when ${devices.lastSeenAt} is not null then 'online' else 'never' end`;

const guardOnDuty = sql<string | null>`(select case when a.clock_type = 'clockIn' then e.name || ' ' || e.surname end
  from attendance a join employees e on e.id = a.employee_id
  where a.site_id = ${devices.siteId} and a.device_id = ${devices.id}
  order by a.clock_time desc, a.id desc limit 1)`;

export const stateColumns = {
  connection,
  /** Epoch seconds, or null: never heard from. */
  lastSeenAt: epoch(lastContact),
  /** Epoch seconds, or null: not offline. */
  offlineSince: epoch(devices.offlineSince),
  batteryStatus: devices.batteryStatus,
  isCharging: devices.isCharging,
  /** 'Name Surname', or null when nobody is clocked in with it. */
  guardOnDuty,
};
