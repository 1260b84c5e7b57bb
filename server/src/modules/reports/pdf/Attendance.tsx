/**
 * Who was on duty. One shift day lists each clock-in with its clock-out; a longer period sums them per
 * employee (shifts, hours on duty, clock-outs missing), which a client reads more easily than a month of rows.
 */
import { CLOCK_PLACE } from '../../../../../contract/attendance';
import type { Period } from '../../../time';
import type { AttendanceLine } from '../content';
import { duration, isLongPeriod, timeOr } from './format';
import { Empty, Section } from './Section';
import { type Column, countColumn, Table } from './Table';
import { COLOURS } from './theme';

const NO_CLOCK_OUT = 'No Clock Out Found';

const onDuty = (line: AttendanceLine) =>
  line.clockIn !== null && line.clockOut !== null ? line.clockOut - line.clockIn : null;

const shiftColumns = (zone: string): Column<AttendanceLine>[] => [
  { title: 'Employee', width: 2.5, cell: (line) => line.employee },
  { title: 'Clock In Time', width: 1.6, cell: (line) => timeOr(line.clockIn, '–', zone) },
  {
    title: 'Where',
    width: 2,
    cell: (line) => [line.clockInPlace, line.clockOutPlace].filter(Boolean).join(' / '),
    colour: (line) => (line.clockInPlace || line.clockOutPlace ? COLOURS.warn : undefined),
  },
  {
    title: 'Clock Out Time',
    width: 1.6,
    cell: (line) => timeOr(line.clockOut, NO_CLOCK_OUT, zone),
    colour: (line) => (line.clockOut === null ? COLOURS.warn : undefined),
  },
  { title: 'On duty', width: 1.2, align: 'right', cell: (line) => duration(onDuty(line)) },
];

interface EmployeeLine {
  employee: string;
  shifts: number;
  seconds: number;
  missingClockOuts: number;
  /** Clocks more than the margin outside the site. */
  outside: number;
  /** Clocks with no position (none sent, and no location of the device shortly before). */
  noPosition: number;
  first: number | null;
  last: number | null;
}

function byEmployee(attendance: AttendanceLine[]): EmployeeLine[] {
  const lines = new Map<string, EmployeeLine>();
  for (const shift of attendance) {
    const line = lines.get(shift.employee) ?? {
      employee: shift.employee,
      shifts: 0,
      seconds: 0,
      missingClockOuts: 0,
      outside: 0,
      noPosition: 0,
      first: null,
      last: null,
    };
    line.shifts += 1;
    line.seconds += onDuty(shift) ?? 0;
    if (shift.clockOut === null) line.missingClockOuts += 1;
    const places = [shift.clockInPlace, shift.clockOutPlace];
    line.outside += places.filter((place) => place?.startsWith(CLOCK_PLACE.outside.split('{')[0])).length;
    line.noPosition += places.filter((place) => place === CLOCK_PLACE.noPosition).length;
    if (shift.clockIn !== null) {
      line.first = Math.min(line.first ?? shift.clockIn, shift.clockIn);
      line.last = Math.max(line.last ?? shift.clockIn, shift.clockIn);
    }
    lines.set(shift.employee, line);
  }
  return [...lines.values()].sort((a, b) => a.employee.localeCompare(b.employee));
}

const employeeColumns = (zone: string): Column<EmployeeLine>[] => [
  { title: 'Employee', width: 2.2, cell: (line) => line.employee },
  { title: 'Shifts', width: 0.8, align: 'right', cell: (line) => String(line.shifts) },
  { title: 'Hours on duty', width: 1.2, align: 'right', cell: (line) => (line.seconds / 3_600).toFixed(1) },
  countColumn('No clock-out', 1.1, (line) => line.missingClockOuts, COLOURS.warn),
  countColumn('Outside the site', 1.1, (line) => line.outside, COLOURS.warn),
  countColumn('No position', 1.1, (line) => line.noPosition, COLOURS.warn),
  { title: 'First clock-in', width: 1.4, cell: (line) => timeOr(line.first, '–', zone) },
  { title: 'Last clock-in', width: 1.4, cell: (line) => timeOr(line.last, '–', zone) },
];

export function Attendance({
  attendance,
  period,
  zone,
}: {
  attendance: AttendanceLine[];
  period: Period;
  zone: string;
}) {
  if (!attendance.length)
    return (
      <Section title="Attendance">
        <Empty text="Nobody clocked in at this site in this period." />
      </Section>
    );
  return isLongPeriod(period) ? (
    <Section title="Attendance by employee" note="Hours on duty count the shifts with both a clock-in and a clock-out.">
      <Table columns={employeeColumns(zone)} rows={byEmployee(attendance)} />
    </Section>
  ) : (
    <Section title="Attendance">
      <Table columns={shiftColumns(zone)} rows={attendance} />
    </Section>
  );
}
