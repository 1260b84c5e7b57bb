import type { AlertDayWindow } from './types';

/** The alert day starts at 06:00 local time (spec part 1 §4, §9). */
export const ALERT_DAY_START_HOUR = 6;

/** 06:00 local to 06:00 the next day; before 06:00, the previous day's window. Epoch seconds. */
export function alertDayWindow(now: Date = new Date()): AlertDayWindow {
  const start = new Date(now);
  start.setHours(ALERT_DAY_START_HOUR, 0, 0, 0);
  if (now < start) start.setDate(start.getDate() - 1);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { startDate: Math.floor(start.getTime() / 1000), endDate: Math.floor(end.getTime() / 1000) };
}

/** Milliseconds from `now` until the next alert day starts (the next 06:00 local). */
export function untilNextAlertDay(now: Date = new Date()): number {
  return alertDayWindow(now).endDate * 1000 - now.getTime();
}
