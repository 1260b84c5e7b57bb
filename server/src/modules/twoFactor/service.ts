/**
 * Two-factor sign-in (docs/security.md): enrolling a TOTP secret, checking a sign-in's code or recovery code (each
 * used once), and a sys-admin's reset. This module writes the employees' two-factor columns (and nothing else).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import { type Actor, withActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { endSessions } from '../employee/store';
import { codeStep, newRecoveryCodes, newSecret, recoveryHash } from './totp';

async function employeeOf(db: Db, id: number) {
  const [employee] = await db
    .select({
      id: employees.id,
      companyId: employees.companyId,
      emailAddress: employees.emailAddress,
      role: employees.role,
      tokenVersion: employees.tokenVersion,
      twoFactor: employees.twoFactor,
      secret: employees.twoFactorSecret,
      pendingSecret: employees.twoFactorPendingSecret,
    })
    .from(employees)
    .where(eq(employees.id, id));
  return employee;
}

export { employeeOf as twoFactorEmployee };

/** Starts (or starts over) the signed-in employee's enrolment: a new secret, kept until a code confirms it. */
export async function startEnrolment(db: Db, actor: Actor) {
  const employee = await employeeOf(db, actor.employeeId);
  if (!employee) throw notFound(MESSAGES.employee.notFound);
  if (employee.twoFactor) throw conflict(MESSAGES.twoFactor.alreadyOn);
  const enrolment = newSecret(employee.emailAddress);
  await withActor(db, actor, (tx) =>
    tx.update(employees).set({ twoFactorPendingSecret: enrolment.secret }).where(eq(employees.id, employee.id)),
  );
  return enrolment;
}

/** A code of the secret being enrolled turns the second factor on; answers the recovery codes, shown this once. */
export async function confirmEnrolment(db: Db, actor: Actor, code: string) {
  const employee = await employeeOf(db, actor.employeeId);
  if (!employee) throw notFound(MESSAGES.employee.notFound);
  if (employee.twoFactor) throw conflict(MESSAGES.twoFactor.alreadyOn);
  if (!employee.pendingSecret) throw badRequest(MESSAGES.twoFactor.notEnrolling);
  const step = codeStep(employee.pendingSecret, code);
  if (step === null) throw badRequest(MESSAGES.twoFactor.wrongCode);
  const recoveryCodes = newRecoveryCodes();
  await withActor(db, actor, async (tx) => {
    const [on] = await tx
      .update(employees)
      .set({
        twoFactor: true,
        twoFactorSecret: employee.pendingSecret,
        twoFactorPendingSecret: null,
        twoFactorRecovery: recoveryCodes.map(recoveryHash),
        twoFactorLastStep: step,
      })
      .where(
        and(
          eq(employees.id, employee.id),
          eq(employees.twoFactor, false),
          eq(employees.twoFactorPendingSecret, employee.pendingSecret as string),
        ),
      )
      .returning({ id: employees.id });
    if (!on) throw badRequest(MESSAGES.twoFactor.notEnrolling);
    // Every other session of the account ends: one taken before the change must not outlive it.
    await endSessions(tx, employee.id);
  });
  return { recoveryCodes };
}

/**
 * Whether `code` is a code of the employee's second factor not used before (a later time step than the last one
 * accepted), or one of its unused recovery codes; either is then used up, in one statement.
 */
export async function useSecondFactor(db: Db, employeeId: number, secret: string, code: string): Promise<boolean> {
  const step = codeStep(secret, code.trim());
  const used =
    step !== null
      ? await db
          .update(employees)
          .set({ twoFactorLastStep: step })
          .where(
            and(
              eq(employees.id, employeeId),
              eq(employees.twoFactor, true),
              or(isNull(employees.twoFactorLastStep), lt(employees.twoFactorLastStep, step)),
            ),
          )
          .returning({ id: employees.id })
      : await db
          .update(employees)
          .set({ twoFactorRecovery: sql`array_remove(${employees.twoFactorRecovery}, ${recoveryHash(code)})` })
          .where(
            and(
              eq(employees.id, employeeId),
              eq(employees.twoFactor, true),
              sql`${recoveryHash(code)} = any(${employees.twoFactorRecovery})`,
            ),
          )
          .returning({ id: employees.id });
  return used.length > 0;
}

/** A sys-admin turns an employee's second factor off (a lost phone): it is set up again at the next sign-in. */
export async function resetSecondFactor(db: Db, actor: Actor, employeeId: number) {
  const employee = await employeeOf(db, employeeId);
  if (!employee) throw notFound(MESSAGES.employee.notFound);
  if (!employee.twoFactor && !employee.pendingSecret) throw badRequest(MESSAGES.twoFactor.notOn);
  await withActor(db, actor, (tx) =>
    tx
      .update(employees)
      .set({
        twoFactor: false,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorRecovery: null,
        twoFactorLastStep: null,
      })
      .where(eq(employees.id, employeeId))
      .then(() => endSessions(tx, employeeId)),
  );
}
