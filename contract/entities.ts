/** Entity shapes on the wire (spec part 1 §3, part 2 §3). Times are epoch seconds. */
import { z } from 'zod';
import { ROLES } from './constants';

export const company = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  contactPerson: z.string(),
  contactNumber: z.string(),
  contactEmail: z.string(),
});
export type Company = z.infer<typeof company>;

export const employee = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  surname: z.string(),
  contactNumber: z.string(),
  emailAddress: z.string(),
  companyId: z.number(),
  siteId: z.number().nullable(),
  siteName: z.string().nullable(),
  role: z.enum(ROLES),
});
export type Employee = z.infer<typeof employee>;

/** GET /api/v1/employee/me */
export const currentUser = employee.extend({ companyName: z.string() });
export type CurrentUser = z.infer<typeof currentUser>;

export const area = z.object({
  id: z.number(),
  name: z.string(),
  contactPerson: z.string(),
  contactEmail: z.string(),
  contactNumber: z.string(),
  shouldReceiveReports: z.boolean(),
  companyId: z.number(),
});
export type Area = z.infer<typeof area>;

export const message = z.object({ message: z.string() });
export const idAnswer = z.object({ id: z.number(), message: z.string() });
