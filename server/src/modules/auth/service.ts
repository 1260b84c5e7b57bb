/** Sign-in, the current user, and password reset by e-mailed single-use code. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../../contract/constants';
import { RESET_CODE_LIFETIME_SECONDS, SIGN_IN_FAILURES } from '../../../../contract/constants';
import { fill, MESSAGES } from '../../../../contract/messages';
import { TWO_FACTOR, TWO_FACTOR_REQUIRED_ROLES, TWO_FACTOR_ROLES } from '../../../../contract/twoFactor';
import type { Db } from '../../db/client';
import { companies, employees, passwordResetCodes } from '../../db/schema';
import { badRequest, tooManyRequests, unauthorized } from '../../http/errors';
import { clearHits, clearHitsUnder, countHit, currentHits } from '../../http/rateLimit';
import { enqueue } from '../../notify/outbox';
import { TEMPLATES } from '../../notify/templates';
import { checkPassword, hashPassword } from '../employee/password';
import { endSessions, type SessionsEnded, setPasswordHash } from '../employee/store';

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
  const { pair, account } = await checkLocks(db, emailAddress, address);
  const [employee] = await db
    .select({
      id: employees.id,
      role: employees.role,
      passwordHash: employees.passwordHash,
      tokenVersion: employees.tokenVersion,
      twoFactor: employees.twoFactor,
      requireTwoFactor: companies.requireTwoFactor,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(byEmail(emailAddress));
  const ok = await checkPassword(employee?.passwordHash, password);
  if (!employee || !ok) {
    await countFailure(db, emailAddress, address);
    throw unauthorized(MESSAGES.auth.wrongCredentials);
  }
  const step = secondFactorStep(employee);
  // With a code still to give, the counts stay until it is right: a known password must not reset its guessing.
  if (step !== 'code' && (pair.hits > 0 || account.hits > 0)) await clearFailures(db, emailAddress, address);
  return { ...employee, secondFactor: step };
}

/**
 * What a correct password leads to: the code of the employee's second factor; enrolling one, when the company
 * requires it of the employee's role; or nothing more. Guards (the handset) are never asked.
 */
function secondFactorStep(employee: { role: string; twoFactor: boolean; requireTwoFactor: boolean }) {
  if (!TWO_FACTOR_ROLES.includes(employee.role as Role)) return null;
  if (employee.twoFactor) return 'code' as const;
  if (employee.requireTwoFactor && TWO_FACTOR_REQUIRED_ROLES.includes(employee.role as Role)) return 'enrol' as const;
  return null;
}

/** A sign-in completed: the account's failures from this address, and from all, are forgotten. */
export async function clearFailures(db: Db, emailAddress: string, address: string) {
  // The address's count across accounts stays: one account known to it must not reset its spraying.
  const keys = failureKeys(emailAddress, address);
  await clearHits(db, keys.pair);
  await clearHits(db, keys.account);
}

/**
 * Refuses a sign-in step (a password, or the code of a second factor) from a locked address or to a locked account;
 * slows one to an account past the slow-down count. Answers the account's counts.
 */
export async function checkLocks(db: Db, emailAddress: string, address: string) {
  const keys = failureKeys(emailAddress, address);
  const fromAddress = await currentHits(db, keys.address);
  if (fromAddress.hits >= SIGN_IN_FAILURES.perAddress) throw locked(MESSAGES.auth.addressLocked, fromAddress.ttl);
  const pair = await currentHits(db, keys.pair);
  if (pair.hits >= SIGN_IN_FAILURES.max) throw locked(MESSAGES.auth.accountLocked, pair.ttl);
  const account = await currentHits(db, keys.account);
  if (account.hits >= SIGN_IN_FAILURES.accountSlowAfter) await wait(SIGN_IN_FAILURES.slowDownSeconds * 1000);
  return { pair, account };
}

const codeKey = (employeeId: number) => `secondFactorCode|${employeeId}`;

/** Refuses the code step of an account with TWO_FACTOR.codeFailuresPerAccount wrong codes in the window, from anywhere. */
export async function checkCodeLock(db: Db, employeeId: number) {
  const hits = await currentHits(db, codeKey(employeeId));
  if (hits.hits >= TWO_FACTOR.codeFailuresPerAccount) throw locked(MESSAGES.auth.accountLocked, hits.ttl);
}

/** Counts a wrong code against the account (every address alike); cleared by a right one. */
export async function countCodeFailure(db: Db, employeeId: number) {
  await countHit(db, codeKey(employeeId), windowMs);
}

export async function clearCodeFailures(db: Db, employeeId: number) {
  await clearHits(db, codeKey(employeeId));
}

/**
 * A signed-in user's password, asked again before a change to how the account signs in (turning on two-factor
 * sign-in): a wrong one counts as a failed sign-in, and the sign-in locks apply.
 */
export async function confirmPassword(db: Db, employeeId: number, password: string | undefined, address: string) {
  if (!password) throw badRequest(MESSAGES.twoFactor.passwordNeeded);
  const [employee] = await db
    .select({ emailAddress: employees.emailAddress, passwordHash: employees.passwordHash })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!employee) throw unauthorized(MESSAGES.auth.wrongCredentials);
  await checkLocks(db, employee.emailAddress, address);
  if (!(await checkPassword(employee.passwordHash, password))) {
    await countFailure(db, employee.emailAddress, address);
    throw badRequest(MESSAGES.twoFactor.wrongPassword);
  }
}

/** Counts a failed sign-in step (a wrong password or a wrong code alike); throws when it reaches a lock. */
export async function countFailure(db: Db, emailAddress: string, address: string) {
  const keys = failureKeys(emailAddress, address);
  await countHit(db, keys.account, windowMs);
  const counted = await countHit(db, keys.pair, windowMs);
  const spread = await countHit(db, keys.address, windowMs);
  if (spread.hits > SIGN_IN_FAILURES.perAddress) throw locked(MESSAGES.auth.addressLocked, spread.ttl);
  if (counted.hits > SIGN_IN_FAILURES.max) throw locked(MESSAGES.auth.accountLocked, counted.ttl);
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
