/** Contact numbers as E.164 by the spec's prefixes; Ghana and anything else refused for SMS with the reason. */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import { smsNumber, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['27821234567', '+27821234567'],
    ['+27 82 123 4567', '+27821234567'],
    ['0027-82-123-4567', '+27821234567'],
    ['(+264) 81 123 4567', '+264811234567'],
    ['267 71 234 567', '+26771234567'],
    ['+268 7612 3456', '+26876123456'],
    ['233 24 123 4567', '+233241234567'],
    ['0821234567', '+27821234567'],
    ['082 123 4567', '+27821234567'],
    ['011-784-0099', '+27117840099'],
  ])('%s -> %s', (written, e164) => expect(toE164(written)).toBe(e164));

  it.each(['082123456', '00821234567', '+44 20 7946 0958', '27', '+27 82', '27abc1234567', '+2782123456789012'])(
    'refuses %s',
    (written) => expect(toE164(written)).toBeNull(),
  );
});

describe('smsNumber', () => {
  it('takes a South African number', () => {
    expect(smsNumber('082 123 4567'.replace(/^0/, '27'))).toEqual({ ok: true, e164: '+27821234567' });
  });
  it('refuses a Ghanaian number with the reason', () => {
    expect(smsNumber('+233 24 123 4567')).toEqual({ ok: false, reason: MESSAGES.notify.smsGhana });
  });
  it('takes a South African number written the local way, as admins are often stored', () => {
    expect(smsNumber('0821234567')).toEqual({ ok: true, e164: '+27821234567' });
  });
  it('refuses a number of no supported country', () => {
    expect(smsNumber('+44 20 7946 0958')).toEqual({ ok: false, reason: MESSAGES.notify.smsBadNumber });
  });
});
