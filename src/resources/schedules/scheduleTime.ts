import { SCHEDULE_OFFSET_MINUTES } from '../../../contract/constants';
import { minutesOf } from '../../../contract/validation';

const DAY = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');
export const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/** The browser's offset from UTC in minutes (east positive: South Africa is +120). */
export const browserOffsetMinutes = (at: Date = new Date()) => -at.getTimezoneOffset();

/**
 * A wire time (HH:mm[:ss], the spec's UTC: the company's time less two hours, as South African time is) on the
 * company's clock, HH:mm, whatever the browser's zone; '' when there is none. Plans are laid on the company's days
 * in its zone (server/src/modules/schedule/generate.ts), so a schedule's 06:00 is the company's 06:00.
 */
export function utcToLocal(utc: unknown, offsetMinutes = SCHEDULE_OFFSET_MINUTES): string {
  if (typeof utc !== 'string' || !TIME.test(utc)) return '';
  return hhmm((((minutesOf(utc) + offsetMinutes) % DAY) + DAY) % DAY);
}

/** A time on the company's clock (HH:mm) for the wire (the spec's UTC); null when there is none. */
export function localToUtc(local: unknown, offsetMinutes = SCHEDULE_OFFSET_MINUTES): string | null {
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
