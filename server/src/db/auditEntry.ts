/**
 * A change the server itself made to a record no person edited (a patrol's verdict revised by scans that arrived
 * late): written to the audit log beside the triggers' lines (migration 0001), as a change by the system.
 */
import type { Tx } from './client';
import { auditLog } from './schema';

export interface AuditEntry {
  companyId: number;
  /** The table, as the triggers name it. */
  entity: string;
  entityId: number;
  entityName: string | null;
  changes: Record<string, unknown>;
}

export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, action: 'update' });
}
