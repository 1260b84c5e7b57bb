/**
 * Every morning's reports: once the shift day (04:00 to 04:00 UTC) has ended and its patrols have been closed
 * (from 04:30 UTC), the previous day's report of every site and area that has recipients, made exactly once
 * (see reports/generate.ts). After a pause (a restart, an outage) it catches up on the days since the last
 * morning report, at most 7; a database that has never had one starts with the previous day.
 */
import type { FastifyBaseLogger } from 'fastify';
import { REPORT_SHIFT_START_HOUR_UTC } from '../../../contract/reports';
import { utcDay } from '../../../contract/shiftRange';
import { morningReport, type ReportContext } from '../modules/reports/generate';
import { morningTargets } from '../modules/reports/recipients';
import { lastMorningDay, morningKey, morningReportsSince } from '../modules/reports/store';
import { epochSeconds } from '../time';
import { intervalJob } from './intervalJob';

const DAY_SECONDS = 86_400;
/** Minutes after the shift day's end before its report is made: the patrols of its last plans are closed by then. */
export const MORNING_REPORT_DELAY_MINUTES = 30;
/** The most shift days caught up after a pause. */
export const MORNING_CATCH_UP_DAYS = 7;

/** The starts (epoch seconds, 04:00 UTC) of the shift days due at `now`, oldest first. */
export function dueDays(now: number, lastDone: number | null): number[] {
  const shift = REPORT_SHIFT_START_HOUR_UTC * 3_600;
  let end = utcDay(now) + shift;
  if (now < end + MORNING_REPORT_DELAY_MINUTES * 60) end -= DAY_SECONDS;
  const latest = end - DAY_SECONDS;
  const earliest = latest - (MORNING_CATCH_UP_DAYS - 1) * DAY_SECONDS;
  const first = lastDone === null ? latest : Math.min(Math.max(lastDone, earliest), latest);
  const days: number[] = [];
  for (let day = first; day <= latest; day += DAY_SECONDS) days.push(day);
  return days;
}

/** Makes the reports due at `now` that no instance has made; answers how many this run made. */
export async function morningReportsOnce(
  ctx: ReportContext,
  log: FastifyBaseLogger,
  now = new Date(),
  stopping = () => false,
) {
  const days = dueDays(epochSeconds(now), await lastMorningDay(ctx.db));
  const [targets, made] = await Promise.all([morningTargets(ctx.db), morningReportsSince(ctx.db, days[0])]);
  let count = 0;
  for (const day of days) {
    for (const target of targets) {
      if (stopping()) return count;
      if (made.has(morningKey(target.kind, target.id, day))) continue;
      try {
        if (await morningReport(ctx, target, { from: day, to: day + DAY_SECONDS })) count += 1;
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
