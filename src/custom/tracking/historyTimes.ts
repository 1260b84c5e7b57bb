/**
 * The optional From and To times that narrow the tracking range ('what did the guard do between 01:00 and
 * 03:00'): each a date and time on the company's clock as a datetime-local input holds it ('YYYY-MM-DDTHH:mm', ''
 * when not set), sent as epoch seconds. The rules and messages are the contract's, so the console refuses what the
 * server would.
 */
import { shiftWindow } from '../../../contract/shiftRange';
import { epochOfWall, wallText } from '../../../contract/timeZone';
import { historyTimesProblem } from '../../../contract/tracking';
import { companyZone } from '../../common/dateTime';

export interface TimeRange {
  from: string;
  to: string;
}

export const NO_TIMES: TimeRange = { from: '', to: '' };

/** The epoch seconds the From and To ask for (absent when not set), or the message of the rule they break. */
export type CheckedTimes = { fromTime?: number; toTime?: number } | { problem: string };

/** 'YYYY-MM-DDTHH:mm' of an instant on the company's clock. */
export const localText = (epochSeconds: number): string => wallText(epochSeconds, companyZone()).slice(0, 16);

/** Epoch seconds of a 'YYYY-MM-DDTHH:mm' on the company's clock, or undefined when it is empty or no time. */
const epochOf = (text: string): number | undefined => epochOfWall(text, companyZone());

/** The first and last minute the fields offer for the dates: 06:00 of the start date to 23:59 of the end. */
export function timeBounds(startDate: number, endDate: number): { min: string; max: string } {
  const { from, to } = shiftWindow(startDate, endDate, companyZone());
  return { min: localText(from), max: localText(to - 60) };
}

/** Checks the times against the dates (epoch days the rules allowed). */
export function checkTimes(times: TimeRange, dates: { startDate: number; endDate: number }): CheckedTimes {
  const fromTime = epochOf(times.from);
  const toTime = epochOf(times.to);
  const problem = historyTimesProblem({ ...dates, fromTime, toTime }, companyZone());
  if (problem) return { problem };
  return {
    ...(fromTime === undefined ? {} : { fromTime }),
    ...(toTime === undefined ? {} : { toTime }),
  };
}
