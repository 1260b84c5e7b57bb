/**
 * How a schedule reads in a report line, in South African time as it was set up:
 * 'every 60 min, 08:00–17:00 and 20:00–05:00, Mon–Fri'; a removed schedule ends with '(removed)'.
 */
import { fill, MESSAGES } from '../../../../contract/messages';
import { WEEK as WEEKDAYS, weekdayName, windowText } from '../../../../contract/scheduleText';

const M = MESSAGES.dashboard;

export type ScheduleFacts = Record<(typeof WEEKDAYS)[number], boolean> & {
  repeatMinutes: number;
  startTimeDay: string | null;
  endTimeDay: string | null;
  startTimeNight: string | null;
  endTimeNight: string | null;
  removed: boolean;
};

/** Ticked days, Monday first; three or more in a row read as a range ('Mon–Fri'), all seven as 'every day'. */
export function daysText(ticked: readonly boolean[]): string {
  if (ticked.every(Boolean)) return M.scheduleEveryDay;
  const parts: string[] = [];
  for (let day = 0; day < 7; day++) {
    if (!ticked[day]) continue;
    let last = day;
    while (last + 1 < 7 && ticked[last + 1]) last++;
    if (last - day >= 2) parts.push(`${weekdayName(WEEKDAYS[day])}–${weekdayName(WEEKDAYS[last])}`);
    else for (let each = day; each <= last; each++) parts.push(weekdayName(WEEKDAYS[each]));
    day = last;
  }
  return parts.length ? parts.join(', ') : M.scheduleNoDays;
}

export function scheduleLabel(schedule: ScheduleFacts): string {
  const windows = [
    windowText(schedule.startTimeDay, schedule.endTimeDay),
    windowText(schedule.startTimeNight, schedule.endTimeNight),
  ].filter((text): text is string => text !== null);
  const label = [
    fill(M.scheduleEvery, { minutes: schedule.repeatMinutes }),
    windows.length ? windows.join(' and ') : M.scheduleNoWindow,
    daysText(WEEKDAYS.map((day) => schedule[day])),
  ].join(', ');
  return schedule.removed ? `${label} ${M.scheduleRemoved}` : label;
}
