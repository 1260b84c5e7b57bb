/**
 * The GSM 03.38 alphabet an SMS is written in: one message holds 160 septets; a character of the extension table
 * (`{ } [ ] ~ \ | ^ €` and form feed) takes two. Text for SMS is made GSM-7 by taking accents off letters the
 * alphabet lacks and plain forms of typographic quotes and dashes; anything else becomes '?'.
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '\f^{}\\[~]|€';
const basic = new Set(BASIC);
const extension = new Set(EXTENSION);

/** One SMS in GSM-7. */
export const SMS_SEPTETS = 160;

const PLAIN: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '−': '-',
  '…': '...',
  '\u00a0': ' ',
  '\t': ' ',
};

export const isGsm7 = (text: string) => [...text].every((c) => basic.has(c) || extension.has(c));

/** How many septets the text takes in GSM-7 (only meaningful when isGsm7). */
export const septets = (text: string) => [...text].reduce((n, c) => n + (extension.has(c) ? 2 : 1), 0);

function gsmChar(c: string): string {
  if (basic.has(c) || extension.has(c)) return c;
  if (PLAIN[c] !== undefined) return PLAIN[c];
  const bare = c.normalize('NFD').replace(/\p{M}+/gu, '');
  return [...bare].every((b) => basic.has(b)) && bare ? bare : '?';
}

/** The text in the GSM-7 alphabet (see above). */
export const toGsm7 = (text: string) => [...text].map(gsmChar).join('');

/** The longest start of `text` that takes at most `budget` septets, ending in '…' written as '..' when cut. */
export function cutToSeptets(text: string, budget: number): string {
  if (septets(text) <= budget) return text;
  if (budget <= 2) return '';
  let out = '';
  for (const c of text) {
    if (septets(out + c) > budget - 2) break;
    out += c;
  }
  return `${out.trimEnd()}..`;
}
