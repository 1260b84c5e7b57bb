import type { RaRecord } from 'react-admin';
import { MESSAGES } from '../../../contract/messages';
import { scheduleProblem } from '../../../contract/validation';
import { scheduleWire } from './scheduleValues';

const M = MESSAGES.schedule;

/**
 * The first problem of a schedule form (spec part 2 §5 'Schedule'): no route is 'Route Required.', a window switched
 * on without both times 'This is not a valid schedule'; then Repeat Every, then the contract's rules (as the server
 * checks them, a schedule that can never make a plan last).
 */
export function scheduleFormProblem(values: RaRecord | Partial<RaRecord>, routeDuration: number): string | null {
  const wire = scheduleWire(values);
  if (!wire.routeId) return M.routeRequired;
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
