/**
 * Day-first day text (en-ZA, dd/mm/yyyy) for the date fields, whatever the browser's language; callers keep the
 * ISO day ('YYYY-MM-DD') a native date input would give them ('' while the text is not a whole real day).
 */

/** What is typed, shaped as dd/mm/yyyy as it goes: digits only, the slashes put in; a pasted ISO day turned round. */
export function maskDay(typed: string): string {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(typed);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** The ISO day of a whole dd/mm/yyyy text that names a real day (not 31/02), or ''. */
export function isoDay(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return '';
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real =
    Number(yyyy) >= 1000 &&
    date.getUTCFullYear() === Number(yyyy) &&
    date.getUTCMonth() === Number(mm) - 1 &&
    date.getUTCDate() === Number(dd);
  return real ? `${yyyy}-${mm}-${dd}` : '';
}

/** The dd/mm/yyyy text of an ISO day; '' for ''. */
export function dayFirst(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
