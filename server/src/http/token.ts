/**
 * Session tokens: HS256 JWTs carrying the employee id and the employee's token version; 12 hours.
 * A token without an expiry is refused; raising the employee's version ends every older token.
 * A pending token (two-factor sign-in) is signed with the same key and says what it is for in `use`: 'secondFactor'
 * (the code step of a sign-in) or 'enrol' (a company requires a second factor the employee has not set up); it lives
 * minutes, and `verify` refuses it, so it opens no other call. Each pending token has an id (`jti`) and the client
 * address it was made for (`addr`): the code step takes it once, from that address only.
 */
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_LIFETIME_SECONDS } from '../../../contract/constants';

export interface TokenClaims {
  employeeId: number;
  /** The employee's token version when the token was made (see employees.token_version). */
  version: number;
}

export type PendingUse = 'secondFactor' | 'enrol';

export type TokenCheck =
  | { ok: true; claims: TokenClaims & { expiresAt: number; id?: string; address?: string } }
  | { ok: false; reason: 'expired' | 'invalid' };

export function tokenService(secret: string, lifetimeSeconds = TOKEN_LIFETIME_SECONDS) {
  if (!secret) throw new Error('No token signing key: set JWT_SECRET, or read the shared key first (signingKey.ts).');
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.employeeId))
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key);
    },
    /** A pending token for `use`, valid `seconds`, made for the client at `address`. */
    signPending(claims: TokenClaims, use: PendingUse, seconds: number, address: string): Promise<string> {
      return new SignJWT({ ver: claims.version, use, addr: address })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(randomUUID())
        .setSubject(String(claims.employeeId))
        .setIssuedAt()
        .setExpirationTime(`${seconds}s`)
        .sign(key);
    },
    /** A session token (never a pending one). */
    verify(token: string): Promise<TokenCheck> {
      return check(token, undefined);
    },
    /** A pending token made for `use` (never a session token). */
    verifyPending(token: string, use: PendingUse): Promise<TokenCheck> {
      return check(token, use);
    },
  };
  async function check(token: string, use: PendingUse | undefined): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      if (payload.use !== use) return { ok: false, reason: 'invalid' };
      const employeeId = Number(payload.sub);
      const version = payload.ver === undefined ? 0 : payload.ver;
      if (!Number.isInteger(employeeId) || !Number.isInteger(version)) return { ok: false, reason: 'invalid' };
      const id = typeof payload.jti === 'string' ? payload.jti : undefined;
      const address = typeof payload.addr === 'string' ? payload.addr : undefined;
      return {
        ok: true,
        claims: { employeeId, version: version as number, expiresAt: payload.exp as number, id, address },
      };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
export type TokenService = ReturnType<typeof tokenService>;
