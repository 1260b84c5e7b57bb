/**
 * The date pickers' days of attendance and tracking (spec part 2 §5 'Date range'): a day is a UTC day, written
 * 'YYYY-MM-DD' as a date input holds it and sent as the epoch seconds of its 00:00 UTC; the server counts it from
 * the shift start, 04:00 UTC. The rules and their messages are the contract's, so the console refuses what the
 * server would.
 */
import { type ShiftRangeRules, shiftRangeProblem, utcDay } from '../../../contract/shiftRange';

const DAY_SECONDS = 86_400;
const nowSeconds = () => Date.now() / 1000;

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The epoch days of a range the rules allow, or the message of the rule it breaks. */
export type CheckedRange = { startDate: number; endDate: number } | { problem: string };

/** 'YYYY-MM-DD' of the UTC day holding `epochSeconds`. */
export const dayText = (epochSeconds: number): string => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

/** Epoch seconds of 00:00 UTC of a 'YYYY-MM-DD' day, or null when it is no date. */
export function dayEpoch(day: string): number | null {
  const millis = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && Number.isFinite(millis) ? millis / 1000 : null;
}

/** Yesterday to today (UTC): the two latest shifts, the shortest range the rules allow, ending now. */
export function defaultRange(now = nowSeconds()): DayRange {
  const today = utcDay(now);
  return { startDate: dayText(today - DAY_SECONDS), endDate: dayText(today) };
}

/**
 * Checks the range against the rules (a contract message), or asks for both days (an i18n key). `now` names
 * 'today' for the end date, where the rules have one (attendance and tracking; the activity CSV has none).
 */
export function checkRange(range: DayRange, rules: ShiftRangeRules, now = nowSeconds()): CheckedRange {
  const startDate = dayEpoch(range.startDate);
  const endDate = dayEpoch(range.endDate);
  if (startDate === null || endDate === null) return { problem: 'patrol.shiftRange.chooseDates' };
  const problem = shiftRangeProblem(startDate, endDate, rules, now);
  return problem ? { problem } : { startDate, endDate };
}
