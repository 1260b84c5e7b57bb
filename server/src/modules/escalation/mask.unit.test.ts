/** Addresses as the alert dialog shows them: recognisable, never whole. */
import { describe, expect, it } from 'vitest';
import { maskReason, maskRecipient } from './mask';

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

describe('maskReason', () => {
  it.each([
    [
      'email',
      'thabo.nkosi@guardforce.co.za',
      '550 5.1.1 <thabo.nkosi@guardforce.co.za>: Recipient address rejected (cc ops.desk@guardforce.co.za)',
      '550 5.1.1 <th•••@guardforce.co.za>: Recipient address rejected (cc op•••@guardforce.co.za)',
    ],
    [
      'sms',
      '+27821234567',
      'Invalid number +27821234567 (sent as 27 82 123 4567)',
      'Invalid number +2782•••4567 (sent as 2782•••4567)',
    ],
    ['telegram', '987654321', 'Forbidden: chat 987654321 blocked the bot', 'Forbidden: chat •••4321 blocked the bot'],
    ['sms', '+27821234567', 'request timed out after 10000 ms', 'request timed out after 10000 ms'],
  ])('masks a %s reason that quotes addresses or numbers', (channel, recipient, reason, masked) => {
    expect(maskReason(channel, recipient, reason)).toBe(masked);
  });

  it('keeps no reason as none', () => {
    expect(maskReason('email', 'a@b.co', null)).toBeNull();
  });
});
