/** Addresses as the alert dialog shows them: recognisable, never whole. */
import { describe, expect, it } from 'vitest';
import { maskRecipient } from './mask';

describe('maskRecipient', () => {
  it.each([
    ['email', 'thabo.nkosi@guardforce.co.za', 'th•••@guardforce.co.za'],
    ['email', 'a@b.co', 'a•••@b.co'],
    ['email', 'no-at-sign', '•••'],
    ['sms', '+27821234567', '+2782•••4567'],
    ['sms', '27821234567', '2782•••4567'],
    ['sms', '12345', '•••45'],
    ['telegram', '123456789', '•••6789'],
    ['telegram', '12345', '•••5'],
  ])('shows %s %s as %s', (channel, recipient, masked) => {
    expect(maskRecipient(channel, recipient)).toBe(masked);
  });
});
