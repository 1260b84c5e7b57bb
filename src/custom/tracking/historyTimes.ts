/**
 * The optional From and To times that narrow the tracking range ('what did the guard do between 01:00 and
 * 03:00'): each a local date and time as a datetime-local input holds it ('YYYY-MM-DDTHH:mm', '' when not
 * set), sent as epoch seconds. The rules and messages are the contract's, so the console refuses what the
 * server would.
 */
import { shiftWindow } from '../../../contract/shiftRange';
import { historyTimesProblem } from '../../../contract/tracking';

export interface TimeRange {
  from: string;
  to: string;
}

export const NO_TIMES: TimeRange = { from: '', to: '' };

/** The epoch seconds the From and To ask for (absent when not set), or the message of the rule they break. */
export type CheckedTimes = { fromTime?: number; toTime?: number } | { problem: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' of an instant in the browser's time zone. */
export function localText(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Epoch seconds of a 'YYYY-MM-DDTHH:mm' local time, or undefined when it is empty or no time. */
function epochOf(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return undefined;
  const millis = Date.parse(text);
  return Number.isFinite(millis) ? millis / 1000 : undefined;
}

/** The first and last minute the fields offer for the dates: 04:00 UTC of the start date to 21:59 UTC of the end. */
export function timeBounds(startDate: number, endDate: number): { min: string; max: string } {
  const { from, to } = shiftWindow(startDate, endDate);
  return { min: localText(from), max: localText(to - 60) };
}

/** Checks the times against the dates (epoch days the rules allowed). */
export function checkTimes(times: TimeRange, dates: { startDate: number; endDate: number }): CheckedTimes {
  const fromTime = epochOf(times.from);
  const toTime = epochOf(times.to);
  const problem = historyTimesProblem({ ...dates, fromTime, toTime });
  if (problem) return { problem };
  return {
    ...(fromTime === undefined ? {} : { fromTime }),
    ...(toTime === undefined ? {} : { toTime }),
  };
}
