import { describe, expect, it } from 'vitest';
import { countAlerts, liveAlert } from '../test/liveAlert';
import { addAlerts, emptyAlerts, mergeResync, removeAnswered } from './alertLists';
import { reduceAlerts } from './liveActions';

const ids = (alerts: { eventId: number }[]) => alerts.map((alert) => alert.eventId);

describe('adding alerts', () => {
  it('puts each alert at the top of its colour box', () => {
    const state = addAlerts(emptyAlerts(), [
      liveAlert(1, 'panic'),
      liveAlert(2, 'pleaseCallMe'),
      liveAlert(3, 'nfcTagScan'),
      liveAlert(4, 'panic'),
      liveAlert(5, 'deviceOffline'),
      liveAlert(6, 'attendance'),
      liveAlert(7, 'deviceBatteryLow'),
      liveAlert(8, 'patrolScanAlert'),
      liveAlert(9, 'nfcTagScanUnallocated'),
    ]);
    expect(ids(state.lists.red)).toEqual([4, 1]);
    expect(ids(state.lists.misc)).toEqual([7, 5, 2]);
    expect(ids(state.lists.green)).toEqual([9, 8, 6, 3]);
    expect(state.cursor).toBe(9);
  });

  it('lists a patrol end only when it failed or is incomplete', () => {
    const state = addAlerts(emptyAlerts(), [
      liveAlert(1, 'patrolEnded', { status: 'complete' }),
      liveAlert(2, 'patrolEnded', { status: 'failed' }),
      liveAlert(3, 'patrolEnded', { status: 'incomplete' }),
    ]);
    expect(ids(state.lists.yellow)).toEqual([3, 2]);
  });

  it("keys a patrol end on its event id: its `id` is the patrol's, which may equal another event's id", () => {
    // Patrol 4 ended as event 12, patrol 9 as event 8; event 4 is a panic.
    const late = liveAlert(12, 'patrolEnded', { id: 4, routeTakenId: 4, status: 'failed' });
    const early = liveAlert(8, 'patrolEnded', { id: 9, routeTakenId: 9, status: 'incomplete' });
    let state = addAlerts(emptyAlerts(), [liveAlert(4, 'panic'), early, late]);
    expect(ids(state.lists.yellow)).toEqual([12, 8]);
    expect(state.cursor).toBe(12);
    // Read at event 12, the panic is still open and the later patrol end was answered elsewhere.
    state = mergeResync(state, { missed: [], unresponded: [liveAlert(4, 'panic'), early], lastEventId: 12 });
    expect(ids(state.lists.red)).toEqual([4]);
    expect(ids(state.lists.yellow)).toEqual([8]);
  });

  it('lists a tag overdue in Yellow until it is cleared; the cleared payload takes its row away', () => {
    const overdue = liveAlert(2, 'tagOverdue');
    let state = addAlerts(emptyAlerts(), [liveAlert(1, 'tagEnrollment'), overdue]);
    expect(ids(state.lists.yellow)).toEqual([2]);
    expect(ids(state.lists.misc)).toEqual([1]);
    state = addAlerts(state, [{ ...overdue, clearedAt: 1_760_000_100, clearedBy: 'patrolEnded' }]);
    expect(ids(state.lists.yellow)).toEqual([]);
    // Read back cleared (the day's events after a reload): never listed.
    state = addAlerts(emptyAlerts(), [{ ...overdue, clearedAt: 1_760_000_100, clearedBy: 'scan' }]);
    expect(ids(state.lists.yellow)).toEqual([]);
  });

  it("marks a failed patrol's row with the verdict a later revision gave it; the row stays to be answered", () => {
    const ended = liveAlert(5, 'patrolEnded', { id: 40, routeTakenId: 40, status: 'failed', tagsScanned: 1 });
    let state = addAlerts(emptyAlerts(), [ended, liveAlert(6, 'patrolEnded', { id: 41, status: 'failed' })]);
    state = addAlerts(state, [
      liveAlert(9, 'patrolRevised', {
        routeTakenId: 40,
        status: 'complete',
        tagsScanned: 4,
        tagsExpected: 4,
        sentAt: 1_760_000_500,
      }),
    ]);
    const rows = [...state.lists.red, ...state.lists.yellow];
    expect(rows.find((row) => row.id === 40)?.revisedTo).toEqual({
      status: 'complete',
      tagsScanned: 4,
      tagsExpected: 4,
      revisedAt: 1_760_000_500,
    });
    expect(rows.find((row) => row.id === 41)?.revisedTo).toBeUndefined();
  });

  it('lists every panic, with or without a position: a located panic is never dropped', () => {
    const state = addAlerts(emptyAlerts(), [
      liveAlert(1, 'panic', { latitude: null, longitude: null }),
      liveAlert(2, 'panic', { latitude: -26.1, longitude: 28.05 }),
    ]);
    expect(ids(state.lists.red)).toEqual([2, 1]);
  });

  it('ignores unknown types, events without a guid, and an alert it already holds', () => {
    let state = addAlerts(emptyAlerts(), [liveAlert(1, 'panic'), liveAlert(2, 'deviceLocation')]);
    state = addAlerts(state, [liveAlert(1, 'panic'), { ...liveAlert(3, 'panic'), eventGuid: '' }]);
    expect(ids(state.lists.red)).toEqual([1]);
    expect(countAlerts(state.lists)).toEqual({ red: 1, misc: 0, yellow: 0, green: 0 });
  });

  it('lists a boundary exit in the Misc box, and a listed alert sent again (counted, back inside) replaces its row', () => {
    let state = addAlerts(emptyAlerts(), [liveAlert(1, 'deviceOffline'), liveAlert(2, 'boundaryExit')]);
    expect(ids(state.lists.misc)).toEqual([2, 1]);
    state = addAlerts(state, [
      { ...liveAlert(1, 'deviceOffline'), repeats: 2 },
      { ...liveAlert(2, 'boundaryExit'), returnedAt: 1_700_000_000 },
    ]);
    expect(ids(state.lists.misc)).toEqual([2, 1]);
    expect(state.lists.misc.map((alert) => [alert.repeats, alert.returnedAt])).toEqual([
      [undefined, 1_700_000_000],
      [2, undefined],
    ]);
  });
});

