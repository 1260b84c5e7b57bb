/**
 * What a QR code read by the handset says. The console's 'Activate a handset' QR is the app's address with the code
 * after it (`https://<server>/handset#code=K7PX2M9Q`); a tag's printed QR holds its serial, in any form a label
 * prints it (`04:A2:3B…`, `04a23b…`), sent in the stored form.
 */
import { normalTagSerial } from '../../contract/tagSerial';

/** The code of the console's activation QR, or null when the text is not one. */
export function activationCodeIn(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (!/\/handset\/?$/.test(url.pathname)) return null;
  return new URLSearchParams(url.hash.slice(1)).get('code');
}

/** What an activation screen takes from a QR: the code of the console's QR, or a code printed as it is. */
export const activationCodeOf = (text: string) => activationCodeIn(text) ?? text.trim();

/** The serial a tag's printed QR holds, in the stored form; null for the console's activation QR (not a tag). */
export const tagSerialOf = (text: string) => (activationCodeIn(text) === null ? normalTagSerial(text) || null : null);
