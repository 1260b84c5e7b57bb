/** Which shift days the morning job makes reports for: the previous one from 04:30 UTC, and a gap of at most 7. */
import { describe, expect, it } from 'vitest';
import { dueDays } from './morningReports';

const at = (iso: string) => Date.parse(iso) / 1000;
const day = (date: string) => at(`${date}T04:00:00Z`);

describe('dueDays', () => {
  it('waits until 04:30 UTC for the shift day that ended at 04:00', () => {
    expect(dueDays(at('2025-06-03T04:29:59Z'), day('2025-06-01'))).toEqual([day('2025-06-01')]);
    expect(dueDays(at('2025-06-03T04:30:00Z'), day('2025-06-01'))).toEqual([day('2025-06-01'), day('2025-06-02')]);
    expect(dueDays(at('2025-06-03T23:59:00Z'), day('2025-06-02'))).toEqual([day('2025-06-02')]);
  });

  it('starts with the previous day when no morning report was ever made', () => {
    expect(dueDays(at('2025-06-03T09:00:00Z'), null)).toEqual([day('2025-06-02')]);
    expect(dueDays(at('2025-06-03T02:00:00Z'), null)).toEqual([day('2025-06-01')]);
  });

  it('catches up on the days since the last morning report, at most 7', () => {
    expect(dueDays(at('2025-06-05T05:00:00Z'), day('2025-06-01'))).toEqual(
      ['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04'].map(day),
    );
    const nineLater = dueDays(at('2025-06-11T05:00:00Z'), day('2025-06-01'));
    expect(nineLater).toEqual(
      ['2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07', '2025-06-08', '2025-06-09', '2025-06-10'].map(day),
    );
  });

  it("counts a London company's days from 06:00 London time: 05:00 UTC in summer, reported from 05:30 UTC", () => {
    const london = (iso: string) => at(`${iso}T05:00:00Z`);
    expect(dueDays(at('2025-06-03T05:29:59Z'), null, 'Europe/London')).toEqual([london('2025-06-01')]);
    expect(dueDays(at('2025-06-03T05:30:00Z'), london('2025-06-01'), 'Europe/London')).toEqual([
      london('2025-06-01'),
      london('2025-06-02'),
    ]);
  });
});
