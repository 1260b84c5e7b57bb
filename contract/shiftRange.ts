/**
 * The date range of attendance and tracking (spec part 2 §5 'Date range', §9). The console sends a start
 * and an end date as epoch seconds of each day's 00:00 UTC (any moment of a UTC day names that day). The
 * range runs from the shift start, 06:00 of the start date on the company's clock (04:00 UTC in South Africa), to
 * the midnight that ends the end date (22:00 UTC in South Africa, exclusive), the nights between included.
 */
import type { z } from 'zod';
import { SHIFT_START_HOUR } from './constants';
import { DEFAULT_TIME_ZONE, zonedEpoch } from './timeZone';
import { epochSecondsInput } from './validation/dates';

const DAY_SECONDS = 86_400;
const HOUR_SECONDS = 3_600;

export interface ShiftRangeRules {
  /** The longest range, from the start date's shift start to the end date's 22:00 (seconds); none when absent. */
  maxSeconds?: number;
  /** `endAfterToday` and `tooLong` only where those rules hold (attendance and tracking, not the CSV reports). */
  messages: { sameDates: string; startAfterEnd: string; endAfterToday?: string; tooLong?: string };
}

/** 00:00 UTC of the day holding `epochSeconds`. */
export const utcDay = (epochSeconds: number) => Math.floor(epochSeconds / DAY_SECONDS) * DAY_SECONDS;

/**
 * The range's times in epoch seconds, `from` included, `to` excluded: the company's 06:00 of the start date up to the
 * midnight ending the end date, on the company's clock (04:00 to 22:00 UTC in South Africa).
 */
export function shiftWindow(
  startDate: number,
  endDate: number,
  zone: string = DEFAULT_TIME_ZONE,
): { from: number; to: number } {
  return {
    from: zonedEpoch(startDate, SHIFT_START_HOUR * HOUR_SECONDS, zone),
    to: zonedEpoch(utcDay(endDate) + DAY_SECONDS, 0, zone),
  };
}

/**
 * The message of the first rule the range breaks (compared by UTC day), or undefined; `now` in epoch seconds. The
 * end-after-today and longest-range rules hold only where `rules` carries them.
 */
export function shiftRangeProblem(
  startDate: number,
  endDate: number,
  rules: ShiftRangeRules,
  now: number,
): string | undefined {
  const start = utcDay(startDate);
  const end = utcDay(endDate);
  if (start === end) return rules.messages.sameDates;
  if (start > end) return rules.messages.startAfterEnd;
  if (rules.messages.endAfterToday && end > utcDay(now)) return rules.messages.endAfterToday;
  const { from, to } = shiftWindow(startDate, endDate);
  if (rules.maxSeconds !== undefined && to - from > rules.maxSeconds) return rules.messages.tooLong;
  return undefined;
}

const day = (field: string) =>
  epochSecondsInput(field).describe(`${field}: epoch seconds of the day's 00:00 UTC (any moment of that UTC day)`);
/** The start and end date fields of a request body. */
export const shiftRangeFields = { startDate: day('startDate'), endDate: day('endDate') };

/** Refuses a range that breaks a rule, with that rule's message (checked against the server's clock). */
export const checkShiftRange =
  (rules: ShiftRangeRules) => (range: { startDate: number; endDate: number }, ctx: z.RefinementCtx) => {
    const problem = shiftRangeProblem(range.startDate, range.endDate, rules, Math.floor(Date.now() / 1000));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
