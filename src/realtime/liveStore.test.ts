import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveAlert } from '../test/liveAlert';
import { createLiveStore } from './liveStore';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live store', () => {
  it('applies a burst of events at once', () => {
    const store = createLiveStore(100);
    const listener = vi.fn();
    store.subscribe(listener);
    for (let id = 1; id <= 50; id += 1) store.dispatch({ kind: 'alert', alert: liveAlert(id, 'nfcTagScan') });
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().alerts.lists.green).toHaveLength(50);
  });

  it('applies the actions in order: an answer after its alert removes it', () => {
    const store = createLiveStore();
    const panic = liveAlert(1, 'panic');
    store.dispatch({ kind: 'alert', alert: panic });
    store.dispatch({ kind: 'answered', guid: panic.eventGuid });
    store.flush();
    expect(store.getState().alerts.lists.red).toEqual([]);
  });

  it('starts afresh on reset, dropping what was queued', () => {
    const store = createLiveStore();
    store.dispatch({ kind: 'alert', alert: liveAlert(1, 'panic') });
    store.setMuted(true);
    store.reset(true);
    vi.runAllTimers();
    expect(store.getState().alerts.lists.red).toEqual([]);
    expect(store.getState().muted).toBe(false);
    expect(store.getState().followsAlerts).toBe(true);
  });
});
