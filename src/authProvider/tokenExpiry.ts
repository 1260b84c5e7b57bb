/** Whether a JWT's `exp` (epoch seconds) has passed; a token without a readable `exp` is left to the server. */
export function isTokenExpired(token: string, nowSeconds = Date.now() / 1000): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' && exp <= nowSeconds;
  } catch {
    return false;
  }
}
