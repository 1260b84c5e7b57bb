import type { AuditEntity } from '../../contract/audit';
import { zonedEpoch } from '../../contract/timeZone';
import { session } from '../authProvider/session';
import { companyZone } from '../common/dateTime';
import { getJson } from './httpClient';

const DAY = 86_400;

/** The audit log's filters as the page holds them: days are 'YYYY-MM-DD' on the company's clock, both included. */
export interface AuditListFilter {
  entity?: AuditEntity;
  entityId?: number | string;
  employeeId?: number | string;
  from?: string;
  until?: string;
  q?: string;
}

/** The day after a 'YYYY-MM-DD'. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY * 1000).toISOString().slice(0, 10);

const dayStart = (day: unknown): number | undefined => {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const millis = Date.parse(`${day}T00:00:00Z`);
  // The company's midnight that starts the day (22:00 UTC of the day before in South Africa).
  return Number.isFinite(millis) ? zonedEpoch(millis / 1000, 0, companyZone()) : undefined;
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
    endDate: until === undefined ? undefined : dayStart(nextDay(String(filter.until))),
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
