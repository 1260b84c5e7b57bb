/**
 * The period of a PDF report (spec part 1 §4 'Reports'): a daily period is one shift day, 04:00 UTC to 04:00 UTC;
 * a monthly one runs from the 1st of a month to the 1st of the next (04:00 UTC each). A period is kept as its
 * days, epoch seconds of 00:00 UTC, as the report calls send them.
 */
import { REPORT_SHIFT_START_HOUR_UTC } from '../../../../contract/reports';
import { utcDay } from '../../../../contract/shiftRange';
import type { ReportDays } from '../../../dataProvider/reports';

export type PeriodKind = 'daily' | 'monthly';

export interface ReportPeriod extends ReportDays {
  kind: PeriodKind;
}

const DAY_SECONDS = 86_400;
const SHIFT_START_SECONDS = REPORT_SHIFT_START_HOUR_UTC * 3_600;
const nowSeconds = () => Date.now() / 1000;

/** 00:00 UTC of the shift day running at `now` (a shift day starts at 04:00 UTC). */
const runningShiftDay = (now: number) => utcDay(now - SHIFT_START_SECONDS);

/** The month holding `day` moved by `months`, as a period. */
function month(day: number, months = 0): ReportPeriod {
  const date = new Date(day * 1000);
  const year = date.getUTCFullYear();
  const index = date.getUTCMonth() + months;
  return { kind: 'monthly', startDate: Date.UTC(year, index, 1) / 1000, endDate: Date.UTC(year, index + 1, 1) / 1000 };
}

/** Where Reset goes: yesterday's shift day (the latest that has ended), or the month of the running shift day. */
export function currentPeriod(kind: PeriodKind, now = nowSeconds()): ReportPeriod {
  const running = runningShiftDay(now);
  return kind === 'daily' ? { kind, startDate: running - DAY_SECONDS, endDate: running } : month(running);
}

/** The period before (-1) or after (+1): one day, or one month. */
export function movePeriod(period: ReportPeriod, step: -1 | 1): ReportPeriod {
  if (period.kind === 'monthly') return month(period.startDate, step);
  const shift = step * DAY_SECONDS;
  return { kind: 'daily', startDate: period.startDate + shift, endDate: period.endDate + shift };
}

/** Whether Next is barred: the period ends today or later (it is the current period, or after it). */
export const isLatestPeriod = (period: ReportPeriod, now = nowSeconds()): boolean =>
  period.endDate >= currentPeriod(period.kind, now).endDate;
