/** Sign-in, the current user, and password reset by e-mailed single-use code. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_CODE_LIFETIME_SECONDS } from '../../../../contract/constants';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { employees, passwordResetCodes } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/errors';
import { enqueue } from '../../notify/outbox';
import { checkPassword, hashPassword } from './password';

const byEmail = (emailAddress: string) => eq(sql`lower(${employees.emailAddress})`, emailAddress.trim().toLowerCase());
const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** Wrong password and unknown address give the same answer. */
export async function checkCredentials(db: Db, emailAddress: string, password: string) {
  const [employee] = await db
    .select({ id: employees.id, role: employees.role, passwordHash: employees.passwordHash })
    .from(employees)
    .where(byEmail(emailAddress));
  const ok = await checkPassword(employee?.passwordHash, password);
  if (!employee || !ok) throw unauthorized(MESSAGES.auth.wrongCredentials);
  return employee;
}

/** Stores a single-use code and queues the e-mail; silent when the address is unknown. */
export async function requestReset(db: Db, emailAddress: string, publicUrl: string): Promise<void> {
  const [employee] = await db
    .select({
      id: employees.id,
      companyId: employees.companyId,
      emailAddress: employees.emailAddress,
      name: employees.name,
    })
    .from(employees)
    .where(byEmail(emailAddress));
  if (!employee) return;
  const code = randomBytes(24).toString('base64url');
  const link = `${publicUrl.replace(/\/$/, '')}/resetPassword/${code}`;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetCodes).values({
      codeHash: codeHash(code),
      employeeId: employee.id,
      expiresAt: new Date(Date.now() + RESET_CODE_LIFETIME_SECONDS * 1000),
    });
    await enqueue(tx, [
      {
        companyId: employee.companyId,
        channel: 'email',
        recipient: employee.emailAddress,
        subject: 'Reset your Patrol Console password',
        body: `Hello ${employee.name},\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
      },
    ]);
  });
}

/** Uses the code once and sets the new password. */
export async function resetWithCode(db: Db, code: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetCodes.codeHash, codeHash(code)),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, new Date()),
        ),
      )
      .returning({ employeeId: passwordResetCodes.employeeId });
    if (!used) throw badRequest(MESSAGES.auth.resetCodeInvalid);
    await tx.execute(sql`select set_config('app.employee_id', ${String(used.employeeId)}, true)`);
    await tx.update(employees).set({ passwordHash }).where(eq(employees.id, used.employeeId));
  });
}
