import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../authProvider/session';
import { dayHeading, dayOf, dayPeriod, groupByDay } from './planDay';

/** Epoch seconds of a time written with its offset. */
const at = (iso: string) => Date.parse(iso) / 1000;

describe("plan days (the company's time zone, whatever the browser's)", () => {
  beforeEach(() => vi.stubEnv('TZ', 'America/New_York'));
  afterEach(() => vi.unstubAllEnvs());

  it('puts a time on its local day, also just before and after local midnight', () => {
    expect(dayOf(at('2026-05-14T23:59:00+02:00'))).toBe('2026-05-14');
    expect(dayOf(at('2026-05-15T00:00:00+02:00'))).toBe('2026-05-15');
    // 23:00 UTC is already the next day in South Africa.
    expect(dayOf(at('2026-05-14T23:00:00Z'))).toBe('2026-05-15');
  });

  it('makes a day a period from its local midnight to the next', () => {
    expect(dayPeriod('2026-05-14')).toEqual({
      startDate: at('2026-05-14T00:00:00+02:00'),
      endDate: at('2026-05-15T00:00:00+02:00'),
    });
    expect(dayPeriod('2026-02-30')).toBeNull();
    expect(dayPeriod('')).toBeNull();
  });

  it('writes a day as a heading', () => {
    expect(dayHeading('2026-05-14')).toBe('Thursday 14 May 2026');
  });

  it('groups records by the day they start, keeping their order', () => {
    const records = [
      { id: 1, startTime: at('2026-05-14T22:00:00+02:00') },
      { id: 2, startTime: at('2026-05-14T22:00:00+02:00') },
      { id: 3, startTime: at('2026-05-15T01:00:00+02:00') },
      { id: 4, startTime: at('2026-05-16T06:00:00+02:00') },
    ];
    expect(groupByDay(records).map(({ day, records: grouped }) => [day, grouped.map((r) => r.id)])).toEqual([
      ['2026-05-14', [1, 2]],
      ['2026-05-15', [3]],
      ['2026-05-16', [4]],
    ]);
  });
});

describe('plan days across a clock change', () => {
  beforeEach(() => session.selectCompany({ id: 1, name: 'London Guards', timeZone: 'Europe/London' }));
  afterEach(() => session.clear());

  it('gives the day of the spring change 23 hours', () => {
    const period = dayPeriod('2026-03-29');
    expect(period && period.endDate - period.startDate).toBe(23 * 3600);
  });
});
