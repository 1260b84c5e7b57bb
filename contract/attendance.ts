/**
 * Attendance (spec part 2 §2 'Attendance', §3 EmployeeClockTimes, §7): who clocked in and out at a site over
 * a date range, each clock-in paired with its clock-out.
 */
import { z } from 'zod';
import { ROLES } from './constants';
import { MESSAGES } from './messages';
import { checkShiftRange, type ShiftRangeRules, shiftRangeFields } from './shiftRange';
import { id } from './validation/common';

/** At most 626,400,000 ms (spec §9); measured as tracking's is, it allows seven shift days too. */
export const ATTENDANCE_RANGE: ShiftRangeRules = { maxSeconds: 626_400, messages: MESSAGES.attendance };
/** A clock-out pairs with a clock-in at most this long before it (16 hours). */
export const SHIFT_PAIRING_SECONDS = 16 * 3_600;

/** A clock more than this beyond the site's boundary is outside the site (a phone's position errs by tens of metres). */
export const ATTENDANCE_MARGIN_METRES = 50;
/** A clock sent without a position takes the device's last location of this many seconds before it. */
export const ATTENDANCE_POSITION_SECONDS = 300;
export const CLOCK_PLACE = { noPosition: 'no position', outside: 'outside the site by {metres} m' } as const;

/**
 * Where a clock was, as Attendance, its CSV and the PDF report say it: metres beyond the site's boundary
 * (null: no position); empty inside the site or within the margin.
 */
export function clockPlace(outsideMetres: number | null): string {
  if (outsideMetres === null) return CLOCK_PLACE.noPosition;
  return outsideMetres > ATTENDANCE_MARGIN_METRES ? CLOCK_PLACE.outside.replace('{metres}', String(outsideMetres)) : '';
}

/** POST /api/v1/attendance/retrievedatabysiteid */
export const clockTimesRequest = z
  .strictObject({ siteId: id.describe('The site whose clock-ins and clock-outs to list'), ...shiftRangeFields })
  .superRefine(checkShiftRange(ATTENDANCE_RANGE));
export type ClockTimesRequest = z.infer<typeof clockTimesRequest>;

/** POST /api/v1/attendance/retrievedatabycompany: every site of the company, with the same date range rules. */
export const companyClockTimesRequest = z
  .strictObject({
    companyId: id.optional().describe("The company whose sites to list (a sys-admin's choice; others: their own)"),
    ...shiftRangeFields,
  })
  .superRefine(checkShiftRange(ATTENDANCE_RANGE));
export type CompanyClockTimesRequest = z.infer<typeof companyClockTimesRequest>;

export const employeeClockTimes = z.object({
  id: z.number().describe("The clock-in's id (the clock-out's when it has no clock-in)"),
  employeeName: z.string(),
  employeeSurname: z.string(),
  siteName: z.string(),
  userRole: z.enum(ROLES).describe("The employee's role; 'default' is a security guard"),
  clockInTimeEpoch: z.number().nullable().describe('Epoch seconds; null for a clock-out with no clock-in before it'),
  clockOutTimeEpoch: z.number().nullable().describe('Epoch seconds; null when no clock-out was found'),
  clockInImageUrl: z.string().optional().describe('The clock-in photo (/files/…), when one was taken'),
  clockInOutsideMetres: z
    .number()
    .nullable()
    .optional()
    .describe("Metres beyond the site's boundary at the clock-in (0 inside); null when it had no position"),
  clockOutOutsideMetres: z
    .number()
    .nullable()
    .optional()
    .describe("Metres beyond the site's boundary at the clock-out (0 inside); null when it had no position"),
});
export type EmployeeClockTimes = z.infer<typeof employeeClockTimes>;
