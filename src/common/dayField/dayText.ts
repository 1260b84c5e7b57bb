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
export function dayText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * The same with a 24-hour time after the day, dd/mm/yyyy HH:mm, for the fields asking for a moment; callers keep
 * the local 'YYYY-MM-DDTHH:mm' a native datetime-local input would give them.
 */

/** What is typed, shaped as dd/mm/yyyy HH:mm as it goes; a pasted ISO day, or day and time, turned round. */
export function maskDayTime(typed: string): string {
  const iso = /^\s*(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2})?\s*$/.exec(typed);
  if (iso) return `${dayText(iso[1])} ${iso[2]}`;
  const digits = typed.replace(/\D/g, '').slice(0, 12);
  if (digits.length <= 8) return maskDay(typed);
  const time = digits.slice(8);
  return `${maskDay(digits.slice(0, 8))} ${time.length <= 2 ? time : `${time.slice(0, 2)}:${time.slice(2)}`}`;
}

/** The 'YYYY-MM-DDTHH:mm' of a whole dd/mm/yyyy HH:mm text naming a real day and time (not 31/02, 25:00), or ''. */
export function isoDayTime(text: string): string {
  const match = /^(\d{2}\/\d{2}\/\d{4}) (\d{2}):(\d{2})$/.exec(text);
  if (!match) return '';
  const day = isoDay(match[1]);
  return day && Number(match[2]) < 24 && Number(match[3]) < 60 ? `${day}T${match[2]}:${match[3]}` : '';
}

/** The dd/mm/yyyy HH:mm text of a 'YYYY-MM-DDTHH:mm'; '' for ''. */
export function dayTimeText(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(iso);
  return match ? `${dayText(match[1])} ${match[2]}` : '';
}
