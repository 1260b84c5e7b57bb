/**
 * The audit log (GET /api/v1/audit and /audit/csv): every change the audit trail recorded of a company's management
 * rows, with who made it, what it changed and how, field by field; paged and sorted on the server with react-admin's
 * sort/range parameters (Content-Range answers the total). Secrets are never shown.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';
import { epochSecondsInput } from './validation/dates';

/** The audited tables and their names in the API, in the order the console offers them. */
export const AUDIT_ENTITIES = {
  company: 'companies',
  employee: 'employees',
  area: 'areas',
  site: 'sites',
  siteContact: 'site_contacts',
  device: 'devices',
  routeTag: 'route_tags',
  route: 'routes',
  tagToRoute: 'tag_to_routes',
  schedule: 'schedules',
  alertResponse: 'alert_responses',
  tagEnrollment: 'tag_enrollments',
  /** Not a table the operators edit: the patrol engine records here a verdict it revised (patrols/revise.ts). */
  patrol: 'route_takens',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export const AUDIT_ENTITY_NAMES = Object.keys(AUDIT_ENTITIES) as AuditEntity[];
const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** The most changes one CSV holds; a longer list asks for narrower filters. */
export const AUDIT_CSV_MAX_ROWS = 50_000;
/** A field whose name says so is a secret: its value is never shown (a password change reads 'password: changed'). */
export const AUDIT_SECRET_FIELD = /password|hash|secret|token|recovery/i;

const id = z.coerce.number().int().positive();

/** The filters, shared by the page and the CSV. */
export const auditFilters = {
  companyId: id.optional().describe('A sys-admin names the company; an admin acts in their own'),
  entity: z.enum(AUDIT_ENTITY_NAMES).optional().describe('One kind of record; every kind when left out'),
  entityId: id.optional().describe('One record of that kind (with entity)'),
  employeeId: id.optional().describe('Changes made by this employee only'),
  startDate: epochSecondsInput('startDate', { coerce: true }).optional().describe('Epoch seconds: from (included)'),
  endDate: epochSecondsInput('endDate', { coerce: true }).optional().describe('Epoch seconds: until (excluded)'),
};
export const auditCsvQuery = z.object(auditFilters);
export type AuditFilters = z.infer<typeof auditCsvQuery>;

const value = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.unknown()),
  z.record(z.string(), z.unknown()),
]);

const auditChange = z.object({
  field: z.string().describe("The field's name in the API (camelCase)"),
  before: value.describe('null for a record created'),
  after: value.describe('null for a record removed'),
  beforeName: z.string().nullable().describe('For a reference (siteId, areaId, routeId…): the name it pointed to'),
  afterName: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChange>;

export const auditRow = z.object({
  id: z.number(),
  at: z.number().describe('Epoch seconds: when the change was stored'),
  employeeId: z.number().nullable().describe('Who made it; null for the system (a job, the demo data)'),
  actorName: z.string().nullable().describe("'Name Surname' of who made it, as they were then"),
  actorRole: z.string().nullable(),
  entity: z.enum(AUDIT_ENTITY_NAMES),
  entityId: z.number().nullable(),
  entityName: z.string().nullable().describe("The record's name then (an employee's full name, a schedule's route)"),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.array(auditChange).describe('Field by field; secrets are never shown'),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditCsv = z.object({ auditCsv: z.string() });

/** A value as the log shows it: the name a reference points to, else the value itself; '—' for none. */
export function auditValue(value: AuditChange['before'], name: string | null): string {
  if (name) return name;
  if (value === null || value === '') return MESSAGES.audit.empty;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A field as people read it, on the page and in the CSV: 'alertSentAt' → 'Alert sent at', 'respondedToGuid' →
 * 'Responded to GUID'; a reference shown by its name drops its 'Id' ('siteId' → 'Site').
 */
export function auditFieldLabel(change: Pick<AuditChange, 'field' | 'beforeName' | 'afterName'>): string {
  const named = change.beforeName !== null || change.afterName !== null;
  const field = named ? change.field.replace(/Id$/, '') : change.field;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bguid\b/g, 'GUID')
    .replace(/\bid\b/g, 'ID')
    .replace(/\bsms\b/g, 'SMS');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ALERT_TYPES = MESSAGES.alertHistory.types as Record<string, string>;

/** The record's name as people read it: an answer is named by the alert's type ('Battery Low', not 'deviceBatteryLow'). */
export function auditRecordName(row: Pick<AuditRow, 'entity' | 'entityName'>): string | null {
  if (row.entity === 'alertResponse' && row.entityName) return ALERT_TYPES[row.entityName] ?? row.entityName;
  return row.entityName;
}
