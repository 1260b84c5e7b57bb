/** The audit log's CSV: the filtered list, newest first, one row per change, in the company's time zone. */
import {
  AUDIT_CSV_MAX_ROWS,
  type AuditChange,
  type AuditFilters,
  auditFieldLabel,
  auditRecordName,
  auditValue,
} from '../../../../contract/audit';
import { fill, MESSAGES } from '../../../../contract/messages';
import { timeIn } from '../../csv/cells';
import { csvText } from '../../csv/csvText';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { companyTimeZone } from '../../time';
import { auditAll } from './service';

const M = MESSAGES.audit;
const ROLES = MESSAGES.report.csv.roles as Record<string, string>;

/** A change's fields in one cell: 'Site: Sandton Office → Rosebank Mall; Surname: …'. */
const changesText = (changes: AuditChange[]) =>
  changes
    .map((change) =>
      fill(M.change, {
        field: auditFieldLabel(change),
        before: auditValue(change.before, change.beforeName),
        after: auditValue(change.after, change.afterName),
      }),
    )
    .join('; ');

export async function auditCsv(db: Db, companyId: number, filters: AuditFilters) {
  const { count, rows } = await auditAll(db, companyId, filters, AUDIT_CSV_MAX_ROWS);
  if (count > AUDIT_CSV_MAX_ROWS) throw badRequest(fill(M.csvTooLarge, { count, max: AUDIT_CSV_MAX_ROWS }));
  const time = timeIn(await companyTimeZone(db, companyId));
  const csv = csvText(
    M.columns,
    rows.map((row) => ({
      at: time(row.at),
      who: row.actorName ?? M.system,
      role: row.actorRole === null ? null : (ROLES[row.actorRole] ?? row.actorRole),
      action: M.actions[row.action],
      entity: M.entities[row.entity],
      name: auditRecordName(row),
      entityId: row.entityId,
      changes: changesText(row.changes),
    })),
  );
  return { auditCsv: csv };
}
