/**
 * Writes run in a transaction that names the acting employee and company, so the audit trigger
 * (migration 0001) records who changed what. Every upsert and remove goes through here.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

export interface Actor {
  employeeId: number;
  companyId: number;
  role: string;
}

export function withActor<T>(db: Db, actor: Actor | null, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (actor) {
      await tx.execute(
        sql`select set_config('app.employee_id', ${String(actor.employeeId)}, true), set_config('app.company_id', ${String(actor.companyId)}, true)`,
      );
    }
    return work(tx);
  });
}
