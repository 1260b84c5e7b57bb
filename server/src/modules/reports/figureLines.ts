/**
 * The report's lines from plan outcomes (patrols/figures.ts). Percentages follow the dashboard's rule
 * (`percentage`: rounded to 2 decimals, 100 when nothing was expected):
 * - patrols: complete, incomplete and failed as shares of the closed (judged) plans; a plan still open is
 *   counted as planned and open, never as a miss. With nothing closed: 100% complete, 0% incomplete and failed.
 * - tags: scanned of expected over the closed plans.
 * - SLA: passed when the scanned percentage, as printed (rounded), is more than the company's threshold.
 */

import { SHIFT_START_HOUR } from '../../../../contract/constants';
import { passesSla, percentage } from '../../../../contract/dashboard';
import { reportDay } from '../../../../contract/reports';
import { zonedDay, zonedEpoch } from '../../../../contract/timeZone';
import type { Period } from '../../time';
import { groupOutcomes, type PlanOutcome, type PlanSums, sumOutcomes } from '../patrols/figures';
import type { AreaSiteLine, DayLine, PatrolLine, SlaVerdict, TagFigures } from './content';

const DAY_SECONDS = 86_400;

export function patrolLine(routeName: string, schedule: string, sums: PlanSums): PatrolLine {
  const share = (n: number) => (sums.judged ? percentage(n, sums.judged) : 0);
  return {
    routeName,
    schedule,
    planned: sums.planned,
    complete: sums.complete,
    incomplete: sums.incomplete,
    failed: sums.failed,
    open: sums.open,
    provisional: sums.provisional,
    completePercentage: percentage(sums.complete, sums.judged),
    incompletePercentage: share(sums.incomplete),
    failedPercentage: share(sums.failed),
  };
}

export function tagFigures(sums: PlanSums): TagFigures {
  return {
    expected: sums.expected,
    scanned: sums.scanned,
    late: sums.late,
    early: sums.early,
    scannedPercentage: percentage(sums.scanned, sums.expected),
  };
}

export function slaVerdict(tags: TagFigures, threshold: number): SlaVerdict {
  return { threshold, percentage: tags.scannedPercentage, passed: passesSla(tags.scannedPercentage, threshold) };
}

/** One line per schedule (with its route), by route name, then schedule; and the total. */
export function patrolLines(outcomes: readonly PlanOutcome[]): { lines: PatrolLine[]; total: PatrolLine } {
  const lines = [...groupOutcomes(outcomes, (plan) => plan.scheduleId).entries()]
    .map(([scheduleId, plans]) => ({ scheduleId, first: plans[0], sums: sumOutcomes(plans) }))
    .sort(
      (a, b) =>
        a.first.routeName.localeCompare(b.first.routeName, 'en') ||
        a.first.scheduleLabel.localeCompare(b.first.scheduleLabel, 'en') ||
        a.scheduleId - b.scheduleId,
    )
    .map(({ first, sums }) => patrolLine(first.routeName, first.scheduleLabel, sums));
  return { lines, total: patrolLine('', '', sumOutcomes(outcomes)) };
}

/**
 * A line per shift day (06:00 to 06:00 on the company's clock, `zone`) when the period is longer than one day; none
 * otherwise.
 */
export function dayLines(outcomes: readonly PlanOutcome[], period: Period, zone: string): DayLine[] {
  if (period.to - period.from <= DAY_SECONDS + 3_600) return [];
  const days: DayLine[] = [];
  const shift = SHIFT_START_HOUR * 3_600;
  for (let date = zonedDay(period.from, zone); zonedEpoch(date, shift, zone) < period.to; date += DAY_SECONDS) {
    const start = zonedEpoch(date, shift, zone);
    const end = Math.min(zonedEpoch(date + DAY_SECONDS, shift, zone), period.to);
    const sums = sumOutcomes(outcomes.filter((plan) => plan.startTime >= start && plan.startTime < end));
    days.push({
      day: reportDay(start, zone),
      planned: sums.planned,
      complete: sums.complete,
      tagsExpected: sums.expected,
      tagsScanned: sums.scanned,
      scannedPercentage: percentage(sums.scanned, sums.expected),
    });
  }
  return days;
}

/** Ranks sites by scanned percentage, best first; equal percentages by name, then id. */
export function rankSites(lines: readonly Omit<AreaSiteLine, 'rank'>[]): AreaSiteLine[] {
  return [...lines]
    .sort(
      (a, b) =>
        // A site with nothing expected has nothing to rank by: it comes after those judged.
        Number(b.tags.expected > 0) - Number(a.tags.expected > 0) ||
        b.tags.scannedPercentage - a.tags.scannedPercentage ||
        a.siteName.localeCompare(b.siteName, 'en') ||
        a.siteId - b.siteId,
    )
    .map((line, i) => ({ ...line, rank: i + 1 }));
}
