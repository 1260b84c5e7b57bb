import { describe, expect, it } from 'vitest';
import { SHIFT_PAIRING_SECONDS } from '../../../../contract/attendance';
import { type Clock, pairShifts } from './pairing';

const at = (iso: string) => Date.parse(iso) / 1000;
let ids = 0;
const clock = (employeeId: number, clockType: 'clockIn' | 'clockOut', iso: string): Clock => ({
  id: ++ids,
  employeeId,
  clockType,
  clockTime: at(iso),
});
const clockIn = (iso: string, employeeId = 1) => clock(employeeId, 'clockIn', iso);
const clockOut = (iso: string, employeeId = 1) => clock(employeeId, 'clockOut', iso);
/** Each shift as [clock-in time, clock-out time] (ISO, or null). */
const times = (clocks: Clock[]) =>
  pairShifts(clocks).map(({ clockIn: i, clockOut: o }) => [
    i && new Date(i.clockTime * 1000).toISOString(),
    o && new Date(o.clockTime * 1000).toISOString(),
  ]);

describe('pairShifts', () => {
  it('pairs a clock-in with the next clock-out', () => {
    expect(times([clockIn('2024-06-10T06:00:00Z'), clockOut('2024-06-10T14:00:00Z')])).toEqual([
      ['2024-06-10T06:00:00.000Z', '2024-06-10T14:00:00.000Z'],
    ]);
  });

  it('leaves a clock-in with no clock-out unpaired', () => {
    expect(times([clockIn('2024-06-10T06:00:00Z')])).toEqual([['2024-06-10T06:00:00.000Z', null]]);
  });

  it('leaves the first of two clock-ins unpaired; the second takes the clock-out', () => {
    expect(
      times([clockIn('2024-06-10T06:00:00Z'), clockIn('2024-06-10T07:00:00Z'), clockOut('2024-06-10T14:00:00Z')]),
    ).toEqual([
      ['2024-06-10T06:00:00.000Z', null],
      ['2024-06-10T07:00:00.000Z', '2024-06-10T14:00:00.000Z'],
    ]);
  });

  it('lists a clock-out with no clock-in before it alone', () => {
    expect(times([clockOut('2024-06-10T14:00:00Z')])).toEqual([[null, '2024-06-10T14:00:00.000Z']]);
  });

  it('lists a second clock-out after a paired shift alone', () => {
    expect(
      times([clockIn('2024-06-10T06:00:00Z'), clockOut('2024-06-10T14:00:00Z'), clockOut('2024-06-10T15:00:00Z')]),
    ).toEqual([
      ['2024-06-10T06:00:00.000Z', '2024-06-10T14:00:00.000Z'],
      [null, '2024-06-10T15:00:00.000Z'],
    ]);
  });

  it('pairs a night shift across midnight by time, not by date', () => {
    expect(times([clockOut('2024-06-11T06:00:00Z'), clockIn('2024-06-10T18:00:00Z')])).toEqual([
      ['2024-06-10T18:00:00.000Z', '2024-06-11T06:00:00.000Z'],
    ]);
  });

  it('pairs at exactly 16 hours, and not one second later', () => {
    expect(SHIFT_PAIRING_SECONDS).toBe(16 * 3600);
    expect(times([clockIn('2024-06-10T04:00:00Z'), clockOut('2024-06-10T20:00:00Z')])).toEqual([
      ['2024-06-10T04:00:00.000Z', '2024-06-10T20:00:00.000Z'],
    ]);
    expect(times([clockIn('2024-06-10T04:00:00Z'), clockOut('2024-06-10T20:00:01Z')])).toEqual([
      ['2024-06-10T04:00:00.000Z', null],
      [null, '2024-06-10T20:00:01.000Z'],
    ]);
  });

  it('pairs each employee on their own, and answers shifts by their first clock', () => {
    const shifts = pairShifts([
      clockIn('2024-06-10T06:00:00Z', 1),
      clockIn('2024-06-10T05:00:00Z', 2),
      clockOut('2024-06-10T13:00:00Z', 2),
      clockOut('2024-06-10T14:00:00Z', 1),
      clockOut('2024-06-10T04:00:00Z', 3),
    ]);
    expect(shifts.map((s) => [s.clockIn?.employeeId ?? null, s.clockOut?.employeeId ?? null])).toEqual([
      [null, 3],
      [2, 2],
      [1, 1],
    ]);
  });

  it('puts every clock in exactly one shift', () => {
    const clocks = [
      clockIn('2024-06-10T06:00:00Z'),
      clockIn('2024-06-10T07:00:00Z'),
      clockOut('2024-06-10T08:00:00Z'),
      clockOut('2024-06-10T09:00:00Z'),
      clockIn('2024-06-12T06:00:00Z'),
    ];
    const seen = pairShifts(clocks).flatMap((s) => [s.clockIn?.id, s.clockOut?.id].filter(Boolean));
    expect(seen.sort()).toEqual(clocks.map((c) => c.id).sort());
  });
});
