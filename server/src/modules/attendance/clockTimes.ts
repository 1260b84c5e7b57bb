/**
 * EmployeeClockTimes of a site, or of every site of a company, over a date range: each site's clock-ins and
 * clock-outs paired into shifts (`pairing.ts`). A shift is listed in the range that holds its clock-in (a lone clock-out: the range that
 * holds it); clocks up to 16 hours either side of the range are read too, so a shift at the range's edge
 * pairs as it does in the next or previous range.
 */
import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  type ClockTimesRequest,
  type CompanyClockTimesRequest,
  type EmployeeClockTimes,
  SHIFT_PAIRING_SECONDS,
} from '../../../../contract/attendance';
import type { Role } from '../../../../contract/constants';
import { shiftWindow } from '../../../../contract/shiftRange';
import type { Actor } from '../../db/actor';
import type { Db } from '../../db/client';
import { attendance, employees, sites } from '../../db/schema';
import { companyScope } from '../../plugins/auth';
import { companyTimeZone, dateAt, epochSeconds } from '../../time';
import { requireSite } from '../site/service';
import { first, pairShifts } from './pairing';

/** The clocks of `where` (a site's or a company's) from `from` up to `to` (epoch seconds), oldest first, with who clocked and where. */
function clocksOf(db: Db, where: SQL | undefined, from: number, to: number) {
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
      siteId: sites.id,
      siteName: sites.name,
    })
    .from(attendance)
    .innerJoin(employees, eq(employees.id, attendance.employeeId))
    .innerJoin(sites, eq(sites.id, attendance.siteId))
    .where(and(where, gte(attendance.clockTime, dateAt(from)), lt(attendance.clockTime, dateAt(to))))
    .orderBy(asc(attendance.clockTime), asc(attendance.id));
}

type Row = Awaited<ReturnType<typeof clocksOf>>[number];

/** The shifts of the range from clocks read 16 hours either side of it, each site's clocks paired on their own. */
async function shiftsOf(
  db: Db,
  where: SQL | undefined,
  range: { startDate: number; endDate: number },
  companyId: number,
) {
  const { from, to } = shiftWindow(range.startDate, range.endDate, await companyTimeZone(db, companyId));
  const rows = await clocksOf(db, where, from - SHIFT_PAIRING_SECONDS, to + SHIFT_PAIRING_SECONDS);
  const bySite = new Map<number, (Row & { clockTime: number })[]>();
  for (const row of rows) {
    const clocks = bySite.get(row.siteId) ?? [];
    clocks.push({ ...row, clockTime: epochSeconds(row.clockAt) });
    bySite.set(row.siteId, clocks);
  }
  return [...bySite.values()]
    .flatMap((clocks) => pairShifts(clocks))
    .filter((shift) => first(shift).clockTime >= from && first(shift).clockTime < to)
    .sort((a, b) => first(a).clockTime - first(b).clockTime || first(a).id - first(b).id)
    .map(({ clockIn, clockOut }): EmployeeClockTimes => {
      const who = first({ clockIn, clockOut });
      return {
        id: who.id,
        employeeName: who.name,
        employeeSurname: who.surname,
        siteName: who.siteName,
        userRole: who.role as Role,
        clockInTimeEpoch: clockIn?.clockTime ?? null,
        clockOutTimeEpoch: clockOut?.clockTime ?? null,
        ...(clockIn?.imageUrl ? { clockInImageUrl: clockIn.imageUrl } : {}),
        ...(clockIn ? { clockInOutsideMetres: clockIn.outsideMetres } : {}),
        ...(clockOut ? { clockOutOutsideMetres: clockOut.outsideMetres } : {}),
      };
    });
}

/** POST attendance/retrievedatabysiteid: one site's shifts. */
export async function clockTimes(db: Db, actor: Actor, request: ClockTimesRequest): Promise<EmployeeClockTimes[]> {
  const site = await requireSite(db, actor, request.siteId);
  return shiftsOf(db, eq(attendance.siteId, site.id), request, site.companyId);
}

/** POST attendance/retrievedatabycompany: the shifts of every site of the actor's company (a sys-admin's choice). */
export async function companyClockTimes(
  db: Db,
  actor: Actor,
  request: CompanyClockTimesRequest,
): Promise<EmployeeClockTimes[]> {
  const companyId = companyScope(actor, request.companyId);
  return shiftsOf(db, eq(sites.companyId, companyId), request, companyId);
}