describe('an answer', () => {
  it('removes the alert by its eventGuid and lowers its counter', () => {
    const panic = liveAlert(1, 'panic');
    let state = addAlerts(emptyAlerts(), [panic, liveAlert(2, 'panic')]);
    state = removeAnswered(state, panic.eventGuid);
    expect(ids(state.lists.red)).toEqual([2]);
    expect(countAlerts(state.lists).red).toBe(1);
  });

  it('matches a patrol by its completedEventGuid', () => {
    const patrol = liveAlert(5, 'patrolEnded', {
      status: 'failed',
      completedEventGuid: 'c0ffee00-0000-4000-8000-000000000005',
    });
    const state = removeAnswered(addAlerts(emptyAlerts(), [patrol]), 'c0ffee00-0000-4000-8000-000000000005');
    expect(state.lists.yellow).toEqual([]);
  });

  it('never takes a counter below 0: answers to unknown or already removed alerts change nothing', () => {
    const panic = liveAlert(1, 'panic');
    let state = addAlerts(emptyAlerts(), [panic]);
    state = removeAnswered(state, panic.eventGuid);
    state = removeAnswered(state, panic.eventGuid);
    state = removeAnswered(state, 'f0000000-0000-4000-8000-000000000000');
    expect(countAlerts(state.lists)).toEqual({ red: 0, misc: 0, yellow: 0, green: 0 });
  });

  it('is remembered, so a late copy of the alert does not come back', () => {
    const panic = liveAlert(1, 'panic');
    const state = addAlerts(removeAnswered(emptyAlerts(), panic.eventGuid), [panic]);
    expect(state.lists.red).toEqual([]);
  });
});

describe('a resync', () => {
  it('merges the missed events and the unresponded alerts without duplicates', () => {
    const live = addAlerts(emptyAlerts(), [liveAlert(3, 'panic'), liveAlert(4, 'nfcTagScan')]);
    const state = mergeResync(live, {
      missed: [liveAlert(3, 'panic'), liveAlert(4, 'nfcTagScan'), liveAlert(6, 'panic'), liveAlert(7, 'attendance')],
      unresponded: [liveAlert(1, 'pleaseCallMe'), liveAlert(3, 'panic'), liveAlert(6, 'panic')],
      lastEventId: 7,
    });
    expect(ids(state.lists.red)).toEqual([6, 3]);
    expect(ids(state.lists.misc)).toEqual([1]);
    expect(ids(state.lists.green)).toEqual([7, 4]);
    expect(state.cursor).toBe(7);
    expect(state.loaded).toBe(true);
  });

  it('drops alerts the server no longer lists as unresponded, and keeps those that came after its list', () => {
    const live = addAlerts(emptyAlerts(), [liveAlert(2, 'panic'), liveAlert(9, 'panic'), liveAlert(4, 'nfcTagScan')]);
    const state = mergeResync(live, { missed: [], unresponded: [], lastEventId: 8 });
    expect(ids(state.lists.red)).toEqual([9]);
    expect(ids(state.lists.green)).toEqual([4]);
  });

  it('does not bring back an alert answered while the snapshot was on its way', () => {
    const panic = liveAlert(2, 'panic');
    let state = addAlerts(emptyAlerts(), [panic]);
    state = reduceAlerts(state, { kind: 'answered', guid: panic.eventGuid });
    state = reduceAlerts(state, { kind: 'resync', resync: { missed: [panic], unresponded: [panic], lastEventId: 2 } });
    expect(state.lists.red).toEqual([]);
  });
});

describe('a tag scan and its judgement', () => {
  const scan = liveAlert(10, 'nfcTagScan');
  const judgement = liveAlert(11, 'patrolScanAlert', { tagScan: { id: 10, eventGuid: scan.eventGuid } });

  it('are one entry of the Green box, in whichever order they come', () => {
    for (const order of [
      [scan, judgement],
      [judgement, scan],
    ]) {
      const together = addAlerts(emptyAlerts(), order);
      expect(ids(together.lists.green)).toEqual([11]);
      const apart = order.reduce((state, alert) => addAlerts(state, [alert]), emptyAlerts());
      expect(ids(apart.lists.green)).toEqual([11]);
    }
  });

  it('leave together when the judgement is answered, and the scan does not come back', () => {
    const answered = removeAnswered(addAlerts(emptyAlerts(), [scan, judgement]), judgement.eventGuid);
    expect(answered.lists.green).toEqual([]);
    expect(addAlerts(answered, [scan]).lists.green).toEqual([]);
  });

  it('leave a scan outside any patrol on its own', () => {
    const other = liveAlert(12, 'nfcTagScan');
    expect(ids(addAlerts(emptyAlerts(), [scan, judgement, other]).lists.green)).toEqual([12, 11]);
  });
});
