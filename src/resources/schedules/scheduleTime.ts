import { minutesOf } from '../../../contract/validation';

const DAY = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');
export const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/** The browser's offset from UTC in minutes (east positive: South Africa is +120). */
export const browserOffsetMinutes = (at: Date = new Date()) => -at.getTimezoneOffset();

/** A wire time (UTC, HH:mm[:ss]) in local time, HH:mm; '' when there is none. */
export function utcToLocal(utc: unknown, offsetMinutes = browserOffsetMinutes()): string {
  if (typeof utc !== 'string' || !TIME.test(utc)) return '';
  return hhmm((((minutesOf(utc) + offsetMinutes) % DAY) + DAY) % DAY);
}

/** A local time (HH:mm) for the wire, in UTC; null when there is none. */
export function localToUtc(local: unknown, offsetMinutes = browserOffsetMinutes()): string | null {
  if (typeof local !== 'string' || !TIME.test(local)) return null;
  return hhmm((((minutesOf(local) - offsetMinutes) % DAY) + DAY) % DAY);
}

/** An offset as the notice writes it: +02:00, -05:30. */
export function offsetLabel(offsetMinutes = browserOffsetMinutes()): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${hhmm(abs)}`;
}

const TYPED = /^(\d{1,2})[:.h]?(\d{2})$/;

/** A time as typed (24-hour: 6:00, 06:00, 0600, 18.30), written HH:mm; null when it is no time of day. */
export function typedTime(text: string): string | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hhmm(hours * 60 + minutes) : null;
}
