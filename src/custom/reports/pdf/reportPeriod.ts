/**
 * The period of a PDF report (spec part 1 §4 'Reports'): a daily period is one shift day, 06:00 to 06:00 on the
 * company's clock; a monthly one runs from the 1st of a month to the 1st of the next (06:00 each). A period is kept as its
 * days, epoch seconds of 00:00 UTC, as the report calls send them.
 */
import { shiftDateAt } from '../../../../contract/reports';
import { companyZone } from '../../../common/dateTime';
import type { ReportDays } from '../../../dataProvider/reports';

export type PeriodKind = 'daily' | 'monthly';

export interface ReportPeriod extends ReportDays {
  kind: PeriodKind;
}

const DAY_SECONDS = 86_400;
const nowSeconds = () => Date.now() / 1000;

/** 00:00 UTC of the date of the shift day running at `now` (a shift day starts at the company's 06:00). */
const runningShiftDay = (now: number) => shiftDateAt(now, companyZone());

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
