/**
 * What the handset itself last told the server (not the device-management provider): when it was last heard
 * from, whether it is offline (silent past the limit, as the device-offline job decides), and the battery and
 * charging state of its last status report. The last contact is when the server received the handset's last batch,
 * on the server's clock, and never later than now.
 */
import type { Actor } from '../../db/actor';
import type { Db } from '../../db/client';
import { epochSecondsOrNull, nowSeconds } from '../../time';
import { requireDevice } from './service';

export type Connection = 'online' | 'offline' | 'never';

export async function handsetState(db: Db, actor: Actor, id: number) {
  const row = await requireDevice(db, actor, id);
  const connection: Connection = row.offlineSince ? 'offline' : row.lastSeenAt ? 'online' : 'never';
  const lastSeenAt = epochSecondsOrNull(row.lastSeenAt);
  return {
    connection,
    lastSeenAt: lastSeenAt === null ? null : Math.min(lastSeenAt, nowSeconds()),
    offlineSince: epochSecondsOrNull(row.offlineSince),
    batteryStatus: row.batteryStatus,
    isCharging: row.isCharging,
  };
}
