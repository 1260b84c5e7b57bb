/**
 * Shifts from clock-ins and clock-outs (one site's). The pairing rule:
 * - a clock-in pairs with that employee's next clock-out within SHIFT_PAIRING_SECONDS (16 hours, inclusive),
 *   provided no other clock-in of that employee comes first;
 * - a second clock-in before any clock-out leaves the first unpaired (a shift with no clock-out);
 * - a clock-out with no clock-in of the employee just before it, within 16 hours, is listed alone (a shift
 *   with no clock-in): the control room sees it rather than losing it;
 * - pairing goes by time, not by date, so a shift across midnight is one shift.
 */
import { SHIFT_PAIRING_SECONDS } from '../../../../contract/attendance';

export interface Clock {
  id: number;
  employeeId: number;
  clockType: string;
  /** Epoch seconds. */
  clockTime: number;
}

export interface Shift<C extends Clock> {
  clockIn: C | null;
  clockOut: C | null;
}

const byTime = (a: Clock, b: Clock) => a.clockTime - b.clockTime || a.id - b.id;

/** Every clock in exactly one shift; shifts in the order of their first clock. */
export function pairShifts<C extends Clock>(clocks: readonly C[]): Shift<C>[] {
  const shifts: Shift<C>[] = [];
  /** Each employee's clock-in still waiting for its clock-out. */
  const open = new Map<number, C>();
  for (const clock of [...clocks].sort(byTime)) {
    const waiting = open.get(clock.employeeId);
    open.delete(clock.employeeId);
    if (clock.clockType === 'clockIn') {
      if (waiting) shifts.push({ clockIn: waiting, clockOut: null });
      open.set(clock.employeeId, clock);
    } else if (waiting && clock.clockTime - waiting.clockTime <= SHIFT_PAIRING_SECONDS) {
      shifts.push({ clockIn: waiting, clockOut: clock });
    } else {
      if (waiting) shifts.push({ clockIn: waiting, clockOut: null });
      shifts.push({ clockIn: null, clockOut: clock });
    }
  }
  for (const waiting of open.values()) shifts.push({ clockIn: waiting, clockOut: null });
  return shifts.sort((a, b) => byTime(first(a), first(b)));
}

/** The shift's first clock: its clock-in, or its lone clock-out. */
export const first = <C extends Clock>(shift: Shift<C>): C => (shift.clockIn ?? shift.clockOut) as C;
