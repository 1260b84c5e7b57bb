/** A registered handset silent past the limit goes offline once (until it is heard from again). */
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devices, sites } from '../../db/schema';
import type { LiveEmit } from '../../events/emit';
import { liveEmit, storeEvent } from '../alert/store';

export async function markOfflineDevices(
  db: Db,
  now: Date,
  limitMinutes: number,
): Promise<LiveEmit<'deviceOffline'>[]> {
  return db.transaction(async (tx) => {
    const silent = await tx
      .update(devices)
      .set({ offlineSince: now })
      .where(
        and(
          isNotNull(devices.appInstanceId),
          isNull(devices.offlineSince),
          lt(devices.lastSeenAt, new Date(now.getTime() - limitMinutes * 60_000)),
        ),
      )
      .returning();
    const emits: LiveEmit<'deviceOffline'>[] = [];
    for (const device of silent) {
      const [site] = await tx
        .select({ id: sites.id, name: sites.name, address: sites.address })
        .from(sites)
        .where(eq(sites.id, device.siteId));
      const origin = {
        companyId: device.companyId,
        site,
        device: { id: device.id, deviceName: device.deviceName, serialNumber: device.serialNumber },
      };
      const stored = await storeEvent(tx, origin, {
        type: 'deviceOffline',
        sentAt: now,
        fields: { status: 'offline', lastSeenAt: Math.floor((device.lastSeenAt as Date).getTime() / 1000) },
      });
      if (stored) emits.push(liveEmit(device.companyId, stored));
    }
    return emits;
  });
}
