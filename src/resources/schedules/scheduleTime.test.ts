import { describe, expect, it } from 'vitest';
import { localToUtc, offsetLabel, typedTime, utcToLocal } from './scheduleTime';

const SAST = 120;
const NEW_YORK = -300;
const INDIA = 330;

describe('schedule times: UTC on the wire, local time in the form', () => {
  it('shows a UTC time in South African time and back', () => {
    expect(utcToLocal('04:00', SAST)).toBe('06:00');
    expect(localToUtc('06:00', SAST)).toBe('04:00');
    expect(utcToLocal('15:59:00', SAST)).toBe('17:59');
  });

  it('wraps around midnight both ways', () => {
    expect(utcToLocal('23:30', SAST)).toBe('01:30');
    expect(localToUtc('01:30', SAST)).toBe('23:30');
    expect(utcToLocal('02:00', NEW_YORK)).toBe('21:00');
    expect(localToUtc('21:00', NEW_YORK)).toBe('02:00');
  });

  it('keeps half-hour offsets', () => {
    expect(utcToLocal('00:15', INDIA)).toBe('05:45');
    expect(localToUtc('05:45', INDIA)).toBe('00:15');
  });

  it('is a round trip for every minute of the day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const local = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(utcToLocal(localToUtc(local, NEW_YORK), NEW_YORK)).toBe(local);
    }
  });

  it('leaves an empty time empty', () => {
    expect(utcToLocal(null, SAST)).toBe('');
    expect(utcToLocal('', SAST)).toBe('');
    expect(localToUtc('', SAST)).toBeNull();
  });

  it('writes the offset as the notice does', () => {
    expect(offsetLabel(SAST)).toBe('+02:00');
    expect(offsetLabel(0)).toBe('+00:00');
    expect(offsetLabel(NEW_YORK)).toBe('-05:00');
    expect(offsetLabel(INDIA)).toBe('+05:30');
  });

  it('reads a typed time as 24-hour HH:mm, and nothing else', () => {
    expect(typedTime('06:00')).toBe('06:00');
    expect(typedTime('6:05')).toBe('06:05');
    expect(typedTime('1830')).toBe('18:30');
    expect(typedTime(' 18.30 ')).toBe('18:30');
    expect(typedTime('23:59')).toBe('23:59');
    expect(typedTime('00:00')).toBe('00:00');
    for (const text of ['', '24:00', '12:60', '6', '6:5', '6:00 PM', '06:00:00', 'ab:cd']) {
      expect(typedTime(text)).toBeNull();
    }
  });
});
