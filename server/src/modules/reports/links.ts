/**
 * Signed report links: `/api/v1/report/file/{id}?expires=&signature=` opens one report until `expires`
 * (epoch seconds) without a session. The signature is an HMAC-SHA256 of the report id and the expiry, keyed
 * with the server's secret (under a label of its own, so it signs nothing else), compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The path of a report's file, relative to the server's address. */
export const reportFilePath = (id: number) => `/api/v1/report/file/${id}`;

function signature(secret: string, id: number, expires: number): Buffer {
  return createHmac('sha256', secret).update(`patrol-console report link\n${id}\n${expires}`).digest();
}

/** A link to the report valid for `seconds` from `now` (epoch seconds); `base` is the server's address or ''. */
export function signedReportUrl(base: string, secret: string, id: number, now: number, seconds: number): string {
  const expires = now + seconds;
  const signed = signature(secret, id, expires).toString('base64url');
  return `${base.replace(/\/+$/, '')}${reportFilePath(id)}?expires=${expires}&signature=${signed}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** Whether a link's signature is the server's for this report and expiry, and whether it still holds at `now`. */
export function checkReportLink(secret: string, id: number, expires: number, given: string, now: number): LinkCheck {
  const expected = signature(secret, id, expires);
  // Only the signature as the server writes it: Node's decoder skips stray characters and takes padding.
  if (!/^[A-Za-z0-9_-]{43}$/.test(given)) return 'invalid';
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return 'invalid';
  if (received.toString('base64url') !== given) return 'invalid';
  return expires > now ? 'valid' : 'expired';
}
