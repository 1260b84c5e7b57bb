import type { RaRecord } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { scheduleProblem } from '../../../contract/validation';
import { scheduleWire } from './scheduleValues';

const M = MESSAGES.schedule;

/**
 * The first problem of a schedule form (spec part 2 §5 'Schedule'): no route, or a window switched on without
 * both times, is 'This is not a valid schedule'; then Repeat Every, then the contract's window rules.
 */
export function scheduleFormProblem(values: RaRecord | Partial<RaRecord>, routeDuration: number): string | null {
  const wire = scheduleWire(values);
  if (!wire.routeId) return M.invalid;
  if (
    (values.dayEnabled && !(wire.startTimeDay && wire.endTimeDay)) ||
    (values.nightEnabled && !(wire.startTimeNight && wire.endTimeNight))
  ) {
    return M.invalid;
  }
  const repeat = Number(wire.repeatMinutes);
  if (wire.repeatMinutes === '' || wire.repeatMinutes == null || !Number.isInteger(repeat) || repeat < 1) {
    return M.repeatRequired;
  }
  return scheduleProblem({ ...wire, repeatMinutes: repeat }, routeDuration);
}
