/** Sign-in, the current user, and password reset by e-mailed single-use code. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_CODE_LIFETIME_SECONDS, SIGN_IN_FAILURES } from '../../../../contract/constants';
import { fill, MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { employees, passwordResetCodes } from '../../db/schema';
import { badRequest, tooManyRequests, unauthorized } from '../../http/errors';
import { clearHits, clearHitsUnder, countHit, currentHits } from '../../http/rateLimit';
import { enqueue } from '../../notify/outbox';
import { TEMPLATES } from '../../notify/templates';
import { endSessions, type SessionsEnded, setPasswordHash } from '../employee/store';
import { checkPassword, hashPassword } from './password';

/** How an e-mail address is looked up and counted: case and surrounding spaces do not matter. */
export const normalEmail = (emailAddress: string) => emailAddress.trim().toLowerCase();
const byEmail = (emailAddress: string) => eq(sql`lower(${employees.emailAddress})`, normalEmail(emailAddress));
const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');
/**
 * Failed sign-ins are counted per account (known or not, so a lock reveals nothing about accounts) and
 * client address, per account from every address, and per client address across accounts.
 */
const failureKeys = (emailAddress: string, address: string) => {
  const account = `signIn|${normalEmail(emailAddress)}`;
  return { pair: `${account}|${address}`, account, address: `signInFrom|${address}` };
};
const windowMs = SIGN_IN_FAILURES.windowSeconds * 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Wrong password and unknown address give the same answer. After SIGN_IN_FAILURES.max failures to an
 * account from one client address, that address is locked out of the account until the window ends;
 * after SIGN_IN_FAILURES.perAddress failures from one client address to any accounts, that address is
 * locked out of all of them. Past SIGN_IN_FAILURES.accountSlowAfter failures to an account from all
 * addresses, each attempt on it is answered slower, never refused.
 */
export async function checkCredentials(db: Db, emailAddress: string, password: string, address: string) {
  const keys = failureKeys(emailAddress, address);
  const fromAddress = await currentHits(db, keys.address);
  if (fromAddress.hits >= SIGN_IN_FAILURES.perAddress) throw locked(MESSAGES.auth.addressLocked, fromAddress.ttl);
  const pair = await currentHits(db, keys.pair);
  if (pair.hits >= SIGN_IN_FAILURES.max) throw locked(MESSAGES.auth.accountLocked, pair.ttl);
  const account = await currentHits(db, keys.account);
  if (account.hits >= SIGN_IN_FAILURES.accountSlowAfter) await wait(SIGN_IN_FAILURES.slowDownSeconds * 1000);
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
    await countHit(db, keys.account, windowMs);
    const counted = await countHit(db, keys.pair, windowMs);
    const spread = await countHit(db, keys.address, windowMs);
    if (spread.hits > SIGN_IN_FAILURES.perAddress) throw locked(MESSAGES.auth.addressLocked, spread.ttl);
    if (counted.hits > SIGN_IN_FAILURES.max) throw locked(MESSAGES.auth.accountLocked, counted.ttl);
    throw unauthorized(MESSAGES.auth.wrongCredentials);
  }
  // The address's count across accounts stays: one account known to it must not reset its spraying.
  if (pair.hits > 0) await clearHits(db, keys.pair);
  if (account.hits > 0) await clearHits(db, keys.account);
  return employee;
}

function locked(message: string, ttlMs: number) {
  const seconds = ttlMs / 1000;
  return tooManyRequests(fill(message, { minutes: Math.max(1, Math.ceil(seconds / 60)) }), seconds);
}

/** A completed reset lifts every lock on the account (each address's, and the account-wide count). */
async function liftLocks(db: Db, emailAddress: string) {
  const account = failureKeys(emailAddress, '').account;
  await clearHitsUnder(db, account);
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
    const [owner] = await tx
      .select({ emailAddress: employees.emailAddress })
      .from(employees)
      .where(eq(employees.id, used.employeeId));
    if (owner) await liftLocks(tx, owner.emailAddress);
    return used.employeeId;
  });
  sessionsEnded?.(employeeId);
}
