/** Sign-in, the current user, and password reset by e-mailed single-use code. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_CODE_LIFETIME_SECONDS, SIGN_IN_FAILURES } from '../../../../contract/constants';
import { fill, MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { employees, passwordResetCodes } from '../../db/schema';
import { badRequest, tooManyRequests, unauthorized } from '../../http/errors';
import { clearHits, countHit, currentHits } from '../../http/rateLimit';
import { enqueue } from '../../notify/outbox';
import { TEMPLATES } from '../../notify/templates';
import { endSessions, type SessionsEnded, setPasswordHash } from '../employee/store';
import { checkPassword, hashPassword } from './password';

/** How an e-mail address is looked up and counted: case and surrounding spaces do not matter. */
export const normalEmail = (emailAddress: string) => emailAddress.trim().toLowerCase();
const byEmail = (emailAddress: string) => eq(sql`lower(${employees.emailAddress})`, normalEmail(emailAddress));
const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');
/** Failed sign-ins are counted per address, known or not, so a lock-out reveals nothing about accounts. */
const failuresKey = (emailAddress: string) => `signIn|${normalEmail(emailAddress)}`;

/**
 * Wrong password and unknown address give the same answer. After SIGN_IN_FAILURES.max failures in its
 * window an address is locked until the window ends, from whatever client address the attempts come.
 */
export async function checkCredentials(db: Db, emailAddress: string, password: string) {
  const key = failuresKey(emailAddress);
  const failures = await currentHits(db, key);
  if (failures.hits >= SIGN_IN_FAILURES.max) throw locked(failures.ttl);
  const [employee] = await db
    .select({
      id: employees.id,
      role: employees.role,
      passwordHash: employees.passwordHash,
      tokenVersion: employees.tokenVersion,
    })
    .from(employees)
    .where(byEmail(emailAddress));
  const ok = await checkPassword(employee?.passwordHash, password);
  if (!employee || !ok) {
    const counted = await countHit(db, key, SIGN_IN_FAILURES.windowSeconds * 1000);
    if (counted.hits > SIGN_IN_FAILURES.max) throw locked(counted.ttl);
    throw unauthorized(MESSAGES.auth.wrongCredentials);
  }
  if (failures.hits > 0) await clearHits(db, key);
  return employee;
}

function locked(ttlMs: number) {
  const seconds = ttlMs / 1000;
  return tooManyRequests(fill(MESSAGES.auth.accountLocked, { minutes: Math.max(1, Math.ceil(seconds / 60)) }), seconds);
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
        priority: 0,
        redactAfterSend: true,
        recipient: employee.emailAddress,
        ...TEMPLATES.passwordReset(employee.name, link),
      },
    ]);
  });
}

/** Uses the code once, sets the new password, and ends the employee's sessions. */
export async function resetWithCode(db: Db, code: string, password: string, sessionsEnded?: SessionsEnded) {
  const passwordHash = await hashPassword(password);
  const employeeId = await db.transaction(async (tx) => {
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
    await setPasswordHash(tx, used.employeeId, passwordHash);
    await endSessions(tx, used.employeeId);
    return used.employeeId;
  });
  sessionsEnded?.(employeeId);
}
