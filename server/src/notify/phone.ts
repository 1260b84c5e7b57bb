/**
 * Site contact numbers as E.164 for SMS. The spec (part 2 §5, §9) allows numbers starting 27, 264, 267, 268 or 233,
 * with or without '+': South Africa, Namibia, Botswana, Eswatini and Ghana. SMS to Ghana is not supported, so a
 * Ghanaian number is refused for SMS (the contact's other channels still go).
 */
import { CONTACT_NUMBER_PREFIXES } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';

/** Country codes the spec's prefixes name, without '+'. */
const COUNTRY_CODES = [...new Set(CONTACT_NUMBER_PREFIXES.map((prefix) => prefix.replace('+', '')))];
const GHANA = '233';
/** E.164 allows at most 15 digits; a national number is at least 7 after its country code. */
const MAX_DIGITS = 15;
const MIN_NATIONAL_DIGITS = 7;

export type SmsNumber = { ok: true; e164: string } | { ok: false; reason: string };

/** A South African number written the local way: a trunk '0' and 9 digits (0821234567). */
const SOUTH_AFRICAN_LOCAL = /^0[1-9]\d{8}$/;

/**
 * The number written as E.164 (`+27821234567`): spaces, dashes, dots and brackets dropped, '00' taken as '+', and a
 * South African local number's trunk '0' as +27 (0821234567 → +27821234567, as admins' numbers are often stored).
 * The one normaliser of every number an SMS goes to: site contacts, admins and duty numbers.
 */
export function toE164(written: string): string | null {
  const compact = written.trim().replace(/[\s\-.()]/g, '');
  const digits = SOUTH_AFRICAN_LOCAL.test(compact) ? `27${compact.slice(1)}` : compact.replace(/^(\+|00)/, '');
  if (!/^\d+$/.test(digits) || digits.length > MAX_DIGITS) return null;
  const code = COUNTRY_CODES.find((prefix) => digits.startsWith(prefix));
  if (!code || digits.length - code.length < MIN_NATIONAL_DIGITS) return null;
  return `+${digits}`;
}

/** Whether a number can be sent an SMS: its E.164 form, or why not (not a supported number; Ghana). */
export function smsNumber(written: string): SmsNumber {
  const e164 = toE164(written);
  if (!e164) return { ok: false, reason: MESSAGES.notify.smsBadNumber };
  if (e164.startsWith(`+${GHANA}`)) return { ok: false, reason: MESSAGES.notify.smsGhana };
  return { ok: true, e164 };
}
