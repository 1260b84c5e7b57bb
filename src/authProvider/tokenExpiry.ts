/** A JWT's `exp` (epoch seconds), or null when it has no readable one (then the server decides). */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Whether a JWT's `exp` (epoch seconds) has passed; a token without a readable `exp` is left to the server. */
export function isTokenExpired(token: string, nowSeconds = Date.now() / 1000): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp <= nowSeconds;
}
