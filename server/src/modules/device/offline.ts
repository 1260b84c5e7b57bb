/**
 * A registered handset silent past the limit goes offline once (until it is heard from again); the alert names the
 * guard on duty with it, when the handset's last clocking at its site was a clock-in.
 */
import { and, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { attendance, devices, sites } from '../../db/schema';
import type { LiveEmit } from '../../events/emit';
import { epochSeconds } from '../../time';
import { amendAlert, openAlertOf, repeatAlert } from '../alert/grouped';
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
        employeeId: await guardOnDuty(tx, device.id, device.siteId),
        site,
        device: { id: device.id, deviceName: device.deviceName, serialNumber: device.serialNumber },
      };
      const lastSeenAt = epochSeconds(device.lastSeenAt as Date);
      // Silent again before anyone answered the last time: one more on that row.
      const open = await openAlertOf(tx, device.id, 'deviceOffline', now);
      if (open) {
        emits.push(await repeatAlert(tx, open, now, { lastSeenAt, backOnlineAt: null, employeeId: origin.employeeId }));
        continue;
      }
      const stored = await storeEvent(tx, origin, {
        type: 'deviceOffline',
        sentAt: now,
        fields: { status: 'offline', lastSeenAt },
      });
      if (stored) emits.push(liveEmit(device.companyId, stored));
    }
    return emits;
  });
}

/** A handset heard from again: its unanswered offline alert says since when it is back. */
export async function backOnline(tx: Tx, deviceId: number, now: Date): Promise<LiveEmit<'deviceOffline'>[]> {
  const open = await openAlertOf(tx, deviceId, 'deviceOffline', now);
  if (!open || open.payload.backOnlineAt != null) return [];
  return [await amendAlert(tx, open, { backOnlineAt: epochSeconds(now) })];
}

/** The guard whose shift on the handset is open (their last clocking with it at its site was a clock-in). */
async function guardOnDuty(tx: Tx, deviceId: number, siteId: number): Promise<number | null> {
  const [last] = await tx
    .select({ employeeId: attendance.employeeId, clockType: attendance.clockType })
    .from(attendance)
    .where(and(eq(attendance.siteId, siteId), eq(attendance.deviceId, deviceId)))
    .orderBy(desc(attendance.clockTime))
    .limit(1);
  return last?.clockType === 'clockIn' ? last.employeeId : null;
}
