/** Session tokens: HS256 JWTs carrying the employee id; 12 hours. */
import { errors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_LIFETIME_SECONDS } from '../../../../contract/constants';

export interface TokenClaims {
  employeeId: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export function tokenService(secret: string, lifetimeSeconds = TOKEN_LIFETIME_SECONDS) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.employeeId))
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key);
    },
    async verify(token: string): Promise<TokenCheck> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const employeeId = Number(payload.sub);
        if (!Number.isInteger(employeeId)) return { ok: false, reason: 'invalid' };
        return { ok: true, claims: { employeeId } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;
