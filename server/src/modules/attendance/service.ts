/** Clock-ins and clock-outs: a handset's attendance event, for a guard placed at the handset's site. */
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import {
  ATTENDANCE_MARGIN_METRES,
  ATTENDANCE_POSITION_SECONDS,
  SHIFT_PAIRING_SECONDS,
} from '../../../../contract/attendance';
import { MESSAGES } from '../../../../contract/messages';
import type { Db, Tx } from '../../db/client';
import { attendance, deviceLocations, employees, sites } from '../../db/schema';
import type { Emit } from '../../events/emit';
import { type EventHandler, eventBase } from '../../events/handsetEvent';
import type { Origin } from '../../events/origin';
import { EventRefused } from '../../events/refused';
import { liveEmit, storeEvent } from '../alert/store';
import { metresOutsideSite } from '../site/boundary';

/** The guard clocking, if a guard of the handset's site; refused otherwise. */
async function guardOfSite(tx: Tx, employeeId: number, companyId: number, siteId: number | undefined) {
  const [employee] = await tx
    .select({ companyId: employees.companyId, siteId: employees.siteId, role: employees.role })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!employee || employee.companyId !== companyId || employee.siteId !== siteId || employee.role !== 'default')
    throw new EventRefused(MESSAGES.handset.guardNotOfSite);
}

/**
 * The guard's clock-in still open at `at`: his last clock at or before it, when a clock-in of the shift pairing's
 * 16 hours before (an older one is a forgotten clock-out, as the attendance list pairs it). Null: off duty.
 */
export async function openClockIn(tx: Tx | Db, employeeId: number, at: Date) {
  const [last] = await tx
    .select({ clockType: attendance.clockType, clockTime: attendance.clockTime, eventGuid: attendance.eventGuid })
    .from(attendance)
    .where(
      and(
        eq(attendance.employeeId, employeeId),
        lte(attendance.clockTime, at),
        gte(attendance.clockTime, new Date(at.getTime() - SHIFT_PAIRING_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(attendance.clockTime), desc(attendance.id))
    .limit(1);
  return last?.clockType === 'clockIn' ? last : null;
}

type Position = { latitude: number; longitude: number };

/** Where the clock was: the position sent with it, else the device's last location of the 5 minutes before. */
async function positionOf(
  tx: Tx,
  origin: Origin,
  sent: { latitude?: number | null; longitude?: number | null },
  at: Date,
): Promise<Position | null> {
  if (typeof sent.latitude === 'number' && typeof sent.longitude === 'number')
    return { latitude: sent.latitude, longitude: sent.longitude };
  if (!origin.device) return null;
  const [last] = await tx
    .select({ latitude: deviceLocations.latitude, longitude: deviceLocations.longitude })
    .from(deviceLocations)
    .where(
      and(
        eq(deviceLocations.deviceId, origin.device.id),
        lte(deviceLocations.sentAt, at),
        gte(deviceLocations.sentAt, new Date(at.getTime() - ATTENDANCE_POSITION_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(deviceLocations.sentAt))
    .limit(1);
  return last ?? null;
}

/** Metres beyond the handset's site's boundary (0 inside, or without a site or boundary). */
async function metresOutside(tx: Tx, origin: Origin, position: Position) {
  if (!origin.site) return 0;
  const [site] = await tx
    .select({ poligonPoints: sites.poligonPoints, radius: sites.radius })
    .from(sites)
    .where(eq(sites.id, origin.site.id));
  return site ? metresOutsideSite(site, position.latitude, position.longitude) : 0;
}

export const handleAttendance: EventHandler<'attendance'> = async (tx, origin, event) => {
  const employeeId = event.employeeId ?? origin.employeeId;
  // Clock-ins only for guards placed at the handset's site.
  await guardOfSite(tx, employeeId as number, origin.companyId, origin.site?.id);
  const base = eventBase(event);
  const fields = {
    clockType: event.clockType,
    clockTime: event.sentAt,
    employeeId: employeeId as number,
    alternateIdentification: event.alternateIdentification ?? null,
    imageUrl: event.imageUrl ?? null,
  };
  const stored = await storeEvent(tx, { ...origin, employeeId }, { ...base, type: 'attendance', fields });
  if (!stored) return null;
  // One duty at a time: a clock-in while the last clock is a clock-in is refused (its stored event rolls back with
  // the refusal); a retry of a clock-in already stored was answered duplicate above.
  if (event.clockType === 'clockIn' && (await openClockIn(tx, employeeId as number, base.sentAt)))
    throw new EventRefused(MESSAGES.handset.alreadyClockedIn);
  const position = await positionOf(tx, origin, event, base.sentAt);
  const outsideMetres = position ? await metresOutside(tx, origin, position) : null;
  await tx.insert(attendance).values({
    eventGuid: event.eventGuid,
    companyId: origin.companyId,
    siteId: origin.site?.id ?? null,
    employeeId: employeeId as number,
    deviceId: origin.device?.id ?? null,
    clockType: event.clockType,
    clockTime: base.sentAt,
    alternateIdentification: fields.alternateIdentification,
    imageUrl: fields.imageUrl,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    outsideMetres,
  });
  const emits: Emit[] = [liveEmit(origin.companyId, stored)];
  if (position && outsideMetres !== null && outsideMetres > ATTENDANCE_MARGIN_METRES) {
    const outside = await storeEvent(
      tx,
      { ...origin, employeeId },
      {
        type: 'attendanceOutside',
        sentAt: base.sentAt,
        ...position,
        fields: {
          clockType: event.clockType,
          clockTime: event.sentAt,
          employeeId: employeeId as number,
          outsideMetres,
        },
      },
    );
    if (outside) emits.push(liveEmit(origin.companyId, outside));
  }
  return emits;
};
