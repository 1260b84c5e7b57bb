/** The console's one formatter module: times on the company's clock, and how long ago a handset was heard from. */
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../authProvider/session';
import { i18nProvider } from '../i18n/i18nProvider';
import {
  agoText,
  chatTime,
  clockTime,
  companyZone,
  dayFirst,
  deviceTime,
  formatEpoch,
  historyTime,
  sinceTime,
  trackTime,
  wallDay,
  zonedFormat,
} from './dateTime';

const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000;

describe("times on the company's clock, whatever the browser's zone", () => {
  afterEach(() => session.clear());
  const inLondon = () => session.selectCompany({ id: 7, name: 'London Guards', timeZone: 'Europe/London' });

  it('writes a UTC instant in Johannesburg time for a company without a zone of its own (the default)', () => {
    session.selectCompany({ id: 1, name: 'GuardForce' });
    expect(companyZone()).toBe('Africa/Johannesburg');
    const at = utc('2026-11-27T22:30:15');
    expect(formatEpoch(at)).toBe('00:30 28/11');
    expect(historyTime(at)).toBe('00:30 28/11/2026');
    expect(clockTime(at)).toBe('00:30 28/11/2026');
    expect(trackTime(at)).toBe('00:30:15 28/11/2026');
    expect(chatTime(at)).toBe('00:30 28/11');
    expect(deviceTime(at)).toBe('00:30:15 28/11/2026');
    expect(wallDay(at)).toBe('2026-11-28');
  });

  it('writes every date in one form, the day first: HH:mm DD/MM, with the year and the seconds where asked', () => {
    session.selectCompany({ id: 1, name: 'GuardForce' });
    const at = utc('2026-11-28T09:20:05');
    expect(dayFirst(at)).toBe('11:20 28/11');
    expect(dayFirst(at, { year: true })).toBe('11:20 28/11/2026');
    expect(dayFirst(at, { year: true, seconds: true })).toBe('11:20:05 28/11/2026');
    expect(chatTime(at)).toBe(formatEpoch(at));
  });

  it('writes the same instant in London time for a London company: GMT in winter', () => {
    inLondon();
    const at = utc('2026-11-27T22:30:15');
    expect(formatEpoch(at)).toBe('22:30 27/11');
    expect(clockTime(at)).toBe('22:30 27/11/2026');
    expect(wallDay(at)).toBe('2026-11-27');
  });

  it('follows London summer time (BST, UTC+1) and its changes in March and October', () => {
    inLondon();
    expect(clockTime(utc('2026-07-01T05:00:00'))).toBe('06:00 01/07/2026');
    // 29 March 2026: 01:00 GMT becomes 02:00 BST.
    expect(trackTime(utc('2026-03-29T00:59:59'))).toBe('00:59:59 29/03/2026');
    expect(trackTime(utc('2026-03-29T01:00:00'))).toBe('02:00:00 29/03/2026');
    // 25 October 2026: 02:00 BST becomes 01:00 GMT.
    expect(trackTime(utc('2026-10-25T00:59:59'))).toBe('01:59:59 25/10/2026');
    expect(trackTime(utc('2026-10-25T01:00:00'))).toBe('01:00:00 25/10/2026');
  });

  it("compares days on the company's clock: since 23:30 on the same London day, with the date in Johannesburg", () => {
    const earlier = utc('2026-07-01T22:30:00');
    const later = utc('2026-07-01T22:50:00');
    inLondon();
    expect(sinceTime(earlier, later)).toBe('23:30');
    session.selectCompany({ id: 1, name: 'GuardForce', timeZone: 'Africa/Johannesburg' });
    expect(sinceTime(utc('2026-07-01T21:30:00'), later)).toBe('23:30 01/07');
  });

  it('writes with a named zone too', () => {
    expect(zonedFormat(utc('2026-01-05T12:00:00'), 'EEEE d MMMM yyyy HH:mm', 'Asia/Kolkata')).toBe(
      'Monday 5 January 2026 17:30',
    );
  });
});

const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const NOW_MS = 1_764_000_000_000;
const secondsAgo = (seconds: number) => NOW_MS / 1000 - seconds;

describe('agoText', () => {
  it.each([
    [0, 'just now'],
    [9, 'just now'],
    [10, '10 s ago'],
    [59, '59 s ago'],
    [60, '1 min ago'],
    [3_599, '59 min ago'],
    [3_600, '1 h ago'],
    [86_399, '23 h ago'],
    [86_400, '1 d ago'],
    [4 * 86_400 + 5, '4 d ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(agoText(secondsAgo(seconds), NOW_MS, translate)).toBe(text);
  });

  it('reads a time ahead of the clock (a handset whose clock runs fast) as just now', () => {
    expect(agoText(secondsAgo(-120), NOW_MS, translate)).toBe('just now');
  });
});
