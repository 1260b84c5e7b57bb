/** The devices a site has now, by name, with what their handsets last told: battery, last contact, offline since. */
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices } from '../../db/schema';
import { lastContact } from './states';

const seconds = (column: typeof devices.offlineSince | SQL) =>
  sql<number | null>`floor(extract(epoch from ${column}))::float8`.mapWith((value): number | null => Number(value));

export function siteDeviceStates(db: Db, siteId: number) {
  return db
    .select({
      deviceName: devices.deviceName,
      serialNumber: devices.serialNumber,
      contactNumber: devices.contactNumber,
      batteryStatus: devices.batteryStatus,
      /** Epoch seconds, or null: never heard from. */
      lastSeenAt: seconds(lastContact),
      /** Epoch seconds, or null: not offline. */
      offlineSince: seconds(devices.offlineSince),
    })
    .from(devices)
    .where(eq(devices.siteId, siteId))
    .orderBy(asc(devices.deviceName), asc(devices.id));
}
