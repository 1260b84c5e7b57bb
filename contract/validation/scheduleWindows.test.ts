import { describe, expect, it } from 'vitest';
import { windowFault, windowSpan } from './scheduleWindows';

/** A South African time (HH:mm) as the UTC time that travels. */
const utc = (sast: string) => {
  const [h, m] = sast.split(':').map(Number);
  return `${String((h + 22) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};
const night = (from: string, to: string) => [
  windowFault('night', utc(from), utc(to)),
  windowSpan('night', utc(from), utc(to)),
];

describe('schedule windows in South African time', () => {
  it('keeps the day window in 06:00–17:59, ending after it starts', () => {
    expect(windowSpan('day', utc('06:00'), utc('17:59'))).toEqual({ from: 360, to: 1079 });
    expect(windowFault('day', utc('05:59'), utc('10:00'))).toBe('start');
    expect(windowFault('day', utc('08:00'), utc('18:00'))).toBe('end');
    expect(windowFault('day', utc('10:00'), utc('08:00'))).toBe('end');
  });

  it('lays a night window on the night that begins on the ticked evening, after midnight on the next day', () => {
    expect(night('18:00', '05:59')).toEqual([null, { from: 1080, to: 1799 }]);
    expect(night('23:59', '01:00')).toEqual([null, { from: 1439, to: 1500 }]);
    expect(night('00:00', '05:00')).toEqual([null, { from: 1440, to: 1740 }]);
    expect(night('05:00', '05:59')).toEqual([null, { from: 1740, to: 1799 }]);
  });

  it('refuses a night window that leaves the band or runs through the day', () => {
    expect(night('17:59', '22:00')[0]).toBe('start');
    expect(night('06:00', '22:00')[0]).toBe('start');
    expect(night('18:00', '06:00')[0]).toBe('end');
    expect(night('04:00', '19:00')).toEqual(['throughDay', null]);
    expect(night('05:00', '04:00')).toEqual(['throughDay', null]);
    expect(night('02:00', '23:00')).toEqual(['throughDay', null]);
  });

  it('has no span for a window that is off', () => {
    expect(windowSpan('night', utc('20:00'), utc('20:00'))).toBeNull();
    expect(windowSpan('day', null, utc('10:00'))).toBeNull();
  });
});
