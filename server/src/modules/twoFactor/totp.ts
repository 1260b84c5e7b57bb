/** TOTP codes (RFC 6238) with the authenticator apps' settings, and recovery codes. */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { TWO_FACTOR } from '../../../../contract/twoFactor';

const totp = (secret: string, label = '') =>
  new TOTP({
    issuer: TWO_FACTOR.issuer,
    label,
    algorithm: 'SHA1',
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, base32) and the otpauth:// URI its QR code shows. */
export function newSecret(label: string) {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totp(secret, label).toString() };
}

/** The time step a code of `secret` belongs to (within the window around now), or null when it is no code of it. */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!new RegExp(`^\\d{${TWO_FACTOR.digits}}$`).test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: TWO_FACTOR.window });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TWO_FACTOR.periodSeconds) + delta;
}

/** Letters and digits a reader cannot confuse (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normalRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
export const recoveryHash = (code: string) => createHash('sha256').update(normalRecoveryCode(code)).digest('hex');

/** New recovery codes, shown as XXXXX-XXXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR.recoveryCodes }, () => {
    const chars = Array.from({ length: TWO_FACTOR.recoveryCodeLength }, () => ALPHABET[randomInt(ALPHABET.length)]);
    const half = TWO_FACTOR.recoveryCodeLength / 2;
    return `${chars.slice(0, half).join('')}-${chars.slice(half).join('')}`;
  });
}
