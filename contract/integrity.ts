/**
 * The patrol record's integrity (GET /api/v1/integrity): whether the stored events of a site and period are the ones
 * stored, unchanged and none missing between them, checked against their hash chain (one per company and device).
 */
import { z } from 'zod';
import { fill, MESSAGES } from './messages';
import { epochSecondsInput } from './validation/dates';

const M = MESSAGES.integrity;
const DAY_SECONDS = 86_400;
/** The longest period one check covers: a year. */
const INTEGRITY_MAX_DAYS = 366;

export const integrityQuery = z
  .strictObject({
    companyId: z.coerce.number().int().positive().optional().describe('A sys-admin names the company'),
    siteId: z.coerce.number().int().positive().describe("One of the company's sites"),
    startDate: epochSecondsInput('startDate', { coerce: true }).describe('Epoch seconds: the period start (included)'),
    endDate: epochSecondsInput('endDate', { coerce: true }).describe('Epoch seconds: the period end (excluded)'),
  })
  .superRefine((range, ctx) => {
    if (range.endDate <= range.startDate) ctx.addIssue({ code: 'custom', message: M.endNotAfterStart });
    else if (range.endDate - range.startDate > INTEGRITY_MAX_DAYS * DAY_SECONDS) {
      ctx.addIssue({ code: 'custom', message: fill(M.periodTooLong, { days: INTEGRITY_MAX_DAYS }) });
    }
  });

/** Why an event breaks the record: its content is not what was hashed, or the event before it is gone or changed. */
const BREAKS = ['changed', 'linkBroken'] as const;
export type Break = (typeof BREAKS)[number];

export const integrityResult = z.object({
  checked: z.number().describe("The site's events of the period checked against their chain"),
  intact: z.boolean().describe('Every one as stored, and none missing between them'),
  clockOff: z
    .number()
    .describe(
      "Of those, the events whose handset clock was off by more than the handset API's tolerance: stored at the time " +
        'they arrived, marked with the time the handset claimed (payload.deviceClock)',
    ),
  firstBroken: z
    .object({
      id: z.number(),
      eventGuid: z.string(),
      type: z.string(),
      sentAt: z.number().describe('Epoch seconds'),
      reason: z.enum(BREAKS).describe('changed: its content; linkBroken: the event before it in its chain'),
    })
    .nullable()
    .describe('The earliest event (by sent time) where the record breaks; null when intact'),
});
export type IntegrityResult = z.infer<typeof integrityResult>;
