/**
 * What the handset itself last told the server (not the device-management provider): when it was last heard
 * from, whether it is offline (silent past the limit, as the device-offline job decides), and the battery and
 * charging state of its last status report.
 */
import type { Actor } from '../../db/actor';
import type { Db } from '../../db/client';
import { requireDevice } from './service';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export type Connection = 'online' | 'offline' | 'never';

export async function handsetState(db: Db, actor: Actor, id: number) {
  const row = await requireDevice(db, actor, id);
  const connection: Connection = row.offlineSince ? 'offline' : row.lastSeenAt ? 'online' : 'never';
  return {
    connection,
    lastSeenAt: seconds(row.lastSeenAt),
    offlineSince: seconds(row.offlineSince),
    batteryStatus: row.batteryStatus,
    isCharging: row.isCharging,
  };
}
