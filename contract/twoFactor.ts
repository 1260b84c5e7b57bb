/**
 * Two-factor sign-in (docs/security.md): a TOTP second factor for console users, its enrolment, the sign-in's
 * code step and a sys-admin's reset.
 */
import { z } from 'zod';
import { LIMITS, type Role } from './constants';
import { MESSAGES } from './messages';

export const TWO_FACTOR = {
  /** The authenticator apps' common settings (RFC 6238): SHA-1, 6 digits, 30 seconds. */
  digits: 6,
  periodSeconds: 30,
  /** A code of the step before or after the current one is accepted too (a phone's clock a little off). */
  window: 1,
  /** The name an authenticator app shows beside the account. */
  issuer: 'Patrol Console',
  recoveryCodes: 10,
  /** A recovery code's length (letters and digits, in two groups of five for reading). */
  recoveryCodeLength: 10,
  /** How long the password step's answer lets the code (or the enrolment a company requires) be given. */
  pendingSeconds: 5 * 60,
  /**
   * Wrong codes to one account, from every address, in SIGN_IN_FAILURES.windowSeconds before its code step is locked
   * (the password is known by then: the per-address counts alone would let many addresses guess).
   */
  codeFailuresPerAccount: 10,
} as const;

/** Who may turn a second factor on (docs/decisions.md): every console role; guards (handsets) never. */
export const TWO_FACTOR_ROLES: readonly Role[] = ['SYS_ADMIN', 'ADMIN', 'CONTROLLER'];
/** Who a company's 'Require two-factor sign-in for admins' applies to. */
export const TWO_FACTOR_REQUIRED_ROLES: readonly Role[] = ['ADMIN'];

/**
 * POST /api/v1/login's answer. With a second factor on, no session token yet: `secondFactor: 'code'` and a
 * short-lived `secondFactorToken` for POST /api/v1/login/secondFactor. When the company requires one and the admin
 * has none, `secondFactor: 'enrol'`: the token in x-access-token then only enrols (POST /api/v1/profile/twoFactor/…).
 */
export const loginAnswer = z.object({
  employeeId: z.number(),
  secondFactor: z
    .enum(['code', 'enrol'])
    .optional()
    .describe(
      "'code': send the code to login/secondFactor; 'enrol': the company requires a second factor: enrol first",
    ),
  secondFactorToken: z
    .string()
    .optional()
    .describe(`With secondFactor 'code': the token for login/secondFactor (${TWO_FACTOR.pendingSeconds} s)`),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

const code = z
  .string({ error: MESSAGES.twoFactor.wrongCode })
  .trim()
  .min(1, { error: MESSAGES.twoFactor.wrongCode })
  .max(40, { error: MESSAGES.twoFactor.wrongCode })
  .describe('The 6-digit code of the authenticator app, or a recovery code');

/** POST /api/v1/login/secondFactor */
export const secondFactorRequest = z.strictObject({
  secondFactorToken: z.string({ error: MESSAGES.twoFactor.codeExpired }).min(1).max(2000),
  code,
});

/**
 * POST /api/v1/profile/twoFactor/enrol: the account's password, asked of a signed-in user (a session alone must not
 * bind the account to another authenticator); not asked with the enrol-only token, which a password just made.
 */
export const twoFactorEnrolRequest = z
  .strictObject({
    password: z
      .string({ error: MESSAGES.twoFactor.passwordNeeded })
      .max(LIMITS.employee.password.max, { error: MESSAGES.twoFactor.wrongPassword })
      .optional()
      .describe("The account's password (not with the enrol-only token of a sign-in)"),
  })
  .nullish();

/** POST /api/v1/profile/twoFactor/confirm */
export const twoFactorConfirm = z.strictObject({ code });

/** POST /api/v1/profile/twoFactor/enrol: a new secret, as a QR code's URI and as text to type. */
export const twoFactorEnrolment = z.object({
  secret: z.string().describe('The secret, base32, for typing into an authenticator app'),
  uri: z.string().describe('The otpauth:// URI the QR code shows'),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

/** POST /api/v1/profile/twoFactor/confirm's answer: the recovery codes, shown this once. */
export const recoveryCodes = z.object({
  recoveryCodes: z.array(z.string()).describe(`${TWO_FACTOR.recoveryCodes} one-time codes, each works once`),
});
