/** Writes to employees that other modules ask for: a company's first admin, a new password, ended sessions. */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { employees } from '../../db/schema';

/** Creates an employee; answers its id. */
export async function createEmployee(tx: Tx, values: typeof employees.$inferInsert): Promise<number> {
  const [employee] = await tx.insert(employees).values(values).returning({ id: employees.id });
  return employee.id;
}

/** Sets the employee's password (already hashed). */
export async function setPasswordHash(tx: Tx, employeeId: number, passwordHash: string): Promise<void> {
  await tx.update(employees).set({ passwordHash }).where(eq(employees.id, employeeId));
}

/**
 * Ends every session of an employee: tokens made before stop working at once (the auth plugin compares
 * the token's version). The caller drops the employee's sockets once the transaction is committed.
 */
export async function endSessions(db: Db | Tx, employeeId: number): Promise<void> {
  await db
    .update(employees)
    .set({ tokenVersion: sql`${employees.tokenVersion} + 1` })
    .where(eq(employees.id, employeeId));
}

/** Called after commit with an employee whose sessions were ended (to drop their open sockets). */
export type SessionsEnded = (employeeId: number) => void;
