/** The audit log's CSV: the filtered list, newest first, one row per change, in South African time. */
import { AUDIT_CSV_MAX_ROWS, type AuditChange, type AuditFilters } from '../../../../contract/audit';
import { fill, MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { time } from '../reports/csv/cells';
import { csvText } from '../reports/csv/csvText';
import { auditAll } from './service';

const M = MESSAGES.audit;
const ROLES = MESSAGES.report.csv.roles as Record<string, string>;

const shown = (value: AuditChange['before'], name: string | null) =>
  name ?? (value === null ? M.empty : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A change's fields in one cell: 'siteId: Sandton Office → Rosebank Mall; surname: …'. */
const changesText = (changes: AuditChange[]) =>
  changes
    .map((change) =>
      fill(M.change, {
        field: change.field,
        before: shown(change.before, change.beforeName),
        after: shown(change.after, change.afterName),
      }),
    )
    .join('; ');

export async function auditCsv(db: Db, companyId: number, filters: AuditFilters) {
  const { count, rows } = await auditAll(db, companyId, filters, AUDIT_CSV_MAX_ROWS);
  if (count > AUDIT_CSV_MAX_ROWS) throw badRequest(fill(M.csvTooLarge, { count, max: AUDIT_CSV_MAX_ROWS }));
  const csv = csvText(
    M.columns,
    rows.map((row) => ({
      at: time(row.at),
      who: row.actorName ?? M.system,
      role: row.actorRole === null ? null : (ROLES[row.actorRole] ?? row.actorRole),
      action: M.actions[row.action],
      entity: M.entities[row.entity],
      name: row.entityName,
      entityId: row.entityId,
      changes: changesText(row.changes),
    })),
  );
  return { auditCsv: csv };
}
