/**
 * The attendance CSV: one row per shift (a clock-in paired with its clock-out by the attendance module's rule),
 * in the order of their first clock. Hours only when both clocks are there.
 */
import { clockPlace, type EmployeeClockTimes } from '../../../../../contract/attendance';
import { MESSAGES } from '../../../../../contract/messages';
import { type CsvTime, hoursBetween } from '../../../csv/cells';
import type { Row } from '../../../csv/csvText';

const C = MESSAGES.report.csv;
export const SHIFT_COLUMNS = C.columns.attendanceCsv;

export function shiftRows(shifts: readonly EmployeeClockTimes[], time: CsvTime): Row<typeof SHIFT_COLUMNS>[] {
  return shifts.map((shift) => ({
    guard: `${shift.employeeName} ${shift.employeeSurname}`,
    role: C.roles[shift.userRole],
    clockIn: time(shift.clockInTimeEpoch),
    clockInPlace: shift.clockInTimeEpoch === null ? null : clockPlace(shift.clockInOutsideMetres ?? null),
    clockOut: time(shift.clockOutTimeEpoch),
    clockOutPlace: shift.clockOutTimeEpoch === null ? null : clockPlace(shift.clockOutOutsideMetres ?? null),
    hours:
      shift.clockInTimeEpoch !== null && shift.clockOutTimeEpoch !== null
        ? hoursBetween(shift.clockInTimeEpoch, shift.clockOutTimeEpoch)
        : null,
  }));
}
