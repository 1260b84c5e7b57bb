/**
 * The company's time zone in the portal: every time is written on the company's clock (the one its guards and control
 * room read), whatever the phone's zone, and the months and days the portal picks are the company's. The zone comes
 * with the signed-in client (GET /api/v1/portal/me) and is named once on the page.
 */
import { createContext, useContext } from 'react';
import { SHIFT_START_HOUR } from '../../contract/constants';
import { DEFAULT_TIME_ZONE, wallDate } from '../../contract/timeZone';

export const ZoneContext = createContext<string>(DEFAULT_TIME_ZONE);
/** The company's zone, as the portal's page provides it. */
export const useZone = () => useContext(ZoneContext);

/** A moment as the phone's language writes it, on the company's clock. */
export const whenIn = (epochSeconds: number, zone: string, locale?: string) =>
  new Date(epochSeconds * 1000).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });

const month = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/**
 * YYYY-MM of the month begun and of the one before, on the company's clock: a month's sheet runs from 06:00 of its
 * first day (the reports' shift days), so before 06:00 on the 1st the month begun is still the last one.
 */
export function monthsIn(zone: string, nowSeconds = Date.now() / 1000) {
  const wall = wallDate(nowSeconds - SHIFT_START_HOUR * 3_600, zone);
  const before = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() - 1, 1));
  return { thisMonth: month(wall), lastMonth: month(before) };
}

/** Today's date on the company's clock, YYYY-MM-DD. */
export const todayIn = (zone: string, nowSeconds = Date.now() / 1000) =>
  wallDate(nowSeconds, zone).toISOString().slice(0, 10);

/** The time alone ('14:32') when the moment is today on the company's clock, else the date too. */
export const clockIn = (epochSeconds: number, zone: string, nowSeconds = Date.now() / 1000, locale?: string) =>
  todayIn(zone, epochSeconds) === todayIn(zone, nowSeconds)
    ? new Date(epochSeconds * 1000).toLocaleTimeString(locale, { timeStyle: 'short', timeZone: zone })
    : whenIn(epochSeconds, zone, locale);
