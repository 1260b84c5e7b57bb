import { describe, expect, it } from 'vitest';
import { assignScans, hadKey, type ScanKey, type Stop } from './match';

const T0 = Date.UTC(2026, 10, 28, 4, 0);
const at = (minute: number) => new Date(T0 + minute * 60_000);
const MARGIN = 5 * 60_000;

/** A plan from `start` for `length` minutes with its tags at minutes from its start. */
const plan = (planId: number, start: number, length: number, tags: [tagId: number, minute: number][]): Stop[] =>
  tags.map(([tagId, minute], index) => ({
    planId,
    planTagId: planId * 100 + index,
    tagId,
    position: index + 1,
    estimatedScanAt: at(start + minute),
    planStart: at(start),
    planEnd: at(start + length),
  }));
const scan = (eventGuid: string, minute: number, tagId: number): ScanKey => ({ eventGuid, sentAt: at(minute), tagId });
const plansOf = (assigned: Map<string, Stop | null>) =>
  Object.fromEntries([...assigned].map(([guid, stop]) => [guid, stop?.planId ?? null]));

describe('which plan a scan belongs to', () => {
  const stops = [
    ...plan(1, 0, 50, [
      [7, 0],
      [8, 30],
    ]),
    ...plan(2, 40, 50, [
      [7, 0],
      [8, 30],
    ]),
  ];

  it('takes the nearest estimate among the plans whose window (and the tolerance) holds the scan', () => {
    expect(
      plansOf(assignScans([scan('a', 2, 7), scan('b', 38, 7), scan('c', 93, 8), scan('d', 120, 8)], stops, MARGIN)),
    ).toEqual({
      a: 1,
      b: 2,
      c: 2,
      d: null,
    });
  });

  it('prefers a plan that has not had the tag over a nearer one that has', () => {
    // Tag 8 at 04:32 goes to plan 1 (estimate 04:30); again at 04:36: plan 1 has had it, plan 2 (estimate 05:10) not.
    expect(plansOf(assignScans([scan('a', 32, 8), scan('b', 36, 8)], stops, MARGIN))).toEqual({ a: 1, b: 2 });
    // Had before these scans (stored earlier), as the caller read it.
    expect(plansOf(assignScans([scan('b', 36, 8)], stops, MARGIN, [hadKey(1, 8)]))).toEqual({ b: 2 });
  });

  it('gives the same plans whatever order the scans come in; ties go to time, then eventGuid', () => {
    const scans = [scan('b', 36, 8), scan('a', 36, 8), scan('c', 45, 8), scan('d', 5, 7)];
    const forward = plansOf(assignScans(scans, stops, MARGIN));
    expect(plansOf(assignScans([...scans].reverse(), stops, MARGIN))).toEqual(forward);
    // 'a' and 'b' at the same minute: 'a' (first by guid) takes plan 1; 'b' then prefers plan 2, which has not had it.
    expect(forward).toEqual({ a: 1, b: 2, c: 1, d: 1 });
  });

  it('matches a shared tag on two routes of the site to the plan that holds it', () => {
    const shared = [
      ...plan(3, 0, 60, [[9, 10]]),
      ...plan(4, 0, 60, [
        [10, 10],
        [9, 40],
      ]),
    ];
    expect(plansOf(assignScans([scan('a', 12, 9), scan('b', 41, 9), scan('c', 11, 10)], shared, MARGIN))).toEqual({
      a: 3,
      b: 4,
      c: 4,
    });
  });
});
