/**
 * Tag enrollment (spec part 2 §2, §3, §4): a tag a handset read on site and asked to add, waiting for the
 * control room to accept (the site gets the tag) or decline it. Times are epoch seconds.
 */
import { z } from 'zod';

export const ENROLLMENT_STATUSES = ['Pending', 'Accepted', 'Declined'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** A RouteTagEnrollment as GET /routeTag/TagEnrollment/GetEnrollingTags lists it, and Accept/Decline answer it. */
export const routeTagEnrollment = z.object({
  id: z.number().int(),
  name: z.string().describe('The name the guard gave the tag'),
  serialNumber: z.string(),
  siteId: z.number().int(),
  siteName: z.string(),
  status: z.enum(ENROLLMENT_STATUSES),
  createdAt: z.number().int().describe('When the handset read the tag (epoch seconds)'),
  decidedBy: z.string().nullable().describe('Name and surname of who accepted or declined it'),
  decidedAt: z.number().int().nullable().describe('When it was accepted or declined (epoch seconds)'),
  deviceName: z.string().nullable().describe('The handset that asked'),
  guardName: z.string().nullable().describe('Name and surname of the guard signed in on it'),
  nameTaken: z.boolean().describe('Waiting, with a name a tag of its site already has'),
});
export type RouteTagEnrollment = z.infer<typeof routeTagEnrollment>;

/** The list's own filter keys, beside `q` (react-admin's `filter` parameter). */
export const enrollmentFilter = z.object({
  siteId: z.coerce.number().int().positive().nullish(),
  status: z.enum(ENROLLMENT_STATUSES).nullish(),
});
