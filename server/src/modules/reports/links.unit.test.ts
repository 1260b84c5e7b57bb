/** Signed report links open one report until they expire, and nothing else. */
import { describe, expect, it } from 'vitest';
import { checkReportLink, signedReportUrl } from './links';

const secret = 'a-server-secret-long-enough-for-signing';
const now = 1_750_000_000;

function parts(url: string) {
  const parsed = new URL(url, 'http://server.test');
  return {
    path: parsed.pathname,
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') as string,
  };
}

describe('signed report links', () => {
  it('opens its report until it expires, then answers expired', () => {
    const url = signedReportUrl('https://console.example.co.za/', secret, 42, now, 3_600);
    expect(url.startsWith('https://console.example.co.za/api/v1/report/file/42?expires=')).toBe(true);
    const { path, expires, signature } = parts(url);
    expect(path).toBe('/api/v1/report/file/42');
    expect(expires).toBe(now + 3_600);
    expect(checkReportLink(secret, 42, expires, signature, now)).toBe('valid');
    expect(checkReportLink(secret, 42, expires, signature, now + 3_599)).toBe('valid');
    expect(checkReportLink(secret, 42, expires, signature, now + 3_600)).toBe('expired');
  });

  it('refuses another report, a longer expiry, another secret and a made-up signature', () => {
    const { expires, signature } = parts(signedReportUrl('', secret, 42, now, 3_600));
    expect(checkReportLink(secret, 43, expires, signature, now)).toBe('invalid');
    expect(checkReportLink(secret, 42, expires + 86_400, signature, now)).toBe('invalid');
    expect(checkReportLink('another-secret-of-another-server', 42, expires, signature, now)).toBe('invalid');
    expect(checkReportLink(secret, 42, expires, 'AAAA', now)).toBe('invalid');
    expect(checkReportLink(secret, 42, expires, '', now)).toBe('invalid');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(checkReportLink(secret, 42, expires, flipped, now)).toBe('invalid');
  });

  it('takes the signature only as the server writes it: no padding, no stray characters, no other last letter', () => {
    const { expires, signature } = parts(signedReportUrl('', secret, 42, now, 3_600));
    expect(checkReportLink(secret, 42, expires, `${signature}=`, now)).toBe('invalid');
    expect(checkReportLink(secret, 42, expires, `${signature.slice(0, 10)}.${signature.slice(10)}`, now)).toBe(
      'invalid',
    );
    expect(checkReportLink(secret, 42, expires, ` ${signature}`, now)).toBe('invalid');
    // The last letter holds 4 bits of the digest; the other letters with the same 4 bits decode alike.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1) as string);
    const twin = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(twin, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(checkReportLink(secret, 42, expires, twin, now)).toBe('invalid');
  });

  it('does not judge a forged link expired: a wrong signature past its expiry is still invalid', () => {
    expect(checkReportLink(secret, 42, now - 10, 'x'.repeat(43), now)).toBe('invalid');
  });
});
