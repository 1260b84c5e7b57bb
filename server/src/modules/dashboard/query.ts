/**
 * The dashboard's query: startDate and endDate in epoch seconds, the period [startDate, endDate). The console sends
 * a shift day (04:00 UTC to 04:00 UTC); any period up to 31 days is taken, and an end not after the start is
 * refused with a message that says so.
 */
import { z } from 'zod';
import { dashboardQuery } from '../../../../contract/dashboard';
import { MESSAGES } from '../../../../contract/messages';

const M = MESSAGES.dashboard;
/** The longest period the dashboard answers: 31 days, a month of shift days. */
export const DASHBOARD_MAX_SECONDS = 31 * 86_400;

const checkPeriod = (query: { startDate: number; endDate: number }, ctx: z.RefinementCtx) => {
  if (query.endDate <= query.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endNotAfterStart });
  } else if (query.endDate - query.startDate > DASHBOARD_MAX_SECONDS) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.periodTooLong });
  }
};

const described = dashboardQuery.extend({
  startDate: dashboardQuery.shape.startDate.describe(
    "The period's start, epoch seconds, included (the console sends 04:00 UTC of the shift day)",
  ),
  endDate: dashboardQuery.shape.endDate.describe(
    "The period's end, epoch seconds, excluded: later than startDate and at most 31 days after it",
  ),
});

export const periodQuery = described.superRefine(checkPeriod);

/** The patrol endings the patrols call counts; `complete` unless asked otherwise. */
export const PATROL_STATUSES = ['complete', 'incomplete', 'failed'] as const;
export type PatrolStatusAsked = (typeof PATROL_STATUSES)[number];

export const patrolsQuery = described
  .extend({
    status: z
      .enum(PATROL_STATUSES)
      .default('complete')
      .describe('Which ending to count: complete (the default, the gauge), incomplete or failed'),
  })
  .superRefine(checkPeriod);

export const companyParams = z.object({
  companyId: z.coerce.number().int().positive().describe("The company's id (a sys-admin names any company)"),
});
