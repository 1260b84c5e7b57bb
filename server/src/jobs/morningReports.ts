/**
 * Every morning's reports: once the shift day (06:00 to 06:00 on the company's clock, 04:00 UTC in South Africa)
 * has ended and its patrols have been closed (from 06:30), the previous day's report of every site and area that has recipients, made exactly once
 * (see reports/generate.ts). After a pause (a restart, an outage) it catches up on the days since the last
 * morning report, at most 7; a database that has never had one starts with the previous day.
 */
import type { FastifyBaseLogger } from 'fastify';
import { SHIFT_START_HOUR } from '../../../contract/constants';
import { DEFAULT_TIME_ZONE, zonedDay, zonedEpoch } from '../../../contract/timeZone';
import { morningReport, type ReportContext } from '../modules/reports/generate';
import { morningTargets } from '../modules/reports/recipients';
import { lastMorningDay, morningKey, morningReportsSince } from '../modules/reports/store';
import { companyTimeZone, epochSeconds } from '../time';
import { intervalJob } from './intervalJob';

const DAY_SECONDS = 86_400;
/** Minutes after the shift day's end before its report is made: the patrols of its last plans are closed by then. */
export const MORNING_REPORT_DELAY_MINUTES = 30;
/** The most shift days caught up after a pause. */
export const MORNING_CATCH_UP_DAYS = 7;

/**
 * The starts (epoch seconds: 06:00 on the clock of `zone`, 04:00 UTC in South Africa) of the shift days due at `now`,
 * oldest first; `lastDone` is the start of the last morning report's day (of any company: its date counts).
 */
export function dueDays(now: number, lastDone: number | null, zone: string = DEFAULT_TIME_ZONE): number[] {
  const shift = SHIFT_START_HOUR * 3_600;
  let endDate = zonedDay(now, zone);
  if (now < zonedEpoch(endDate, shift, zone) + MORNING_REPORT_DELAY_MINUTES * 60) endDate -= DAY_SECONDS;
  const latest = endDate - DAY_SECONDS;
  const earliest = latest - (MORNING_CATCH_UP_DAYS - 1) * DAY_SECONDS;
  const first = lastDone === null ? latest : Math.min(Math.max(zonedDay(lastDone, zone), earliest), latest);
  const days: number[] = [];
  for (let date = first; date <= latest; date += DAY_SECONDS) days.push(zonedEpoch(date, shift, zone));
  return days;
}

/** Makes the reports due at `now` that no instance has made; answers how many this run made. */
export async function morningReportsOnce(
  ctx: ReportContext,
  log: FastifyBaseLogger,
  now = new Date(),
  stopping = () => false,
) {
  const lastDone = await lastMorningDay(ctx.db);
  const targets = await morningTargets(ctx.db);
  // Each company's shift days are on its own clock: the days due, per time zone.
  const zones = new Map<number, string>();
  for (const { companyId } of targets) {
    if (!zones.has(companyId)) zones.set(companyId, await companyTimeZone(ctx.db, companyId));
  }
  const daysOf = (zone: string) => dueDays(epochSeconds(now), lastDone, zone);
  const starts = [DEFAULT_TIME_ZONE, ...zones.values()].map((zone) => daysOf(zone)[0]);
  const made = await morningReportsSince(ctx.db, Math.min(...starts));
  const dates = [...new Set(targets.map((target) => zones.get(target.companyId) as string))].flatMap((zone) =>
    daysOf(zone).map((day) => ({ zone, day, date: zonedDay(day, zone) })),
  );
  let count = 0;
  for (const { zone, day, date } of dates.sort((a, b) => a.date - b.date)) {
    for (const target of targets) {
      if (zones.get(target.companyId) !== zone) continue;
      if (stopping()) return count;
      if (made.has(morningKey(target.kind, target.id, day))) continue;
      const to = zonedEpoch(date + DAY_SECONDS, SHIFT_START_HOUR * 3_600, zone);
      try {
        if (await morningReport(ctx, target, { from: day, to })) count += 1;
      } catch (error) {
        log.error({ err: error, target, day }, 'morning report failed; the next run tries again');
      }
    }
  }
  if (count) log.info({ made: count }, 'morning reports made');
  return count;
}

/** Its stop waits for the report being made; the rest of the run is left to the next start. */
export function startMorningReports(ctx: ReportContext, log: FastifyBaseLogger, intervalMs: number) {
  return intervalJob((stopping) => morningReportsOnce(ctx, log, new Date(), stopping), {
    name: 'morningReports',
    intervalMs,
    atStart: true,
    onError: (error) => log.error({ err: error }, 'morning reports failed'),
  });
}
