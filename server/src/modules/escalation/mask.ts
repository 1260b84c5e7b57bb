/**
 * An address as the console shows it: enough to recognise whose it is, not enough to copy it.
 * 'thabo.nkosi@guardforce.co.za' → 'th•••@guardforce.co.za'; '+27821234567' → '+2782•••4567'; a chat id → '•••4567'.
 */
const DOTS = '•••';

export function maskRecipient(channel: string, recipient: string): string {
  if (channel === 'email') {
    const at = recipient.lastIndexOf('@');
    if (at < 1) return DOTS;
    return `${recipient.slice(0, Math.min(2, at - 1) || 1)}${DOTS}${recipient.slice(at)}`;
  }
  const value = recipient.replace(/\s/g, '');
  if (channel === 'sms') {
    if (value.length < 9) return `${DOTS}${value.slice(-2)}`;
    return `${value.slice(0, value.startsWith('+') ? 5 : 4)}${DOTS}${value.slice(-4)}`;
  }
  return `${DOTS}${value.slice(-Math.min(4, Math.max(1, value.length - 4)))}`;
}

const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[a-z]{2,}/gi;
/** A phone number or chat id: 7 digits or more, with an optional + and the spaces a number is written with. */
const NUMBER = /\+?\d[\d ]{5,}\d/g;

/**
 * A provider's reason as the console shows it: the recipient, and any other address or number the reason quotes
 * (an SMTP refusal names the mailbox, an SMS gateway the number), masked as recipients are.
 */
export function maskReason(channel: string, recipient: string, reason: string | null): string | null {
  if (reason === null) return null;
  return reason
    .split(recipient)
    .join(maskRecipient(channel, recipient))
    .replace(EMAIL, (address) => maskRecipient('email', address))
    .replace(NUMBER, (number) => maskRecipient(channel === 'telegram' ? 'telegram' : 'sms', number));
}
