/**
 * The lists and limits of incident reports, without zod: the handset app ships them (contract/incidents.ts holds the
 * schemas and re-exports these).
 */

/** The categories a guard chooses from (a company's list; these are every company's until it has its own). */
export const INCIDENT_CATEGORIES = [
  'Suspicious person or vehicle',
  'Break-in or damage',
  'Fire or hazard',
  'Medical',
  'Maintenance',
  'Other',
] as const;
export const INCIDENT_SEVERITIES = ['low', 'medium', 'high'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
export const INCIDENT_STATUSES = ['new', 'approved'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
/** The most photos one incident carries. */
export const INCIDENT_PHOTOS_MAX = 5;
/** The longest incident text and internal note (after trimming). */
export const INCIDENT_TEXT_MAX = 4000;
export const INCIDENT_NOTE_MAX = 4000;
export const INCIDENT_CATEGORY_MAX = 100;
