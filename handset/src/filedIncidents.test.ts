import { expect, it } from 'vitest';
import { type FiledIncident, settleFiled } from './filedIncidents';
import type { Queued } from './outbox';

const filed = (eventGuid: string): FiledIncident => ({
  eventGuid,
  category: 'Medical',
  severity: 'low',
  photos: 1,
  filedAt: 1_000,
});
const queued = (eventGuid: string, rejected?: string): Queued => ({
  event: { type: 'incident', eventGuid, sentAt: 1 },
  queuedAt: 1,
  ...(rejected ? { rejected } : {}),
});

it('says nothing new before the outbox was read: a report is never called received too early', () => {
  const list = [filed('a')];
  expect(settleFiled(list, { ready: false, waiting: [], rejected: [] }, 5_000)).toBe(list);
});

it('keeps a waiting report waiting, marks one gone from the outbox received, and one refused with its message', () => {
  const list = [filed('a'), filed('b'), filed('c')];
  const settled = settleFiled(
    list,
    { ready: true, waiting: [queued('a')], rejected: [queued('c', 'Not an image.')] },
    5_000,
  );
  expect(settled.map((one) => [one.eventGuid, one.receivedAt, one.refused])).toEqual([
    ['a', undefined, undefined],
    ['b', 5_000, undefined],
    ['c', undefined, 'Not an image.'],
  ]);
  // The refusal read and dismissed (gone from the outbox): still refused, never received.
  const later = settleFiled(settled, { ready: true, waiting: [], rejected: [] }, 9_000);
  expect(later.map((one) => [one.eventGuid, one.receivedAt, one.refused])).toEqual([
    ['a', 9_000, undefined],
    ['b', 5_000, undefined],
    ['c', undefined, 'Not an image.'],
  ]);
});
