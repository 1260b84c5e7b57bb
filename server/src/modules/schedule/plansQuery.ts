/**
 * The generated plans' query: react-admin's list parameters and, optionally, the period the plans start in,
 * [startDate, endDate) in epoch seconds (the console sends a chosen day, local midnight to midnight).
 */
import type { z } from 'zod';
import { MESSAGES } from '../../../../contract/messages';
import { epochSecondsInput } from '../../../../contract/validation/dates';
import { listQuery } from '../../http/list';

export const plansQuery = listQuery
  .extend({
    startDate: epochSecondsInput('startDate', { coerce: true })
      .optional()
      .describe('Only plans starting at or after this, epoch seconds'),
    endDate: epochSecondsInput('endDate', { coerce: true })
      .optional()
      .describe('Only plans starting before this, epoch seconds; later than startDate when both are given'),
  })
  .superRefine((query, ctx) => {
    if (query.startDate !== undefined && query.endDate !== undefined && query.endDate <= query.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: MESSAGES.schedule.plansEndNotAfterStart });
    }
  });

export type PlansQuery = z.infer<typeof plansQuery>;
