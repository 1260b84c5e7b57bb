import { expect, it } from 'vitest';
import type { Queued } from './outbox';
import { waitingCount } from './waitingCount';

const queued = (type: string, n: number): Queued => ({
  event: { type, eventGuid: `guid-${type}-${n}`, sentAt: 1_800_000_000 + n },
  queuedAt: n,
});

it("counts the guard's events apart from the phone's position and battery reports", () => {
  // Three scans with no signal, each with the position it was made at, and the minute's reports.
  const waiting = [1, 2, 3].flatMap((n) => [queued('nfcTagScan', n), queued('deviceLocation', n)]);
  waiting.push(queued('deviceStatus', 4), queued('panic', 5), queued('attendance', 6), queued('chatMessage', 7));
  expect(waitingCount(waiting)).toEqual({ guard: 6, reports: 4 });
  expect(waitingCount(waiting.slice(0, 6))).toEqual({ guard: 3, reports: 3 });
  expect(waitingCount([])).toEqual({ guard: 0, reports: 0 });
});
