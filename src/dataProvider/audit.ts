import type { AuditEntity } from '../../contract/audit';
import { session } from '../authProvider/session';
import { getJson } from './httpClient';

const DAY = 86_400;
/** South Africa is UTC+2 all year: a picked day starts at 22:00 UTC of the day before. */
const SAST_OFFSET = 2 * 3_600;

/** The audit log's filters as the page holds them: days are 'YYYY-MM-DD' in South African time, both included. */
export interface AuditListFilter {
  entity?: AuditEntity;
  entityId?: number | string;
  employeeId?: number | string;
  from?: string;
  until?: string;
  q?: string;
}

const dayStart = (day: unknown): number | undefined => {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const millis = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(millis) ? millis / 1000 - SAST_OFFSET : undefined;
};

/** GET audit's query: the selected company and the filters the server reads (the period in epoch seconds). */
export function auditQuery(companyId: number, filter: Record<string, unknown>): string {
  const until = dayStart(filter.until);
  const values: Record<string, unknown> = {
    companyId,
    entity: filter.entity,
    entityId: filter.entity ? filter.entityId : undefined,
    employeeId: filter.employeeId,
    startDate: dayStart(filter.from),
    endDate: until === undefined ? undefined : until + DAY,
  };
  return new URLSearchParams(
    Object.entries(values).flatMap(([name, value]) =>
      value === undefined || value === null || value === '' ? [] : [[name, String(value)]],
    ),
  ).toString();
}

/** The audit log's CSV: the filters of the list shown, every page. */
export const auditMethods = {
  auditCsv: (filter: AuditListFilter) =>
    getJson<{ auditCsv: string }>(`audit/csv?${auditQuery(session.companyId() ?? 0, { ...filter })}`),
};
