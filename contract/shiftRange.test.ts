import { describe, expect, it } from 'vitest';
import { ATTENDANCE_RANGE } from './attendance';
import { shiftRangeProblem, shiftWindow } from './shiftRange';
import { TRACKING_RANGE } from './tracking';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
const iso = (epoch: number) => new Date(epoch * 1000).toISOString();
const now = Date.parse('2024-06-20T12:00:00Z') / 1000;

describe('shiftWindow', () => {
  it('runs from 04:00 UTC of the start date up to 22:00 UTC of the end date', () => {
    const { from, to } = shiftWindow(day('2024-06-10'), day('2024-06-11'));
    expect([iso(from), iso(to)]).toEqual(['2024-06-10T04:00:00.000Z', '2024-06-11T22:00:00.000Z']);
  });

  it('takes any moment of a UTC day as that day', () => {
    expect(shiftWindow(day('2024-06-10') + 86_399, day('2024-06-11') + 3600)).toEqual(
      shiftWindow(day('2024-06-10'), day('2024-06-11')),
    );
  });
});

describe.each([
  ['tracking', TRACKING_RANGE],
  ['attendance', ATTENDANCE_RANGE],
])('%s date range', (_name, rules) => {
  const M = rules.messages;
  it.each([
    ['the same day', '2024-06-10', '2024-06-10', M.sameDates],
    ['start after end', '2024-06-11', '2024-06-10', M.startAfterEnd],
    ['end tomorrow', '2024-06-19', '2024-06-21', M.endAfterToday],
    ['eight days', '2024-06-10', '2024-06-17', M.tooLong],
    ['two days', '2024-06-10', '2024-06-11', undefined],
    ['seven days', '2024-06-10', '2024-06-16', undefined],
    ['ending today', '2024-06-14', '2024-06-20', undefined],
  ])('%s → %s', (_label, start, end, message) => {
    expect(shiftRangeProblem(day(start), day(end), rules, now)).toBe(message);
  });

  it('compares days, not seconds: two moments of one day are the same day', () => {
    expect(shiftRangeProblem(day('2024-06-10'), day('2024-06-10') + 7200, rules, now)).toBe(M.sameDates);
  });
});
