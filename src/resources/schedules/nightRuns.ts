import { WEEK, type Weekday } from '../../../contract/scheduleText';
import { windowSpan } from '../../../contract/validation';
import { hhmm } from './scheduleTime';

export type { Weekday };

export interface NightRuns {
  /** The South African days the night window starts on, one per ticked day, in week order. */
  days: Weekday[];
  /** South African times, HH:mm. */
  start: string;
  end: string;
  /** After midnight (on the day after the ticked one), from the evening until the next morning, or within the evening. */
  when: 'afterMidnight' | 'untilMorning' | 'evening';
}

const DAY = 24 * 60;
const utc = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Where the night window of the ticked days runs (the contract's rule: a ticked day's night begins on its evening, so
 * a window starting after midnight runs the next calendar day). Form values, times in UTC; null when the window is
 * off, breaks a rule or no day is ticked.
 */
export function nightRuns(values: Record<string, unknown>): NightRuns | null {
  if (!values.nightEnabled) return null;
  const span = windowSpan('night', utc(values.startTimeNight), utc(values.endTimeNight));
  const ticked = WEEK.filter((day) => values[day]);
  if (!span || !ticked.length) return null;
  const nextDay = span.from >= DAY;
  return {
    days: ticked.map((day) => WEEK[(WEEK.indexOf(day) + (nextDay ? 1 : 0)) % WEEK.length]),
    start: hhmm(span.from % DAY),
    end: hhmm(span.to % DAY),
    when: nextDay ? 'afterMidnight' : span.to > DAY ? 'untilMorning' : 'evening',
  };
}
