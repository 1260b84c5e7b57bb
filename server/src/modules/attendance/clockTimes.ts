/**
 * EmployeeClockTimes of a site over a date range: its clock-ins and clock-outs paired into shifts
 * (`pairing.ts`). A shift is listed in the range that holds its clock-in (a lone clock-out: the range that
 * holds it); clocks up to 16 hours either side of the range are read too, so a shift at the range's edge
 * pairs as it does in the next or previous range.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  type ClockTimesRequest,
  type EmployeeClockTimes,
  SHIFT_PAIRING_SECONDS,
} from '../../../../contract/attendance';
import type { Role } from '../../../../contract/constants';
import { shiftWindow } from '../../../../contract/shiftRange';
import type { Actor } from '../../db/actor';
import type { Db } from '../../db/client';
import { attendance, employees } from '../../db/schema';
import { dateAt, epochSeconds } from '../../time';
import { requireSite } from '../site/service';
import { first, pairShifts } from './pairing';

/** The site's clocks from `from` up to `to` (epoch seconds), oldest first, with who clocked. */
function clocksOf(db: Db, siteId: number, from: number, to: number) {
  return db
    .select({
      id: attendance.id,
      employeeId: attendance.employeeId,
      clockType: attendance.clockType,
      clockAt: attendance.clockTime,
      imageUrl: attendance.imageUrl,
      outsideMetres: attendance.outsideMetres,
      name: employees.name,
      surname: employees.surname,
      role: employees.role,
    })
    .from(attendance)
    .innerJoin(employees, eq(employees.id, attendance.employeeId))
    .where(
      and(eq(attendance.siteId, siteId), gte(attendance.clockTime, dateAt(from)), lt(attendance.clockTime, dateAt(to))),
    )
    .orderBy(asc(attendance.clockTime), asc(attendance.id));
}

export async function clockTimes(db: Db, actor: Actor, request: ClockTimesRequest): Promise<EmployeeClockTimes[]> {
  const site = await requireSite(db, actor, request.siteId);
  const { from, to } = shiftWindow(request.startDate, request.endDate);
  const rows = await clocksOf(db, site.id, from - SHIFT_PAIRING_SECONDS, to + SHIFT_PAIRING_SECONDS);
  const clocks = rows.map((row) => ({ ...row, clockTime: epochSeconds(row.clockAt) }));
  return pairShifts(clocks)
    .filter((shift) => first(shift).clockTime >= from && first(shift).clockTime < to)
    .map(({ clockIn, clockOut }) => {
      const who = first({ clockIn, clockOut });
      return {
        id: who.id,
        employeeName: who.name,
        employeeSurname: who.surname,
        siteName: site.name,
        userRole: who.role as Role,
        clockInTimeEpoch: clockIn?.clockTime ?? null,
        clockOutTimeEpoch: clockOut?.clockTime ?? null,
        ...(clockIn?.imageUrl ? { clockInImageUrl: clockIn.imageUrl } : {}),
        ...(clockIn ? { clockInOutsideMetres: clockIn.outsideMetres } : {}),
        ...(clockOut ? { clockOutOutsideMetres: clockOut.outsideMetres } : {}),
      };
    });
}
