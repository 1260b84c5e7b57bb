/**
 * Incident reports (issue 34): a guard files what he finds on site (a broken fence, a suspicious car, a fire door
 * open) from the handset, with a category of the company's list, a severity, a text, up to INCIDENT_PHOTOS_MAX photos
 * and where and when. The control room reads it, adds internal notes, may correct the text (the guard's original is
 * kept) and approves it for the client (new → approved). Times are epoch seconds.
 */
import { z } from 'zod';
import {
  INCIDENT_CATEGORY_MAX,
  INCIDENT_NOTE_MAX,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TEXT_MAX,
} from './incidentLists';
import { epochSecondsInput } from './validation/dates';

export {
  INCIDENT_CATEGORIES,
  INCIDENT_CATEGORY_MAX,
  INCIDENT_PHOTOS_MAX,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TEXT_MAX,
  type IncidentSeverity,
  type IncidentStatus,
} from './incidentLists';

const id = z.number().int();
const epoch = z.number().int();

/** An incident as GET /api/v1/incidents lists it and GET /api/v1/incidents/{id} answers it. */
export const incident = z
  .object({
    id,
    eventGuid: z.string().describe("The handset event's eventGuid"),
    companyId: id,
    siteId: id,
    siteName: z.string(),
    deviceId: id.nullable(),
    deviceName: z.string().nullable(),
    employeeId: id.nullable().describe('The guard signed in on the handset'),
    guardName: z.string().nullable().describe('Name and surname of that guard'),
    category: z.string(),
    severity: z.enum(INCIDENT_SEVERITIES),
    text: z.string().describe('The text as it stands (the control room may have corrected it)'),
    originalText: z.string().nullable().describe("The guard's own text when the control room changed it; else null"),
    note: z.string().describe('Internal notes of the control room; never shown to the client'),
    imageUrls: z.array(z.string()).describe('The photos, each served at its /files/… address'),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    sentAt: epoch.describe('When the guard filed it on the handset'),
    createdAt: epoch.describe('When the server stored it'),
    status: z.enum(INCIDENT_STATUSES),
    approvedBy: z.string().nullable().describe('Name and surname of who approved it for the client'),
    approvedAt: epoch.nullable(),
    alertGuid: z.string().nullable().describe('The red alert a high-severity incident raised'),
  })
  .meta({ title: 'Incident' });
export type Incident = z.infer<typeof incident>;

/** The query of GET /api/v1/incidents beside react-admin's sort/range/filter. */
export const incidentQuery = z.object({
  siteId: z.coerce.number().int().positive().optional().describe("Only this site's incidents"),
  startDate: epochSecondsInput('startDate', { coerce: true }).optional().describe('Epoch seconds: from (included)'),
  endDate: epochSecondsInput('endDate', { coerce: true }).optional().describe('Epoch seconds: until (excluded)'),
  status: z.enum(INCIDENT_STATUSES).optional(),
  companyId: z.coerce.number().int().positive().optional().describe('A sys-admin names the company'),
});

/** The list's own filter keys, beside `q` (react-admin's `filter` parameter). */
export const incidentFilter = z.object({
  siteId: z.coerce.number().int().positive().nullish(),
  status: z.enum(INCIDENT_STATUSES).nullish(),
  severity: z.enum(INCIDENT_SEVERITIES).nullish(),
  startDate: z.coerce.number().int().nullish(),
  endDate: z.coerce.number().int().nullish(),
});

/** POST /api/v1/incidents/{id}: what the control room may change; a field left out stays as it is. */
export const incidentUpdate = z.strictObject({
  text: z.string().trim().min(1).max(INCIDENT_TEXT_MAX).optional(),
  category: z.string().trim().min(1).max(INCIDENT_CATEGORY_MAX).optional(),
  severity: z.enum(INCIDENT_SEVERITIES).optional(),
  note: z.string().trim().max(INCIDENT_NOTE_MAX).optional().describe('Internal notes; the whole text, replaced'),
});
export type IncidentUpdate = z.infer<typeof incidentUpdate>;
